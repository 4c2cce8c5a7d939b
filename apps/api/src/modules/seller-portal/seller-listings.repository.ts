// SQL of Seller Central's listings: a seller's product groups (products rows sharing variant_group), written and
// read by the seller, and the operator's review of them.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';

export type NewProductRow = typeof products.$inferInsert;

const listingColumns = {
  id: products.id,
  sellerId: products.sellerId,
  variantGroup: products.variantGroup,
  name: products.name,
  brand: products.brand,
  category: products.category,
  subcategory: products.subcategory,
  subSubcategory: products.subSubcategory,
  description: products.description,
  bulletPoints: products.bulletPoints,
  specifications: products.specifications,
  hsnCode: products.hsnCode,
  gstPercentage: products.gstPercentage,
  shippingWeightGrams: products.shippingWeightGrams,
  shippingDimensions: products.shippingDimensions,
  returnWindowDays: products.returnWindowDays,
  variantOptions: products.variantOptions,
  variantName: products.variantName,
  sku: products.sku,
  mrpPaise: products.mrpPaise,
  sellingPricePaise: products.sellingPricePaise,
  stock: products.stock,
  images: products.images,
  listingStatus: products.listingStatus,
  listingNote: products.listingNote,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};
export type ListingRow = Awaited<ReturnType<typeof selectSellerListingRows>>[number];

/** The seller's listings, newest group first, variants in the order they were written. */
export function selectSellerListingRows(db: Db, sellerId: string, groupId?: string) {
  return db
    .select(listingColumns)
    .from(products)
    .where(
      and(
        eq(products.sellerId, sellerId),
        groupId === undefined ? undefined : eq(products.variantGroup, groupId),
      ),
    )
    .orderBy(desc(products.createdAt), asc(products.sku));
}

export async function skusTaken(db: Db, skus: string[], exceptIds: string[]): Promise<string[]> {
  if (skus.length === 0) return [];
  const rows = await db
    .select({ sku: products.sku, id: products.id })
    .from(products)
    .where(
      inArray(
        sql`upper(${products.sku})`,
        skus.map((s) => s.toUpperCase()),
      ),
    );
  return rows.filter((r) => !exceptIds.includes(r.id)).map((r) => r.sku);
}

export async function insertProductRows(tx: Db, rows: NewProductRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(products).values(rows);
}

export async function updateProductRow(tx: Db, id: string, sellerId: string, set: Partial<NewProductRow>) {
  await tx
    .update(products)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), eq(products.sellerId, sellerId)));
}

/** Removes variants dropped from a draft; a variant ever ordered cannot go (the order's foreign key refuses). */
export async function deleteProductRows(tx: Db, ids: string[], sellerId: string): Promise<void> {
  if (ids.length > 0)
    await tx.delete(products).where(and(inArray(products.id, ids), eq(products.sellerId, sellerId)));
}

export async function setGroupStatus(
  db: Db,
  groupId: string,
  sellerId: string | undefined,
  status: 'draft' | 'pending_review' | 'approved' | 'rejected',
  note: string | null,
): Promise<number> {
  const rows = await db
    .update(products)
    .set({
      listingStatus: status,
      listingNote: note,
      isPublished: status === 'approved',
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(products.variantGroup, groupId),
        sellerId === undefined ? undefined : eq(products.sellerId, sellerId),
      ),
    )
    .returning({ id: products.id });
  return rows.length;
}

/** One variant of the seller's, for a price or stock change in place. */
export async function findSellerVariant(db: Db, id: string, sellerId: string) {
  const [row] = await db
    .select({ id: products.id, mrpPaise: products.mrpPaise, sellingPricePaise: products.sellingPricePaise })
    .from(products)
    .where(and(eq(products.id, id), eq(products.sellerId, sellerId)));
  return row;
}

export async function listGroupsByStatus(db: Db, status: 'pending_review') {
  return db
    .selectDistinctOn([products.variantGroup], {
      groupId: products.variantGroup,
      sellerId: products.sellerId,
      name: products.name,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(eq(products.listingStatus, status))
    .orderBy(products.variantGroup);
}

/**
 * A listing just published adds its words to the vocabulary typo correction knows
 * (modules/catalog/search/search-vocabulary.job.ts rebuilds it every 10 minutes): without them a search for its new brand
 * or name would be "corrected" to other words and miss it until the next rebuild.
 */
export async function addGroupWordsToVocabulary(db: Db, groupId: string): Promise<void> {
  await db.execute(sql`
    insert into search_vocabulary (word, products)
    select word, ndoc from ts_stat(
      'select ts_filter(search_document, ''{a,b}'') from products where is_published and variant_group = '
        || quote_literal(${groupId}::text))
    where char_length(word) between 3 and 40 and word !~ '^[0-9]+$'
    on conflict (word) do update set products = search_vocabulary.products + excluded.products`);
}

export async function findVariantPictures(db: Db, id: string, sellerId: string) {
  const [row] = await db
    .select({ images: products.images, name: products.name, variantName: products.variantName })
    .from(products)
    .where(and(eq(products.id, id), eq(products.sellerId, sellerId)));
  return row;
}

export async function setVariantPictures(
  db: Db,
  id: string,
  sellerId: string,
  images: (typeof products.$inferSelect)['images'],
): Promise<void> {
  await db
    .update(products)
    .set({ images, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), eq(products.sellerId, sellerId)));
}
