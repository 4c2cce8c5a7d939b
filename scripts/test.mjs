// npm test: both halves, whatever the first one says, and one summary of what ran.
//
//   1. Vitest (scripts/test-unit.mjs): every suite on PGlite, then the API suites on PostgreSQL.
//   2. The web and API builds, the bundle check (scripts/test-web-build.mjs) and the Playwright journeys against a
//      real server (e2e/run-e2e.mjs). The journeys need the build; the bundle check does not stop them.
//
// Each runner prints its own output and summary as it goes; at the end one row per step and the closing line
// `N passed, N failed, N skipped`, totals over Vitest and Playwright from their JSON reports (scripts/test-results.mjs).
// The exit status is 1 when anything failed.
//
//   node scripts/test.mjs [vitest args…] [--playwright args…]   everything (npm test), optionally narrowed
//   node scripts/test.mjs --e2e [playwright args…]              only the second half (npm run test:e2e)
//   node scripts/test.mjs --e2e --screenshots [playwright args…] the same, saving every journey's screenshots
//                                                                (npm run screenshots: SCREENSHOTS=1, e2e/tests/screenshot.ts)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkResult, playwrightResult, printSummary, readRows, stepResult } from './test-results.mjs';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const onlyE2e = argv[0] === '--e2e';
if (onlyE2e && argv[1] === '--screenshots') {
  argv.splice(1, 1);
  process.env.SCREENSHOTS = '1';
}
const split = argv.indexOf('--playwright');
const vitestArgs = onlyE2e ? [] : split === -1 ? argv : argv.slice(0, split);
const e2eArgs = onlyE2e ? argv.slice(1) : split === -1 ? [] : argv.slice(split + 1);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-test-'));
const rows = [];

function run(command, commandArgs, env = process.env) {
  const started = Date.now();
  const { status } = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env });
  return { status: status ?? 1, seconds: (Date.now() - started) / 1000 };
}

if (!onlyE2e) {
  console.log('== Vitest\n');
  const resultsFile = path.join(workDir, 'vitest.json');
  const { status, seconds } = run(process.execPath, ['scripts/test-unit.mjs', ...vitestArgs], {
    ...process.env,
    HAAT_TEST_RESULTS: resultsFile,
  });
  const vitestRows = readRows(resultsFile);
  if (vitestRows) rows.push(...vitestRows);
  else
    rows.push(
      stepResult('Vitest', { failed: 1, seconds, note: `scripts/test-unit.mjs exited with ${status}` }),
    );
}

console.log('\n== Build, bundle check and the Playwright journeys\n');
const build = run('npm', ['run', 'build']);
rows.push(checkResult('build (web and API)', build.status === 0, build.seconds));
if (build.status === 0) {
  const check = run(process.execPath, ['scripts/test-web-build.mjs']);
  rows.push(checkResult('web build check', check.status === 0, check.seconds));
  const report = path.join(workDir, 'playwright.json');
  const e2e = run(process.execPath, ['e2e/run-e2e.mjs', ...e2eArgs], {
    ...process.env,
    HAAT_E2E_JSON: report,
  });
  rows.push(playwrightResult('Playwright', report, e2e.status, e2e.seconds));
} else {
  rows.push(stepResult('Playwright: not run', { failed: 1, note: 'the build failed' }));
}

fs.rmSync(workDir, { recursive: true, force: true });
printSummary(onlyE2e ? 'npm run test:e2e' : 'npm test', rows, { closing: true });
process.exit(rows.some((row) => row.failed > 0) ? 1 : 0);
