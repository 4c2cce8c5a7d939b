// Seller Central's catalogue (docs/behaviour/seller-portal.md#listings): a product group with its variants written
// as products rows sharing a variant_group, kept as a draft or sent for review, edited while a draft or rejected,
// priced and stocked in place at any time; approved by the operator, it is published at once.
import { randomBytes } from 'node:crypto';
import { slugify } from '@haat/domain/catalog/slug';
import {
  LISTING_MESSAGES as M,
  variantNameOf,
  type ListingDetail,
  type ListingSummary,
  type ParsedListing,
} from '@haat/domain/sellers/listing.schema';
import type { Db } from '../../db/client.ts';
import { productImages } from '../../db/seed/product-images.ts';
import { AppError } from '../../http/app-error.ts';
import {
  addGroupWordsToVocabulary,
  deleteProductRows,
  listGroupsByStatus,
  findSellerVariant,
  insertProductRows,
  selectSellerListingRows,
  setGroupStatus,
  skusTaken,
  updateProductRow,
  type ListingRow,
  type NewProductRow,
} from './seller-listings.repository.ts';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const randomId = (prefix: string) =>
  `${prefix}${Array.from(randomBytes(10), (b) => ALPHABET.charAt(b % 32)).join('')}`;
const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => p / 100;

const notFound = () => new AppError({ status: 404, code: 'LISTING_NOT_FOUND', message: M.listingNotFound });

function productFields(listing: ParsedListing): Omit<NewProductRow, 'id' | 'sellerId' | 'sku' | 'slug'> {
  const [category, subcategory, item] = listing.categoryPath.split('/') as [
    string,
    string,
    string | undefined,
  ];
  return {
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
    pricePaise: 0,
    sellingPricePaise: 0,
    mrpPaise: 0,
  };
}

async function refuseTakenSkus(db: Db, listing: ParsedListing, ownIds: string[]): Promise<void> {
  const taken = await skusTaken(
    db,
    listing.variants.map((v) => v.sku),
    ownIds,
  );
  if (taken.length > 0)
    throw new AppError({
      status: 409,
      code: 'SKU_TAKEN',
      message: `${M.skuTaken}: ${taken.join(', ')}`,
      field: 'sku',
    });
}

/** Writes the variants of a group: updates those named by id, inserts new ones, drops the rest. */
async function writeVariants(
  tx: Db,
  sellerId: string,
  groupId: string,
  listing: ParsedListing,
  existing: ListingRow[],
  status: 'draft' | 'pending_review',
): Promise<void> {
  const fields = productFields(listing);
  const kept = new Set<string>();
  const inserts: NewProductRow[] = [];
  for (const v of listing.variants) {
    const variantName = variantNameOf(v.options);
    const row = {
      ...fields,
      sku: v.sku,
      slug: slugify(`${listing.name} ${variantName}`).slice(0, 120) || 'listing',
      variantGroup: groupId,
      variantName: variantName || null,
      variantOptions: v.options,
      pricePaise: paise(v.priceRupees),
      sellingPricePaise: paise(v.priceRupees),
      mrpPaise: paise(v.mrpRupees),
      stock: v.stock,
      listingStatus: status,
      listingNote: null,
      isPublished: false,
    };
    const current = v.id ? existing.find((e) => e.id === v.id) : undefined;
    if (current) {
      kept.add(current.id);
      await updateProductRow(tx, current.id, sellerId, row);
    } else {
      const id = randomId('prd_');
      inserts.push({
        ...row,
        id,
        sellerId,
        images: productImages(id, `${listing.name} ${variantName}`.trim(), 2),
      });
    }
  }
  await deleteProductRows(
    tx,
    existing.filter((e) => !kept.has(e.id)).map((e) => e.id),
    sellerId,
  );
  await insertProductRows(tx, inserts);
}

export async function createListing(
  db: Db,
  sellerId: string,
  listing: ParsedListing,
  submit: boolean,
): Promise<string> {
  await refuseTakenSkus(db, listing, []);
  const groupId = randomId('grp_');
  await db.transaction((tx) =>
    writeVariants(tx, sellerId, groupId, listing, [], submit ? 'pending_review' : 'draft'),
  );
  return groupId;
}

export async function updateListing(
  db: Db,
  sellerId: string,
  groupId: string,
  listing: ParsedListing,
  submit: boolean,
): Promise<void> {
  const existing = await selectSellerListingRows(db, sellerId, groupId);
  const first = existing[0];
  if (!first) throw notFound();
  if (first.listingStatus !== 'draft' && first.listingStatus !== 'rejected')
    throw new AppError({ status: 409, code: 'LISTING_NOT_EDITABLE', message: M.notEditable });
  await refuseTakenSkus(
    db,
    listing,
    existing.map((e) => e.id),
  );
  await db.transaction((tx) =>
    writeVariants(tx, sellerId, groupId, listing, existing, submit ? 'pending_review' : 'draft'),
  );
}

export async function submitListing(db: Db, sellerId: string, groupId: string): Promise<void> {
  const [first] = await selectSellerListingRows(db, sellerId, groupId);
  if (!first) throw notFound();
  if (first.listingStatus !== 'draft' && first.listingStatus !== 'rejected')
    throw new AppError({ status: 409, code: 'LISTING_NOT_SUBMITTABLE', message: M.notSubmittable });
  await setGroupStatus(db, groupId, sellerId, 'pending_review', null);
}

/** Price, MRP and stock of one variant, in place, whatever the listing's state; the price stays within the MRP. */
export async function patchVariant(
  db: Db,
  sellerId: string,
  id: string,
  change: { priceRupees?: number | undefined; mrpRupees?: number | undefined; stock?: number | undefined },
): Promise<void> {
  const current = await findSellerVariant(db, id, sellerId);
  if (!current) throw notFound();
  const price = change.priceRupees === undefined ? current.sellingPricePaise : paise(change.priceRupees);
  const mrp = change.mrpRupees === undefined ? current.mrpPaise : paise(change.mrpRupees);
  if (price > mrp) throw AppError.badRequest({ message: M.priceAboveMrp, field: 'priceRupees' });
  await updateProductRow(db, id, sellerId, {
    pricePaise: price,
    sellingPricePaise: price,
    mrpPaise: mrp,
    ...(change.stock === undefined ? {} : { stock: change.stock }),
  });
}

function summaryOf(rows: ListingRow[]): ListingSummary {
  const first = rows[0] as ListingRow;
  return {
    groupId: first.variantGroup ?? first.id,
    name: first.name,
    brand: first.brand,
    categoryPath: [first.category, first.subcategory, first.subSubcategory].filter(Boolean).join('/'),
    status: first.listingStatus,
    reviewNote: first.listingNote,
    imageUrl: first.images[0]?.url ?? null,
    updatedAt: rows
      .map((r) => r.updatedAt)
      .reduce((a, b) => (a > b ? a : b))
      .toISOString(),
    variants: rows.map((r) => ({
      id: r.id,
      options: r.variantOptions,
      variantName: r.variantName ?? '',
      sku: r.sku,
      mrpRupees: rupees(r.mrpPaise),
      priceRupees: rupees(r.sellingPricePaise),
      stock: r.stock,
      images: r.images,
    })),
  };
}

export async function sellerListings(db: Db, sellerId: string): Promise<ListingSummary[]> {
  const rows = await selectSellerListingRows(db, sellerId);
  const groups = new Map<string, ListingRow[]>();
  for (const row of rows) {
    const key = row.variantGroup ?? row.id;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((g) => summaryOf([...g].sort((a, b) => +a.createdAt - +b.createdAt)));
}

export async function sellerListing(db: Db, sellerId: string, groupId: string): Promise<ListingDetail> {
  const rows = (await selectSellerListingRows(db, sellerId, groupId)).sort(
    (a, b) => +a.createdAt - +b.createdAt,
  );
  const first = rows[0];
  if (!first) throw notFound();
  return {
    ...summaryOf(rows),
    description: first.description,
    bulletPoints: first.bulletPoints,
    specifications: Object.entries(first.specifications).map(([name, value]) => ({ name, value })),
    hsnCode: first.hsnCode,
    gstPercentage: first.gstPercentage,
    shippingWeightGrams: first.shippingWeightGrams,
    dimensionsCm: first.shippingDimensions,
    returnWindowDays: first.returnWindowDays,
  };
}

/**
 * The operator's decision on a listing waiting for review: approved is published at once, rejected goes back to the
 * seller with the reason. A listing not waiting for review is "not found" here.
 */
export async function reviewListing(
  db: Db,
  groupId: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<void> {
  const note = decision.approve ? null : decision.reason.trim();
  if (note !== null && (note === '' || note.length > 500))
    throw AppError.badRequest({
      message: 'A rejection needs a reason of 1 to 500 characters',
      field: 'reason',
    });
  const changed = await setGroupStatus(
    db,
    groupId,
    undefined,
    decision.approve ? 'approved' : 'rejected',
    note,
  );
  if (changed === 0) throw notFound();
  if (decision.approve) await addGroupWordsToVocabulary(db, groupId);
}

/** Listings waiting for the operator, one row per group. */
export function pendingListings(db: Db) {
  return listGroupsByStatus(db, 'pending_review');
}
