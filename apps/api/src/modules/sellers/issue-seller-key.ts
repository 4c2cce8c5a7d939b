// The operator's seller key command (`npm run seller:key -- <command>`, docs/operations.md "Seller keys"): issue,
// rotate, revoke and list live keys, through the same service the seller portal will use. The old form
// `issue-seller-key.ts <sellerId> [--revoke-others]` still issues (and rotates).
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import type { Db } from '../../db/client.ts';
import { ensurePincodeDirectory } from '../geo/pincode-directory.loader.ts';
import { issueSellerKey, listSellerKeys, revokeSellerKey, rotateSellerKey } from './seller-keys.service.ts';

const USAGE = `Usage: npm run seller:key -- <command>
  issue <sellerId>           a new live key (printed once on stdout); the seller's other keys keep working
  rotate <sellerId>          a new live key, and every earlier key of the seller revoked
  revoke <keyPrefix|key>     revoke one key, by the prefix that list and issue print
  list <sellerId>            the seller's keys: prefix, kind, issued, revoked`;

type Command = (db: Db, arg: string, flags: string[]) => Promise<void>;

const issue: Command = async (db, sellerId, flags) => {
  const issued = await issueSellerKey(db, sellerId, { revokeOthers: flags.includes('--revoke-others') });
  // The only time the key is shown: stdout, for the operator to hand to the seller's portal; the rest on stderr.
  console.info(issued.key);
  console.error(`Issued ${issued.keyPrefix}… for ${sellerId}; revoked ${issued.revoked} earlier key(s).`);
};

const COMMANDS: Record<string, Command> = {
  issue,
  rotate: async (db, sellerId) => {
    const issued = await rotateSellerKey(db, sellerId);
    console.info(issued.key);
    console.error(`Issued ${issued.keyPrefix}… for ${sellerId}; revoked ${issued.revoked} earlier key(s).`);
  },
  revoke: async (db, prefix) => {
    const revoked = await revokeSellerKey(db, prefix);
    console.error(`Revoked ${revoked.keyPrefix}… of ${revoked.sellerId}.`);
  },
  list: async (db, sellerId) => {
    const keys = await listSellerKeys(db, sellerId);
    if (keys.length === 0) console.error(`${sellerId} has no keys.`);
    for (const k of keys) {
      const state = k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : 'in use';
      console.info(`${k.keyPrefix}…  ${k.kind}  issued ${k.createdAt.toISOString()}  ${state}`);
    }
  },
};

async function main(args: string[]): Promise<void> {
  const words = args.filter((a) => !a.startsWith('--'));
  const flags = args.filter((a) => a.startsWith('--'));
  // The old form had no command word: `<sellerId> [--revoke-others]`.
  const [name, arg] = words[0] && words[0] in COMMANDS ? words : ['issue', words[0]];
  const command = name ? COMMANDS[name] : undefined;
  if (!command || !arg || flags.includes('--help')) throw new Error(USAGE);
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    embedded: config.embeddedDatabase,
  });
  try {
    await runMigrations(database);
    // As a start would: a database this command is the first to open is left as the server expects it.
    await ensurePincodeDirectory(database);
    await command(database.db, arg, flags);
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
