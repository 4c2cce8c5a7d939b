// npm run test:unit: every Vitest suite on the embedded PGlite, then the API suite again on PostgreSQL when
// TEST_DATABASE_URL names a server (CI sets it), so both databases answer for the same behaviour.
import { spawnSync } from 'node:child_process';

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
const vitest = (args, env) =>
  spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env }).status ?? 1;

// With a PostgreSQL pass to follow, the API fuzzer sends its full 10,000 cases there (about 50 s) and a smaller
// sample on PGlite, where each case costs several times more.
let status = vitest(
  process.argv.slice(2),
  TEST_DATABASE_URL ? { ...withoutPostgres, FUZZ_SAMPLE: '2000' } : withoutPostgres,
);
if (TEST_DATABASE_URL) {
  console.log('\n== API suite on PostgreSQL\n');
  // The API suite is two projects: `api` shares modules between files, `api-mocks` isolates the files that mock.
  const onPostgres = vitest(
    ['--project', 'api', '--project', 'api-mocks', ...process.argv.slice(2)],
    process.env,
  );
  status = status || onPostgres;
} else {
  console.log(
    '\n(API suite ran on PGlite only: set TEST_DATABASE_URL=postgres://… to run it on PostgreSQL too)',
  );
}
process.exit(status);
