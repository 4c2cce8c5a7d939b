// The options of the seed command line (cli.ts), parsed apart from it so they can be tested.

const USAGE = `Usage: npm run seed -- [--products <count>] [--reset]

  --products <count>  total listings to write (default: the real catalogue, about 3,100);
                      beyond the real catalogue, synthetic listings of the same models by other sellers
  --reset, --force    wipe an existing catalogue (and what refers to it: carts, orders, reviews) first

Writes to DATABASE_URL when set (PostgreSQL), else to DATA_DIR (PGlite, default ./data).`;

export interface SeedCliOptions {
  products: number | undefined;
  reset: boolean;
}

export function parseArgs(argv: readonly string[]): SeedCliOptions {
  const options: SeedCliOptions = { products: undefined, reset: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--reset' || arg === '--force') options.reset = true;
    else if (arg === '--products' || arg?.startsWith('--products=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : argv[++i];
      const count = Number(value?.replace(/[_,]/g, ''));
      if (!Number.isInteger(count) || count < 1)
        throw new Error(`--products needs a whole number, got ${value}`);
      options.products = count;
    } else if (arg === '--help' || arg === '-h') throw new Error(USAGE);
    else throw new Error(`Unknown option ${arg}\n\n${USAGE}`);
  }
  return options;
}
