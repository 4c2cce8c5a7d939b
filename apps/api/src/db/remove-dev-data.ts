// `npm run db:remove-dev-data`: makes a database seeded outside production fit for NODE_ENV=production (issue 22).
// Revokes the dev seller keys (revoked, not deleted: the seed never re-adds a revoked key, and the rows stay as a
// record) and removes the demo customer (deleted, or anonymised when orders refer to it). Idempotent.
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { revokeDevKeys } from '../modules/sellers/seller-keys.repository.ts';
import type { Db } from './client.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { findDemoCustomers, removeDemoCustomer } from './seed/demo-customer.ts';

export interface RemovedDevData {
  revokedKeyPrefixes: string[];
  demoCustomers: { email: string; outcome: 'deleted' | 'anonymised' }[];
}

export async function removeDevData(db: Db): Promise<RemovedDevData> {
  const revokedKeyPrefixes = await revokeDevKeys(db);
  const demoCustomers: RemovedDevData['demoCustomers'] = [];
  for (const account of await findDemoCustomers(db)) {
    demoCustomers.push({ email: account.email, outcome: await removeDemoCustomer(db, account.id) });
  }
  return { revokedKeyPrefixes, demoCustomers };
}

export function describeRemoval({ revokedKeyPrefixes, demoCustomers }: RemovedDevData): string[] {
  const lines = [`Revoked ${revokedKeyPrefixes.length} development seller API key(s).`];
  for (const prefix of revokedKeyPrefixes) lines.push(`  ${prefix}…`);
  if (demoCustomers.length === 0) lines.push('No demo customer account.');
  for (const { email, outcome } of demoCustomers) {
    lines.push(
      outcome === 'deleted'
        ? `Deleted the demo customer account ${email}.`
        : `Anonymised the demo customer account ${email} (orders refer to it); nobody can sign in to it.`,
    );
  }
  return lines;
}

async function main(): Promise<void> {
  // Outside production too: an operator may clean a copy before pointing a production server at it.
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    embedded: config.embeddedDatabase,
  });
  try {
    // The kind column (migration 0014) must exist before dev keys can be told apart.
    await runMigrations(database);
    for (const line of describeRemoval(await removeDevData(database.db))) console.info(line);
    if (!config.isProduction) {
      console.info(
        'Note: a start without NODE_ENV=production adds the demo customer again (dev keys stay revoked).',
      );
    }
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
