// Money owed to sellers (docs/behaviour/seller-portal.md#settlements, docs/decisions/0020-settlements.md): the
// marketplace's commission rates and the statutory deduction rates, each effective from a date and never edited, so
// a statement computed again later comes out the same. Statements themselves are computed from the orders.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sellers } from './sellers.ts';

export const commissionRates = pgTable(
  'commission_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null: the marketplace's rate for every seller; a seller id: that seller's override. */
    sellerId: text('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    /** A category path prefix of @haat/domain/catalog/category-tree ('' = every category); the most specific wins. */
    categoryPath: text('category_path').notNull().default(''),
    /** Basis points of the sale's amount (1000 = 10 %). */
    rateBps: integer('rate_bps').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    note: text('note'),
    /** 'default' for the table the migration brings, 'operator:<id>' or 'cli' for later ones. */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('commission_rates_scope_from_unique')
      .on(t.sellerId, t.categoryPath, t.effectiveFrom)
      .nullsNotDistinct(),
    index('commission_rates_seller_idx').on(t.sellerId),
    check('commission_rates_rate', sql`${t.rateBps} between 0 and 5000`),
    check(
      'commission_rates_category_path',
      sql`${t.categoryPath} = '' or ${t.categoryPath} ~ '^[a-z0-9-]+(/[a-z0-9-]+){0,2}$'`,
    ),
  ],
);

/** Later rates of GST TCS and income-tax TDS than the law's history in @haat/domain/settlements/statutory-rates. */
export const statutoryRates = pgTable(
  'statutory_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** STATUTORY_KINDS of @haat/domain/settlements/statutory-rates. */
    kind: text('kind', { enum: ['gst_tcs', 'income_tax_tds'] }).notNull(),
    rateBps: integer('rate_bps').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    note: text('note'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('statutory_rates_kind_from_unique').on(t.kind, t.effectiveFrom),
    check('statutory_rates_kind', sql`${t.kind} in ('gst_tcs', 'income_tax_tds')`),
    check('statutory_rates_rate', sql`${t.rateBps} between 0 and 500`),
  ],
);
