// The steps a seller moves a return through (issue 8): requested → approved | rejected → picked up → refunded or
// exchanged, nothing back, nothing out of a closed request.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETURN_TYPES, type ReturnType } from './return-policy.ts';
import {
  canMoveReturn,
  isReturnStatus,
  OPEN_RETURN_STATUSES,
  RETURN_STATUS_MESSAGES,
  RETURN_STATUSES as S,
  SELLER_RETURN_ACTIONS,
  type ReturnStatus,
} from './return-status.ts';

const ALL = Object.values(S);

/** Every allowed move, by return type; anything not listed is refused. */
const ALLOWED: Record<ReturnType, [ReturnStatus, ReturnStatus][]> = {
  Refund: [
    [S.requested, S.approved],
    [S.requested, S.rejected],
    [S.approved, S.pickedUp],
    [S.pickedUp, S.refunded],
  ],
  'Store Credit': [
    [S.requested, S.approved],
    [S.requested, S.rejected],
    [S.approved, S.pickedUp],
    [S.pickedUp, S.refunded],
  ],
  Exchange: [
    [S.requested, S.approved],
    [S.requested, S.rejected],
    [S.approved, S.pickedUp],
    [S.pickedUp, S.exchanged],
  ],
};

describe('canMoveReturn', () => {
  for (const type of RETURN_TYPES) {
    it(`allows exactly the listed moves of a ${type} request`, () => {
      for (const from of ALL) {
        for (const to of ALL) {
          const expected = ALLOWED[type].some(([f, t]) => f === from && t === to);
          expect(canMoveReturn(from, to, type), `${type}: ${from} → ${to}`).toBe(expected);
        }
      }
    });
  }

  it('never stays put, never leaves a closed status, and only leaves open ones', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL),
        fc.constantFrom(...ALL),
        fc.constantFrom(...RETURN_TYPES),
        (a, b, t) => {
          expect(canMoveReturn(a, a, t)).toBe(false);
          if (canMoveReturn(a, b, t)) expect(OPEN_RETURN_STATUSES).toContain(a);
        },
      ),
    );
  });

  it('never goes back: any walk of allowed moves visits each status at most once and ends closed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RETURN_TYPES),
        fc.array(fc.constantFrom(...ALL), { maxLength: 12 }),
        (type, attempts) => {
          let at = S.requested as ReturnStatus;
          const seen = [at];
          for (const to of attempts) {
            if (!canMoveReturn(at, to, type)) continue;
            expect(seen).not.toContain(to);
            seen.push(to);
            at = to;
          }
          const nextExists = ALL.some((to) => canMoveReturn(at, to, type));
          expect(nextExists).toBe(OPEN_RETURN_STATUSES.includes(at));
        },
      ),
    );
  });
});

describe('the seller actions and messages', () => {
  it('name a status each, and every status but Requested is reached by one', () => {
    expect(Object.values(SELLER_RETURN_ACTIONS).toSorted()).toEqual(
      ALL.filter((s) => s !== S.requested).toSorted(),
    );
    for (const status of Object.values(SELLER_RETURN_ACTIONS)) expect(isReturnStatus(status)).toBe(true);
    expect(isReturnStatus('Lost')).toBe(false);
  });

  it('keep units reserved while a request is open only', () => {
    expect([...OPEN_RETURN_STATUSES].toSorted()).toEqual([S.approved, S.pickedUp, S.requested].toSorted());
  });

  it('say the refund ceiling in rupees, Indian style', () => {
    expect(RETURN_STATUS_MESSAGES.refundTooHigh(123_456.5)).toBe(
      'The refund cannot exceed ₹1,23,456.5, what was paid for the returned items',
    );
    expect(RETURN_STATUS_MESSAGES.notAllowed('Rejected', 'Approved')).toBe(
      "A return request cannot move from 'Rejected' to 'Approved'",
    );
  });
});
