// The operator's review command until the operator console lands (`npm run seller:review -- <command>`,
// docs/operations.md#seller-review): sellers and listings waiting, approve one, or reject one with a reason.
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { ensurePincodeDirectory } from '../geo/pincode-directory.loader.ts';
import { pendingListings, reviewListing } from './seller-listings.service.ts';
import { pendingSellers, reviewSeller } from './seller-review.service.ts';

const USAGE = `Usage: npm run seller:review -- <command>
  pending                              sellers waiting for review: id, business, GSTIN, city, e-mail
  approve <sellerId>                   approve: the seller can list products and issue API keys
  reject <sellerId> --reason "<text>"  reject, with the reason the seller reads in Seller Central
  listings                             listings waiting for review: group id, seller, name
  approve-listing <groupId>            publish the listing's variants on the storefront at once
  reject-listing <groupId> --reason "<text>"   back to the seller with the reason`;

async function main(args: string[]): Promise<void> {
  const [command, sellerId] = args;
  const reasonAt = args.indexOf('--reason');
  const reason = reasonAt >= 0 ? (args[reasonAt + 1] ?? '') : '';
  const withId = ['approve', 'reject', 'approve-listing', 'reject-listing'];
  const known =
    command === 'pending' ||
    command === 'listings' ||
    (command !== undefined && withId.includes(command) && sellerId !== undefined);
  if (!known || args.includes('--help')) throw new Error(USAGE);
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    embedded: config.embeddedDatabase,
  });
  try {
    await runMigrations(database);
    await ensurePincodeDirectory(database);
    if (command === 'pending') {
      const rows = await pendingSellers(database.db);
      if (rows.length === 0) console.error('No seller is waiting for review.');
      for (const r of rows)
        console.info(
          `${r.id}  ${r.legalName}  ${r.gstin}  ${r.city}  ${r.email ?? ''}  ${r.createdAt.toISOString()}`,
        );
    } else if (command === 'listings') {
      const rows = await pendingListings(database.db);
      if (rows.length === 0) console.error('No listing is waiting for review.');
      for (const r of rows)
        console.info(`${r.groupId}  ${r.sellerId}  ${r.name}  ${r.updatedAt.toISOString()}`);
    } else if (command === 'approve-listing') {
      await reviewListing(database.db, sellerId ?? '', { approve: true });
      console.error(`Approved listing ${sellerId}: it is on the storefront.`);
    } else if (command === 'reject-listing') {
      await reviewListing(database.db, sellerId ?? '', { approve: false, reason });
      console.error(`Rejected listing ${sellerId}: ${reason}`);
    } else if (command === 'approve') {
      await reviewSeller(database.db, sellerId ?? '', { approve: true });
      console.error(`Approved ${sellerId}.`);
    } else {
      await reviewSeller(database.db, sellerId ?? '', { approve: false, reason });
      console.error(`Rejected ${sellerId}: ${reason}`);
    }
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
