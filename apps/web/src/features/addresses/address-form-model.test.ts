import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '@haat/domain/addresses/address.schema';
import { ApiRequestError } from '../../lib/api-client.ts';
import {
  addressPayload,
  addressSaveErrorMessage,
  addressValuesOf,
  emptyAddressValues,
  missingFields,
} from './address-form-model.ts';
import { AddressAnswerError } from './api/saved-address.ts';

describe('address form model', () => {
  it('lists every empty required field in the spec order, country and type filled by default', () => {
    const values = { ...emptyAddressValues(), fullName: 'Priya Nair', city: '  ' };
    expect(missingFields(values)).toEqual(['phone', 'addressLine1', 'city', 'state', 'postalCode']);
    expect(ADDRESS_MESSAGES.requiredFields(missingFields(values))).toBe(
      'Please fill the following required fields: Phone, Address Line 1, City, State, Postal Code',
    );
  });

  it('sends trimmed text and leaves out an empty second line', () => {
    const payload = addressPayload({
      ...emptyAddressValues(true),
      fullName: ' Priya Nair ',
      phone: '98765 43210',
      addressLine1: '12 MG Road ',
      addressLine2: '   ',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001 ',
    });
    expect(payload).toEqual({
      fullName: 'Priya Nair',
      phone: '98765 43210',
      addressLine1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      country: 'India',
      addressType: 'Home',
      isDefault: true,
    });
  });

  it('edits an address with its optional line as an empty field', () => {
    const values = addressValuesOf({
      _id: 'a1',
      fullName: 'Ravi',
      phone: '9876543210',
      addressLine1: 'Flat 4',
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
      country: 'India',
      addressType: 'Office',
      isDefault: false,
    });
    expect(values.addressLine2).toBe('');
    expect(values.addressType).toBe('Office');
  });

  it('words a failed save as docs/behaviour/account.md#addresses does', () => {
    expect(addressSaveErrorMessage(new ApiRequestError('x', 0, 'NETWORK_ERROR'))).toBe(
      ADDRESS_MESSAGES.network,
    );
    const refused = new ApiRequestError('bad', 400, 'VALIDATION', 'postalCode', {
      error: 'Please enter a valid 6-digit pincode',
    });
    expect(addressSaveErrorMessage(refused)).toBe(
      'Failed to add address: Please enter a valid 6-digit pincode',
    );
    expect(addressSaveErrorMessage(new ApiRequestError('Request failed (502)', 502))).toBe(
      ADDRESS_MESSAGES.addFailedRetry,
    );
    expect(addressSaveErrorMessage(new AddressAnswerError())).toBe(ADDRESS_MESSAGES.noDetails);
  });
});
