// Views and units sold per product per day (UTC), the facts trending ranks from
// (docs/architecture.md#real-where-the-spec-simulated: real views and sales, not random numbers). One row per product
// and day, bumped by an upsert.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from './products.ts';

export const productDailyStats = pgTable(
  'product_daily_stats',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    /** Units sold, counted by the order transaction. */
    sales: integer('sales').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.day] }),
    // Trending sums a window of days over every product.
    index('product_daily_stats_day_idx').on(t.day),
    check('product_daily_stats_counts', sql`${t.views} >= 0 and ${t.sales} >= 0`),
  ],
);
