// Votes and reviews under concurrency, on real PostgreSQL (PGlite runs one query at a time and cannot race): one
// visitor's parallel votes count once, and parallel reviews of one product never lose a star count.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingSummaryOf } from '@haat/domain/reviews/rating-summary';
import { reviewVotes } from '../../db/schema/reviews.ts';
import { testDatabaseKind } from '../../testing/build-test-app.ts';
import { buildSellerWorld, call, type SellerWorld } from '../sellers/sellers.test-support.ts';
import { anotherBuyer, insertSeededReview, orderOf, ratingsOf, setRatings } from './reviews.test-support.ts';

const notPostgres = testDatabaseKind !== 'postgres';

describe.skipIf(notPostgres)(`reviews under concurrency (${testDatabaseKind})`, { timeout: 120_000 }, () => {
  let world: SellerWorld;
  const db = () => world.t.database.db;

  beforeAll(async () => {
    world = await buildSellerWorld(1000);
  }, 60_000);
  afterAll(async () => world?.t.close());

  it('20 parallel votes from one visitor count once; ten other visitors count ten', async () => {
    const reviewId = await insertSeededReview(db(), world.productA.id, {
      helpfulVotes: 5,
      notHelpfulVotes: 2,
    });
    const cookie = 'haat_vid=6f1c2a4e-0b7d-4c1e-9a55-3d2f8e7b9c10';
    const vote = (voteType: string, headers: Record<string, string> = {}) =>
      world.t.app.inject({
        method: 'POST',
        url: `/api/reviews/${reviewId}/vote`,
        payload: { voteType },
        headers,
      });

    const same = await Promise.all(Array.from({ length: 20 }, () => vote('helpful', { cookie })));
    expect(same.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const last = await vote('helpful', { cookie });
    expect(last.json()).toMatchObject({ helpfulVotes: 6, notHelpfulVotes: 2 });

    // Switching in parallel with repeats: whatever the order, the visitor holds exactly one vote.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => vote(i % 2 ? 'helpful' : 'notHelpful', { cookie })),
    );
    const settled = (await vote('notHelpful', { cookie })).json() as {
      helpfulVotes: number;
      notHelpfulVotes: number;
    };
    expect(settled).toMatchObject({ helpfulVotes: 5, notHelpfulVotes: 3 });

    // Ten new visitors (the votes stay within VOTE_RATE_LIMIT of one address).
    await Promise.all(Array.from({ length: 10 }, () => vote('helpful')));
    const rows = await db().select().from(reviewVotes).where(eq(reviewVotes.reviewId, reviewId));
    const helpfulRows = rows.filter((r) => r.voteType === 'helpful').length;
    const notHelpfulRows = rows.length - helpfulRows;
    expect(rows).toHaveLength(11);
    // The counts are the seeded ones plus the vote rows, always.
    const final = (
      await call(world.t, 'GET', `/api/reviews/product/${world.productA.id}?sortBy=helpful`)
    ).json() as {
      reviews: { _id: string; helpfulVotes: number; notHelpfulVotes: number }[];
    };
    expect(final.reviews.find((r) => r._id === reviewId)).toMatchObject({
      helpfulVotes: 5 + helpfulRows,
      notHelpfulVotes: 2 + notHelpfulRows,
    });
  });

  it('parallel reviews by different shoppers keep sum(breakdown) = ratings_count = seeded + n', async () => {
    const productId = world.productB.id;
    await setRatings(db(), productId, [3, 2, 5, 20, 40]);
    const n = 12;
    const shoppers = [];
    for (let i = 0; i < n; i++) {
      const shopper = await anotherBuyer(world.t, `Shopper ${i}`);
      await orderOf(world, shopper, world.productB);
      shoppers.push(shopper);
    }
    const answers = await Promise.all(
      shoppers.map((s, i) =>
        call(world.t, 'POST', '/api/reviews', s.token, {
          productId,
          rating: (i % 5) + 1,
          reviewText: `Review number ${i}`,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(n).fill(201));
    const after = await ratingsOf(db(), productId);
    expect(after.breakdown).toEqual([3 + 3, 2 + 3, 5 + 2, 20 + 2, 40 + 2]);
    expect(after.count).toBe(70 + n);
    expect(after.breakdown.reduce((s, x) => s + x, 0)).toBe(after.count);

    // Parallel edits moving every review to 5 stars keep the count and move every star.
    const edits = await Promise.all(
      shoppers.map((s) =>
        call(world.t, 'POST', '/api/reviews', s.token, {
          productId,
          rating: 5,
          reviewText: 'Changed my mind',
        }),
      ),
    );
    expect(edits.map((r) => r.statusCode)).toEqual(Array(n).fill(200));
    const edited = await ratingsOf(db(), productId);
    expect(edited.breakdown).toEqual([3, 2, 5, 20, 40 + n]);
    expect(edited).toMatchObject(
      ratingSummaryOf(edited.breakdown as [number, number, number, number, number]),
    );
  });
});
