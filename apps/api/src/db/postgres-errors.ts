// PostgreSQL's error codes (SQLSTATE) as callers test them, wherever node-postgres, PGlite or drizzle put the
// database's error (drizzle wraps it as the `cause` of its own).
export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
export const INSUFFICIENT_PRIVILEGE = '42501';

/** The SQLSTATE of a database error, or undefined for any other error. */
export function postgresErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique constraint refused the write: the caller decides what the race means (usually a 409). */
export const isUniqueViolation = (err: unknown): boolean => postgresErrorCode(err) === UNIQUE_VIOLATION;
