// Migration 0024 on a database whose orders were written before statuses were codes (issue 27, ADR 0023): every
// order, parcel and tracking event stored with the spec's display string ('Order Confirmed', 'Return requested')
// comes out as its code, and afterwards the database refuses a display string. Runs the real migration files, up
// to 0023 first.
import fs from 'node:fs/promises';
import {
  RETURN_EVENT_STATUSES,
  statusText,
  SUB_ORDER_STATUS_CODES,
  type TrackingEventStatus,
  TRACKING_EVENT_STATUS_CODES,
} from '@haat/domain/orders/order-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../testing/build-test-app.ts';
import { emptyDatabase, migrationsBefore } from '../testing/migration-support.ts';
import type { Database } from './client.ts';
import { runMigrations } from './migrate.ts';

const MIGRATION = '0024_status_codes';

type Rows<T> = { rows: T[] };

describe(`migration ${MIGRATION} (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let before: string;
  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase());
    before = await migrationsBefore(MIGRATION);
  });
  afterAll(async () => {
    await drop?.();
    if (before) await fs.rm(before, { recursive: true, force: true });
  });

  it('rewrites every old display string as its code, and then refuses display strings', async () => {
    await runMigrations(database, before);
    const db = database.db;
    const run = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as Rows<T>).rows;

    await run(sql`insert into users (id, full_name, email, phone, password_hash)
      values ('00000000-0000-4000-8000-0000000000b1', 'Meera Iyer', 'meera@example.in', '+919876500001', 'x')`);
    await run(sql`insert into sellers (id, legal_name, display_name, gstin, state, state_code, address_line, city,
      pincode) values ('sel_m01', 'M Traders', 'M Traders', '27AAPFM0001A1Z5', 'Maharashtra', '27', '1, Main Road',
      'Pune', '411001')`);

    // One order per parcel status as the code before this migration wrote it (orderStatusOf of one parcel is that
    // parcel's status); one spelled as the spec's lenient readers would (other case, stray spaces).
    const old = SUB_ORDER_STATUS_CODES.map((code) => statusText(code));
    const written = [...old, '  order delivered '];
    for (const [i, status] of written.entries()) {
      const orderId = `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;
      const subOrderId = `00000000-0000-4000-9000-${String(i + 1).padStart(12, '0')}`;
      await run(sql`insert into orders (id, order_number, user_id, status, subtotal_paise, shipping_paise, tax_paise,
        total_paise, payment_method, payment_status, shipping_address, contact_email, contact_phone)
        values (${orderId}, ${`HT${String(i + 1).padStart(10, '0')}`}, '00000000-0000-4000-8000-0000000000b1',
        ${status}, 10000, 0, 1525, 10000, 'cod', 'Pending', '{}'::jsonb, 'meera@example.in', '+919876500001')`);
      await run(sql`insert into sub_orders (id, order_id, seller_id, status, subtotal_paise, shipping_paise,
        total_paise, commission_paise, transfer_paise, invoice_number)
        values (${subOrderId}, ${orderId}, 'sel_m01', ${status}, 10000, 0, 10000, 1000, 9000,
        ${`INV/SEL001/2026-27/${String(i + 1).padStart(6, '0')}`})`);
    }
    // The events of the first order: every status an event was stored with, parcel moves and return steps.
    const eventTexts = TRACKING_EVENT_STATUS_CODES.map((code) => statusText(code));
    for (const status of eventTexts) {
      await run(sql`insert into tracking_events (order_id, sub_order_id, status, description, updated_by)
        values ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-9000-000000000001', ${status}, 'x',
        'system')`);
    }

    await runMigrations(database);

    const orders = await run<{ order_number: string; status: string }>(
      sql`select order_number, status from orders order by order_number`,
    );
    const expected = [...SUB_ORDER_STATUS_CODES, 'delivered'];
    expect(orders.map((o) => o.status)).toEqual(expected);
    const subs = await run<{ status: string }>(
      sql`select s.status from sub_orders s join orders o on o.id = s.order_id order by o.order_number`,
    );
    expect(subs.map((s) => s.status)).toEqual(expected);
    const events = await run<{ status: TrackingEventStatus }>(sql`select status from tracking_events`);
    expect(events.map((e) => e.status).sort()).toEqual([...TRACKING_EVENT_STATUS_CODES].sort());
    expect(events.map((e) => e.status)).toContain(RETURN_EVENT_STATUSES.pickedUp);

    // The constraints now hold: a display string, or any text that is not a code, is refused.
    await expect(
      run(
        sql`update sub_orders set status = 'Order Packed' where order_id = '00000000-0000-4000-8000-000000000001'`,
      ),
    ).rejects.toThrow();
    await expect(
      run(sql`update orders set status = 'shipped' where id = '00000000-0000-4000-8000-000000000001'`),
    ).rejects.toThrow();
    await expect(
      run(sql`insert into tracking_events (order_id, status, description, updated_by)
        values ('00000000-0000-4000-8000-000000000001', 'Return requested', 'x', 'system')`),
    ).rejects.toThrow();
    await run(
      sql`update sub_orders set status = 'packed' where order_id = '00000000-0000-4000-8000-000000000001'`,
    );
  });
});
