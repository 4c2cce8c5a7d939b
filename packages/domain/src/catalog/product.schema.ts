// The product as the API answers it (docs/behaviour/product.md#product-fields): rupees as numbers, both _id and id,
// facts that exist.
import { z } from 'zod';
import { returnPromiseSchema } from '../returns/return-policy.ts';
import { searchInterpretationSchema } from '../search/search-interpretation.schema.ts';
import { PRICE_BUCKETS } from './price-buckets.ts';

/** The page a product list answers: how many products and pages there are and which one this is. */
export const listPaginationSchema = z.object({
  totalProducts: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});

export const productSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  brand: z.string(),
  category: z.string(),
  subcategory: z.string(),
  subSubcategory: z.string().nullable(),
  tags: z.array(z.string()),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  /** Rupees. The listed price that sorting and price filters use. */
  price: z.number(),
  sellingPrice: z.number(),
  mrp: z.number(),
  /** Whole percent off MRP (@haat/domain/pricing/product-pricing). */
  discount: z.number().int(),
  basePrice: z.number(),
  gstAmount: z.number(),
  gstPercentage: z.number(),
  stock: z.number().int(),
  bulletPoints: z.array(z.string()),
  ratings: z.object({ average: z.number(), count: z.number().int() }),
  specifications: z.record(z.string(), z.string()),
  sku: z.string(),
  isFeatured: z.boolean(),
  isPublished: z.boolean(),
  trending: z.boolean(),
  sellerId: z.string(),
  seller: z.object({ name: z.string(), rating: z.number() }).nullable(),
  countryOfOrigin: z.string(),
  taxDetails: z.object({ hsnCode: z.string(), gstPercentage: z.number() }),
  manufacturer: z.object({ name: z.string(), modelNumber: z.string() }),
  condition: z.enum(['new', 'refurbished', 'open-box']),
  minimumOrderQuantity: z.number().int().min(1),
  /** '9 months'; null where a shelf life means nothing (a phone). */
  shelfLife: z.string().nullable(),
  /** The Legal Metrology packer or importer declaration. */
  packerInfo: z.object({ name: z.string(), contact: z.string() }),
  isLiquid: z.boolean(),
  fulfillmentChannel: z.enum(['seller', 'haat']),
  shippingDetails: z.object({
    /** Grams. */
    weight: z.number(),
    /** Centimetres. */
    dimensions: z.object({ length: z.number(), width: z.number(), height: z.number() }),
    /** Empty means all of India. */
    availableRegions: z.array(z.string()),
    freeShipping: z.boolean(),
    /** Rupees the seller charges for delivery when it is not free (the checkout estimate decides). */
    price: z.number(),
  }),
  complianceCertifications: z.array(z.string()),
  safetyWarnings: z.array(z.string()),
  /** What sets this listing apart from the other listings of its model ('8 GB + 256 GB, Blue'), or null. */
  variantName: z.string().nullable(),
  /**
   * The listings of the same model (this one included), by GET /products/{id} only; list endpoints leave
   * it out to stay small.
   */
  variants: z
    .array(
      z.object({
        productId: z.string(),
        variantName: z.string(),
        price: z.number(),
        /** Rupees; the picker shows the price and MRP of the option it would switch to. */
        mrp: z.number(),
        stock: z.number().int(),
        sku: z.string(),
        /** The listing's options by code (variant-options): what a swatch or button stands for. */
        options: z.record(z.string(), z.string()),
        /** The listing's first picture, for a colour swatch. */
        image: z.string().nullable(),
      }),
    )
    .optional(),
  /** This listing's options by code (@haat/domain/catalog/variant-options); {} for a listing without a group. */
  variantOptions: z.record(z.string(), z.string()),
  /**
   * The card this listing stands for (issue 23 item 1): list endpoints show one card per group, the best-matching
   * listing's picture and price, with what the rest of the group offers. Over the group's listings that match the
   * list's filters on list endpoints; over all its published listings on GET /products/{id}.
   */
  group: z
    .object({
      /** products.group_key: the variant group, or the listing's own id. */
      key: z.string(),
      variantCount: z.number().int(),
      /** How many different values each option has among those listings ({ colour: 4, storage: 3 }). */
      optionCounts: z.record(z.string(), z.number().int()),
      /** Rupees: the lowest and highest price among those listings ("from ₹X" when they differ). */
      minPrice: z.number(),
      maxPrice: z.number(),
      /**
       * GET /products/{id} only: the ratings of all the group's listings together (star counts added,
       * @haat/domain/reviews/rating-summary combinedRatings), as its reviews list shows them.
       */
      ratings: z.object({ average: z.number(), count: z.number().int() }).optional(),
    })
    .optional(),
  /**
   * GET /products/{id} only: the seller's return promise, from the policy the return form checks (window, who pays
   * return shipping, returnable at all); docs/decisions/0011-return-promise.md.
   */
  returnPolicy: returnPromiseSchema.optional(),
  createdAt: z.string(),
});

export type Product = z.infer<typeof productSchema>;

/**
 * What a listing answers for each product (docs/behaviour/catalogue.md#lean-listings): what a card shows (the
 * picture and its hover view, name, brand, price block, rating, stock, tags, the list layout's three bullet points,
 * free shipping, the seller, the group) under the product's own field names; the description, specifications,
 * tax, packer and compliance details are the product page's (GET /products/{id}). About a third of the bytes.
 */
export const productCardSchema = productSchema.pick({
  _id: true,
  id: true,
  name: true,
  slug: true,
  brand: true,
  category: true,
  subcategory: true,
  subSubcategory: true,
  tags: true,
  images: true,
  price: true,
  sellingPrice: true,
  mrp: true,
  discount: true,
  gstPercentage: true,
  stock: true,
  bulletPoints: true,
  ratings: true,
  isFeatured: true,
  trending: true,
  sellerId: true,
  seller: true,
  condition: true,
  minimumOrderQuantity: true,
  shippingDetails: true,
  variantName: true,
  variantOptions: true,
  group: true,
  createdAt: true,
});
export type ProductCard = z.infer<typeof productCardSchema>;
/** A card's pictures: the first, and the second a pointer shows on hover. */
export const CARD_IMAGES = 2;
/** The bullet points a card in the list layout shows. */
export const CARD_BULLET_POINTS = 3;

export const productFacetsSchema = z.object({
  /**
   * True when the counts come from a fixed sample of a large match set, scaled (docs/behaviour/catalogue.md#
   * approximate-counts): the store shows them with "≈". The price range is exact either way.
   */
  approximate: z.boolean(),
  brands: z.array(z.object({ value: z.string(), count: z.number().int() })),
  priceRanges: z.array(
    z.object({
      id: z.enum(PRICE_BUCKETS.map((b) => b.id) as [string, ...string[]]),
      label: z.string(),
      min: z.number(),
      max: z.number().nullable(),
      count: z.number().int(),
    }),
  ),
  /**
   * Rupees: the lowest and highest price among the results with the price filter left out, which a price slider
   * spans (issue 23 item 4); null when nothing matches.
   */
  price: z.object({ min: z.number(), max: z.number() }).nullable(),
  ratings: z.array(z.object({ minRating: z.number(), count: z.number().int() })),
  inStock: z.number().int(),
  onSale: z.number().int(),
  freeShipping: z.number().int(),
  /** Subcategories of the category asked for (or categories when none is), with counts. */
  categories: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
  /**
   * Per specification filter of products-query.schema (colors, sizes, ram, storage, …): the values the
   * current result holds, with counts. Keys with no values are left out.
   */
  specifications: z.record(z.string(), z.array(z.object({ value: z.string(), count: z.number().int() }))),
});

export type ProductFacets = z.infer<typeof productFacetsSchema>;

/**
 * False when more than the counting cap match: `total` is then an estimate, shown as "10,000+" rather than a
 * number nobody counted (docs/behaviour/catalogue.md#approximate-counts).
 */
export const totalExactSchema = z.boolean();

export const productListResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productCardSchema),
  pagination: listPaginationSchema,
  total: z.number().int(),
  totalExact: totalExactSchema,
  facets: productFacetsSchema,
  /** With ?search=: how the term was read (rewritten, corrected), for "Showing results for …". */
  query: searchInterpretationSchema.optional(),
});

export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/**
 * What GET /api/products answers: the list above, or with facets=false the page and its total alone (the facet
 * counts come from GET /api/products/facets).
 */
export const productPageResponseSchema = productListResponseSchema.extend({
  facets: productFacetsSchema.optional(),
});
export type ProductPageResponse = z.infer<typeof productPageResponseSchema>;

/** GET /api/products/facets: a listing query's total and facet counts, without its page. */
export const listingFacetsResponseSchema = z.object({
  success: z.literal(true),
  total: z.number().int(),
  totalExact: totalExactSchema,
  facets: productFacetsSchema,
  query: searchInterpretationSchema.optional(),
});
export type ListingFacetsResponse = z.infer<typeof listingFacetsResponseSchema>;

export const productResponseSchema = z.object({ success: z.literal(true), product: productSchema });
export const productsResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productCardSchema),
});

export const categoryCountSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  productCount: z.number().int(),
  subcategories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      productCount: z.number().int(),
      items: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});

export const categoriesResponseSchema = z.object({
  success: z.literal(true),
  categories: z.array(categoryCountSchema),
  total: z.number().int(),
});

export type CategoryWithCount = z.infer<typeof categoryCountSchema>;

/**
 * Trending periods of docs/behaviour/catalogue.md#trending-page and the days each compares with the same span before
 * it.
 */
export const TRENDING_PERIODS = { day: 1, week: 7, month: 30 } as const;
export type TrendingPeriod = keyof typeof TRENDING_PERIODS;

export const trendingStatsSchema = z.object({
  rank: z.number().int().min(1),
  /** Growth of views + sales over the previous period of the same length, whole percent. */
  percentageIncrease: z.number().int(),
  viewIncrease: z.number().int(),
  salesIncrease: z.number().int(),
  views: z.number().int(),
  sales: z.number().int(),
});

export const trendingProductSchema = productSchema.extend({ trendingStats: trendingStatsSchema });
export type TrendingProduct = z.infer<typeof trendingProductSchema>;

export const trendingListResponseSchema = z.object({
  success: z.literal(true),
  period: z.enum(['day', 'week', 'month']),
  products: z.array(trendingProductSchema),
  pagination: listPaginationSchema,
  total: z.number().int(),
  totalCount: z.number().int(),
});
export type TrendingListResponse = z.infer<typeof trendingListResponseSchema>;

export const trendingCategoriesResponseSchema = z.object({
  success: z.literal(true),
  period: z.enum(['day', 'week', 'month']),
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** The subcategory id when the row is a subcategory ('electronics/audio'), else null. */
      subcategory: z.string().nullable(),
      path: z.string(),
      views: z.number().int(),
      sales: z.number().int(),
      percentageIncrease: z.number().int(),
      productCount: z.number().int(),
    }),
  ),
});
export type TrendingCategoriesResponse = z.infer<typeof trendingCategoriesResponseSchema>;
