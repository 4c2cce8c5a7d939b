// The invariant checkout relies on (PostgreSQL only; PGlite runs one query at a time and proves nothing):
// concurrent orders redeeming one coupon never pass its overall limit nor one shopper's own limit.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema/coupons.ts';
import { users } from '../../db/schema/users.ts';
import { createTestDatabase } from '../../testing/build-test-app.ts';
import { countUsesByUser, redeemCoupon } from './coupons.repository.ts';
import { insertCoupon, insertTestSellers } from './coupons.test-support.ts';

const RACERS = 10;

describe.skipIf(!process.env.TEST_DATABASE_URL)('coupon redemption races (postgres)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let sellerId: string;
  let userIds: string[];

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    ({ a: sellerId } = await insertTestSellers(database.db));
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: RACERS }, (_, i) => ({
          fullName: `Racer ${i}`,
          email: `racer${i}@example.in`,
          phone: `+91980000000${i}`,
          passwordHash: 'not-a-real-hash',
        })),
      )
      .returning({ id: users.id });
    userIds = rows.map((r) => r.id);
  });
  afterAll(() => drop?.());

  /** Each racer in its own order transaction, all started together; answers what each redeemCoupon said. */
  const race = (couponId: string, who: (i: number) => string) =>
    Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        database.db.transaction(async (tx) => {
          // Hold the transaction open a moment so the racers really overlap.
          await tx.execute(sql`select pg_sleep(0.02)`);
          return redeemCoupon(tx, {
            couponId,
            userId: who(i),
            orderId: `ord_${couponId}_${i}`,
            discountPaise: 100,
          });
        }),
      ),
    );

  it(`lets exactly one of ${RACERS} shoppers redeem a coupon limited to one use`, async () => {
    await insertCoupon(database.db, {
      id: 'race_one',
      code: 'RACEONE',
      sellerId,
      usageLimit: 1,
      perUserLimit: null,
    });
    const results = await race('race_one', (i) => userIds[i] ?? '');
    expect(results.filter(Boolean)).toHaveLength(1);
    const [row] = await database.db.select().from(coupons).where(eq(coupons.id, 'race_one'));
    expect(row?.usedCount).toBe(1);
    const redemptions = await database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, 'race_one'));
    expect(redemptions).toHaveLength(1);
  });

  it(`lets one shopper use a once-per-shopper coupon once, whatever ${RACERS} orders race`, async () => {
    await insertCoupon(database.db, {
      id: 'race_user',
      code: 'RACEUSER',
      sellerId,
      usageLimit: null,
      perUserLimit: 1,
    });
    const shopper = userIds[0] ?? '';
    const results = await race('race_user', () => shopper);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await countUsesByUser(database.db, 'race_user', shopper)).toBe(1);
    const [row] = await database.db.select().from(coupons).where(eq(coupons.id, 'race_user'));
    expect(row?.usedCount).toBe(1);
  });

  it('counts up to a limit of 3 and no further, and a rolled-back order gives its use back', async () => {
    await insertCoupon(database.db, {
      id: 'race_three',
      code: 'RACETHREE',
      sellerId,
      usageLimit: 3,
      perUserLimit: null,
    });
    const results = await race('race_three', (i) => userIds[i] ?? '');
    expect(results.filter(Boolean)).toHaveLength(3);
    await database.db.update(coupons).set({ usageLimit: 4 }).where(eq(coupons.id, 'race_three'));
    await expect(
      database.db.transaction(async (tx) => {
        expect(
          await redeemCoupon(tx, {
            couponId: 'race_three',
            userId: userIds[0] ?? '',
            orderId: 'x',
            discountPaise: 1,
          }),
        ).toBe(true);
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    const [row] = await database.db.select().from(coupons).where(eq(coupons.id, 'race_three'));
    expect(row?.usedCount).toBe(3);
  });
});
