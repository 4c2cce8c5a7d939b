// Listings by CSV file (docs/behaviour/seller-portal.md#bulk-upload): the template's columns, the reading of one
// row per variant (rows sharing a group are one listing) into the listing form's input, and the form's own rules
// (listingInputSchema) applied to each group, every problem named by its row and column. The file is parsed by the
// API (a CSV parser is no dependency of the domain); this module takes its records as arrays of cells.
import { z } from 'zod';
import { VARIANT_OPTION_CODES, type VariantOptionCode } from '../catalog/variant-options.ts';
import { listingInputSchema, MAX_VARIANTS, type ListingInput, type ParsedListing } from './listing.schema.ts';

export const LISTING_CSV_LIMITS = {
  /** The upload's body limit: about 4,000 rows of a typical listing's length. */
  maxBytes: 2 * 1024 * 1024,
  /** Data rows, the header not counted. */
  maxRows: 2000,
} as const;

export const LISTING_CSV_MESSAGES = {
  notCsv: 'This file could not be read as CSV: save the sheet as CSV (UTF-8) and try again',
  empty: 'The file has no rows under the header',
  tooManyRows: 'A file holds at most 2,000 rows: split it into smaller files',
  tooLarge: 'A file is at most 2 MB: split it into smaller files',
  columnMissing: 'This column is missing from the header row: start from the template',
  columnUnknown: 'Unknown column: remove it or start from the template',
  groupRequired: 'Give every row a group: the rows of one product share it',
  groupDisagrees: "This differs from the group's first row: leave it empty or repeat the first row's value",
  skuInFileTwice: 'This SKU is on another row of the file',
  groupPartlyListed: 'Some SKUs of this group are already listed and some are not: edit that listing instead',
} as const;
const C = LISTING_CSV_MESSAGES;

/** The product's columns, read from the first row of a group (later rows may repeat them or leave them empty). */
export const LISTING_CSV_PRODUCT_COLUMNS = [
  'name',
  'brand',
  'category',
  'description',
  'bullet_points',
  'specifications',
  'hsn_code',
  'gst_rate',
  'weight_grams',
  'length_cm',
  'width_cm',
  'height_cm',
  // The listing's own return window; empty follows the seller's policy (docs/decisions/0021-listing-return-window.md).
  'return_window_days',
] as const;
/** Columns a file may leave out (files made from the template before they existed). */
export const LISTING_CSV_OPTIONAL_COLUMNS: readonly ListingCsvColumn[] = ['return_window_days'];
export const optionColumn = (code: VariantOptionCode) => `option_${code}` as const;
/** Each row's own columns: its options, SKU, prices and stock. */
export const LISTING_CSV_VARIANT_COLUMNS = [
  ...VARIANT_OPTION_CODES.map(optionColumn),
  'sku',
  'mrp',
  'price',
  'stock',
] as const;
export const LISTING_CSV_COLUMNS = [
  'group',
  ...LISTING_CSV_PRODUCT_COLUMNS,
  ...LISTING_CSV_VARIANT_COLUMNS,
] as const;
export type ListingCsvColumn = (typeof LISTING_CSV_COLUMNS)[number];

/** Bullet points and specifications hold several items in one cell, one per line or between '|'. */
const splitItems = (cell: string) =>
  cell
    .split(/\r?\n|\|/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

const EXAMPLE_PRODUCT: Record<(typeof LISTING_CSV_PRODUCT_COLUMNS)[number], string> = {
  name: 'Chanderi Cotton Kurta',
  brand: 'Zariwala',
  category: 'fashion/mens/kurtas',
  description: 'Hand-woven cotton kurta from Chanderi, with a mandarin collar.',
  bullet_points: 'Pure cotton | Hand-woven | Machine wash cold',
  specifications: 'Fabric: Cotton | Fit: Regular | Sleeve: Full',
  hsn_code: '6211',
  gst_rate: '5',
  weight_grams: '350',
  length_cm: '30',
  width_cm: '25',
  height_cm: '4',
  return_window_days: '',
};

/**
 * The template: the header and two rows of one example listing, a group of two variants (the second row leaves the
 * product's columns empty, as later rows of a group may). UTF-8 with a byte order mark, so spreadsheet programs read
 * Devanagari and ₹ right.
 */
export function listingCsvTemplate(): string {
  const row = (cells: Partial<Record<ListingCsvColumn, string>>) =>
    LISTING_CSV_COLUMNS.map((c) => quote(cells[c] ?? '')).join(',');
  const lines = [
    LISTING_CSV_COLUMNS.join(','),
    row({
      group: 'KURTA-1',
      ...EXAMPLE_PRODUCT,
      option_colour: 'Indigo',
      option_size: 'M',
      sku: 'ZW-KURTA-IND-M',
      mrp: '1499',
      price: '999',
      stock: '12',
    }),
    row({
      group: 'KURTA-1',
      option_colour: 'Indigo',
      option_size: 'L',
      sku: 'ZW-KURTA-IND-L',
      mrp: '1499',
      price: '1049',
      stock: '3',
    }),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

// --- Reading ----------------------------------------------------------------------------------------------------

/** One problem: the row as a spreadsheet numbers it (the header is row 1) and the column's header name. */
export const listingCsvErrorSchema = z.object({
  row: z.number().int(),
  /** A header name of the template; null for the file as a whole. */
  column: z.string().nullable(),
  /** The row's group key ('' when it has none or the problem is the file's). */
  group: z.string(),
  message: z.string(),
});
export type ListingCsvError = z.infer<typeof listingCsvErrorSchema>;

export interface ListingCsvGroup {
  key: string;
  /** Spreadsheet row numbers of its variants, in file order. */
  rows: number[];
  cells: Array<Record<string, string>>;
}

export type HeaderCheck = { ok: true; columns: string[] } | { ok: false; errors: ListingCsvError[] };

/** The header row: every template column present (any order, any case), nothing unknown. */
export function checkHeader(header: readonly string[]): HeaderCheck {
  const columns = header.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h).trim().toLowerCase());
  const known = new Set<string>(LISTING_CSV_COLUMNS);
  const errors: ListingCsvError[] = [
    ...LISTING_CSV_COLUMNS.filter(
      (c) => !columns.includes(c) && !LISTING_CSV_OPTIONAL_COLUMNS.includes(c),
    ).map((column) => ({
      row: 1,
      column,
      group: '',
      message: C.columnMissing,
    })),
    ...columns
      .filter((c) => c !== '' && !known.has(c))
      .map((column) => ({ row: 1, column, group: '', message: C.columnUnknown })),
  ];
  return errors.length > 0 ? { ok: false, errors } : { ok: true, columns };
}

/**
 * The data rows gathered into groups, in the order each group first appears. A row without a group is an error of
 * its own; a fully empty row (a spreadsheet's trailing line) is skipped.
 */
export function groupCsvRows(
  columns: readonly string[],
  records: readonly (readonly string[])[],
): { groups: ListingCsvGroup[]; errors: ListingCsvError[] } {
  const groups = new Map<string, ListingCsvGroup>();
  const errors: ListingCsvError[] = [];
  records.forEach((record, i) => {
    const row = i + 2;
    if (record.every((cell) => cell.trim() === '')) return;
    const cells: Record<string, string> = {};
    columns.forEach((column, c) => {
      if (column !== '') cells[column] = (record[c] ?? '').trim();
    });
    const key = cells.group ?? '';
    if (key === '') {
      errors.push({ row, column: 'group', group: '', message: C.groupRequired });
      return;
    }
    // Keys compare as a spreadsheet user reads them: 'kurta-1' and 'KURTA-1' are one group.
    const id = key.toUpperCase();
    const group = groups.get(id) ?? { key, rows: [], cells: [] };
    group.rows.push(row);
    group.cells.push(cells);
    groups.set(id, group);
  });
  return { groups: [...groups.values()], errors };
}

/** '₹1,499.00' → 1499; '' → undefined (the rule's "required" message); anything else not a number → NaN. */
function numberCell(cell: string | undefined): number | undefined {
  const s = (cell ?? '').replace(/[₹,\s]/g, '').replace(/%$/, '');
  if (s === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
}

function specification(item: string): { name: string; value: string } {
  const at = item.indexOf(':');
  return at < 0
    ? { name: item.trim(), value: '' }
    : { name: item.slice(0, at).trim(), value: item.slice(at + 1).trim() };
}

/** The listing form's input from a group's rows; numbers left as they came, for the form's rules to judge. */
export function groupToListingInput(group: ListingCsvGroup): ListingInput {
  const first = group.cells[0] ?? {};
  const cell = (name: string) => first[name] ?? '';
  return {
    name: cell('name'),
    brand: cell('brand'),
    categoryPath: cell('category')
      .toLowerCase()
      .replace(/\s*\/\s*/g, '/'),
    description: cell('description'),
    bulletPoints: splitItems(cell('bullet_points')),
    specifications: splitItems(cell('specifications')).map(specification),
    hsnCode: cell('hsn_code').replace(/\s/g, ''),
    gstPercentage: numberCell(cell('gst_rate')) as number,
    shippingWeightGrams: numberCell(cell('weight_grams')) as number,
    dimensionsCm: {
      length: numberCell(cell('length_cm')) as number,
      width: numberCell(cell('width_cm')) as number,
      height: numberCell(cell('height_cm')) as number,
    },
    // Empty: the schema's null, the seller's policy.
    returnWindowDays: numberCell(cell('return_window_days')) as number,
    variants: group.cells.map((v) => ({
      options: Object.fromEntries(
        VARIANT_OPTION_CODES.map((code) => [code, v[optionColumn(code)] ?? '']).filter(([, x]) => x !== ''),
      ),
      sku: v.sku ?? '',
      mrpRupees: numberCell(v.mrp) as number,
      priceRupees: numberCell(v.price) as number,
      stock: numberCell(v.stock) as number,
    })),
  };
}

const FIELD_COLUMNS: Record<string, ListingCsvColumn> = {
  name: 'name',
  brand: 'brand',
  categoryPath: 'category',
  description: 'description',
  bulletPoints: 'bullet_points',
  specifications: 'specifications',
  hsnCode: 'hsn_code',
  gstPercentage: 'gst_rate',
  shippingWeightGrams: 'weight_grams',
  length: 'length_cm',
  width: 'width_cm',
  height: 'height_cm',
  returnWindowDays: 'return_window_days',
  sku: 'sku',
  mrpRupees: 'mrp',
  priceRupees: 'price',
  stock: 'stock',
};

/** Where an issue of listingInputSchema sits in the file: a product field on the group's first row, a variant's on its own. */
function locate(
  group: ListingCsvGroup,
  path: readonly PropertyKey[],
): { row: number; column: ListingCsvColumn } {
  const firstRow = group.rows[0] ?? 0;
  if (path[0] === 'variants' && typeof path[1] === 'number') {
    const i = path[1];
    const row = group.rows[i] ?? firstRow;
    const field = path[2];
    if (field === 'options') {
      const code = path[3];
      const cells = group.cells[i] ?? {};
      const used = VARIANT_OPTION_CODES.find((c) => (cells[optionColumn(c)] ?? '') !== '');
      const named = typeof code === 'string' && (VARIANT_OPTION_CODES as readonly string[]).includes(code);
      return { row, column: optionColumn((named ? code : (used ?? 'colour')) as VariantOptionCode) };
    }
    return { row, column: FIELD_COLUMNS[String(field)] ?? 'sku' };
  }
  if (path[0] === 'variants') return { row: group.rows[MAX_VARIANTS] ?? firstRow, column: 'group' };
  const field = path[0] === 'dimensionsCm' ? path[1] : path[0];
  return { row: firstRow, column: FIELD_COLUMNS[String(field)] ?? 'name' };
}

/** Later rows that give a product column a value other than the first row's. */
function disagreements(group: ListingCsvGroup): ListingCsvError[] {
  const [first, ...rest] = group.cells;
  if (!first) return [];
  const errors: ListingCsvError[] = [];
  rest.forEach((cells, i) => {
    for (const column of LISTING_CSV_PRODUCT_COLUMNS) {
      const value = cells[column] ?? '';
      if (value !== '' && value !== (first[column] ?? ''))
        errors.push({ row: group.rows[i + 1] ?? 0, column, group: group.key, message: C.groupDisagrees });
    }
  });
  return errors;
}

export type GroupCheck = { ok: true; listing: ParsedListing } | { ok: false; errors: ListingCsvError[] };

/** The listing form's rules on one group, each broken rule named once by its row and column. */
export function checkCsvGroup(group: ListingCsvGroup): GroupCheck {
  const errors = disagreements(group);
  const parsed = listingInputSchema.safeParse(groupToListingInput(group));
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const at = locate(group, issue.path);
      const key = `${at.row}|${at.column}|${issue.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      errors.push({ ...at, group: group.key, message: issue.message });
    }
  }
  if (!parsed.success || errors.length > 0)
    return { ok: false, errors: errors.sort((a, b) => a.row - b.row) };
  return { ok: true, listing: parsed.data };
}

// --- The API's answer -----------------------------------------------------------------------------------------

const counts = z.object({ listings: z.number().int(), variants: z.number().int() });

export const listingCsvResultSchema = z.object({
  success: z.literal(true),
  /** True for the dry run: nothing was written. */
  dryRun: z.boolean(),
  /** Data rows read (empty rows not counted). */
  rows: z.number().int(),
  /** Listings (groups) that are, or on a dry run would be, imported now. */
  imported: counts,
  /** Groups whose SKUs are all in the seller's listings already: imported before, left as they are. */
  alreadyListed: counts,
  /** Groups with at least one error: nothing of them is imported. */
  refused: counts,
  errors: z.array(listingCsvErrorSchema),
  /** Each imported group's key and the listing it became (empty on a dry run). */
  listings: z.array(z.object({ group: z.string(), groupId: z.string() })),
});
export type ListingCsvResult = z.infer<typeof listingCsvResultSchema>;

export const listingCsvQuerySchema = z.object({
  /** Check only: answer what an import would do, write nothing. */
  dryRun: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Imported listings go for review at once instead of staying drafts. */
  submit: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
