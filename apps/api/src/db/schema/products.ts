// The catalogue: one row per product a seller lists. Money is integer paise (docs/architecture.md#money-in-paise).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sellers } from './sellers.ts';

export interface ProductImage {
  url: string;
  alt: string;
}

/** Outer carton in centimetres (docs/behaviour/cart.md#cart-lines shippingDetails.dimensions). */
export interface ShippingDimensions {
  length: number;
  width: number;
  height: number;
}

/** PostgreSQL's tsvector, read as its text form (only search SQL reads it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The weighted full-text document of a product (docs/architecture.md#database, issue 10): name and brand A, the
 * category path (ids with hyphens as spaces) B, tags C, description and bullet points D. The 'simple' configuration:
 * brand and model names (boAt, Redmi, iPhone) and Indian words (saree, kurta, atta) are no English, which the
 * Snowball stemmer would cut unpredictably, and stems break prefix search as the shopper types ('runni' is no
 * prefix of the stem 'run'); plurals are met by the query instead (search-terms: prefixes of the singular).
 * search_words() is array_to_string declared immutable (migration 0008), which a generated column needs.
 */
export const PRODUCT_SEARCH_DOCUMENT = sql`setweight(to_tsvector('simple'::regconfig, name), 'A')
  || setweight(to_tsvector('simple'::regconfig, brand), 'A')
  || setweight(to_tsvector('simple'::regconfig, translate(category || ' ' || subcategory || ' ' || coalesce(sub_subcategory, ''), '-_', '  ')), 'B')
  || setweight(to_tsvector('simple'::regconfig, search_words(tags)), 'C')
  || setweight(to_tsvector('simple'::regconfig, description || ' ' || search_words(bullet_points)), 'D')`;

/**
 * The short document of name, brand (A) and category path (B) only: suggestions match and every search ranks
 * on it. It stays small enough to live inside the row, where the full document is compressed or stored out
 * of line and costs a decompression per product to read (migration 0008, bench/RESULTS.md).
 */
export const PRODUCT_SEARCH_TITLE = sql`setweight(to_tsvector('simple'::regconfig, name), 'A')
  || setweight(to_tsvector('simple'::regconfig, brand), 'A')
  || setweight(to_tsvector('simple'::regconfig, translate(category || ' ' || subcategory || ' ' || coalesce(sub_subcategory, ''), '-_', '  ')), 'B')`;

/** The largest pending list of a search index, in kB (PostgreSQL's default is 4 MB). */
export const SEARCH_INDEX_PENDING_LIMIT_KB = 256;

export const PRODUCT_CONDITIONS = ['new', 'refurbished', 'open-box'] as const;
export const FULFILLMENT_CHANNELS = ['seller', 'haat'] as const;

export const products = pgTable(
  'products',
  {
    /** 'prd_00001' */
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    brand: text('brand').notNull(),
    /** Category path ids of @haat/domain/catalog/category-tree: category/subcategory/sub_subcategory. */
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    subSubcategory: text('sub_subcategory'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bulletPoints: text('bullet_points')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The listed price that sorting and price filters use; the selling price unless a seller says otherwise. */
    pricePaise: integer('price_paise').notNull(),
    sellingPricePaise: integer('selling_price_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    gstPercentage: integer('gst_percentage').notNull().default(18),
    hsnCode: text('hsn_code').notNull(),
    stock: integer('stock').notNull().default(0),
    sku: text('sku').notNull().unique(),
    ratingsAverage: numeric('ratings_average', { precision: 2, scale: 1 }).notNull().default('0'),
    ratingsCount: integer('ratings_count').notNull().default(0),
    /**
     * Ratings per star, index 0 = 1 star (@haat/domain/reviews/rating-summary): every review adds to it, and
     * ratings_average and ratings_count are derived from it in the same transaction.
     */
    ratingsBreakdown: integer('ratings_breakdown')
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0}'::integer[]`),
    specifications: jsonb('specifications').$type<Record<string, string>>().notNull().default({}),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    /**
     * Where a seller's listing stands (docs/behaviour/seller-portal.md#listings): drafts and listings waiting for
     * review are not published; an approved one is. Seeded listings are approved.
     */
    listingStatus: text('listing_status', { enum: ['draft', 'pending_review', 'approved', 'rejected'] })
      .notNull()
      .default('approved'),
    /** The operator's reason when a listing is rejected, which the seller reads. */
    listingNote: text('listing_note'),
    /**
     * The seller is suspended (docs/behaviour/operator.md#suspension): set with is_published false in the
     * suspension's transaction, so the catalogue's is_published predicate and its partial indexes stay as they are.
     */
    sellerSuspended: boolean('seller_suspended').notNull().default(false),
    /**
     * The listing's own return window in days, overriding its seller's policy's window
     * (docs/decisions/0021-listing-return-window.md); null follows the seller's policy, 0 takes no returns.
     */
    returnWindowDays: smallint('return_window_days'),
    trending: boolean('trending').notNull().default(false),
    countryOfOrigin: text('country_of_origin').notNull().default('India'),
    shippingWeightGrams: integer('shipping_weight_grams').notNull(),
    // docs/behaviour/product.md#product-fields: manufacturer { name, modelNumber }
    manufacturerName: text('manufacturer_name').notNull().default(''),
    modelNumber: text('model_number').notNull().default(''),
    condition: text('condition', { enum: PRODUCT_CONDITIONS }).notNull().default('new'),
    minimumOrderQuantity: integer('minimum_order_quantity').notNull().default(1),
    /** Packaged food, cosmetics and medicines print a shelf life ('9 months'); null where it means nothing. */
    shelfLife: text('shelf_life'),
    // docs/behaviour/product.md#product-fields: packerInfo { name, contact } — the Legal Metrology packer or importer
    // declaration.
    packerName: text('packer_name').notNull().default(''),
    packerContact: text('packer_contact').notNull().default(''),
    isLiquid: boolean('is_liquid').notNull().default(false),
    fulfillmentChannel: text('fulfillment_channel', { enum: FULFILLMENT_CHANNELS })
      .notNull()
      .default('seller'),
    shippingDimensions: jsonb('shipping_dimensions')
      .$type<ShippingDimensions>()
      .notNull()
      .default({ length: 10, width: 10, height: 10 }),
    /** Empty means all of India. */
    availableRegions: text('available_regions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The seller pays delivery for this product (the freeShipping filter). */
    freeShipping: boolean('free_shipping').notNull().default(false),
    /** Delivery the seller charges when it is not free, in paise; the checkout estimate decides what is paid. */
    shippingPricePaise: integer('shipping_price_paise').notNull().default(0),
    complianceCertifications: text('compliance_certifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    safetyWarnings: text('safety_warnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Listings of one model in different colours, sizes or capacities share a group (as Indian marketplaces
     * list "8 GB + 128 GB, Blue" separately); the product's variants are the other listings of its group.
     */
    variantGroup: text('variant_group'),
    /** What sets this listing apart inside its group: '8 GB RAM, 256 GB, Arctic White', '1 kg', 'Hardcover'. */
    variantName: text('variant_name'),
    /**
     * The listing's place in its group by option (issue 23 item 1): option codes (colour, storage, size, pack,
     * format, capacity, …; @haat/domain/catalog/variant-options) to the values as the listing writes them
     * ({ colour: 'Desert Titanium', storage: '256 GB' }). Empty for a listing without a group.
     */
    variantOptions: jsonb('variant_options').$type<Record<string, string>>().notNull().default({}),
    /** The card a listing belongs to: its variant group, or itself alone. Listings show one card per group key. */
    groupKey: text('group_key').generatedAlwaysAs(sql`coalesce(variant_group, id)`),
    /**
     * When a flash-sale price ends (issue 23 item 5: flash sale = time-boxed discounts with a countdown); null
     * for a listing that is not on a flash sale.
     */
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    /** Views + 5 × units sold over the last 30 days (product_daily_stats), refreshed by the trending job; sort=popular. */
    popularity: integer('popularity').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The Bayesian rating Top rated and the Customer Rating sort order by: @haat/domain/catalog/rating-score's
     * ratingScore (prior 3.5 weighted as 25 ratings), written by PostgreSQL; rating-score.db.test compares them.
     */
    ratingScore: numeric('rating_score', { precision: 4, scale: 3 }).generatedAlwaysAs(
      sql`round((ratings_average * ratings_count + 3.5 * 25) / (ratings_count + 25), 3)`,
    ),
    /**
     * The sample a large listing's facet counts are drawn from (docs/behaviour/catalogue.md#approximate-counts):
     * 0–1023 by a hash of the group key, so a sample holds whole product groups and the same listings every time.
     * `& 1023` and not `abs(…) % 1024`: abs of the smallest integer overflows.
     */
    sampleSlot: smallint('sample_slot').generatedAlwaysAs(
      sql`(hashtext(coalesce(variant_group, id)) & 1023)::smallint`,
    ),
    /** Written by PostgreSQL from the columns above; listings leave both out of their reads (catalog.repository). */
    searchDocument: tsvector('search_document').generatedAlwaysAs(PRODUCT_SEARCH_DOCUMENT),
    searchTitle: tsvector('search_title').generatedAlwaysAs(PRODUCT_SEARCH_TITLE),
  },
  (t) => [
    index('products_category_subcategory_idx').on(t.category, t.subcategory),
    index('products_seller_idx').on(t.sellerId),
    index('products_featured_idx').on(t.isFeatured),
    index('products_created_at_idx').on(t.createdAt),
    // The listing sorts by price and rating (GET /api/products, docs/behaviour/product.md#product-page).
    index('products_price_idx').on(t.pricePaise),
    index('products_ratings_average_idx').on(t.ratingsAverage),
    index('products_variant_group_idx').on(t.variantGroup),
    index('products_group_key_idx').on(t.groupKey),
    index('products_popularity_idx').on(t.popularity),
    index('products_listing_sample_idx')
      .on(t.sampleSlot)
      .where(sql`${t.isPublished}`),
    // The listing reads published products in one order with the id as tie-break (catalog.repository): one
    // partial index per order, and per category for the category pages, so a page is an index range scan.
    index('products_listing_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.isPublished}`),
    index('products_listing_category_created_idx')
      .on(t.category, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.isPublished}`),
    // group_key and sample_slot after the id change no order: a whole-catalogue count of a price range reads only
    // this index (catalog.facets countMatches, an index-only scan).
    index('products_listing_price_idx')
      .on(t.pricePaise, t.id, t.groupKey, t.sampleSlot)
      .where(sql`${t.isPublished}`),
    // A store's listing counts its matches before it reads its page (catalog.service countThenPage), and a count
    // of a category's listings, of any price range or brand, reads only this index (an index-only scan: 44 pages
    // for 5,001 listings of a category at 100k, where the table's bitmap read 1,671).
    index('products_listing_category_cover_idx')
      .on(t.category, t.subcategory, t.subSubcategory, t.pricePaise, t.groupKey, t.brand, t.sampleSlot)
      .where(sql`${t.isPublished}`),
    index('products_listing_category_price_idx')
      .on(t.category, t.pricePaise, t.id)
      .where(sql`${t.isPublished}`),
    index('products_listing_rating_idx')
      .on(t.ratingScore.desc().nullsFirst(), t.id)
      .where(sql`${t.isPublished}`),
    index('products_listing_popularity_idx')
      .on(t.popularity.desc().nullsFirst(), t.id)
      .where(sql`${t.isPublished}`),
    index('products_listing_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.isPublished}`),
    // Deals: the whole percent off MRP exactly as catalog.repository's discountExpression sorts by it (in
    // bigint: 200 × a large discount overflows integer, and an overflow here would refuse the product).
    index('products_listing_discount_bigint_idx')
      .on(
        sql`((200::bigint * (${t.mrpPaise} - ${t.sellingPricePaise}) + ${t.mrpPaise}) / (2::bigint * ${t.mrpPaise})) desc`,
        t.id,
      )
      .where(sql`${t.isPublished}`),
    // Search (modules/catalog/search) matches the document through this index; typos are corrected against the
    // words of search_vocabulary (schema/search.ts), not by trigram scans of every product name.
    // Every write of a product (a sale's stock, a popularity round) adds its words to a GIN index's pending list,
    // which every search reads through until it is merged: 10,000 pending entries made a suggestion's match 3.5 ms
    // instead of 2.1 at 100,000 products. The popularity job merges the lists after each round
    // (popularity.job.ts); between rounds a list past 256 kB is merged by the write that fills it, never by a read.
    index('products_search_document_idx')
      .using('gin', t.searchDocument)
      .with({ gin_pending_list_limit: SEARCH_INDEX_PENDING_LIMIT_KB }),
    index('products_search_title_idx')
      .using('gin', t.searchTitle)
      .with({ gin_pending_list_limit: SEARCH_INDEX_PENDING_LIMIT_KB }),
    // Stock moves only by a conditional UPDATE in the order transaction; this is the last line of defence.
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    // The bounds of a seller's policy's window (docs/behaviour/returns.md#seller-return-policy).
    check(
      'products_return_window_days',
      sql`${t.returnWindowDays} is null or ${t.returnWindowDays} between 0 and 90`,
    ),
    check(
      'products_listing_status',
      sql`${t.listingStatus} in ('draft', 'pending_review', 'approved', 'rejected')`,
    ),
    // Only an approved listing is on the storefront.
    check('products_published_approved', sql`not ${t.isPublished} or ${t.listingStatus} = 'approved'`),
    // A suspended seller's listing is never on the storefront.
    check('products_published_not_suspended', sql`not (${t.isPublished} and ${t.sellerSuspended})`),
    check('products_ratings_breakdown', sql`cardinality(${t.ratingsBreakdown}) = 5`),
    check('products_prices_positive', sql`${t.pricePaise} > 0 and ${t.sellingPricePaise} > 0`),
    // Selling above the MRP is unlawful in India (Legal Metrology rules).
    check('products_mrp_not_below_selling', sql`${t.mrpPaise} >= ${t.sellingPricePaise}`),
    check('products_gst_percentage', sql`${t.gstPercentage} between 0 and 28`),
    check('products_hsn_code', sql`${t.hsnCode} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check(
      'products_ratings_range',
      sql`${t.ratingsAverage} >= 0 and ${t.ratingsAverage} <= 5 and ${t.ratingsCount} >= 0`,
    ),
    check('products_shipping_weight', sql`${t.shippingWeightGrams} > 0`),
    check('products_condition', sql`${t.condition} in ('new', 'refurbished', 'open-box')`),
    check('products_fulfillment_channel', sql`${t.fulfillmentChannel} in ('seller', 'haat')`),
    check('products_minimum_order_quantity', sql`${t.minimumOrderQuantity} >= 1`),
    check('products_shipping_price', sql`${t.shippingPricePaise} >= 0`),
  ],
);

/**
 * Each product's specification values, one row per key, written by PostgreSQL with the product (triggers of
 * migration 0019): the specification facets count these rows instead of unpacking every matching product's
 * JSON (catalog.facets). Values that are empty or hold a comma are left out: the comma-list filter cannot select them.
 */
export const productSpecifications = pgTable(
  'product_specifications',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.key] })],
);

/**
 * What a search reads of each listing to match, count and rank it, in rows a few times narrower than a product's
 * (docs/decisions/0017-uncached-catalogue.md, "A search table"): a broad search reads every match to choose the
 * window relevance ranks and to count listings and groups (product-groups.sql), and on the products table that meant
 * stepping through some fifty columns of a 2 kB row per match. Written by PostgreSQL with the product (triggers of
 * migration 0027), so the seller portal, imports, sales and the popularity job need no change; the columns are the
 * product's own, under the same names, so the listing filter's and relevance's SQL read either table.
 */
export const productSearch = pgTable(
  'product_search',
  {
    id: text('id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    isPublished: boolean('is_published').notNull(),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    subSubcategory: text('sub_subcategory'),
    brand: text('brand').notNull(),
    pricePaise: integer('price_paise').notNull(),
    popularity: integer('popularity').notNull(),
    groupKey: text('group_key').notNull(),
    ratingsAverage: numeric('ratings_average', { precision: 2, scale: 1 }).notNull(),
    stock: integer('stock').notNull(),
    condition: text('condition', { enum: PRODUCT_CONDITIONS }).notNull(),
    searchTitle: tsvector('search_title').notNull(),
    searchDocument: tsvector('search_document').notNull(),
  },
  (t) => [
    index('product_search_path_idx')
      .on(t.category, t.subcategory, t.subSubcategory)
      .where(sql`${t.isPublished}`),
    index('product_search_document_idx')
      .using('gin', t.searchDocument)
      .with({ gin_pending_list_limit: SEARCH_INDEX_PENDING_LIMIT_KB }),
    index('product_search_title_idx')
      .using('gin', t.searchTitle)
      .with({ gin_pending_list_limit: SEARCH_INDEX_PENDING_LIMIT_KB }),
  ],
);

/**
 * How many published listings each category holds per product group (migration 0028): the rows behind
 * categoryListingCounts, kept by PostgreSQL with every insert, delete and change of a listing's category, group or
 * publication. A group's row goes when its last listing does.
 */
export const categoryGroupListings = pgTable(
  'category_group_listings',
  {
    category: text('category').notNull(),
    groupKey: text('group_key').notNull(),
    listings: integer('listings').notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.groupKey] })],
);

/**
 * The published listings and product groups of each category, exact and kept with every write (migration 0028):
 * a category page's total without counting its listings (docs/behaviour/catalogue.md#approximate-counts).
 */
export const categoryListingCounts = pgTable('category_listing_counts', {
  category: text('category').primaryKey(),
  listings: integer('listings').notNull(),
  groups: integer('groups').notNull(),
});
