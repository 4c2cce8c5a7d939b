// The /dev/* pages of the web app (the dev outbox at /dev/mail) exist only where the /api/dev/* routes behind them
// do: outside production (docs/architecture.md#mail-and-sms-outbox). In production the server answers them 404, and
// the web app draws its not-found page there.

/**
 * Whether the browser's router would take `pathname` for a /dev/* page: React Router matches without regard to
 * case and on the decoded path, so /DEV/mail and /%64ev/mail are that page too.
 */
export function isDevPage(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Undecodable: the browser's router would not match it to a page either.
  }
  const path = decoded.replace(/\/{2,}/g, '/').toLowerCase();
  return path === '/dev' || path.startsWith('/dev/');
}
