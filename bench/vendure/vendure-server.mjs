// Vendure's shop API for the side-by-side benchmark (bench/vendure-side-by-side.mjs), run as its own process from
// the npm install that bench/vendure/install.mjs made (VENDURE_DIR): core's bootstrap() on PostgreSQL with the
// DefaultSearchPlugin, as Vendure's getting-started project configures it, minus the asset server and the admin UI.
//
//   VENDURE_SEED=<catalogue.json>  create the schema (synchronize, a throw-away database), populate India, the GST
//                                  rates and the INR channel, import the products, add one collection per category,
//                                  build the search index, print one JSON line of counts and exit
//   (no VENDURE_SEED)              serve the shop API on VENDURE_PORT with the logger at errors only, print "ready"
//
// VENDURE_DB_URL names the PostgreSQL database (postgres://user@host:port/name).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const dir = process.env.VENDURE_DIR;
if (!dir) throw new Error('VENDURE_DIR: the folder @vendure/core was installed into');
// Loaded from the pinned install, never from this repository's node_modules.
const require = createRequire(path.join(dir, 'package.json'));
const vendure = require('@vendure/core');
const {
  bootstrap,
  ChannelService,
  ConfigService,
  CurrencyCode,
  DefaultLogger,
  DefaultSearchPlugin,
  Importer,
  JobQueueService,
  LanguageCode,
  LogLevel,
  Populator,
  RequestContextService,
  SearchService,
  TransactionalConnection,
} = vendure;

const seedFile = process.env.VENDURE_SEED;
const db = new URL(process.env.VENDURE_DB_URL ?? 'postgres://postgres@127.0.0.1:5432/haat_bench_vendure');

const app = await bootstrap({
  apiOptions: {
    hostname: '127.0.0.1',
    port: Number(process.env.VENDURE_PORT ?? 3000),
    shopApiPlayground: false,
    adminApiPlayground: false,
    shopApiDebug: false,
    adminApiDebug: false,
    introspection: false,
  },
  authOptions: {
    tokenMethod: ['bearer', 'cookie'],
    cookieOptions: { secret: randomBytes(16).toString('hex') },
  },
  dbConnectionOptions: {
    type: 'postgres',
    host: db.hostname,
    port: Number(db.port || 5432),
    username: decodeURIComponent(db.username || 'postgres'),
    password: decodeURIComponent(db.password),
    database: db.pathname.slice(1),
    // A throw-away database: the seeding run creates the schema, the serving run finds it made.
    synchronize: Boolean(seedFile),
    logging: false,
  },
  logger: new DefaultLogger({ level: seedFile ? LogLevel.Warn : LogLevel.Error }),
  plugins: [DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true })],
});

// Core's default queue: in memory, in this process (InMemoryJobQueueStrategy), inspectable for the seeding run.
const jobs = app.get(ConfigService).jobQueueOptions.jobQueueStrategy;

if (!seedFile) {
  console.log('ready');
} else {
  await seed(JSON.parse(fs.readFileSync(seedFile, 'utf8')));
  await app.close();
  process.exit(0);
}

/** The jobs the in-memory queue still holds unfinished (collection filters, the search index). */
async function settleJobs() {
  for (;;) {
    const { items } = await jobs.findMany({ take: 10_000 });
    const open = items.filter((j) => !['COMPLETED', 'FAILED', 'CANCELLED'].includes(j.state));
    const failed = items.filter((j) => j.state === 'FAILED');
    if (failed.length) throw new Error(`Vendure job failed: ${failed[0].queueName}: ${failed[0].error}`);
    if (!open.length) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function seed({ taxRates, products, collections }) {
  const started = performance.now();
  const step = (what) =>
    console.error(`vendure seed: ${what} (${Math.round((performance.now() - started) / 1000)} s)`);
  await app.get(JobQueueService).start();
  const initialData = {
    defaultLanguage: LanguageCode.en,
    defaultZone: 'India',
    countries: [{ name: 'India', code: 'IN', zone: 'India' }],
    taxRates,
    shippingMethods: [{ name: 'Standard delivery', price: 4000 }],
    paymentMethods: [],
    collections,
  };
  const populator = app.get(Populator);
  await populator.populateInitialData(initialData);
  // Prices in paise, shelf prices including GST, as Indian shops quote them.
  const channels = app.get(ChannelService);
  const channel = await channels.getDefaultChannel();
  const ctx = await app.get(RequestContextService).create({
    apiType: 'admin',
    languageCode: LanguageCode.en,
    channelOrToken: channel,
  });
  await channels.update(ctx, {
    id: channel.id,
    defaultCurrencyCode: CurrencyCode.INR,
    availableCurrencyCodes: [CurrencyCode.INR],
    pricesIncludeTax: true,
  });
  const rows = products.map((p) => ({
    product: {
      assetPaths: [],
      optionGroups: p.optionGroups.map((g) => ({
        code: undefined,
        translations: [{ languageCode: LanguageCode.en, name: g.name, values: g.values }],
      })),
      facets: p.facets.map(([facet, value]) => ({
        translations: [{ languageCode: LanguageCode.en, facet, value }],
      })),
      translations: [
        {
          languageCode: LanguageCode.en,
          name: p.name,
          slug: p.slug,
          description: p.description,
          customFields: {},
        },
      ],
    },
    variants: p.variants.map((v) => ({
      sku: v.sku,
      price: v.price,
      taxCategory: v.taxCategory,
      stockOnHand: v.stock,
      trackInventory: 'INHERIT',
      assetPaths: [],
      facets: [],
      translations: [{ languageCode: LanguageCode.en, optionValues: v.optionValues, customFields: {} }],
    })),
  }));
  const importCtx = await app.get(RequestContextService).create({
    apiType: 'admin',
    languageCode: LanguageCode.en,
    channelOrToken: await channels.getDefaultChannel(),
  });
  const errors = await app.get(Importer).importProducts(importCtx, rows, () => {});
  if (errors.length) throw new Error(`Vendure import: ${errors.slice(0, 5).join('; ')}`);
  step(`${rows.length} products imported`);
  await populator.populateCollections(initialData);
  await settleJobs();
  step('collections filled, index built');
  // populateCollections starts the index while the collections' filter jobs may still run; the plugin then updates
  // the variants they touch. Once more only if some variant still has no collection in the index.
  const [{ n }] = await app
    .get(TransactionalConnection)
    .rawConnection.query(`select count(*)::int as n from search_index_item where "collectionIds" = ''`);
  if (n) {
    step(`${n} variants indexed without their collection: indexing again`);
    await app.get(SearchService).reindex(importCtx);
    await settleJobs();
  }
  console.log(JSON.stringify({ products: rows.length, variants: rows.flatMap((r) => r.variants).length }));
}
