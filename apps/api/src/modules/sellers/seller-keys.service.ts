// Issuing, rotating, revoking and listing seller API keys: used by the operator's command (issue-seller-key.ts)
// today and by the seller portal's routes later. A key is random, shown once (the answer of issue/rotate) and
// stored only as its SHA-256.
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { newLiveSellerKey, sellerKeyPrefix, sellerKeyRow } from './seller-keys.ts';
import {
  activeKeysByPrefix,
  insertSellerKey,
  listSellerKeys as selectSellerKeys,
  revokeSellerKeyById,
  revokeSellerKeys,
} from './seller-keys.repository.ts';
import { sellerExists } from './sellers.repository.ts';

export interface IssuedKey {
  /** The key itself: shown this once, stored nowhere. */
  key: string;
  keyPrefix: string;
  /** How many earlier keys of the seller were revoked with it (rotation). */
  revoked: number;
}

async function requireSeller(db: Db, sellerId: string): Promise<void> {
  if (!(await sellerExists(db, sellerId)))
    throw new AppError({ status: 404, code: 'SELLER_NOT_FOUND', message: `No seller ${sellerId}` });
}

/** A new live key; with revokeOthers, the seller's earlier keys stop working in the same transaction. */
export async function issueSellerKey(
  db: Db,
  sellerId: string,
  { revokeOthers = false }: { revokeOthers?: boolean } = {},
): Promise<IssuedKey> {
  await requireSeller(db, sellerId);
  const key = newLiveSellerKey();
  const row = sellerKeyRow(sellerId, key);
  const revoked = await db.transaction(async (tx) => {
    const count = revokeOthers ? await revokeSellerKeys(tx, sellerId) : 0;
    await insertSellerKey(tx, row);
    return count;
  });
  return { key, keyPrefix: row.keyPrefix, revoked };
}

/** Rotation: a new key, and every earlier key of the seller revoked at once (a leaked key, a staff change). */
export function rotateSellerKey(db: Db, sellerId: string): Promise<IssuedKey> {
  return issueSellerKey(db, sellerId, { revokeOthers: true });
}

/**
 * Revokes the one key in use with this prefix (as `list` and `issue` print it; a whole key works too, so a leaked
 * key can be pasted as it is). sellerId limits it to that seller's keys, as the portal will. Two keys sharing a
 * prefix (8 random characters of a live key: very unlikely) are refused rather than both revoked.
 */
export async function revokeSellerKey(
  db: Db,
  prefixOrKey: string,
  { sellerId }: { sellerId?: string } = {},
): Promise<{ keyPrefix: string; sellerId: string }> {
  const keyPrefix = sellerKeyPrefix(prefixOrKey.trim());
  const matches = await activeKeysByPrefix(db, keyPrefix, sellerId);
  const [match] = matches;
  if (!match)
    throw new AppError({
      status: 404,
      code: 'SELLER_KEY_NOT_FOUND',
      message: `No seller API key in use starts ${keyPrefix}`,
    });
  if (matches.length > 1) {
    throw new AppError({
      status: 409,
      code: 'SELLER_KEY_AMBIGUOUS',
      message: `${matches.length} keys in use start ${keyPrefix}; rotate instead`,
    });
  }
  await revokeSellerKeyById(db, match.id);
  return { keyPrefix: match.keyPrefix, sellerId: match.sellerId };
}

/** The seller's keys, newest first, as prefixes: a key itself cannot be shown again. */
export async function listSellerKeys(db: Db, sellerId: string) {
  await requireSeller(db, sellerId);
  return selectSellerKeys(db, sellerId);
}
