// Issues a production seller API key (random, shown once, only its hash stored), optionally revoking the seller's
// other keys in the same transaction. The seed gives dev keys only outside production; this is how a live
// seller portal gets one: `npx tsx apps/api/src/modules/sellers/issue-seller-key.ts sel_001 [--revoke-others]`.
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { ensurePincodeDirectory } from '../geo/pincode-directory.loader.ts';
import { newLiveSellerKey, sellerKeyRow } from './seller-keys.ts';
import { insertSellerKey, revokeSellerKeys, sellerExists } from './sellers.repository.ts';

export interface IssuedKey {
  key: string;
  keyPrefix: string;
  revoked: number;
}

export async function issueSellerKey(
  db: Db,
  sellerId: string,
  { revokeOthers = false }: { revokeOthers?: boolean } = {},
): Promise<IssuedKey> {
  if (!(await sellerExists(db, sellerId))) throw new Error(`No seller ${sellerId}`);
  const key = newLiveSellerKey();
  const row = sellerKeyRow(sellerId, key);
  const revoked = await db.transaction(async (tx) => {
    const count = revokeOthers ? await revokeSellerKeys(tx, sellerId) : 0;
    await insertSellerKey(tx, row);
    return count;
  });
  return { key, keyPrefix: row.keyPrefix, revoked };
}

async function main(args: string[]): Promise<void> {
  const sellerId = args.find((a) => !a.startsWith('--'));
  if (!sellerId) throw new Error('Usage: issue-seller-key.ts <sellerId> [--revoke-others]');
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    await ensurePincodeDirectory(database);
    const issued = await issueSellerKey(database.db, sellerId, {
      revokeOthers: args.includes('--revoke-others'),
    });
    // The only time the key is shown: stdout, for the operator to hand to the seller's portal.
    console.info(issued.key);
    console.error(`Issued ${issued.keyPrefix}… for ${sellerId}; revoked ${issued.revoked} earlier key(s).`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
