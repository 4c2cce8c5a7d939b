// The options a product group's listings differ by (issue 23 item 1): stored as codes in
// products.variant_options ({ colour: 'Desert Titanium', storage: '256 GB' }) and translated at the edge
// (the web's product.option.<code> keys). The values are the listing's own words and stay as written.

/** Option codes in the order a variant picker shows them: colour swatches first, then buttons. */
export const VARIANT_OPTION_CODES = [
  'colour',
  'storage',
  'size',
  'capacity',
  'weight',
  'pack',
  'format',
  'shade',
  'kit',
  'condition',
] as const;

export type VariantOptionCode = (typeof VARIANT_OPTION_CODES)[number];

export type VariantOptions = Partial<Record<VariantOptionCode, string>>;

export function isVariantOptionCode(code: string): code is VariantOptionCode {
  return (VARIANT_OPTION_CODES as readonly string[]).includes(code);
}

/** The codes a set of listings differ by, in picker order: an option all of them share is no choice. */
export function differingOptions(listings: readonly { options: Readonly<Record<string, string>> }[]) {
  return VARIANT_OPTION_CODES.filter(
    (code) => new Set(listings.map((listing) => listing.options[code] ?? '')).size > 1,
  );
}
