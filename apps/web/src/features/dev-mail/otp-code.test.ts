// Codes are picked out of outbox text only when they stand alone.
import { describe, expect, it } from 'vitest';
import { firstCode, splitCodes } from './otp-code.ts';

describe('OTP codes in outbox text', () => {
  it('finds a six-digit code in a sentence', () => {
    expect(firstCode('Your Haat verification code is 482913. It expires in 10 minutes.')).toBe('482913');
    expect(firstCode('Code: 004512')).toBe('004512');
    expect(splitCodes('Use 123456 now')).toEqual(['Use ', '123456', ' now']);
  });

  it('ignores digits inside identifiers, words and longer numbers', () => {
    expect(firstCode('Reference: 3f728257-9f17-40db-9ba2-821f21be1511')).toBeUndefined();
    expect(firstCode('Reference: a49e5cce-4a87-481a-8673-123456789012')).toBeUndefined();
    expect(firstCode('Order HT-123456 and phone 9876543210, pincode 4920011')).toBeUndefined();
    expect(firstCode('ab123456 and 123456cd')).toBeUndefined();
    expect(splitCodes('Reference: 3f728257-9f17')).toEqual(['Reference: 3f728257-9f17']);
  });
});
