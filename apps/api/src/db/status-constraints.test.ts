// Every column named like *status* in the database has a constraint on its values (issue 27): a check constraint
// that names it, or an enum type. Read from the catalogue of a database migrated as the server migrates it, so a new
// status column without one fails here. The status codes of orders, parcels and events are checked to be exactly the
// domain's.
import { SUB_ORDER_STATUS_CODES, TRACKING_EVENT_STATUS_CODES } from '@haat/domain/orders/order-status';
import { PAYMENT_STATUSES } from '@haat/domain/orders/order.schema';
import { RETURN_STATUSES } from '@haat/domain/returns/return-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../testing/build-test-app.ts';
import type { Database } from './client.ts';

type Rows<T> = { rows: T[] };

describe(`status columns (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(async () => {
    await drop?.();
  });
  const run = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as Rows<T>).rows;

  /** Every status column of the public schema, and the check constraints (their definitions) that name it. */
  async function statusColumns() {
    return run<{ table_name: string; column_name: string; is_enum: boolean; checks: string[] | null }>(sql`
      select c.relname as table_name, a.attname as column_name, ty.typtype = 'e' as is_enum,
        (select array_agg(pg_get_constraintdef(k.oid) order by k.conname) from pg_constraint k
          where k.conrelid = c.oid and k.contype = 'c' and a.attnum = any (k.conkey)) as checks
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_type ty on ty.oid = a.atttypid
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and a.attname like '%status%'
      order by 1, 2`);
  }

  it('finds the status columns, and none is without a check constraint or an enum', async () => {
    const columns = await statusColumns();
    // The query reads what it should: the known status columns are among them.
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(
      expect.arrayContaining([
        'orders.status',
        'orders.payment_status',
        'sub_orders.status',
        'tracking_events.status',
        'return_requests.status',
        'payment_orders.status',
        'sellers.status',
        'products.listing_status',
      ]),
    );
    const unconstrained = columns
      .filter((c) => !c.is_enum && (c.checks ?? []).length === 0)
      .map((c) => `${c.table_name}.${c.column_name}`);
    expect(unconstrained).toEqual([]);
  });

  it.each([
    ['orders', 'status', SUB_ORDER_STATUS_CODES],
    ['sub_orders', 'status', SUB_ORDER_STATUS_CODES],
    ['tracking_events', 'status', TRACKING_EVENT_STATUS_CODES],
    ['orders', 'payment_status', PAYMENT_STATUSES],
    ['return_requests', 'status', Object.values(RETURN_STATUSES)],
  ] as const)('%s.%s allows exactly the domain’s values', async (table, column, values) => {
    const [found] = (await statusColumns()).filter((c) => c.table_name === table && c.column_name === column);
    const literals = (found?.checks ?? []).flatMap((def) => [...def.matchAll(/'([^']*)'/g)].map((m) => m[1]));
    expect([...new Set(literals)].sort()).toEqual([...values].sort());
  });
});
