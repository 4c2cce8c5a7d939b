// The product as the API answers it (spec 2 §3): rupees as numbers, both _id and id, facts that exist.
import { z } from 'zod';
import { PRICE_BUCKETS } from './price-buckets.ts';

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
  /** Weight in grams. */
  shippingDetails: z.object({ weight: z.number() }),
  createdAt: z.string(),
});

export type Product = z.infer<typeof productSchema>;

export const productFacetsSchema = z.object({
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
  ratings: z.array(z.object({ minRating: z.number(), count: z.number().int() })),
  inStock: z.number().int(),
  onSale: z.number().int(),
});

export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const productListResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
  pagination: z.object({
    totalProducts: z.number().int(),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
  }),
  total: z.number().int(),
  facets: productFacetsSchema,
});

export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productResponseSchema = z.object({ success: z.literal(true), product: productSchema });
export const productsResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
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
