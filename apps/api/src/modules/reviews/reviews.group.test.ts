// A product group's reviews on PGlite or PostgreSQL (issue 23 items 1 and 8, docs/behaviour/reviews.md#variants):
// the list and the rating summary cover every published listing of the group, each review says which variant it is
// about, a review written of one listing moves that listing's counts and the group's, and a bad rating is answered
// with the store's own message.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postReviewResponseSchema,
  REVIEW_MESSAGES as M,
  reviewListResponseSchema,
} from '@haat/domain/reviews/review.schema';
import { products } from '../../db/schema/products.ts';
import { testDatabaseKind } from '../../testing/build-test-app.ts';
import { buildSellerWorld, call, type SellerWorld } from '../sellers/sellers.test-support.ts';
import { bearer } from '../users/users.test-support.ts';
import { insertSeededReview, orderOf, ratingsOf, setRatings } from './reviews.test-support.ts';

describe(`a product group's reviews (${testDatabaseKind})`, () => {
  let world: SellerWorld;
  const db = () => world.t.database.db;
  const list = async (productId: string, query = '') => {
    const res = await call(world.t, 'GET', `/api/reviews/product/${productId}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return reviewListResponseSchema.parse(res.json());
  };

  beforeAll(async () => {
    world = await buildSellerWorld(10);
    const group = 'grp-test-phone';
    await db()
      .update(products)
      .set({
        variantGroup: group,
        variantName: '8 GB + 128 GB, Blue',
        variantOptions: { colour: 'Blue', storage: '8 GB + 128 GB' },
      })
      .where(eq(products.id, world.productA.id));
    await db()
      .update(products)
      .set({
        variantGroup: group,
        variantName: '8 GB + 256 GB, Black',
        variantOptions: { colour: 'Black', storage: '8 GB + 256 GB' },
      })
      .where(eq(products.id, world.productB.id));
    // A: (1 + 3·2 + 4·3 + 5·4) / 10 = 3.9; B: (4·2 + 5·8) / 10 = 4.8; together (39 + 48) / 20 = 4.35 → 4.4
    await setRatings(db(), world.productA.id, [1, 0, 2, 3, 4]);
    await setRatings(db(), world.productB.id, [0, 0, 0, 2, 8]);
    await insertSeededReview(db(), world.productA.id, { rating: 3, authorName: 'Asha' });
    await insertSeededReview(db(), world.productB.id, { rating: 5, authorName: 'Bilal' });
  }, 60_000);
  afterAll(() => world?.t.close());

  it('lists the reviews of every listing of the group, each with the variant bought, from either listing', async () => {
    for (const productId of [world.productA.id, world.productB.id]) {
      const body = await list(productId, '?sortBy=rating_high');
      expect(body.reviews.map((r) => [r.authorName, r.productId, r.variant])).toEqual([
        [
          'Bilal',
          world.productB.id,
          { name: '8 GB + 256 GB, Black', options: { colour: 'Black', storage: '8 GB + 256 GB' } },
        ],
        [
          'Asha',
          world.productA.id,
          { name: '8 GB + 128 GB, Blue', options: { colour: 'Blue', storage: '8 GB + 128 GB' } },
        ],
      ]);
      expect(body.ratingBreakdown).toEqual({ 5: 12, 4: 5, 3: 2, 2: 0, 1: 1 });
      expect(body).toMatchObject({ totalRatings: 20, averageRating: 4.4 });
      expect(body.pagination.totalReviews).toBe(2);
    }
    // The star filter works over the group too.
    expect((await list(world.productA.id, '?rating=5')).reviews.map((r) => r.authorName)).toEqual(['Bilal']);
  });

  it('leaves an unpublished listing out of the group, and a listing sold alone has no variant', async () => {
    await db().update(products).set({ isPublished: false }).where(eq(products.id, world.productB.id));
    const body = await list(world.productA.id);
    expect(body.reviews.map((r) => r.authorName)).toEqual(['Asha']);
    expect(body.totalRatings).toBe(10);
    expect((await call(world.t, 'GET', `/api/reviews/product/${world.productB.id}`)).statusCode).toBe(404);
    await db().update(products).set({ isPublished: true }).where(eq(products.id, world.productB.id));

    await db()
      .update(products)
      .set({ variantGroup: null, variantOptions: {} })
      .where(eq(products.id, world.productB.id));
    const alone = await list(world.productB.id);
    expect(alone.reviews.map((r) => [r.authorName, r.variant])).toEqual([['Bilal', null]]);
    expect(alone.totalRatings).toBe(10);
    await db()
      .update(products)
      .set({ variantGroup: 'grp-test-phone', variantOptions: { colour: 'Black', storage: '8 GB + 256 GB' } })
      .where(eq(products.id, world.productB.id));
  });

  it('a review of one listing says its variant and moves that listing’s counts and the group’s', async () => {
    await orderOf(world, world.buyer, world.productB);
    const res = await world.t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: bearer(world.buyer.token),
      payload: { productId: world.productB.id, rating: 1, reviewText: 'The black one scratches easily.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(postReviewResponseSchema.parse(res.json()).review.variant).toEqual({
      name: '8 GB + 256 GB, Black',
      options: { colour: 'Black', storage: '8 GB + 256 GB' },
    });
    expect((await ratingsOf(db(), world.productB.id)).breakdown).toEqual([1, 0, 0, 2, 8]);
    expect((await ratingsOf(db(), world.productA.id)).breakdown).toEqual([1, 0, 2, 3, 4]);
    const body = await list(world.productA.id, '?rating=1');
    expect(body.reviews.map((r) => r.variant?.options.colour)).toEqual(['Black']);
    expect(body).toMatchObject({ totalRatings: 21 });
    expect(body.ratingBreakdown[1]).toBe(2);
  });

  it.each(['6', '0', 'abc', '4.5', '-1', '1e9'])(
    'answers a rating filter of %s with the store’s message, not zod’s',
    async (rating) => {
      const res = await call(world.t, 'GET', `/api/reviews/product/${world.productA.id}?rating=${rating}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: M.ratingFilterInvalid,
        code: 'VALIDATION_FAILED',
        field: 'rating',
      });
    },
  );

  it.each([6, 0, 'abc', 4.5, null, '5'])(
    'answers a review posted with rating %j with the store’s message, not zod’s',
    async (rating) => {
      const res = await world.t.app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: bearer(world.buyer.token),
        payload: { productId: world.productA.id, rating, reviewText: 'Fine' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: M.ratingRequired, field: 'rating' });
      expect(res.body).not.toMatch(/Invalid input|expected number|received/i);
    },
  );
});
