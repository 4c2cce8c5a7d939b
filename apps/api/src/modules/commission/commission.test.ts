// The commission service over a real database (docs/behaviour/seller-portal.md#commission-rates): the migration's
// default table, adding rates from now on only, overrides per seller, resolving the rate for a moment.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMISSION_ERROR_CODES,
  DEFAULT_COMMISSION_RATES,
  DEFAULT_RATES_EFFECTIVE_FROM,
} from '@haat/domain/settlements/commission-rates';
import type { Database } from '../../db/client.ts';
import { MIGRATIONS_DIR } from '../../db/migrate.ts';
import { createTestDatabase, testDatabaseKind } from '../../testing/build-test-app.ts';
import { insertKeyedSellers, type TestSeller } from '../sellers/sellers.test-support.ts';
import {
  listCommissionRates,
  listStatutoryRates,
  resolveCommissionRate,
  setCommissionRate,
  setStatutoryRate,
} from './commission.service.ts';

describe(`commission rates (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let a: TestSeller;
  let b: TestSeller;
  const now = new Date('2026-11-20T06:00:00Z');
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    ({ a, b } = await insertKeyedSellers(database.db));
  }, 120_000);
  afterAll(() => drop?.());

  it('every database starts with the default table, as the domain lists it', async () => {
    const rates = await listCommissionRates(database.db);
    expect(rates.map((r) => [r.categoryPath, r.rateBps]).sort()).toEqual(
      DEFAULT_COMMISSION_RATES.map((r) => [r.categoryPath, r.rateBps]).sort(),
    );
    expect(rates.every((r) => r.sellerId === null && r.createdBy === 'default')).toBe(true);
    expect(new Set(rates.map((r) => r.effectiveFrom))).toEqual(
      new Set([DEFAULT_RATES_EFFECTIVE_FROM.toISOString()]),
    );
    // The migration's INSERT is generated from the domain's table; both say 2024-04-01 IST.
    const sql = readFileSync(`${MIGRATIONS_DIR}/0020_settlement_rates.sql`, 'utf8');
    expect(sql.match(/'default'\)/g)).toHaveLength(DEFAULT_COMMISSION_RATES.length);
  });

  it('resolves the most specific rate in force, the seller override first', async () => {
    expect((await resolveCommissionRate(database.db, a.id, 'fashion/shoes/sneakers', now)).rateBps).toBe(
      1_500,
    );
    const later = new Date('2026-12-01T00:00:00+05:30');
    const set = await setCommissionRate(
      database.db,
      { sellerId: a.id, categoryPath: 'Fashion', rateBps: 1_250, effectiveFrom: later, note: 'festive deal' },
      { actor: 'operator:test', now },
    );
    expect(set).toMatchObject({ sellerId: a.id, categoryPath: 'fashion', rateBps: 1_250, ratePercent: 12.5 });
    expect(set.createdBy).toBe('operator:test');
    // Before its date the override is not in force; from it, it is, for that seller only.
    expect((await resolveCommissionRate(database.db, a.id, 'fashion/shoes', now)).rateBps).toBe(1_500);
    expect((await resolveCommissionRate(database.db, a.id, 'fashion/shoes', later)).rateBps).toBe(1_250);
    expect((await resolveCommissionRate(database.db, b.id, 'fashion/shoes', later)).rateBps).toBe(1_500);
    const forA = await listCommissionRates(database.db, { sellerId: a.id });
    const forB = await listCommissionRates(database.db, { sellerId: b.id });
    expect(forA).toHaveLength(DEFAULT_COMMISSION_RATES.length + 1);
    expect(forB).toHaveLength(DEFAULT_COMMISSION_RATES.length);
  });

  it('refuses a rate in the past, an unknown category or seller, and a second rate from the same moment', async () => {
    const attempt = (input: Parameters<typeof setCommissionRate>[1]) =>
      setCommissionRate(database.db, input, { actor: 'operator:test', now }).then(
        () => null,
        (error: { statusCode: number; code: string }) => [error.statusCode, error.code],
      );
    expect(
      await attempt({ categoryPath: 'books', rateBps: 800, effectiveFrom: new Date('2026-11-01') }),
    ).toEqual([400, COMMISSION_ERROR_CODES.pastDate]);
    expect(await attempt({ categoryPath: 'books/poetry-x', rateBps: 800 })).toEqual([
      400,
      COMMISSION_ERROR_CODES.invalid,
    ]);
    expect(await attempt({ categoryPath: 'books', rateBps: 9_000 })).toEqual([
      400,
      COMMISSION_ERROR_CODES.invalid,
    ]);
    expect(await attempt({ sellerId: 'sel_nobody', categoryPath: 'books', rateBps: 800 })).toEqual([
      404,
      'NOT_FOUND',
    ]);
    const from = new Date('2027-01-01T00:00:00+05:30');
    expect(await attempt({ categoryPath: 'books', rateBps: 800, effectiveFrom: from })).toBeNull();
    expect(await attempt({ categoryPath: 'books', rateBps: 850, effectiveFrom: from })).toEqual([
      409,
      COMMISSION_ERROR_CODES.duplicate,
    ]);
  });

  it('statutory rates: the law history, and a later rate added from a date', async () => {
    const before = await listStatutoryRates(database.db);
    expect(before.filter((r) => r.kind === 'gst_tcs').at(-1)).toMatchObject({
      rateBps: 50,
      createdBy: 'law',
    });
    await setStatutoryRate(
      database.db,
      { kind: 'gst_tcs', rateBps: 25, effectiveFrom: new Date('2027-04-01T00:00:00+05:30') },
      { actor: 'operator:test', now },
    );
    const after = await listStatutoryRates(database.db);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ kind: 'gst_tcs', rateBps: 25, createdBy: 'operator:test' });
    await expect(
      setStatutoryRate(
        database.db,
        { kind: 'income_tax_tds', rateBps: 20, effectiveFrom: new Date('2020-01-01') },
        {
          actor: 'x',
          now,
        },
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
