// Migration 0014 on a database that already has seller keys (issue 22): the seed's hsk_test_ keys become 'dev',
// other keys 'live', and afterwards every insert must name its kind. Runs the real migration files, up to 0013 first.
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devSellerKey, sha256Hex } from '../modules/sellers/seller-keys.ts';
import { testDatabaseKind } from '../testing/build-test-app.ts';
import { emptyDatabase, migrationsBefore } from '../testing/migration-support.ts';
import type { Database } from './client.ts';
import { runMigrations } from './migrate.ts';

describe(`migration 0014_seller_key_kind (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let before: string;
  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase());
    before = await migrationsBefore('0014_seller_key_kind');
  });
  afterAll(async () => {
    await drop?.();
    if (before) await fs.rm(before, { recursive: true, force: true });
  });

  it("marks the existing hsk_test_ keys 'dev' and the others 'live', then leaves no default", async () => {
    await runMigrations(database, before);
    const db = database.db;
    await db.execute(sql`insert into sellers (id, legal_name, display_name, gstin, state, state_code, address_line,
      city, pincode) values ('sel_m01', 'M Traders', 'M Traders', '27AAPFM0001A1Z5', 'Maharashtra', '27',
      '1, Main Road', 'Pune', '411001')`);
    const dev = devSellerKey('sel_m01');
    await db.execute(sql`insert into seller_api_keys (seller_id, key_hash, key_prefix) values
      ('sel_m01', ${sha256Hex(dev)}, ${dev.slice(0, 'hsk_test_sel_m01_'.length + 4)}),
      ('sel_m01', ${sha256Hex('hsk_live_x')}, 'hsk_live_AbCdEfGh')`);

    await runMigrations(database);
    const { rows } = (await db.execute(
      sql`select key_prefix, kind from seller_api_keys order by key_prefix`,
    )) as unknown as { rows: { key_prefix: string; kind: string }[] };
    expect(rows.map((r) => [r.key_prefix.slice(0, 9), r.kind])).toEqual([
      ['hsk_live_', 'live'],
      ['hsk_test_', 'dev'],
    ]);
    await expect(
      db.execute(sql`insert into seller_api_keys (seller_id, key_hash, key_prefix)
        values ('sel_m01', 'h', 'hsk_live_QwErTyUi')`),
    ).rejects.toThrow();
  });
});
