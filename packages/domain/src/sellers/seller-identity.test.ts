import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gstinCheckCharacter,
  gstinProblem,
  IFSC_PATTERN,
  normalizeCode,
  PAN_PATTERN,
  panOfGstin,
} from './seller-identity.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('GSTIN', () => {
  // 27AAPFU0939F1ZV is the worked example of GSTN's format notes (check character V); 29AAGCB7383J1Z4 likewise
  // carries its real check character.
  it.each([
    ['27AAPFU0939F1ZV', null],
    ['29AAGCB7383J1Z4', null],
    ['29AAGCB7383J1Z5', 'checksum'],
    ['27AAPFU0939F1ZA', 'checksum'],
    ['99AAPFU0939F1ZV', 'state'],
    ['27AAPFU0939F1YV', 'format'],
    ['27aapfu0939f1zv', 'format'],
    ['27AAPFU0939F1Z', 'format'],
    ['', 'format'],
  ])('%s → %s', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });

  it('the check character makes every well-formed body valid, and any other character invalid', () => {
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const digit = fc.constantFrom(...'0123456789');
    const body = fc
      .tuple(
        fc.constantFrom('27', '29', '07', '33', '09'),
        fc.array(letter, { minLength: 5, maxLength: 5 }),
        fc.array(digit, { minLength: 4, maxLength: 4 }),
        letter,
        fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      )
      .map(([s, l, d, x, e]) => `${s}${l.join('')}${d.join('')}${x}${e}Z`);
    fc.assert(
      fc.property(body, fc.constantFrom(...ALPHABET), (first14, other) => {
        const check = gstinCheckCharacter(first14);
        expect(gstinProblem(first14 + check)).toBeNull();
        if (other !== check) expect(gstinProblem(first14 + other)).toBe('checksum');
      }),
    );
  });

  it('a change of any one character of the body is caught', () => {
    const gstin = '27AAPFU0939F1ZV';
    for (let i = 0; i < 14; i += 1) {
      for (const c of ALPHABET) {
        if (c === gstin.charAt(i)) continue;
        const changed = gstin.slice(0, i) + c + gstin.slice(i + 1);
        expect(gstinProblem(changed), changed).not.toBeNull();
      }
    }
  });

  it('holds the PAN in characters 3 to 12', () => {
    expect(panOfGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
  });
});

describe('PAN and IFSC', () => {
  it.each([
    ['AAPFU0939F', true],
    ['ABCPE1234F', true],
    ['ABCXE1234F', false],
    ['ABCP1234F', false],
    ['abcpe1234f', false],
  ])('PAN %s → %s', (pan, ok) => expect(PAN_PATTERN.test(pan)).toBe(ok));

  it.each([
    ['SBIN0000300', true],
    ['HDFC0CAGSBK', true],
    ['SBIN1000300', false],
    ['SBI00000300', false],
    ['SBIN000030', false],
  ])('IFSC %s → %s', (ifsc, ok) => expect(IFSC_PATTERN.test(ifsc)).toBe(ok));

  it('normalises pasted codes', () => {
    expect(normalizeCode(' sbin 0000-300 ')).toBe('SBIN0000300');
  });
});
