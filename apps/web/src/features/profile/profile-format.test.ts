import { describe, expect, it } from 'vitest';
import { formatPhone, initialsOf } from './profile-format.ts';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words, upper-cased', () => {
    expect(initialsOf('Aarav Sharma')).toBe('AS');
    expect(initialsOf('  kabir singh rathore ')).toBe('KR');
    expect(initialsOf('Meera')).toBe('M');
    expect(initialsOf('')).toBe('');
  });

  it('keeps a letter written in an Indic script whole', () => {
    expect(initialsOf('अर्जुन')).toBe('अ');
  });
});

describe('formatPhone', () => {
  it('groups an Indian number 5 + 5 after the country code', () => {
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
  });

  it('leaves other numbers as stored', () => {
    expect(formatPhone('+14155550100')).toBe('+14155550100');
  });
});
