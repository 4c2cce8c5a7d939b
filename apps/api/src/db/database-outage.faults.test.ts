// The store's database lost under load (issue 22 item 2): while shoppers browse, search, open product pages and
// use their carts, another connection drops the database (WITH FORCE), creates it empty (every table missing),
// migrates it (every table empty) and restores it from a copy. No answer may be a 500: each request that finds the
// database away answers 503 with Retry-After (HTML for pages, JSON for the API), and the store recovers by itself
// with every connection of its pool usable again. An error event nobody handles would fail the run (Vitest reports
// uncaught errors).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { rowsOf } from '../modules/catalog/sql-rows.ts';
import { ensurePincodeDirectory } from '../modules/geo/pincode-directory.loader.ts';
import { bearer, createCustomer, signIn, type TestCustomer } from '../modules/users/users.test-support.ts';
import { databaseUrl, seededPostgresTemplate } from '../testing/database-templates.ts';
import { openDatabase, type Database } from './client.ts';
import { runMigrations } from './migrate.ts';
import { seedIfEmpty } from './seed/seed.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const WORKERS = 12;
/** How long each state of the database lasts while the load runs. */
const PHASE_MS = 1_500;
const POOL_SIZE = 10;

interface Answer {
  phase: string;
  label: string;
  status: number;
  retryAfter: string | undefined;
  type: string;
  body: string | undefined;
}

describe.skipIf(!serverUrl)(
  'the database dropped, recreated and restored under load (runs when TEST_DATABASE_URL is set)',
  { timeout: 90_000 },
  () => {
    const run = `haat_fault_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const live = run;
    const backup = `${run}_backup`;
    let dist = '';
    let app: FastifyInstance;
    let database: Database;
    let productId = '';
    let token = '';
    let customer: TestCustomer;
    let phase = 'before';
    const escaped: string[] = [];

    const admin = async (statement: string) => {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };

    /** The seeded catalogue: the run's template when the API project's globalSetup made one, else built here. */
    async function seededSource(): Promise<string> {
      let template: string | undefined;
      try {
        template = inject('databaseTemplates')?.postgresTemplate;
      } catch {
        // run without the API project's globalSetup
      }
      if (template) return seededPostgresTemplate(serverUrl!, template, { demoCustomer: false });
      const name = `${run}_seeded`;
      await admin(`CREATE DATABASE ${name}`);
      const seeding = await openDatabase({ url: databaseUrl(serverUrl!, name), dataDir: '', poolSize: 2 });
      try {
        await runMigrations(seeding);
        await ensurePincodeDirectory(seeding);
        await seedIfEmpty(seeding.db, { demoCustomer: false });
      } finally {
        await seeding.close();
      }
      return name;
    }

    beforeAll(async () => {
      // A web build of one index.html: the server renders the store's pages into it (modules/seo).
      dist = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-fault-dist-'));
      fs.copyFileSync(new URL('../../../web/index.html', import.meta.url), path.join(dist, 'index.html'));
      // The backup is what the restore copies: the seeded catalogue plus one customer, who may sign in again.
      await admin(`CREATE DATABASE ${backup} TEMPLATE ${await seededSource()}`);
      const setup = await openDatabase({ url: databaseUrl(serverUrl!, backup), dataDir: '', poolSize: 2 });
      customer = await createCustomer(setup.db, { email: 'fault@example.in', password: 'Secret@123' });
      const [row] = await rowsOf<{ id: string }>(
        setup.db,
        sql`select id from products where is_published order by id limit 1`,
      );
      productId = row!.id;
      await setup.close();
      await admin(`CREATE DATABASE ${live} TEMPLATE ${backup}`);

      database = await openDatabase({ url: databaseUrl(serverUrl!, live), dataDir: '', poolSize: POOL_SIZE });
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED: 'false',
        WEB_DIST_DIR: dist,
        RATE_LIMIT_MAX: '1000000',
        AUTH_RATE_LIMIT_MAX: '1000000',
      });
      app = await buildApp({ config, database });
      // What each 500 was made of: the test prints them, so an escaping error names itself.
      const errors = new WeakMap<object, string>();
      app.addHook('onError', async (request, _reply, err) => {
        const code = (err as { code?: unknown }).code;
        const cause = (err as { cause?: { code?: unknown; message?: unknown } }).cause;
        errors.set(
          request,
          `${err.constructor.name} ${String(code)} ${err.message.slice(0, 60).replace(/\s+/g, ' ')}` +
            (cause ? ` ← ${String(cause.code)} ${String(cause.message).slice(0, 70)}` : ''),
        );
      });
      app.addHook('onResponse', async (request, reply) => {
        if (reply.statusCode < 500) return;
        const error = errors.get(request) ?? 'no error passed the error handler';
        escaped.push(
          `${reply.statusCode} ${phase}: ${request.method} ${request.url.split('?')[0]}: ${error}`,
        );
      });
      await app.ready();
      token = (await signIn(app, customer)).token;
    });

    afterAll(async () => {
      // Bounded, so the databases are dropped even when a pool that lost clients would never close.
      const bounded = (work: Promise<unknown> | undefined) => Promise.race([work, sleep(5_000)]);
      await bounded(app?.close());
      await bounded(database?.close());
      for (const name of [live, backup, `${run}_seeded`])
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      if (dist) fs.rmSync(dist, { recursive: true, force: true });
    });

    it('answers 503 with Retry-After, never 500, and recovers by itself', async () => {
      const requests: [string, InjectOptions][] = [
        ['products', { method: 'GET', url: '/api/products?page=1&limit=12' }],
        ['product', { method: 'GET', url: `/api/products/${productId}` }],
        ['featured', { method: 'GET', url: '/api/products/featured' }],
        ['related', { method: 'GET', url: `/api/products/${productId}/related` }],
        ['search', { method: 'GET', url: '/api/products/search?q=phone' }],
        ['suggestions', { method: 'GET', url: '/api/products/search/suggestions?q=sho' }],
        ['categories', { method: 'GET', url: '/api/categories' }],
        ['reviews', { method: 'GET', url: `/api/reviews/product/${productId}` }],
        ['pincode', { method: 'GET', url: '/api/pincode/110001' }],
        ['image', { method: 'GET', url: `/api/images/products/${productId}.svg` }],
        ['health', { method: 'GET', url: '/api/health' }],
        [
          'page /product',
          {
            method: 'GET',
            url: `/product/${productId}`,
            headers: { accept: 'text/html', 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
          },
        ],
        ['page /category', { method: 'GET', url: '/category/electronics', headers: { accept: 'text/html' } }],
        ['page /', { method: 'GET', url: '/', headers: { accept: 'text/html' } }],
        ['sitemap', { method: 'GET', url: '/sitemaps/products-1.xml' }],
        ['cart', { method: 'GET', url: '/api/users/cart', headers: bearer(token) }],
        [
          'cart add',
          {
            method: 'POST',
            url: '/api/users/cart',
            headers: bearer(token),
            payload: { productId, quantity: 1 },
          },
        ],
        [
          'login',
          {
            method: 'POST',
            url: '/api/users/login',
            payload: { email: 'nobody@example.in', password: 'Wrong@123' },
          },
        ],
      ];
      const answers: Answer[] = [];
      let stop = false;
      let next = 0;
      const worker = async () => {
        while (!stop) {
          const [label, options] = requests[next++ % requests.length]!;
          const started = phase;
          const res = await app.inject(options);
          const retryAfter = res.headers['retry-after'];
          answers.push({
            phase: started,
            label,
            status: res.statusCode,
            retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
            type: String(res.headers['content-type'] ?? ''),
            body: res.statusCode === 503 && label === 'page /product' ? res.body : undefined,
          });
        }
      };
      const load = Promise.all(Array.from({ length: WORKERS }, worker));

      await sleep(PHASE_MS);
      phase = 'dropped';
      await admin(`DROP DATABASE ${live} WITH (FORCE)`);
      await sleep(PHASE_MS);
      phase = 'empty';
      await admin(`CREATE DATABASE ${live}`);
      await sleep(PHASE_MS);
      phase = 'migrated';
      const migrating = await openDatabase({ url: databaseUrl(serverUrl!, live), dataDir: '', poolSize: 2 });
      await runMigrations(migrating);
      await migrating.close();
      await sleep(PHASE_MS);
      phase = 'restoring';
      await admin(`DROP DATABASE ${live} WITH (FORCE)`);
      await admin(`CREATE DATABASE ${live} TEMPLATE ${backup}`);
      phase = 'restored';
      await sleep(PHASE_MS);
      phase = 'after';
      await sleep(PHASE_MS);
      stop = true;
      await load;

      const histogram: Record<string, Record<number, number>> = {};
      for (const answer of answers) {
        const row = (histogram[answer.phase] ??= {});
        row[answer.status] = (row[answer.status] ?? 0) + 1;
      }
      const failures = answers.filter((a) => a.status >= 500);
      const errors500 = answers.filter((a) => a.status === 500);
      const byLabel: Record<string, number> = {};
      for (const a of errors500) byLabel[a.label] = (byLabel[a.label] ?? 0) + 1;
      const causes = [...new Set(escaped.filter((e) => e.startsWith('500')))].slice(0, 20);
      console.info(
        `database outage: ${answers.length} answers, ${errors500.length} of them 500 (status by the phase a request began in)\n` +
          Object.entries(histogram)
            .map(([p, row]) => `  ${p.padEnd(9)} ${JSON.stringify(row)}`)
            .join('\n') +
          (errors500.length
            ? `\n  500 by request: ${JSON.stringify(byLabel)}\n  ${causes.join('\n  ')}`
            : ''),
      );

      expect(errors500.length).toBe(0);
      expect(failures.filter((a) => a.status !== 503 || a.retryAfter !== '5')).toEqual([]);
      expect(failures.length).toBeGreaterThan(100);
      const pages = failures.filter((a) => a.label.startsWith('page '));
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.filter((a) => !a.type.startsWith('text/html'))).toEqual([]);
      expect(answers.find((a) => a.body)?.body).toContain('स्टोर कुछ देर के लिए उपलब्ध नहीं है');
      // Recovered by itself: after the restore nothing fails (the old session is not in the copy: 401 is right).
      expect(answers.filter((a) => a.phase === 'after' && a.status >= 500)).toEqual([]);
      const after = (label: string) => answers.filter((a) => a.phase === 'after' && a.label === label);
      expect(after('product').map((a) => a.status)).toContain(200);
      expect(after('page /product').map((a) => a.status)).toContain(200);
    });

    it('has every connection of its pool usable again, none lost or poisoned', async () => {
      // POOL_SIZE transactions at once, each waiting until all are open: only a pool that has all its clients, each
      // on a live connection, gets there; a client leaked or left broken by the outage would hold it short.
      let inside = 0;
      let allInside!: () => void;
      const everyoneIn = new Promise<void>((resolve) => (allInside = resolve));
      const transactions = Array.from({ length: POOL_SIZE }, () =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          if (++inside === POOL_SIZE) allInside();
          await everyoneIn;
        }),
      );
      await Promise.race([
        Promise.all(transactions),
        sleep(5_000).then(() =>
          Promise.reject(new Error(`only ${inside} of ${POOL_SIZE} connections answered`)),
        ),
      ]);
      // And the store works for a shopper again: sign-in, then the cart behind it.
      const { token: fresh } = await signIn(app, customer);
      const cart = await app.inject({ method: 'GET', url: '/api/users/cart', headers: bearer(fresh) });
      expect(cart.statusCode).toBe(200);
    });
  },
);
