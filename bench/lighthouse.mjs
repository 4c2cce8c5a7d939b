// Lighthouse (default mobile preset: emulated mid-range phone, simulated slow 4G and 4× CPU slowdown) on the
// built store: a seeded product page and the home page, several runs each, the median printed. Expects
// `npm run build`; starts apps/api/dist/server.js on a free port with a temporary DATA_DIR (embedded PGlite,
// seeded) and removes it afterwards. Prints to stdout and writes no file.
//   node lighthouse.mjs [--runs N] [--page product|home|both] [--details]
// --details prints the LCP element and its phases, layout shifts, render-blocking requests, unused JS, script
// boot-up and the first requests of each page's last run: why a figure is what it is. Each run also prints the
// load average and Lighthouse's benchmark index: simulated throttling multiplies the CPU time it observes, so a
// busy machine (other builds or tests) inflates TBT and LCP, and such runs are not comparable.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../scripts/free-port.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    details: { type: 'boolean', default: false },
    page: { type: 'string', default: 'both' },
  },
});
const runs = Math.max(1, Number.parseInt(args.runs, 10) || 3);
const root = path.resolve(import.meta.dirname, '..');
const serverJs = path.join(root, 'apps/api/dist/server.js');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

for (const [file, hint] of [
  [serverJs, 'run `npm run build` first'],
  [path.join(root, 'apps/web/dist/index.html'), 'run `npm run build` first'],
  [chromePath, 'install chromium or set CHROMIUM_PATH'],
]) {
  if (!fs.existsSync(file)) {
    console.error(`lighthouse: ${file} is missing: ${hint}`);
    process.exit(1);
  }
}

async function waitForHealth(server, baseUrl, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The figures of one run: category scores out of 100, times in ms, CLS unitless. */
function figures(lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
  };
}

const ms = (v) => `${Math.round(v)} ms`.padStart(8);
const line = (label, f) =>
  `${label.padEnd(8)} perf ${String(f.performance).padStart(3)}  FCP ${ms(f.fcp)}  LCP ${ms(f.lcp)}  ` +
  `TBT ${ms(f.tbt)}  CLS ${f.cls.toFixed(3)}  SI ${ms(f.si)}  ` +
  `| a11y ${f.accessibility}  best-practices ${f.bestPractices}  seo ${f.seo}`;

/** Why the figures are what they are, from the audits Lighthouse already ran. */
function printDetails(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const lcpElement = items('largest-contentful-paint-element')[0]?.items?.[0]?.node;
  if (lcpElement) console.log(`  LCP element: ${lcpElement.snippet} (${lcpElement.nodeLabel ?? ''})`);
  for (const phase of items('largest-contentful-paint-element')[1]?.items ?? [])
    console.log(`    ${phase.phase}: ${Math.round(phase.timing)} ms`);
  for (const shift of items('layout-shifts'))
    console.log(`  layout shift ${shift.score?.toFixed(4)}: ${shift.node?.snippet ?? '(unattributed)'}`);
  for (const request of items('render-blocking-resources'))
    console.log(`  render-blocking: ${request.url} (${Math.round(request.wastedMs ?? 0)} ms)`);
  for (const script of items('unused-javascript'))
    console.log(
      `  unused JS: ${script.url} ${Math.round(script.wastedBytes / 1024)} of ${Math.round(script.totalBytes / 1024)} KB`,
    );
  for (const script of items('bootup-time').slice(0, 6))
    console.log(
      `  boot-up: ${script.url.replace(/^https?:\/\/[^/]+/, '')} script ${Math.round(script.scripting)} ms, ` +
        `parse ${Math.round(script.scriptParseCompile)} ms`,
    );
  for (const task of items('long-tasks').slice(0, 8))
    console.log(
      `  long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms (${task.url})`,
    );
  for (const request of items('network-requests')
    .filter((r) => r.resourceType !== 'Image')
    .slice(0, 20))
    console.log(
      `  request: ${request.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(request.transferSize / 1024)} KB ` +
        `${Math.round(request.networkRequestTime)}–${Math.round(request.networkEndTime)} ms`,
    );
}

/**
 * One Lighthouse run. A run whose trace recording failed (NO_NAVSTART, protocol timeouts: seen on a busy
 * machine) is repeated once rather than ending the benchmark.
 */
async function audit(chromePort, url) {
  for (let attempt = 1; ; attempt += 1) {
    let failure;
    try {
      const result = await lighthouse(url, {
        port: chromePort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (result && !result.lhr.runtimeError) return result;
      failure = result ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` : 'no result';
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (attempt >= 2) throw new Error(`${url}: ${failure}`);
    console.log(`  (run failed, ${failure}; repeating it)`);
  }
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-lighthouse-'));
const server = spawn(process.execPath, [serverJs], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let chrome;
let code = 1;
try {
  await waitForHealth(server, baseUrl);
  const listing = await (await fetch(`${baseUrl}/api/products?limit=1`)).json();
  const productId = listing.products?.[0]?.id;
  if (!productId) throw new Error('the seeded catalogue has no product');
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  console.log(`mobile preset, ${runs} run(s) per page, ${os.cpus().length} cores, ${baseUrl}`);
  const pages = { product: `/product/${encodeURIComponent(productId)}`, home: '/' };
  const chosen = args.page === 'both' ? Object.values(pages) : [pages[args.page]];
  if (!chosen[0]) throw new Error(`--page must be product, home or both`);
  for (const pagePath of chosen) {
    console.log(`\n${pagePath}`);
    const results = [];
    let lastLhr;
    for (let run = 1; run <= runs; run += 1) {
      const result = await audit(chrome.port, `${baseUrl}${pagePath}`);
      lastLhr = result.lhr;
      results.push(figures(result.lhr));
      console.log(
        line(`run ${run}`, results.at(-1)),
        `| load ${os.loadavg()[0].toFixed(1)}, benchmark index ${Math.round(result.lhr.environment.benchmarkIndex)}`,
      );
    }
    const med = Object.fromEntries(
      Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]),
    );
    console.log(line('median', med), `(Lighthouse ${lastLhr.lighthouseVersion})`);
    if (args.details) printDetails(lastLhr);
  }
  code = 0;
} catch (error) {
  console.error('lighthouse:', error instanceof Error ? error.message : error);
} finally {
  if (chrome) await chrome.kill();
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.on('exit', r)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
