// The address form's rules (docs/behaviour/account.md#addresses): one message naming every missing field, Indian
// pincode and mobile checks.
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  addressInputSchema,
  missingAddressFields,
  normaliseIndianMobile,
} from './address.schema.ts';

const complete = {
  fullName: 'Priya Nair',
  phone: '98765 43210',
  addressLine1: '12, 4th Cross, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560038',
  country: 'India',
  addressType: 'Home',
};

describe('missingAddressFields', () => {
  it('is empty for a complete address, addressLine2 being optional', () => {
    expect(missingAddressFields(complete)).toEqual([]);
  });

  it('lists every missing or blank field in the spec’s order', () => {
    const missing = missingAddressFields({ ...complete, fullName: '  ', city: undefined, postalCode: '' });
    expect(missing).toEqual(['fullName', 'city', 'postalCode']);
    expect(ADDRESS_MESSAGES.requiredFields(missing)).toBe(
      'Please fill the following required fields: Full Name, City, Postal Code',
    );
  });
});

describe('addressInputSchema', () => {
  it('normalises the phone', () => {
    const parsed = addressInputSchema.parse({ ...complete, phone: '+91 98765-43210' });
    expect(parsed.phone).toBe('9876543210');
  });

  // docs/behaviour/account.md#addresses lists both among the fields a save requires; India and Home are only the
  // form's first values.
  it.each(['country', 'addressType'])('requires %s (no default)', (field) => {
    const result = addressInputSchema.safeParse({ ...complete, [field]: undefined });
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it.each(['56003', '056003', '5600381', 'ABCDEF'])('refuses pincode %s', (postalCode) => {
    const result = addressInputSchema.safeParse({ ...complete, postalCode });
    expect(result.error?.issues[0]?.message).toBe(ADDRESS_MESSAGES.postalCodeInvalid);
  });

  it.each(['12345', '5876543210', '98765432101'])('refuses phone %s', (phone) => {
    const result = addressInputSchema.safeParse({ ...complete, phone });
    expect(result.error?.issues[0]?.message).toBe(ADDRESS_MESSAGES.phoneInvalid);
  });

  it.each([
    ['+919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['(987) 654-3210', '9876543210'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normaliseIndianMobile(input)).toBe(expected);
  });
});
