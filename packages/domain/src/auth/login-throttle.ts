// When a password sign-in may be tried (issue 22 item 3): slowed per (account, client address) pair by delays that
// double after a few failures, and capped per account over all addresses. Nothing here ever locks the owner out
// for good: another address is not slowed by the guesser's, and sign-in by e-mailed code ignores both limits.

export const LOGIN_THROTTLE = {
  /** Wrong passwords one pair may make back to back before it must wait: typos and a forgotten caps lock. */
  pairFreeFailures: 5,
  /** The wait after the last free failure; each further failure doubles it (1 s, 2 s, 4 s … 34 min, then 1 h). */
  pairFirstDelaySeconds: 1,
  /**
   * The longest wait a pair is ever asked for. With an hour, one address makes at most about 40 guesses a day,
   * well under the account limit: a guesser (or a shared NAT) alone cannot stop the owner's other addresses.
   */
  pairMaxDelaySeconds: 60 * 60,
  /** A pair with no failure for this long starts over. */
  pairResetSeconds: 24 * 60 * 60,
  /**
   * Failed sign-ins per account over every address in one window. NIST SP 800-63B §5.2.2 asks for at most 100
   * consecutive failures; a shopper never gets near it, and a distributed guesser gets 100 guesses a day instead of
   * 40 per address. Reaching it stops password sign-in for the rest of the window; the e-mailed code still works.
   */
  accountMaxFailures: 100,
  accountWindowSeconds: 24 * 60 * 60,
} as const;

export type LoginThrottlePolicy = { readonly [K in keyof typeof LOGIN_THROTTLE]: number };

/** Failures of one (account, address) pair since it last started over. */
export interface PairState {
  failures: number;
  lastFailedAt: Date | null;
}

/** Failures of one account, over every address, in the window that began at windowStartedAt. */
export interface AccountState {
  failures: number;
  windowStartedAt: Date;
}

export type LoginAttemptDecision =
  /** The states to store before the password is checked: the attempt counts as a failure until it succeeds. */
  | { allowed: true; pair: PairState; account: AccountState }
  | { allowed: false; limit: 'pair' | 'account'; retryAfterSeconds: number };

/** The wait a pair owes after `failures` failures: none for the free ones, then doubling up to the cap. */
export function pairDelaySeconds(failures: number, policy: LoginThrottlePolicy = LOGIN_THROTTLE): number {
  if (failures < policy.pairFreeFailures) return 0;
  const doublings = failures - policy.pairFreeFailures;
  // 2 ** 60 is still exact in a double; beyond it only the cap matters.
  return Math.min(policy.pairMaxDelaySeconds, policy.pairFirstDelaySeconds * 2 ** Math.min(doublings, 60));
}

const secondsBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;
const waitFor = (seconds: number) => Math.max(1, Math.ceil(seconds));

/** The pair as it stands now: forgotten after a quiet day. */
export function currentPair(
  pair: PairState | undefined,
  now: Date,
  policy: LoginThrottlePolicy = LOGIN_THROTTLE,
): PairState {
  if (!pair?.lastFailedAt || pair.failures <= 0) return { failures: 0, lastFailedAt: null };
  if (secondsBetween(pair.lastFailedAt, now) >= policy.pairResetSeconds)
    return { failures: 0, lastFailedAt: null };
  return pair;
}

/** The account as it stands now: a new window once the old one has ended. */
export function currentAccount(
  account: AccountState | undefined,
  now: Date,
  policy: LoginThrottlePolicy = LOGIN_THROTTLE,
): AccountState {
  if (!account || secondsBetween(account.windowStartedAt, now) >= policy.accountWindowSeconds) {
    return { failures: 0, windowStartedAt: now };
  }
  return { failures: Math.max(0, account.failures), windowStartedAt: account.windowStartedAt };
}

/**
 * May a password be tried now? When both limits refuse, the wait is the longer one, so a retry after it is not
 * refused again by the other.
 */
export function decideLoginAttempt(
  state: { pair?: PairState | undefined; account?: AccountState | undefined },
  now: Date,
  policy: LoginThrottlePolicy = LOGIN_THROTTLE,
): LoginAttemptDecision {
  const pair = currentPair(state.pair, now, policy);
  const account = currentAccount(state.account, now, policy);
  const pairWait =
    pair.lastFailedAt === null
      ? 0
      : pairDelaySeconds(pair.failures, policy) - secondsBetween(pair.lastFailedAt, now);
  const accountWait =
    account.failures >= policy.accountMaxFailures
      ? policy.accountWindowSeconds - secondsBetween(account.windowStartedAt, now)
      : 0;
  if (pairWait > 0 || accountWait > 0) {
    return {
      allowed: false,
      limit: accountWait >= pairWait ? 'account' : 'pair',
      retryAfterSeconds: waitFor(Math.max(pairWait, accountWait)),
    };
  }
  return {
    allowed: true,
    pair: { failures: pair.failures + 1, lastFailedAt: now },
    account: { failures: account.failures + 1, windowStartedAt: account.windowStartedAt },
  };
}

/** A right password was counted as a failure in advance: the account takes it back (the pair is cleared). */
export function accountAfterSuccess(account: AccountState): AccountState {
  return { ...account, failures: Math.max(0, account.failures - 1) };
}

/**
 * The address part of a pair: an IPv4 address as it is, an IPv4-mapped IPv6 address as its IPv4, any other IPv6
 * address as its /64, because one subscriber usually holds a whole /64 and could otherwise start a fresh pair
 * with every attempt.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

/** The eight groups of an IPv6 address without leading zeros, or undefined when it is not one. */
function expandIpv6(address: string): string[] | undefined {
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const parts = (s: string | undefined) => (s ? s.split(':') : []);
  const head = parts(halves[0]);
  const tail = parts(halves[1]);
  // An embedded IPv4 tail (…:1.2.3.4) is two groups.
  const last = tail.length > 0 ? tail : head;
  const v4 = last.at(-1)?.includes('.') ? last.pop() : undefined;
  if (v4) {
    const bytes = v4.split('.').map(Number);
    if (bytes.length !== 4 || bytes.some((b) => !(b >= 0 && b <= 255))) return undefined;
    last.push(((bytes[0]! << 8) | bytes[1]!).toString(16), ((bytes[2]! << 8) | bytes[3]!).toString(16));
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}

/** A wait as the login page shows it: m:ss under an hour, h:mm:ss from one. */
export function formatWait(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
