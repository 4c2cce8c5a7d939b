// Whether an error means the database could not be reached, dropped the connection or is not there (a restart, a
// failover, a full connection table, a database dropped and being restored), as opposed to a query of ours that failed. The first is the store's outage, answered
// 503 with Retry-After so clients and load balancers retry; the second stays a logged 500.

/** Node's socket errors when PostgreSQL is down or the connection is cut. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'ENETUNREACH',
  'ECONNABORTED',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a database the store cannot use right now: class 08 (connection exception), class 53
 * (insufficient resources: too many connections, disk full, out of memory), 57P01–57P05 (administrator or crash
 * shutdown, cannot connect now, database dropped, idle session timeout), 3D000 (the database does not exist: dropped
 * or not yet restored), 28000/28P01 (the store's credentials refused, as while a restore recreates its role), 25006
 * (a read-only transaction: the server is a standby after a failover) and 42P01 (a table of ours is missing, as
 * when a restore has created the database but not yet its tables; the migrations at start create every table, so
 * outside a restore it does not happen).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|53...|57P0[1-5]|3D000|28000|28P01|25006|42P01)$/;

/**
 * node-postgres' own words for a connection lost mid-query, a client whose connection died, a pool that could not
 * connect in time or is closing, and PGlite's for a closed database (a request that outlives the shutdown).
 */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is closed/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps a failed query (DrizzleQueryError) with the driver's error as its cause; Node's connect
  // to localhost may be an AggregateError of the IPv4 and IPv6 attempts.
  let cause = error;
  for (let depth = 0; cause instanceof Error && depth < 5; depth++) {
    const { message } = cause;
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_ERRORS.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnavailable)) return true;
    cause = cause.cause;
  }
  return false;
}
