// What a test step counted, read from the runners' JSON reports (Vitest's `json` reporter, Playwright's `json`
// reporter), and the summary npm test prints at its end. A step that failed without a failed test (a file that
// could not load, a beforeAll that threw, an unhandled error, a runner that crashed, a build that failed, no
// PostgreSQL where one is required) counts as one failure, so the closing line never says 0 failed on a failing run.
import fs from 'node:fs';

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A row of the summary: { label, passed, failed, skipped, seconds, note? }. */
export function stepResult(label, { passed = 0, failed = 0, skipped = 0, seconds = 0, note } = {}) {
  return { label, passed, failed, skipped, seconds, ...(note ? { note } : {}) };
}

/** A step that runs no tests (a build, a check): it adds one failure when it fails and nothing when it passes. */
export function checkResult(label, ok, seconds, note) {
  return { ...stepResult(label, { failed: ok ? 0 : 1, seconds, note }), check: true };
}

/** The counts of one `vitest run` from its JSON report and exit status. */
export function vitestResult(label, reportFile, exitStatus, seconds) {
  const report = readJson(reportFile);
  if (!report) {
    return stepResult(label, {
      failed: 1,
      seconds,
      note: `Vitest exited with ${exitStatus} and wrote no report`,
    });
  }
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const notes = [];
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    const failedHere = tests.filter((t) => t.status === 'failed').length;
    passed += tests.filter((t) => t.status === 'passed').length;
    skipped += tests.filter((t) => ['skipped', 'pending', 'todo', 'disabled'].includes(t.status)).length;
    failed += failedHere;
    // A file that failed with no failed test: it did not load, or a hook threw before its tests ran.
    if (file.status === 'failed' && failedHere === 0) {
      failed += 1;
      notes.push(
        `${file.name.replace(`${process.cwd()}/`, '')}: ${firstLine(file.message) || 'failed outside its tests (a hook, or the file did not load; see above)'}`,
      );
    }
  }
  if (exitStatus !== 0 && failed === 0) {
    failed = 1;
    notes.push(`Vitest exited with ${exitStatus} without a failed test (an unhandled error? see above)`);
  }
  return stepResult(label, { passed, failed, skipped, seconds, note: notes.join('; ') || undefined });
}

/** The counts of one Playwright run from its JSON report and exit status (a flaky test passed on its retry). */
export function playwrightResult(label, reportFile, exitStatus, seconds) {
  const report = readJson(reportFile);
  if (!report?.stats) {
    return stepResult(label, {
      failed: 1,
      seconds,
      note: `the journeys did not run (exit ${exitStatus}; see above)`,
    });
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  let failed = unexpected;
  const notes = [];
  if (flaky > 0) notes.push(`${flaky} flaky: passed on a retry`);
  if ((report.errors ?? []).length > 0 && failed === 0) {
    failed = 1;
    notes.push(
      `Playwright reported ${report.errors.length} error(s) outside the tests: ${firstLine(report.errors[0].message)}`,
    );
  }
  if (exitStatus !== 0 && failed === 0) {
    failed = 1;
    notes.push(`the e2e runner exited with ${exitStatus} without a failed test (see above)`);
  }
  return stepResult(label, {
    passed: expected + flaky,
    failed,
    skipped,
    seconds,
    note: notes.join('; ') || undefined,
  });
}

/** ANSI colour codes in the runners' messages. */
// eslint-disable-next-line no-control-regex -- the escape character is what it matches
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;

function firstLine(text) {
  return String(text ?? '')
    .replace(ANSI_COLOUR, '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);
}

export function duration(seconds) {
  const s = Math.round(seconds);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

export function totals(rows) {
  return rows.reduce(
    (sum, row) => ({
      passed: sum.passed + row.passed,
      failed: sum.failed + row.failed,
      skipped: sum.skipped + row.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

/** The rows, one a line, then (when `closing`) the plain closing line `N passed, N failed, N skipped`. */
export function printSummary(title, rows, { closing }) {
  const width = Math.max(...rows.map((row) => row.label.length));
  console.log(`\n${title}`);
  for (const row of rows) {
    const counts = row.notRun
      ? 'not run'
      : row.check
        ? row.failed > 0
          ? 'failed'
          : 'passed'
        : `${row.passed} passed, ${row.failed} failed, ${row.skipped} skipped`;
    const mark = row.failed > 0 ? '✖' : row.notRun ? '!' : '✓';
    console.log(
      `  ${mark} ${row.label.padEnd(width)}  ${counts.padEnd(36)} ${duration(row.seconds).padStart(10)}`,
    );
    if (row.note) console.log(`      ${row.note}`);
  }
  if (closing) {
    const sum = totals(rows);
    console.log(`${sum.passed} passed, ${sum.failed} failed, ${sum.skipped} skipped`);
  }
}

/** Rows another script wrote for us (HAAT_TEST_RESULTS), or undefined. */
export function readRows(file) {
  const rows = readJson(file);
  return Array.isArray(rows) ? rows : undefined;
}

export function writeRows(file, rows) {
  if (file) fs.writeFileSync(file, JSON.stringify(rows, null, 2));
}
