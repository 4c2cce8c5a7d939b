// `npm run operator:create -- --email <e-mail> --name "<name>"` (docs/operations.md#operators): makes an operator
// account. The password is read from OPERATOR_PASSWORD or asked for on the terminal, never taken from the command
// line (shell history); the TOTP secret and its otpauth:// URI are printed once, for the operator's authenticator app.
// No operator exists until someone runs this: there is no default operator, in production or anywhere.
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { createOperator, MIN_OPERATOR_PASSWORD } from './operator-auth.ts';

const USAGE = `Usage: npm run operator:create -- --email <e-mail> --name "<full name>"
  The password comes from OPERATOR_PASSWORD, or is asked for (at least ${MIN_OPERATOR_PASSWORD} characters).
  Prints the TOTP secret and otpauth:// URI to add to an authenticator app; sign-in needs both.`;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('Set OPERATOR_PASSWORD: there is no terminal to ask on.');
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  // Typed characters are not echoed.
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  process.stderr.write('Password: ');
  const password = await rl.question('');
  rl.close();
  process.stderr.write('\n');
  return password;
}

async function main(args: string[]): Promise<void> {
  const email = option(args, '--email');
  const name = option(args, '--name');
  if (!email || !name || args.includes('--help')) throw new Error(USAGE);
  const password = process.env.OPERATOR_PASSWORD || (await askPassword());
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    embedded: config.embeddedDatabase,
  });
  try {
    await runMigrations(database);
    const made = await createOperator(database.db, { email, name, password });
    console.error(`Operator ${email} created (${made.id}).`);
    console.error(
      'Add this secret to an authenticator app (or open the URI as a QR code); it is shown only now:',
    );
    console.info(`TOTP secret: ${made.secret}`);
    console.info(`otpauth URI: ${made.uri}`);
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
