// The query string of GET /api/products (docs/behaviour/catalogue.md#calls) and how sort / sortBy map to one ordering
// (docs/behaviour/catalogue.md#listing-state).
import { z } from 'zod';

export const PRODUCT_SORTS = ['newest', 'price-low', 'price-high', 'popular'] as const;
/**
 * docs/behaviour/catalogue.md#calls names createdAt, price and rating; discount (deals), name (trending's name-asc)
 * and popularity (views and sales of the last 30 days, docs/architecture.md#real-where-the-spec-simulated) are ours.
 */
export const PRODUCT_SORT_FIELDS = [
  'createdAt',
  'price',
  'rating',
  'discount',
  'name',
  'popularity',
] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const PRODUCTS_PAGE_SIZE = 20;
export const PRODUCTS_MAX_LIMIT = 100;
/** newArrivals=true keeps products listed in this many days. */
export const NEW_ARRIVAL_DAYS = 30;

/**
 * The specification filters of docs/behaviour/catalogue.md#calls and the specification keys (as the catalogue writes
 * them) each one matches. A product matches when one of its listed keys holds a value in the comma list,
 * case-insensitive.
 */
export const SPECIFICATION_FILTERS = {
  colors: ['Colour', 'Color'],
  sizes: ['Size'],
  materials: ['Material', 'Fabric'],
  screenSize: ['Screen Size', 'Display'],
  storage: ['Storage'],
  ram: ['RAM'],
  processor: ['Processor'],
  connectivity: ['Connectivity', 'Network'],
  gender: ['Ideal For'],
  fit: ['Fit'],
  room: ['Room'],
  type: ['Type'],
  occasion: ['Occasion'],
  style: ['Style'],
  season: ['Season'],
  // The rest of the filter panels' sections (filter-panel-data): phones, laptops and audio, appliances,
  // beauty, grocery, kids and books.
  os: ['Operating System'],
  camera: ['Rear Camera'],
  battery: ['Battery'],
  batteryLife: ['Battery Life'],
  energyRating: ['Energy Rating'],
  skinType: ['Skin Type'],
  concerns: ['Concern'],
  hairType: ['Hair Type'],
  dietaryPreference: ['Dietary Preference'],
  ageRange: ['Age Range'],
  author: ['Author'],
  genre: ['Genre'],
  format: ['Format'],
  language: ['Language'],
} as const satisfies Record<string, readonly string[]>;

export type SpecificationFilterKey = keyof typeof SPECIFICATION_FILTERS;

const trimmed = z.string().trim().max(200);
const commaList = trimmed.transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0),
);
const flag = (label: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: `${label} must be true or false` })
    .transform((value) => value === 'true' || value === '1');
/**
 * A number a filter form may send blank (`maxPrice=` from a cleared field): blank is absent, where
 * z.coerce.number alone would read it as 0 and list nothing.
 */
const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]);
const rupees = (label: string) =>
  blankAsAbsent(
    z.coerce
      .number({ error: `${label} must be a number of rupees` })
      .finite({ error: `${label} must be a number of rupees` })
      .min(0, { error: `${label} cannot be negative` })
      .max(10_000_000, { error: `${label} is too large` }),
  );
const rating = (label: string) =>
  blankAsAbsent(
    z.coerce
      .number({ error: `${label} must be a number from 0 to 5` })
      .min(0, { error: `${label} must be a number from 0 to 5` })
      .max(5, { error: `${label} must be a number from 0 to 5` }),
  );

const specificationFields = Object.fromEntries(
  Object.keys(SPECIFICATION_FILTERS).map((key) => [key, commaList.optional()]),
) as Record<SpecificationFilterKey, z.ZodOptional<typeof commaList>>;

const pageField = z.coerce
  .number({ error: 'Page must be a whole number of at least 1' })
  .int({ error: 'Page must be a whole number of at least 1' })
  .min(1, { error: 'Page must be a whole number of at least 1' })
  .default(1);
const limitField = z.coerce
  .number({ error: `Limit must be a whole number from 1 to ${PRODUCTS_MAX_LIMIT}` })
  .int({ error: `Limit must be a whole number from 1 to ${PRODUCTS_MAX_LIMIT}` })
  .min(1, { error: `Limit must be a whole number from 1 to ${PRODUCTS_MAX_LIMIT}` })
  .max(PRODUCTS_MAX_LIMIT, { error: `Limit must be a whole number from 1 to ${PRODUCTS_MAX_LIMIT}` })
  .default(PRODUCTS_PAGE_SIZE);

/** The fields of GET /api/products, shared with GET /api/products/search (search.schema). */
export const productsQueryShape = {
  category: trimmed.optional(),
  subcategory: trimmed.optional(),
  /**
   * The item under the subcategory (docs/behaviour/catalogue.md#filter-state subSubcategory), by id or name; needs a
   * subcategory.
   */
  subSubcategory: trimmed.optional(),
  search: trimmed.optional(),
  /** Search the term as typed: no rewrite (mobile → smartphone) and no typo correction (issue 10). */
  exact: flag('Exact').optional(),
  tags: commaList.optional(),
  minPrice: rupees('Minimum price').optional(),
  maxPrice: rupees('Maximum price').optional(),
  sort: z.enum(PRODUCT_SORTS, { error: `Sort must be one of ${PRODUCT_SORTS.join(', ')}` }).optional(),
  sortBy: z
    .enum(PRODUCT_SORT_FIELDS, { error: `Sort by must be one of ${PRODUCT_SORT_FIELDS.join(', ')}` })
    .optional(),
  sortOrder: z.enum(SORT_ORDERS, { error: 'Sort order must be asc or desc' }).optional(),
  page: pageField,
  limit: limitField,
  brands: commaList.optional(),
  brand: commaList.optional(),
  minRating: rating('Minimum rating').optional(),
  rating: rating('Rating').optional(),
  newArrivals: flag('New arrivals').optional(),
  onSale: flag('On sale').optional(),
  inStock: flag('In stock').optional(),
  featured: flag('Featured').optional(),
  freeShipping: flag('Free shipping').optional(),
  /**
   * One card per product group (the default, docs/behaviour/catalogue.md#one-card-per-group): each group of
   * listings (colours, sizes, packs of one model) is one row, its best listing for the filters and order, with
   * `group` saying what the rest offer, and totals and facet counts count groups. false lists every listing as
   * its own row and counts listings, as before product groups (for API clients).
   */
  groupVariants: flag('Group variants')
    .optional()
    .describe(
      'true (default): one row per product group, its best listing for the filters and order, with `group`; counts count groups. false: every listing, counts count listings.',
    ),
  /**
   * false: the page and its total without the facet counts, which the store asks for on their own
   * (GET /api/products/facets) so the results never wait for them.
   */
  facets: flag('Facets').optional(),
  /** The client always sends approved; every published product is approved. */
  approvalStatus: z.enum(['approved'], { error: 'Approval status can only be approved' }).optional(),
  ...specificationFields,
};

/** A price range whose minimum is above its maximum is refused, with the message on minPrice. */
export function refusePriceRangeInverted(
  query: { minPrice?: number; maxPrice?: number },
  ctx: z.RefinementCtx,
): void {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    ctx.addIssue({
      code: 'custom',
      path: ['minPrice'],
      message: 'Minimum price cannot be more than the maximum price',
    });
  }
}

export const productsQuerySchema = z.object(productsQueryShape).superRefine(refusePriceRangeInverted);

export type ProductsQuery = z.output<typeof productsQuerySchema>;

export type ProductOrderField = (typeof PRODUCT_SORT_FIELDS)[number];

/**
 * docs/behaviour/catalogue.md#listing-state: newest → createdAt desc; price-low/high → price; sortBy + sortOrder
 * otherwise. The spec maps popular to createdAt too; docs/architecture.md#real-where-the-spec-simulated asks for real
 * popularity, so popular sorts by it.
 */
export function productOrdering(query: Pick<ProductsQuery, 'sort' | 'sortBy' | 'sortOrder'>): {
  field: ProductOrderField;
  order: 'asc' | 'desc';
} {
  if (query.sort === 'price-low') return { field: 'price', order: 'asc' };
  if (query.sort === 'price-high') return { field: 'price', order: 'desc' };
  if (query.sort === 'newest') return { field: 'createdAt', order: 'desc' };
  if (query.sort === 'popular') return { field: 'popularity', order: 'desc' };
  if (query.sortBy) return { field: query.sortBy, order: query.sortOrder ?? 'desc' };
  return { field: 'createdAt', order: query.sortOrder ?? 'desc' };
}

/** limit for the featured, new-arrivals and related rows. */
export const rowLimitQuery = (fallback: number, max: number) =>
  z.object({
    limit: z.coerce
      .number({ error: `Limit must be a whole number from 1 to ${max}` })
      .int({ error: `Limit must be a whole number from 1 to ${max}` })
      .min(1, { error: `Limit must be a whole number from 1 to ${max}` })
      .max(max, { error: `Limit must be a whole number from 1 to ${max}` })
      .default(fallback),
  });

export const TRENDING_SORTS = [
  'trending',
  'price-asc',
  'price-desc',
  'rating-desc',
  'name-asc',
  'newest',
] as const;
export type TrendingSort = (typeof TRENDING_SORTS)[number];
export const TRENDING_PERIOD_NAMES = ['day', 'week', 'month'] as const;
export const TRENDING_CATEGORIES_LIMIT = 10;

const trendingPeriod = z
  .enum(TRENDING_PERIOD_NAMES, { error: `Period must be one of ${TRENDING_PERIOD_NAMES.join(', ')}` })
  .default('week');

/**
 * GET /api/products/trending (docs/behaviour/catalogue.md#trending-page): the period, the page's sort and its filter
 * panel.
 */
export const trendingQuerySchema = z
  .object({
    period: trendingPeriod,
    sort: z
      .enum(TRENDING_SORTS, { error: `Sort must be one of ${TRENDING_SORTS.join(', ')}` })
      .default('trending'),
    page: pageField,
    limit: limitField,
    minPrice: rupees('Minimum price').optional(),
    maxPrice: rupees('Maximum price').optional(),
    brand: commaList.optional(),
    /** One or more category ids or aliases, comma separated (the page's category checkboxes). */
    category: commaList.optional(),
    rating: rating('Rating').optional(),
    /** The trending panel's 'New Arrivals Only' and 'Deals & Discounts' switches. */
    newArrivals: flag('New arrivals').optional(),
    onSale: flag('On sale').optional(),
  })
  .superRefine((query, ctx) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      ctx.addIssue({
        code: 'custom',
        path: ['minPrice'],
        message: 'Minimum price cannot be more than the maximum price',
      });
    }
  });
export type TrendingQuery = z.output<typeof trendingQuerySchema>;

/** GET /api/products/trending/categories. */
export const trendingCategoriesQuerySchema = z.object({
  period: trendingPeriod,
  limit: z.coerce
    .number({ error: 'Limit must be a whole number from 1 to 50' })
    .int({ error: 'Limit must be a whole number from 1 to 50' })
    .min(1, { error: 'Limit must be a whole number from 1 to 50' })
    .max(50, { error: 'Limit must be a whole number from 1 to 50' })
    .default(TRENDING_CATEGORIES_LIMIT),
});
export type TrendingCategoriesQuery = z.output<typeof trendingCategoriesQuerySchema>;
