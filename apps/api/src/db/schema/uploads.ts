// The database implementation of object storage (modules/uploads): uploaded files as bytes, so every API
// instance serves every upload with nothing but PostgreSQL (docs/architecture.md#growing-past-one-machine); an S3
// store can replace it.
import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const storedObjects = pgTable(
  'stored_objects',
  {
    /** 'reviews/3f2c….jpg': a generated name, never the uploader's. */
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Who uploaded it: a review may only use its own author's photos. */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_objects_owner_idx').on(t.ownerUserId)],
);
