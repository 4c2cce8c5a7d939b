// Seller API keys: how a key is made, hashed and shown. Only the SHA-256 of a key is stored; a dev key is derived
// from the seller id so the dev list (GET /api/dev/sellers) can show it again, a live key is random.
import { createHash, randomBytes } from 'node:crypto';

/** Keys look like Stripe's and Razorpay's: a product prefix, the mode, then the secret. */
const DEV_PREFIX = 'hsk_test_';
const LIVE_PREFIX = 'hsk_live_';
const DEV_SECRET_SALT = 'haat-dev-seller-key:';

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * The deterministic development key of a seller: `hsk_test_<sellerId>_<24 hex>`. Anyone who knows the seller id
 * can compute it, which is why the seed writes these only outside production.
 */
export function devSellerKey(sellerId: string): string {
  return `${DEV_PREFIX}${sellerId}_${sha256Hex(`${DEV_SECRET_SALT}${sellerId}`).slice(0, 24)}`;
}

/** A production key: 32 random bytes, shown once to whoever issues it. */
export function newLiveSellerKey(): string {
  return `${LIVE_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * What an operator may see of a key: up to the seller id and 4 characters of the secret for dev keys
 * ('hsk_test_sel_001_1a2b'), the mode and 8 characters for live keys. A fixed 12 characters would be
 * 'hsk_test_sel' for every seeded key and tell none apart.
 */
export function sellerKeyPrefix(key: string): string {
  const lastUnderscore = key.lastIndexOf('_');
  if (key.startsWith(DEV_PREFIX) && lastUnderscore > DEV_PREFIX.length) {
    return key.slice(0, lastUnderscore + 5);
  }
  return key.slice(0, LIVE_PREFIX.length + 8);
}

/** 'dev' for a key anyone can derive from the source (refused in production), 'live' for a random one. */
export function sellerKeyKind(key: string): 'dev' | 'live' {
  return key.startsWith(DEV_PREFIX) ? 'dev' : 'live';
}

/** The row to store for a key: its hash, prefix and kind, never the key. */
export function sellerKeyRow(sellerId: string, key: string) {
  return { sellerId, keyHash: sha256Hex(key), keyPrefix: sellerKeyPrefix(key), kind: sellerKeyKind(key) };
}
