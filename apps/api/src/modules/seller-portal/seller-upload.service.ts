// Listings by CSV file (docs/behaviour/seller-portal.md#bulk-upload): the file parsed in slices that yield to the
// event loop, every group checked with the listing form's rules, SKUs checked against the store, and the valid
// groups written in one transaction as drafts (or submitted for review). A group whose SKUs are all the seller's
// listings already was imported before and is left alone, so the same file twice imports nothing twice.
import { randomBytes } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { parse } from 'csv-parse';
import { slugify } from '@haat/domain/catalog/slug';
import {
  checkCsvGroup,
  checkHeader,
  groupCsvRows,
  LISTING_CSV_LIMITS,
  LISTING_CSV_MESSAGES as C,
  type ListingCsvError,
  type ListingCsvGroup,
  type ListingCsvResult,
} from '@haat/domain/sellers/listing-csv';
import {
  LISTING_MESSAGES as M,
  variantNameOf,
  type ParsedListing,
} from '@haat/domain/sellers/listing.schema';
import type { Db } from '../../db/client.ts';
import { productImages } from '../../db/seed/product-images.ts';
import { AppError } from '../../http/app-error.ts';
import { insertProductRows, type NewProductRow } from './seller-listings.repository.ts';
import { skuOwners } from './seller-upload.repository.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';

/**
 * The parser is fed this much text at a time, the checks this many groups, and an insert this many rows, between
 * yields. Building one insert costs the event loop about 1 ms a row here, so 25 rows keep each step short: a 2,000-row
 * file (0.9 MB) measured at most about 100 ms of blocking in its dry run and in its import on a shared 2-core machine,
 * where 500-row inserts held it 670 ms.
 */
const SLICE_CHARS = 64 * 1024;
const GROUPS_PER_SLICE = 100;
const ROWS_PER_INSERT = 25;

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const randomId = (prefix: string) =>
  `${prefix}${Array.from(randomBytes(10), (b) => ALPHABET.charAt(b % 32)).join('')}`;
const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * The file's records, parsed a slice at a time so a 2 MB file never holds the event loop for the whole parse. A
 * file that is not CSV (an unclosed quote, a binary file) is a 400 with the message the portal shows.
 */
async function readRecords(csv: string): Promise<string[][]> {
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: 64 * 1024,
  });
  const records: string[][] = [];
  parser.on('readable', () => {
    let record: unknown;
    while ((record = parser.read()) !== null) {
      records.push(record as string[]);
      if (records.length > LISTING_CSV_LIMITS.maxRows + 1)
        parser.destroy(new AppError({ status: 413, code: 'CSV_TOO_MANY_ROWS', message: C.tooManyRows }));
    }
  });
  const done = new Promise<void>((resolve, reject) => {
    parser.on('end', resolve);
    parser.on('error', reject);
    parser.on('close', resolve);
  });
  // A parse error rejects `done`; keep it from being unhandled while the slices are still being written.
  done.catch(() => undefined);
  try {
    for (let at = 0; at < csv.length && !parser.destroyed; at += SLICE_CHARS) {
      parser.write(csv.slice(at, at + SLICE_CHARS));
      await yieldToLoop();
    }
    if (!parser.destroyed) parser.end();
    await done;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError({ status: 400, code: 'CSV_UNREADABLE', message: C.notCsv, field: 'file' });
  }
  if (parser.errored) {
    const error = parser.errored;
    if (error instanceof AppError) throw error;
    throw new AppError({ status: 400, code: 'CSV_UNREADABLE', message: C.notCsv, field: 'file' });
  }
  return records;
}

/** The products rows of one listing, as the listing form writes them (seller-listings.service.ts). */
function productRows(
  sellerId: string,
  groupId: string,
  listing: ParsedListing,
  status: 'draft' | 'pending_review',
): NewProductRow[] {
  const [category, subcategory, item] = listing.categoryPath.split('/') as [
    string,
    string,
    string | undefined,
  ];
  return listing.variants.map((v) => {
    const id = randomId('prd_');
    const variantName = variantNameOf(v.options);
    return {
      id,
      sellerId,
      name: listing.name,
      brand: listing.brand,
      category,
      subcategory,
      subSubcategory: item ?? null,
      description: listing.description,
      bulletPoints: listing.bulletPoints,
      specifications: Object.fromEntries(listing.specifications.map((s) => [s.name, s.value])),
      hsnCode: listing.hsnCode,
      gstPercentage: listing.gstPercentage,
      shippingWeightGrams: listing.shippingWeightGrams,
      shippingDimensions: listing.dimensionsCm,
      returnWindowDays: listing.returnWindowDays,
      sku: v.sku,
      slug: slugify(`${listing.name} ${variantName}`).slice(0, 120) || 'listing',
      variantGroup: groupId,
      variantName: variantName || null,
      variantOptions: v.options,
      pricePaise: paise(v.priceRupees),
      sellingPricePaise: paise(v.priceRupees),
      mrpPaise: paise(v.mrpRupees),
      stock: v.stock,
      images: productImages(id, `${listing.name} ${variantName}`.trim(), 2),
      listingStatus: status,
      listingNote: null,
      isPublished: false,
    };
  });
}

interface Checked {
  group: ListingCsvGroup;
  listing: ParsedListing;
}

/**
 * The SKU rules no single group can see: a SKU on two groups of the file (the later group is refused), a SKU of
 * another seller's, and a group only partly listed already. Answers the groups to import and those already listed.
 */
async function sortBySku(
  db: Db,
  sellerId: string,
  valid: Checked[],
  errors: ListingCsvError[],
): Promise<{ ready: Checked[]; listed: Checked[]; refused: Checked[] }> {
  const seen = new Set<string>();
  const clean: Checked[] = [];
  const refused: Checked[] = [];
  for (const checked of valid) {
    const repeated = checked.listing.variants
      .map((v, i) => ({ sku: v.sku.toUpperCase(), row: checked.group.rows[i] ?? 0 }))
      .filter((v) => seen.has(v.sku));
    for (const v of checked.listing.variants) seen.add(v.sku.toUpperCase());
    if (repeated.length === 0) clean.push(checked);
    else {
      refused.push(checked);
      for (const r of repeated)
        errors.push({ row: r.row, column: 'sku', group: checked.group.key, message: C.skuInFileTwice });
    }
  }
  const owners = await skuOwners(db, [...seen]);
  const ready: Checked[] = [];
  const listed: Checked[] = [];
  for (const checked of clean) {
    const variants = checked.listing.variants.map((v, i) => ({
      row: checked.group.rows[i] ?? 0,
      owner: owners.get(v.sku.toUpperCase()),
    }));
    const others = variants.filter((v) => v.owner !== undefined && v.owner !== sellerId);
    const own = variants.filter((v) => v.owner === sellerId);
    if (others.length > 0) {
      refused.push(checked);
      for (const v of others)
        errors.push({ row: v.row, column: 'sku', group: checked.group.key, message: M.skuTaken });
    } else if (own.length === variants.length) listed.push(checked);
    else if (own.length > 0) {
      refused.push(checked);
      for (const v of own)
        errors.push({ row: v.row, column: 'sku', group: checked.group.key, message: C.groupPartlyListed });
    } else ready.push(checked);
  }
  return { ready, listed, refused };
}

const count = (groups: readonly { group: ListingCsvGroup }[]) => ({
  listings: groups.length,
  variants: groups.reduce((n, g) => n + g.group.rows.length, 0),
});

export async function uploadListingsCsv(
  db: Db,
  sellerId: string,
  csv: string,
  options: { dryRun: boolean; submit: boolean },
): Promise<ListingCsvResult> {
  const [header = [], ...records] = await readRecords(csv);
  const answer = (
    errors: ListingCsvError[],
    parts: { imported?: Checked[]; listed?: Checked[]; refused?: ListingCsvGroup[]; rows?: number } = {},
    listings: ListingCsvResult['listings'] = [],
  ): ListingCsvResult => ({
    success: true,
    dryRun: options.dryRun,
    rows: parts.rows ?? 0,
    imported: count(parts.imported ?? []),
    alreadyListed: count(parts.listed ?? []),
    refused: count((parts.refused ?? []).map((group) => ({ group }))),
    errors: errors.sort((a, b) => a.row - b.row),
    listings,
  });

  const headerCheck = checkHeader(header);
  if (!headerCheck.ok) return answer(headerCheck.errors);
  const { groups, errors } = groupCsvRows(headerCheck.columns, records);
  const rows = groups.reduce((n, g) => n + g.rows.length, 0) + errors.length;
  if (rows === 0) return answer([{ row: 2, column: null, group: '', message: C.empty }]);

  const valid: Checked[] = [];
  const invalid: ListingCsvGroup[] = [];
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i] as ListingCsvGroup;
    const checked = checkCsvGroup(group);
    if (checked.ok) valid.push({ group, listing: checked.listing });
    else {
      invalid.push(group);
      errors.push(...checked.errors);
    }
    if ((i + 1) % GROUPS_PER_SLICE === 0) await yieldToLoop();
  }
  const { ready, listed, refused } = await sortBySku(db, sellerId, valid, errors);
  const parts = { imported: ready, listed, refused: [...invalid, ...refused.map((c) => c.group)], rows };
  if (options.dryRun || ready.length === 0)
    return answer(errors, options.dryRun ? parts : { ...parts, imported: [] });

  const status = options.submit ? 'pending_review' : 'draft';
  const written = ready.map((c) => ({ group: c.group.key, groupId: randomId('grp_'), listing: c.listing }));
  // Rows of one transaction share now(): a millisecond apart, the variants keep the file's order on the Listings page.
  let at = Date.now();
  try {
    await db.transaction(async (tx) => {
      // Rows are built a batch at a time, between the inserts' waits, so no one step holds the event loop long.
      let batch: NewProductRow[] = [];
      for (const w of written) {
        for (const row of productRows(sellerId, w.groupId, w.listing, status))
          batch.push({ ...row, createdAt: new Date(at++) });
        if (batch.length >= ROWS_PER_INSERT) {
          await insertProductRows(tx, batch);
          batch = [];
        }
      }
      await insertProductRows(tx, batch);
    });
  } catch (error) {
    // Another upload or the listing form took one of these SKUs meanwhile: nothing was written; a new try says which.
    if (isUniqueViolation(error))
      throw new AppError({ status: 409, code: 'SKU_TAKEN', message: M.skuTaken, field: 'sku' });
    throw error;
  }
  return answer(
    errors,
    parts,
    written.map((w) => ({ group: w.group, groupId: w.groupId })),
  );
}
