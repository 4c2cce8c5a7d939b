// The password sign-in throttle's policy (issue 22 item 3): delays per pair, the account cap, what an attacker
// from one address can reach, and what the owner from another address never meets.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountAfterSuccess,
  clientAddressKey,
  decideLoginAttempt,
  formatWait,
  LOGIN_THROTTLE as P,
  pairDelaySeconds,
  type AccountState,
  type PairState,
} from './login-throttle.ts';

const T0 = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('pairDelaySeconds', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [6, 2],
    [7, 4],
    [10, 32],
    [15, 1024],
    [16, 2048],
    [17, 3600],
    [40, 3600],
    [10_000, 3600],
  ])('after %i failures a pair waits %i s', (failures, seconds) => {
    expect(pairDelaySeconds(failures)).toBe(seconds);
  });

  it('never shrinks as failures grow and never passes the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (n) => {
        expect(pairDelaySeconds(n + 1)).toBeGreaterThanOrEqual(pairDelaySeconds(n));
        expect(pairDelaySeconds(n)).toBeLessThanOrEqual(P.pairMaxDelaySeconds);
      }),
    );
  });
});

describe('decideLoginAttempt', () => {
  const pair = (failures: number, lastFailedAt = T0): PairState => ({ failures, lastFailedAt });
  const account = (failures: number, windowStartedAt = T0): AccountState => ({ failures, windowStartedAt });

  it.each<
    [string, PairState | undefined, AccountState | undefined, number, false | ['pair' | 'account', number]]
  >([
    ['a first attempt', undefined, undefined, 0, false],
    ['the 5th attempt of a pair, at once', pair(4), account(4), 0, false],
    ['the 6th, at once', pair(5), account(5), 0, ['pair', 1]],
    ['the 6th, 1 s later', pair(5), account(5), 1, false],
    ['the 11th, 10 s after the 10th', pair(10), account(10), 10, ['pair', 22]],
    ['the 11th, 32 s after', pair(10), account(10), 32, false],
    ['a pair that waits an hour', pair(30), account(30), 1800, ['pair', 1800]],
    ['a pair quiet for a day starts over', pair(30), account(30, at(-90_000)), 86_400, false],
    ['another address of an account with 99 failures', undefined, account(99), 0, false],
    ['another address of an account with 100 failures', undefined, account(100), 60, ['account', 86_340]],
    ['the account window over', undefined, account(100), 86_400, false],
    ['both limits: the longer wait', pair(16), account(100, at(-86_000)), 0, ['pair', 2048]],
    ['both limits: the account is longer', pair(6), account(100), 0, ['account', 86_400]],
  ])('%s', (_, p, a, later, refused) => {
    const decision = decideLoginAttempt({ pair: p, account: a }, at(later));
    if (refused === false) {
      expect(decision.allowed).toBe(true);
    } else {
      expect(decision).toEqual({ allowed: false, limit: refused[0], retryAfterSeconds: refused[1] });
    }
  });

  it('counts an allowed attempt as a failure of both, in the current window', () => {
    expect(decideLoginAttempt({ pair: pair(2), account: account(7) }, at(5))).toEqual({
      allowed: true,
      pair: { failures: 3, lastFailedAt: at(5) },
      account: { failures: 8, windowStartedAt: T0 },
    });
    expect(decideLoginAttempt({}, T0)).toEqual({
      allowed: true,
      pair: { failures: 1, lastFailedAt: T0 },
      account: { failures: 1, windowStartedAt: T0 },
    });
    expect(decideLoginAttempt({ account: account(100, at(-86_400)) }, T0)).toMatchObject({
      account: { failures: 1, windowStartedAt: T0 },
    });
  });

  it('gives back the failure counted in advance when the password was right', () => {
    expect(accountAfterSuccess(account(8))).toEqual(account(7));
    expect(accountAfterSuccess(account(0))).toEqual(account(0));
  });

  it('asks a refused attempt to wait at least a second, and a retry after the wait is allowed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 90_000 }),
        (pairFailures, accountFailures, sinceFailureMs, sinceWindow) => {
          const now = at(sinceWindow);
          const state = {
            pair: { failures: pairFailures, lastFailedAt: new Date(now.getTime() - sinceFailureMs) },
            account: account(Math.max(accountFailures, pairFailures)),
          };
          const decision = decideLoginAttempt(state, now);
          if (decision.allowed) return;
          expect(decision.retryAfterSeconds).toBeGreaterThanOrEqual(1);
          const later = new Date(now.getTime() + decision.retryAfterSeconds * 1000);
          expect(decideLoginAttempt(state, later).allowed).toBe(true);
        },
      ),
    );
  });
});

/** A guesser who tries again the moment each wait ends, for `seconds`: how many failures it gets in. */
function guessesInWindow(seconds: number, addresses: number): number {
  const pairs = Array.from({ length: addresses }, (): PairState => ({ failures: 0, lastFailedAt: null }));
  let acct: AccountState = { failures: 0, windowStartedAt: T0 };
  let failures = 0;
  let now = 0;
  while (now < seconds) {
    let next = seconds;
    for (let i = 0; i < pairs.length; i += 1) {
      const decision = decideLoginAttempt({ pair: pairs[i], account: acct }, at(now));
      if (decision.allowed) {
        pairs[i] = decision.pair;
        acct = decision.account;
        failures += 1;
        next = now;
      } else {
        next = Math.min(next, now + decision.retryAfterSeconds);
      }
    }
    now = Math.max(next, now + 1);
  }
  return failures;
}

describe('what a guesser gets', () => {
  it('from one address: about 40 guesses a day, under the account limit, so it alone never shuts the owner out', () => {
    const perDay = guessesInWindow(P.accountWindowSeconds, 1);
    expect(perDay).toBeGreaterThan(30);
    expect(perDay).toBeLessThan(P.accountMaxFailures / 2);
  });

  it('from many addresses: no more than the account limit in its window', () => {
    expect(guessesInWindow(P.accountWindowSeconds - 1, 50)).toBe(P.accountMaxFailures);
  });

  it('the owner on another address is never refused while the account is under its limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: P.accountMaxFailures - 1 }),
        fc.nat(86_399),
        (failures, since) => {
          const decision = decideLoginAttempt({ account: { failures, windowStartedAt: T0 } }, at(since));
          expect(decision.allowed).toBe(true);
        },
      ),
    );
  });
});

describe('clientAddressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 10.1.2.3 ', '10.1.2.3'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['0:0:0:0:0:ffff:10.0.0.1', '10.0.0.1'],
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd:12::/64'],
    ['2001:0DB8:ABCD:0012:ffff:ffff:ffff:ffff', '2001:db8:abcd:12::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8:1:2::10.0.0.1', '2001:db8:1:2::/64'],
    ['not-an-address', 'not-an-address'],
    ['1:2:3', '1:2:3'],
  ])('%s → %s', (ip, key) => expect(clientAddressKey(ip)).toBe(key));

  it('puts every address of one /64 in one pair', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 4, maxLength: 4 }), (low) => {
        const ip = `2001:db8:aa:bb:${low.map((g) => g.toString(16)).join(':')}`;
        expect(clientAddressKey(ip)).toBe('2001:db8:aa:bb::/64');
      }),
    );
  });
});

describe('formatWait', () => {
  it.each([
    [0, '0:00'],
    [1, '0:01'],
    [0.2, '0:01'],
    [59, '0:59'],
    [64, '1:04'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [86_340, '23:59:00'],
  ])('%f s → %s', (s, text) => expect(formatWait(s)).toBe(text));
});
