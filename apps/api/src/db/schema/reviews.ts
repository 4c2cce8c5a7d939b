// Product reviews (issue 8): one per shopper and product, edited in place; votes counted once per visitor.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  boolean,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { products } from './products.ts';
import { users } from './users.ts';

export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null for the seeded history of the catalogue and for reviews whose author deleted the account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The delivered order the verified mark rests on. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    authorAvatar: text('author_avatar'),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    reviewText: text('review_text').notNull(),
    /** Site paths of photos in object storage ('/api/uploads/reviews/….jpg'). */
    reviewImages: text('review_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    helpfulVotes: integer('helpful_votes').notNull().default(0),
    notHelpfulVotes: integer('not_helpful_votes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    // One review per shopper and product: a second post edits it (seeded rows have no user and are not limited).
    unique('product_reviews_product_user_unique').on(t.productId, t.userId),
    // The list's sorts (docs/behaviour/reviews.md#review-list): recent, rating high/low, helpful, each within one
    // product.
    index('product_reviews_product_created_idx').on(t.productId, t.createdAt.desc(), t.id),
    index('product_reviews_product_rating_idx').on(t.productId, t.rating, t.createdAt.desc()),
    index('product_reviews_product_helpful_idx').on(t.productId, t.helpfulVotes.desc(), t.createdAt.desc()),
    index('product_reviews_user_idx').on(t.userId),
    check('product_reviews_rating', sql`${t.rating} between 1 and 5`),
    check('product_reviews_votes', sql`${t.helpfulVotes} >= 0 and ${t.notHelpfulVotes} >= 0`),
    check('product_reviews_images', sql`cardinality(${t.reviewImages}) <= 3`),
    check(
      'product_reviews_lengths',
      sql`char_length(${t.title}) <= 100 and char_length(${t.reviewText}) between 1 and 1000`,
    ),
  ],
);

export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    /** The visitor-id cookie (signed in or not): one counted vote per visitor and review. */
    visitorId: text('visitor_id').notNull(),
    voteType: text('vote_type', { enum: ['helpful', 'notHelpful'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.visitorId] })],
);
