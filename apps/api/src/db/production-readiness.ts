// Refuses a production start against a database that still holds development data (issue 22): seller keys anyone
// can derive from the source, and the demo customer whose password the README publishes.
import { ConfigError } from '../config.ts';
import { activeDevKeyPrefixes } from '../modules/sellers/seller-keys.repository.ts';
import type { Db } from './client.ts';
import { type DemoAccount, findDemoCustomers } from './seed/demo-customer.ts';

export const REMOVE_DEV_DATA_COMMAND = 'npm run db:remove-dev-data';

export interface DevData {
  /** Prefixes of the dev seller keys not revoked. */
  devKeyPrefixes: string[];
  demoCustomers: DemoAccount[];
}

export async function findDevData(db: Db): Promise<DevData> {
  return { devKeyPrefixes: await activeDevKeyPrefixes(db), demoCustomers: await findDemoCustomers(db) };
}

export function hasDevData(found: DevData): boolean {
  return found.devKeyPrefixes.length > 0 || found.demoCustomers.length > 0;
}

/** A ConfigError, so server.ts prints its lines as they are and exits 1, as for a bad variable. */
export class ProductionReadinessError extends ConfigError {
  constructor(readonly found: DevData) {
    const problems = describeDevData(found);
    super(problems);
    this.name = 'ProductionReadinessError';
    this.message = [
      'Haat will not start with NODE_ENV=production: the database holds development data.',
      ...problems.map((p) => `  - ${p}`),
      `Remove it with \`${REMOVE_DEV_DATA_COMMAND}\` (same DATABASE_URL or DATA_DIR as the server), then start`,
      'again; live seller keys: `npm run seller:key -- issue <sellerId>` (docs/operations.md, "Seller keys").',
    ].join('\n');
  }
}

function describeDevData({ devKeyPrefixes, demoCustomers }: DevData): string[] {
  const lines: string[] = [];
  if (devKeyPrefixes.length > 0) {
    const shown = devKeyPrefixes.slice(0, 5).map((p) => `${p}…`);
    const more = devKeyPrefixes.length - shown.length;
    lines.push(
      `${devKeyPrefixes.length} development seller API key(s) not revoked, derivable by anyone with the source: ` +
        `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
    );
  }
  for (const account of demoCustomers) {
    lines.push(`the demo customer account ${account.email}, whose password is published in the README`);
  }
  return lines;
}

/** Throws ProductionReadinessError in production when dev data is found; outside production it is expected. */
export async function assertProductionReady(
  db: Db,
  { isProduction }: { isProduction: boolean },
): Promise<void> {
  if (!isProduction) return;
  const found = await findDevData(db);
  if (hasDevData(found)) throw new ProductionReadinessError(found);
}
