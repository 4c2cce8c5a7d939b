// Seller API key rows (Drizzle only, no rules): looked up by hash, listed, issued and revoked. Keys are never stored,
// only their SHA-256, prefix and kind.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerApiKeys } from '../../db/schema/orders.ts';
import { sellers } from '../../db/schema/sellers.ts';

/** The seller of a key that is not revoked, with the key's kind (production refuses 'dev'). */
export async function findSellerByKeyHash(db: Db, keyHash: string) {
  const [row] = await db
    .select({
      id: sellers.id,
      displayName: sellers.displayName,
      city: sellers.city,
      state: sellers.state,
      keyKind: sellerApiKeys.kind,
    })
    .from(sellerApiKeys)
    .innerJoin(sellers, eq(sellers.id, sellerApiKeys.sellerId))
    .where(and(eq(sellerApiKeys.keyHash, keyHash), isNull(sellerApiKeys.revokedAt)))
    .limit(1);
  return row;
}

/** Hashes of the keys that still work, to tell which derivable dev keys were issued and not revoked. */
export async function activeKeyHashes(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ keyHash: sellerApiKeys.keyHash })
    .from(sellerApiKeys)
    .where(isNull(sellerApiKeys.revokedAt));
  return new Set(rows.map((r) => r.keyHash));
}

export async function insertSellerKey(db: Db, row: typeof sellerApiKeys.$inferInsert): Promise<void> {
  await db.insert(sellerApiKeys).values(row);
}

/** Revokes every key of the seller still in use; answers how many. */
export async function revokeSellerKeys(db: Db, sellerId: string): Promise<number> {
  const rows = await db
    .update(sellerApiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sellerApiKeys.sellerId, sellerId), isNull(sellerApiKeys.revokedAt)))
    .returning({ id: sellerApiKeys.id });
  return rows.length;
}

/** The keys in use with this prefix, of one seller when sellerId is given. */
export async function activeKeysByPrefix(db: Db, keyPrefix: string, sellerId?: string) {
  return db
    .select({ id: sellerApiKeys.id, sellerId: sellerApiKeys.sellerId, keyPrefix: sellerApiKeys.keyPrefix })
    .from(sellerApiKeys)
    .where(
      and(
        eq(sellerApiKeys.keyPrefix, keyPrefix),
        isNull(sellerApiKeys.revokedAt),
        sellerId === undefined ? undefined : eq(sellerApiKeys.sellerId, sellerId),
      ),
    );
}

export async function revokeSellerKeyById(db: Db, id: string): Promise<void> {
  await db
    .update(sellerApiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sellerApiKeys.id, id), isNull(sellerApiKeys.revokedAt)));
}

/** A seller's keys, newest first: what an operator or the seller sees (never a hash). */
export async function listSellerKeys(db: Db, sellerId: string) {
  return db
    .select({
      keyPrefix: sellerApiKeys.keyPrefix,
      kind: sellerApiKeys.kind,
      createdAt: sellerApiKeys.createdAt,
      revokedAt: sellerApiKeys.revokedAt,
    })
    .from(sellerApiKeys)
    .where(eq(sellerApiKeys.sellerId, sellerId))
    .orderBy(desc(sellerApiKeys.createdAt), asc(sellerApiKeys.keyPrefix));
}

/** Prefixes of the dev keys still in use, which a production store must not hold. */
export async function activeDevKeyPrefixes(db: Db): Promise<string[]> {
  const rows = await db
    .select({ keyPrefix: sellerApiKeys.keyPrefix })
    .from(sellerApiKeys)
    .where(and(eq(sellerApiKeys.kind, 'dev'), isNull(sellerApiKeys.revokedAt)))
    .orderBy(asc(sellerApiKeys.keyPrefix));
  return rows.map((r) => r.keyPrefix);
}

/** Revokes every dev key still in use; answers the prefixes revoked. */
export async function revokeDevKeys(db: Db): Promise<string[]> {
  const rows = await db
    .update(sellerApiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sellerApiKeys.kind, 'dev'), isNull(sellerApiKeys.revokedAt)))
    .returning({ keyPrefix: sellerApiKeys.keyPrefix });
  return rows.map((r) => r.keyPrefix).sort();
}
