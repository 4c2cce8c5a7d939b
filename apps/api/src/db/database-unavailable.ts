// Whether an error means the database could not be reached or dropped the connection (a restart, a failover,
// a full connection table), as opposed to a query of ours that failed. The first is the store's outage, answered
// 503 with Retry-After so clients and load balancers retry; the second stays a logged 500.

/** Node's socket errors when PostgreSQL is down or the connection is cut. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01–57P03 (administrator
 * or crash shutdown, cannot connect now: starting up or shutting down) and 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** node-postgres' own words for a connection lost mid-query or a pool that could not connect in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
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
