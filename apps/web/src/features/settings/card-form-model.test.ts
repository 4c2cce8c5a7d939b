import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  cardExpiryLabel,
  cardFormProblem,
  cardLast4,
  cardPayload,
  emptyCardValues,
  formatCardNumber,
  liveCardBrand,
  type CardFormValues,
} from './card-form-model.ts';

const visa: CardFormValues = {
  cardHolderName: '  Priya Nair ',
  cardNumber: '4111 1111 1111 1111',
  expiryMonth: '8',
  expiryYear: '2031',
  isDefault: true,
};
const now = new Date('2026-11-22T12:00:00Z');

describe('card number helpers', () => {
  it('keeps digits only, at most 16', () => {
    expect(cardDigits('4111-1111 1111 1111 9999')).toBe('4111111111111111');
    expect(cardDigits('ab12')).toBe('12');
  });

  it('groups in fours, Amex 4-6-5', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111')).toBe('4111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('37828')).toBe('3782 8');
    expect(formatCardNumber('')).toBe('');
  });

  it('reads the brand live from the prefix, none before a digit', () => {
    expect(liveCardBrand('')).toBeNull();
    expect(liveCardBrand('4')).toBe('Visa');
    expect(liveCardBrand('5 5')).toBe('MasterCard');
    expect(liveCardBrand('56')).toBe('Other');
    expect(liveCardBrand('34')).toBe('Amex');
    expect(liveCardBrand('6011 0000')).toBe('Discover');
    expect(liveCardBrand('65')).toBe('Discover');
  });

  it('takes the last four digits', () => {
    expect(cardLast4('4111 1111 1111 1234')).toBe('1234');
    expect(cardLast4('5555-5555-5555-4444')).toBe('4444');
  });

  it('labels the expiry as MM/YYYY', () => {
    expect(cardExpiryLabel(3, 2030)).toBe('03/2030');
    expect(cardExpiryLabel(12, 2030)).toBe('12/2030');
  });
});

describe('cardFormProblem', () => {
  it('accepts a complete card', () => {
    expect(cardFormProblem(visa, now)).toBeNull();
  });

  it.each([
    ['no holder', { cardHolderName: '  ' }],
    ['12 digits', { cardNumber: '4111 1111 1111' }],
    ['17 digits', { cardNumber: '41111111111111112' }],
    ['no month', { expiryMonth: '' }],
    ['month 13', { expiryMonth: '13' }],
    ['month 0', { expiryMonth: '0' }],
    ['three-digit month', { expiryMonth: '012' }],
    ['two-digit year', { expiryYear: '31' }],
    ['no year', { expiryYear: '' }],
  ])('refuses %s', (_name, change) => {
    expect(cardFormProblem({ ...visa, ...change }, now)).toBe('invalid');
  });

  it('accepts 13 digits', () => {
    expect(cardFormProblem({ ...visa, cardNumber: '4222222222222' }, now)).toBeNull();
  });

  it('calls a card past its month expired, and this month still valid', () => {
    expect(cardFormProblem({ ...visa, expiryMonth: '10', expiryYear: '2026' }, now)).toBe('expired');
    expect(cardFormProblem({ ...visa, expiryMonth: '11', expiryYear: '2026' }, now)).toBeNull();
  });
});

describe('cardPayload', () => {
  it('sends the brand and last four digits, never the number', () => {
    const payload = cardPayload(visa);
    expect(payload).toEqual({
      cardBrand: 'Visa',
      cardLast4: '1111',
      cardHolderName: 'Priya Nair',
      expiryMonth: 8,
      expiryYear: 2031,
      isDefault: true,
    });
    expect(JSON.stringify(payload)).not.toMatch(/\d{5,}/);
  });

  it('starts empty', () => {
    expect(emptyCardValues()).toEqual({
      cardHolderName: '',
      cardNumber: '',
      expiryMonth: '',
      expiryYear: '',
      isDefault: false,
    });
  });
});
