// The review list and votes on PGlite or PostgreSQL: the four sorts with their tie-breaks, the rating filter,
// pagination, the product's star counts whatever the filter, and one counted vote per visitor cookie.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REVIEW_MESSAGES as M,
  reviewListResponseSchema,
  reviewVoteResponseSchema,
} from '@haat/domain/reviews/review.schema';
import { testDatabaseKind } from '../../testing/build-test-app.ts';
import { buildSellerWorld, call, type SellerWorld } from '../sellers/sellers.test-support.ts';
import { insertSeededReview, setRatings } from './reviews.test-support.ts';

const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);

describe(`review list and votes (${testDatabaseKind})`, () => {
  let world: SellerWorld;
  let productId: string;
  /** Review ids by label: rating, helpful votes and age in days. */
  const ids: Record<string, string> = {};
  const list = async (query = '') => {
    const res = await call(world.t, 'GET', `/api/reviews/product/${productId}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return { res, body: reviewListResponseSchema.parse(res.json()) };
  };
  const labels = (reviews: { _id: string }[]) =>
    reviews.map((r) => Object.keys(ids).find((k) => ids[k] === r._id));

  beforeAll(async () => {
    world = await buildSellerWorld(10);
    productId = world.productA.id;
    await setRatings(world.t.database.db, productId, [2, 1, 3, 10, 24]);
    const rows: [string, number, number, number][] = [
      ['5a', 5, 3, 10],
      ['5b', 5, 9, 2],
      ['4a', 4, 9, 5],
      ['4b', 4, 0, 1],
      ['3a', 3, 1, 20],
      ['1a', 1, 12, 30],
      ['2a', 2, 0, 3],
    ];
    for (const [label, rating, helpfulVotes, age] of rows) {
      ids[label] = await insertSeededReview(world.t.database.db, productId, {
        rating,
        helpfulVotes,
        createdAt: daysAgo(age),
      });
    }
  }, 60_000);
  afterAll(() => world?.t.close());

  it('lists the newest first by default, with the product’s star counts and a short public cache', async () => {
    const { res, body } = await list();
    expect(labels(body.reviews)).toEqual(['4b', '5b', '2a', '4a', '5a', '3a', '1a']);
    expect(body.ratingBreakdown).toEqual({ 5: 24, 4: 10, 3: 3, 2: 1, 1: 2 });
    // (2 + 2 + 9 + 40 + 120) / 40 = 173 / 40 = 4.3
    expect(body).toMatchObject({ averageRating: 4.3, totalRatings: 40, success: true });
    expect(body.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalReviews: 7,
      limit: 10,
      hasPrev: false,
      hasNext: false,
    });
    expect(res.headers['cache-control']).toMatch(/^public/);
  });

  it.each([
    ['rating_high', ['5b', '5a', '4b', '4a', '3a', '2a', '1a']],
    ['rating_low', ['1a', '2a', '3a', '4b', '4a', '5b', '5a']],
    // 5b and 4a both have 9 votes: the newer first.
    ['helpful', ['1a', '5b', '4a', '5a', '3a', '4b', '2a']],
  ])('sorts by %s, newest first among equals', async (sortBy, expected) => {
    expect(labels((await list(`?sortBy=${sortBy}`)).body.reviews)).toEqual(expected);
  });

  it('filters by rating while the breakdown still counts every rating', async () => {
    const { body } = await list('?rating=4');
    expect(labels(body.reviews)).toEqual(['4b', '4a']);
    expect(body.pagination.totalReviews).toBe(2);
    expect(body.totalRatings).toBe(40);
    expect(labels((await list('?rating=all')).body.reviews)).toHaveLength(7);
    const none = (await list('?rating=3&page=1')).body;
    expect(none.pagination.totalReviews).toBe(1);
  });

  it('pages with totalPages, hasPrev and hasNext, and the same order across pages', async () => {
    const first = (await list('?limit=3&sortBy=rating_high')).body;
    const second = (await list('?limit=3&page=2&sortBy=rating_high')).body;
    const third = (await list('?limit=3&page=3&sortBy=rating_high')).body;
    expect(first.pagination).toMatchObject({ currentPage: 1, totalPages: 3, hasPrev: false, hasNext: true });
    expect(second.pagination).toMatchObject({ currentPage: 2, totalPages: 3, hasPrev: true, hasNext: true });
    expect(third.pagination).toMatchObject({ currentPage: 3, totalPages: 3, hasPrev: true, hasNext: false });
    expect(labels([...first.reviews, ...second.reviews, ...third.reviews])).toEqual([
      '5b',
      '5a',
      '4b',
      '4a',
      '3a',
      '2a',
      '1a',
    ]);
    const past = (await list('?page=9')).body;
    expect(past.reviews).toEqual([]);
    expect(past.pagination).toMatchObject({ hasPrev: true, hasNext: false });
  });

  it('a product without written reviews answers an empty page', async () => {
    const res = await call(world.t, 'GET', `/api/reviews/product/${world.productB.id}`);
    const body = reviewListResponseSchema.parse(res.json());
    expect(body.reviews).toEqual([]);
    expect(body.pagination).toMatchObject({ totalPages: 0, totalReviews: 0, hasPrev: false, hasNext: false });
    expect(body).toMatchObject({ averageRating: 0, totalRatings: 0 });
  });

  it('refuses bad queries and unknown products without a 500', async () => {
    for (const query of ['?rating=6', '?rating=0', '?sortBy=oldest', '?limit=51', '?page=0', '?page=x']) {
      expect(
        (await call(world.t, 'GET', `/api/reviews/product/${productId}${query}`)).statusCode,
        query,
      ).toBe(400);
    }
    const unknown = await call(world.t, 'GET', '/api/reviews/product/prd_missing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: M.productNotFound });
  });

  it('documents the five review calls under the reviews tag, with their answers', async () => {
    const doc = (await call(world.t, 'GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown> }>>;
    };
    const calls = [
      ['/api/reviews/product/{productId}', 'get'],
      ['/api/reviews/{reviewId}/vote', 'post'],
      ['/api/reviews/eligibility/{productId}', 'get'],
      ['/api/reviews/user-review/{productId}', 'get'],
      ['/api/reviews', 'post'],
    ] as const;
    for (const [path, method] of calls) {
      const operation = doc.paths[path]?.[method];
      expect(operation?.tags, path).toEqual(['reviews']);
      expect(Object.keys(operation?.responses ?? {}), path).toContain('200');
    }
  });

  describe('votes', () => {
    const vote = (reviewId: string, voteType: string, cookie?: string) =>
      world.t.app.inject({
        method: 'POST',
        url: `/api/reviews/${reviewId}/vote`,
        payload: { voteType },
        ...(cookie ? { headers: { cookie } } : {}),
      });
    const counted = (res: Awaited<ReturnType<typeof vote>>) => {
      expect(res.statusCode, res.body).toBe(200);
      return reviewVoteResponseSchema.parse(res.json());
    };

    it('counts one visitor’s helpful vote once, moves it when switched, and counts another visitor apart', async () => {
      const reviewId = ids['3a'] as string; // 1 helpful, 0 not helpful
      const first = await vote(reviewId, 'helpful');
      expect(counted(first)).toEqual({
        success: true,
        helpfulVotes: 2,
        notHelpfulVotes: 0,
        voteType: 'helpful',
      });
      const setCookie = String(first.headers['set-cookie']);
      expect(setCookie).toMatch(/^haat_vid=[0-9a-f-]{36};/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).toMatch(/Max-Age=\d{7,}/);
      expect(setCookie).not.toMatch(/Secure/);
      const cookie = setCookie.split(';')[0] as string;

      const again = await vote(reviewId, 'helpful', cookie);
      expect(counted(again)).toMatchObject({ helpfulVotes: 2, notHelpfulVotes: 0 });
      // A visitor who has the cookie is not given another one.
      expect(again.headers['set-cookie']).toBeUndefined();

      expect(counted(await vote(reviewId, 'notHelpful', cookie))).toEqual({
        success: true,
        helpfulVotes: 1,
        notHelpfulVotes: 1,
        voteType: 'notHelpful',
      });
      expect(counted(await vote(reviewId, 'notHelpful', cookie))).toMatchObject({
        helpfulVotes: 1,
        notHelpfulVotes: 1,
      });

      // No cookie, or someone else's: a visitor of their own.
      expect(counted(await vote(reviewId, 'helpful'))).toMatchObject({ helpfulVotes: 2, notHelpfulVotes: 1 });
      expect(counted(await vote(reviewId, 'helpful', `haat_vid=${randomUUID()}`))).toMatchObject({
        helpfulVotes: 3,
        notHelpfulVotes: 1,
      });
      // A cookie not of our making is replaced, not trusted.
      const odd = await vote(reviewId, 'helpful', 'haat_vid=me');
      expect(counted(odd)).toMatchObject({ helpfulVotes: 4 });
      expect(String(odd.headers['set-cookie'])).toMatch(/^haat_vid=[0-9a-f-]{36};/);

      const shown = (await list('?sortBy=helpful')).body.reviews.find((r) => r._id === reviewId);
      expect(shown).toMatchObject({ helpfulVotes: 4, notHelpfulVotes: 1 });
    });

    it('answers 404 for an unknown review and 400 for an unknown vote type', async () => {
      for (const reviewId of [randomUUID(), 'not-a-review']) {
        const res = await vote(reviewId, 'helpful');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, error: M.reviewNotFound });
      }
      expect((await vote(ids['4a'] as string, 'love')).statusCode).toBe(400);
    });
  });
});
