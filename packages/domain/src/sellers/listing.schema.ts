// A seller's listing as Seller Central writes it (docs/behaviour/seller-portal.md#listings): one product group with
// its variants, each a listing of its own on the storefront with its options, SKU, price, MRP and stock. The rules
// (price not above MRP, distinct options and SKUs, a real category path, HSN and GST rate) are checked in the
// portal and again by the API.
import { z } from 'zod';
import { leafPaths } from '../catalog/category-tree.ts';
import { VARIANT_OPTION_CODES } from '../catalog/variant-options.ts';
import { RETURN_POLICY_LIMITS } from '../returns/return-policy.ts';

export const LISTING_MESSAGES = {
  nameRequired: 'Product name is required',
  brandRequired: 'Brand is required',
  categoryInvalid: 'Choose a category from the list',
  descriptionRequired: 'Description is required',
  bulletsRange: 'Give 1 to 8 bullet points',
  hsnFormat: 'HSN code is 4, 6 or 8 digits',
  gstRate: 'GST rate is 0, 5, 12, 18 or 28 %',
  weightRange: 'Shipping weight is 1 g to 100 kg',
  dimensionRange: 'Each side is 1 to 300 cm',
  returnWindowRange: 'Return window is 0 to 90 days',
  variantsRange: 'A listing has 1 to 20 variants',
  skuFormat: 'SKU: 1 to 40 letters, digits, dots, hyphens or underscores',
  skuRepeated: 'Each variant needs its own SKU',
  optionsRequired: 'With more than one variant, give each its options (colour, size…)',
  optionsRepeated: 'Two variants have the same options',
  priceRange: 'Price is ₹1 to ₹10,00,000',
  priceAboveMrp: 'Price cannot be above the MRP',
  stockRange: 'Stock is 0 to 1,00,000',
  specificationIncomplete: 'Give each specification a name and a value',
  skuTaken: 'This SKU is already used by another listing',
  notEditable: 'A listing under review or live cannot be edited; change its price and stock in place',
  notSubmittable: 'Only a draft or a rejected listing can be submitted for review',
  listingNotFound: 'Listing not found',
} as const;
const M = LISTING_MESSAGES;

export const LISTING_STATUSES = ['draft', 'pending_review', 'approved', 'rejected'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export const MAX_PRICE_RUPEES = 10_00_000;
export const MAX_STOCK = 1_00_000;
export const MAX_VARIANTS = 20;

const LEAF_PATHS = new Set(leafPaths());
/** The category paths a listing may name: root/sub/item, or root/sub where a subcategory has no items. */
export function isListableCategoryPath(path: string): boolean {
  return LEAF_PATHS.has(path);
}

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });
const rupees = z
  .number({ error: M.priceRange })
  .min(1, { error: M.priceRange })
  .max(MAX_PRICE_RUPEES, { error: M.priceRange })
  // Paise at most: ₹499.99, never ₹499.999.
  .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    error: M.priceRange,
  });
const stock = z
  .number({ error: M.stockRange })
  .int({ error: M.stockRange })
  .min(0, { error: M.stockRange })
  .max(MAX_STOCK, { error: M.stockRange });

export const variantOptionsSchema = z
  .partialRecord(z.enum(VARIANT_OPTION_CODES), z.string().trim().max(60))
  .transform(
    (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== '')) as Record<string, string>,
  );

export const listingVariantSchema = z
  .object({
    /** An existing variant's product id when editing; absent for a new one. */
    id: z.string().max(40).optional(),
    options: variantOptionsSchema,
    sku: z
      .string({ error: M.skuFormat })
      .trim()
      .regex(/^[A-Za-z0-9._-]{1,40}$/, { error: M.skuFormat }),
    mrpRupees: rupees,
    priceRupees: rupees,
    stock,
  })
  .superRefine((v, ctx) => {
    if (v.priceRupees > v.mrpRupees)
      ctx.addIssue({ code: 'custom', message: M.priceAboveMrp, path: ['priceRupees'] });
  });
export type ListingVariant = z.input<typeof listingVariantSchema>;

/** Options as one comparable key: codes in order, values case-insensitive. */
export function optionsKey(options: Readonly<Record<string, string>>): string {
  return VARIANT_OPTION_CODES.map((c) => `${c}=${(options[c] ?? '').trim().toLowerCase()}`).join('|');
}

export const listingInputSchema = z
  .object({
    name: text(M.nameRequired, 200),
    brand: text(M.brandRequired, 80),
    /** 'root/sub/item' (or 'root/sub'): a leaf of the category tree. */
    categoryPath: z
      .string({ error: M.categoryInvalid })
      .refine(isListableCategoryPath, { error: M.categoryInvalid }),
    description: text(M.descriptionRequired, 5000),
    bulletPoints: z
      .array(z.string().trim().max(300))
      .transform((b) => b.filter((x) => x !== ''))
      .pipe(z.array(z.string()).min(1, { error: M.bulletsRange }).max(8, { error: M.bulletsRange })),
    specifications: z
      .array(z.object({ name: z.string().trim().max(60), value: z.string().trim().max(300) }))
      .max(30)
      .transform((s) => s.filter((x) => x.name !== '' || x.value !== ''))
      .superRefine((s, ctx) => {
        if (s.some((x) => x.name === '' || x.value === ''))
          ctx.addIssue({ code: 'custom', message: M.specificationIncomplete });
      }),
    hsnCode: z
      .string({ error: M.hsnFormat })
      .trim()
      .regex(/^[0-9]{4}([0-9]{2}){0,2}$/, { error: M.hsnFormat }),
    gstPercentage: z
      .number({ error: M.gstRate })
      .refine((v) => (GST_RATES as readonly number[]).includes(v), { error: M.gstRate }),
    shippingWeightGrams: z
      .number({ error: M.weightRange })
      .int({ error: M.weightRange })
      .min(1, { error: M.weightRange })
      .max(100_000, { error: M.weightRange }),
    dimensionsCm: z.object({
      length: z
        .number({ error: M.dimensionRange })
        .min(1, { error: M.dimensionRange })
        .max(300, { error: M.dimensionRange }),
      width: z
        .number({ error: M.dimensionRange })
        .min(1, { error: M.dimensionRange })
        .max(300, { error: M.dimensionRange }),
      height: z
        .number({ error: M.dimensionRange })
        .min(1, { error: M.dimensionRange })
        .max(300, { error: M.dimensionRange }),
    }),
    /**
     * The listing's own return window in days (0: no returns), or null to follow the seller's return policy
     * (docs/decisions/0021-listing-return-window.md).
     */
    returnWindowDays: z
      .number({ error: M.returnWindowRange })
      .int({ error: M.returnWindowRange })
      .min(0, { error: M.returnWindowRange })
      .max(RETURN_POLICY_LIMITS.maxWindowDays, { error: M.returnWindowRange })
      .nullable()
      .default(null),
    variants: z
      .array(listingVariantSchema)
      .min(1, { error: M.variantsRange })
      .max(MAX_VARIANTS, { error: M.variantsRange }),
  })
  .superRefine((v, ctx) => {
    const skus = new Set<string>();
    const keys = new Set<string>();
    v.variants.forEach((variant, i) => {
      const sku = variant.sku.toUpperCase();
      if (skus.has(sku))
        ctx.addIssue({ code: 'custom', message: M.skuRepeated, path: ['variants', i, 'sku'] });
      skus.add(sku);
      if (v.variants.length > 1) {
        if (Object.keys(variant.options).length === 0)
          ctx.addIssue({ code: 'custom', message: M.optionsRequired, path: ['variants', i, 'options'] });
        const key = optionsKey(variant.options);
        if (keys.has(key))
          ctx.addIssue({ code: 'custom', message: M.optionsRepeated, path: ['variants', i, 'options'] });
        keys.add(key);
      }
    });
  });
export type ListingInput = z.input<typeof listingInputSchema>;
export type ParsedListing = z.output<typeof listingInputSchema>;

/** What sets a variant apart on the storefront: its option values in picker order ('Blue, XL'). */
export function variantNameOf(options: Readonly<Record<string, string>>): string {
  return VARIANT_OPTION_CODES.map((c) => options[c])
    .filter((v): v is string => Boolean(v))
    .join(', ');
}

// --- Answers -----------------------------------------------------------------------------------------------------

export const listingVariantViewSchema = z.object({
  id: z.string(),
  options: z.record(z.string(), z.string()),
  variantName: z.string(),
  sku: z.string(),
  mrpRupees: z.number(),
  priceRupees: z.number(),
  stock: z.number().int(),
  /** The variant's pictures: its uploaded photos, or the store's drawn pictures until it has one. */
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
});

export const listingSummarySchema = z.object({
  groupId: z.string(),
  name: z.string(),
  brand: z.string(),
  categoryPath: z.string(),
  status: z.enum(LISTING_STATUSES),
  reviewNote: z.string().nullable(),
  imageUrl: z.string().nullable(),
  updatedAt: z.string(),
  variants: z.array(listingVariantViewSchema),
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

export const listingsResponseSchema = z.object({
  success: z.literal(true),
  listings: z.array(listingSummarySchema),
});
export type ListingsResponse = z.infer<typeof listingsResponseSchema>;

export const listingDetailSchema = listingSummarySchema.extend({
  description: z.string(),
  bulletPoints: z.array(z.string()),
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
  hsnCode: z.string(),
  gstPercentage: z.number(),
  shippingWeightGrams: z.number(),
  dimensionsCm: z.object({ length: z.number(), width: z.number(), height: z.number() }),
  /** Null: the seller's return policy's window applies. */
  returnWindowDays: z.number().int().nullable(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;
export const listingResponseSchema = z.object({ success: z.literal(true), listing: listingDetailSchema });
export type ListingResponse = z.infer<typeof listingResponseSchema>;

export const listingWriteRequestSchema = z.object({
  listing: listingInputSchema,
  /** Submit for review at once instead of keeping a draft. */
  submit: z.boolean().default(false),
});
export type ListingWriteRequest = z.input<typeof listingWriteRequestSchema>;

/** Price and stock changed in place, on a listing in any state (docs/behaviour/seller-portal.md#price-and-stock). */
export const variantPatchRequestSchema = z
  .object({ priceRupees: rupees.optional(), mrpRupees: rupees.optional(), stock: stock.optional() })
  .refine((v) => v.priceRupees !== undefined || v.mrpRupees !== undefined || v.stock !== undefined, {
    error: 'Nothing to change',
  });
export type VariantPatchRequest = z.input<typeof variantPatchRequestSchema>;
