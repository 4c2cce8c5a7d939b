// Writing reviews end to end on PGlite or PostgreSQL: eligibility from delivered purchases, one review per shopper
// that a second post edits, the product's star counts and ratings following, the spec's refusals, own photos only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postReviewResponseSchema,
  REVIEW_MESSAGES as M,
  reviewEligibilityResponseSchema,
  userReviewResponseSchema,
} from '@haat/domain/reviews/review.schema';
import { testDatabaseKind } from '../../testing/build-test-app.ts';
import { buildSellerWorld, call, type SellerWorld, type TestBuyer } from '../sellers/sellers.test-support.ts';
import { multipartBody, solidPng } from '../uploads/uploads.test-support.ts';
import { bearer } from '../users/users.test-support.ts';
import { anotherBuyer, orderOf, ratingsOf, setRatings, storePhoto } from './reviews.test-support.ts';

describe(`writing reviews (${testDatabaseKind})`, () => {
  let world: SellerWorld;
  let buyer: TestBuyer;
  const db = () => world.t.database.db;
  const post = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    world.t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { ...bearer(token), ...headers },
      payload: body,
    });
  const eligibility = async (token: string, productId: string) => {
    const res = await call(world.t, 'GET', `/api/reviews/eligibility/${productId}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return reviewEligibilityResponseSchema.parse(res.json());
  };
  const productRatings = async (productId: string) => {
    const res = await call(world.t, 'GET', `/api/products/${productId}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { product: { ratings: { average: number; count: number } } }).product.ratings;
  };

  beforeAll(async () => {
    world = await buildSellerWorld(100);
    buyer = world.buyer;
    // 10 older star-only ratings: (1 + 3·2 + 4·3 + 5·4) / 10 = 3.9
    await setRatings(db(), world.productA.id, [1, 0, 2, 3, 4]);
  }, 60_000);
  afterAll(() => world?.t.close());

  it('without a delivered purchase: canReview false with the reason, and a post is refused', async () => {
    const answer = await eligibility(buyer.token, world.productA.id);
    expect(answer).toEqual({
      success: true,
      canReview: false,
      hasReviewed: false,
      reviewId: null,
      reason: M.notEligible,
      orderId: null,
    });
    // An order on its way is not yet a purchase to review.
    await orderOf(world, buyer, world.productA, false);
    expect((await eligibility(buyer.token, world.productA.id)).canReview).toBe(false);
    const res = await post(buyer.token, { productId: world.productA.id, rating: 5, reviewText: 'Lovely' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: M.notEligible });
    expect(await ratingsOf(db(), world.productA.id)).toEqual({
      breakdown: [1, 0, 2, 3, 4],
      count: 10,
      average: 3.9,
    });
  });

  it('asks for a token, and answers 404 for an unknown product', async () => {
    expect((await call(world.t, 'GET', `/api/reviews/eligibility/${world.productA.id}`)).statusCode).toBe(
      401,
    );
    expect((await call(world.t, 'GET', `/api/reviews/user-review/${world.productA.id}`)).statusCode).toBe(
      401,
    );
    expect((await call(world.t, 'POST', '/api/reviews', undefined, {})).statusCode).toBe(401);
    const unknown = await call(world.t, 'GET', '/api/reviews/eligibility/prd_nope', buyer.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: M.productNotFound });
  });

  it('with a delivered purchase: posts once (verified, the buyer’s name), then a second post edits it', async () => {
    const orderId = await orderOf(world, buyer, world.productA);
    const before = await eligibility(buyer.token, world.productA.id);
    expect(before).toMatchObject({ canReview: true, hasReviewed: false, reason: null, orderId });

    const photo = await storePhoto(db(), buyer.userId);
    const first = await post(buyer.token, {
      productId: world.productA.id,
      rating: 5,
      title: 'Keeps food hot till lunch',
      reviewText: '  Solid steel, no leaks. Bahut badhiya!  ',
      reviewImages: [photo],
      // Ignored: the server decides the mark from delivered orders.
      isVerifiedPurchase: false,
    });
    expect(first.statusCode, first.body).toBe(201);
    const created = postReviewResponseSchema.parse(first.json());
    expect(created.message).toBe(M.submitted);
    expect(created.review).toMatchObject({
      productId: world.productA.id,
      authorName: 'Meera Iyer',
      authorAvatar: null,
      verifiedPurchase: true,
      rating: 5,
      title: 'Keeps food hot till lunch',
      reviewText: 'Solid steel, no leaks. Bahut badhiya!',
      reviewImages: [photo],
      helpfulVotes: 0,
      notHelpfulVotes: 0,
      editedAt: null,
    });
    // One more 5-star rating: (1 + 3·2 + 4·3 + 5·5) / 11 = 44 / 11 = 4.0
    expect(await ratingsOf(db(), world.productA.id)).toEqual({
      breakdown: [1, 0, 2, 3, 5],
      count: 11,
      average: 4,
    });
    expect(await productRatings(world.productA.id)).toEqual({ average: 4, count: 11 });

    const after = await eligibility(buyer.token, world.productA.id);
    expect(after).toMatchObject({
      canReview: false,
      hasReviewed: true,
      reviewId: created.review._id,
      reason: null,
      orderId,
    });

    const second = await post(buyer.token, {
      productId: world.productA.id,
      rating: 2,
      reviewText: 'The lid cracked after a month.',
    });
    expect(second.statusCode, second.body).toBe(200);
    const edited = postReviewResponseSchema.parse(second.json());
    expect(edited.message).toBe(M.updated);
    expect(edited.review).toMatchObject({
      _id: created.review._id,
      rating: 2,
      title: '',
      reviewText: 'The lid cracked after a month.',
      reviewImages: [],
      verifiedPurchase: true,
      reviewDate: created.review.reviewDate,
    });
    expect(edited.review.editedAt).not.toBeNull();
    // The count stays; one rating moved from 5 to 2 stars: (1 + 2 + 3·2 + 4·3 + 5·4) / 11 = 41 / 11 = 3.7
    expect(await ratingsOf(db(), world.productA.id)).toEqual({
      breakdown: [1, 1, 2, 3, 4],
      count: 11,
      average: 3.7,
    });
    expect(await productRatings(world.productA.id)).toEqual({ average: 3.7, count: 11 });

    // Same rating again: nothing moves.
    const third = await post(buyer.token, {
      productId: world.productA.id,
      rating: 2,
      reviewText: 'Still so.',
    });
    expect(third.statusCode).toBe(200);
    expect((await ratingsOf(db(), world.productA.id)).breakdown).toEqual([1, 1, 2, 3, 4]);

    const own = await call(world.t, 'GET', `/api/reviews/user-review/${world.productA.id}`, buyer.token);
    expect(userReviewResponseSchema.parse(own.json()).review).toMatchObject({
      _id: created.review._id,
      reviewText: 'Still so.',
    });
    const stranger = await anotherBuyer(world.t, 'Rohan Das');
    const none = await call(world.t, 'GET', `/api/reviews/user-review/${world.productA.id}`, stranger.token);
    expect(none.json()).toEqual({ success: true, review: null });
  });

  it.each([
    ['text of 1001 characters', { reviewText: 'a'.repeat(1001) }, M.textTooLong, 'reviewText'],
    ['a title of 101 characters', { title: 't'.repeat(101) }, M.titleTooLong, 'title'],
    ['no text', { reviewText: '   ' }, M.textRequired, 'reviewText'],
    ['4 images', { reviewImages: ['/a', '/b', '/c', '/d'] }, M.tooManyImages, 'reviewImages'],
    ['rating 0', { rating: 0 }, M.ratingRequired, 'rating'],
    ['rating 6', { rating: 6 }, M.ratingRequired, 'rating'],
    ['rating 2.5', { rating: 2.5 }, M.ratingRequired, 'rating'],
    ['no rating', { rating: undefined }, M.ratingRequired, 'rating'],
  ])('refuses %s with the spec’s message', async (_name, change, message, field) => {
    const res = await post(buyer.token, {
      productId: world.productA.id,
      rating: 4,
      reviewText: 'Fine',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message, field });
  });

  it('accepts only photos the author uploaded, at our own upload paths', async () => {
    const other = await anotherBuyer(world.t, 'Farhan Sheikh');
    await orderOf(world, other, world.productB);
    const mine = await storePhoto(db(), other.userId, 'png');
    const someoneElses = await storePhoto(db(), buyer.userId);
    const forged = [
      [someoneElses],
      [mine, `/api/uploads/reviews/${crypto.randomUUID()}.jpg`],
      ['https://example.com/photo.jpg'],
      [mine.replace('.png', '.gif')],
      [`${mine}?x=1`],
      ['/api/uploads/reviews/../avatars/x.jpg'],
    ];
    for (const reviewImages of forged) {
      const res = await post(other.token, {
        productId: world.productB.id,
        rating: 4,
        reviewText: 'Nice',
        reviewImages,
      });
      expect(res.statusCode, JSON.stringify(reviewImages)).toBe(422);
      expect(res.json()).toMatchObject({ error: M.unknownImage, field: 'reviewImages' });
    }
    expect((await ratingsOf(db(), world.productB.id)).count).toBe(0);
    const ok = await post(other.token, {
      productId: world.productB.id,
      rating: 4,
      reviewText: 'Nice',
      reviewImages: [mine],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await ratingsOf(db(), world.productB.id)).toEqual({
      breakdown: [0, 0, 0, 1, 0],
      count: 1,
      average: 4,
    });
  });

  it('takes a photo uploaded through POST /api/reviews/upload-images, and only by its uploader', async () => {
    const shopper = await anotherBuyer(world.t, 'Sunita Kulkarni');
    await orderOf(world, shopper, world.productB);
    const { payload, headers } = await multipartBody([
      { bytes: await solidPng(40, 30), filename: 'lunch.png', type: 'image/png' },
    ]);
    const upload = await world.t.app.inject({
      method: 'POST',
      url: '/api/reviews/upload-images',
      headers: { ...headers, ...bearer(shopper.token) },
      payload,
    });
    expect(upload.statusCode, upload.body).toBeLessThan(300);
    const [url] = (upload.json() as { imageUrls: string[] }).imageUrls;
    const body = {
      productId: world.productB.id,
      rating: 5,
      reviewText: 'Photo attached',
      reviewImages: [url],
    };
    // Another shopper cannot reuse it.
    expect((await post(buyer.token, body)).json()).toMatchObject({ error: M.unknownImage });
    const res = await post(shopper.token, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(postReviewResponseSchema.parse(res.json()).review.reviewImages).toEqual([url]);
  });

  it('an orderId must be the shopper’s own delivered order of that product', async () => {
    const shopper = await anotherBuyer(world.t, 'Kavya Reddy');
    const delivered = await orderOf(world, shopper, world.productA);
    const pending = await orderOf(world, shopper, world.productA, false);
    const othersOrder = await orderOf(world, buyer, world.productA);
    const productBOrder = await orderOf(world, shopper, world.productB);
    for (const orderId of [pending, othersOrder, productBOrder, 'not-a-uuid']) {
      const res = await post(shopper.token, {
        productId: world.productA.id,
        rating: 3,
        reviewText: 'Okay',
        orderId,
      });
      expect(res.statusCode, orderId).toBe(422);
      expect(res.json()).toMatchObject({ error: M.orderNotEligible, field: 'orderId' });
    }
    const res = await post(shopper.token, {
      productId: world.productA.id,
      rating: 3,
      reviewText: 'Okay',
      orderId: delivered,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(postReviewResponseSchema.parse(res.json()).review.verifiedPurchase).toBe(true);
  });

  it('answers a repeated post with the same Idempotency-Key once', async () => {
    const shopper = await anotherBuyer(world.t, 'Ananya Ghosh');
    await orderOf(world, shopper, world.productB);
    const body = { productId: world.productB.id, rating: 5, reviewText: 'Worth every rupee' };
    const before = (await ratingsOf(db(), world.productB.id)).count;
    const first = await post(shopper.token, body, { 'idempotency-key': 'review-key-1' });
    const again = await post(shopper.token, body, { 'idempotency-key': 'review-key-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await ratingsOf(db(), world.productB.id)).count).toBe(before + 1);
  });
});
