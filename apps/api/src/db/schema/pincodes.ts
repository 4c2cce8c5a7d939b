// The India Post pincode directory (docs/architecture.md#india-data, issue 9), loaded from registry data packages by
// src/modules/geo/pincode-directory.loader.ts: one row per pincode, its post offices inline (a lookup is one
// primary-key read) and its centre's coordinates where the coordinate package has them.
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export interface StoredPostOffice {
  name: string;
  district: string;
  division: string;
  region: string;
  circle: string;
  state: string;
}

export const pincodes = pgTable(
  'pincodes',
  {
    pincode: text('pincode').primaryKey(),
    /** The principal office's district: the city a shopper would name ("New Delhi" for 110001). */
    city: text('city').notNull(),
    /** The principal office's name ("Raipur", "Bandra West"). */
    locality: text('locality').notNull(),
    /** State name as a shopper writes it ("Chhattisgarh", not the directory's "Chattisgarh"). */
    state: text('state').notNull(),
    circle: text('circle').notNull(),
    /** The post offices, principal office first. */
    postOffices: jsonb('post_offices').$type<StoredPostOffice[]>().notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    check('pincodes_six_digits', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    // Reverse geocoding scans a latitude band (a few hundred rows), never the table.
    index('pincodes_latitude_longitude_idx').on(t.latitude, t.longitude),
  ],
);

/** Which version of the data packages the directory was loaded from; a newer version reloads it. */
export const referenceDataVersions = pgTable('reference_data_versions', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
});
