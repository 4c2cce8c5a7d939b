// The address form's rules as pure functions (docs/behaviour/account.md#addresses): its empty and edit values, the
// payload it sends, the one message naming every missing required field, and the message a failed save shows.
import {
  ADDRESS_MESSAGES,
  missingAddressFields,
  type Address,
  type AddressInput,
  type AddressRequiredField,
  type AddressType,
} from '@haat/domain/addresses/address.schema';
import { ApiRequestError } from '../../lib/api-client.ts';
import { AddressAnswerError } from './api/saved-address.ts';

export interface AddressFormValues {
  fullName: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  addressType: AddressType;
  isDefault: boolean;
}

export function emptyAddressValues(makeDefault = false): AddressFormValues {
  return {
    fullName: '',
    phone: '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    state: '',
    postalCode: '',
    country: 'India',
    addressType: 'Home',
    isDefault: makeDefault,
  };
}

export function addressValuesOf(address: Address): AddressFormValues {
  return {
    fullName: address.fullName,
    phone: address.phone,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    country: address.country,
    addressType: address.addressType,
    isDefault: address.isDefault,
  };
}

/** The required fields left empty, in the spec's order; empty when the form may be sent. */
export function missingFields(values: AddressFormValues): AddressRequiredField[] {
  return missingAddressFields(values);
}

/** What the API receives: trimmed text, no empty optional line. The server checks the formats. */
export function addressPayload(values: AddressFormValues): AddressInput {
  const line2 = values.addressLine2.trim();
  return {
    fullName: values.fullName.trim(),
    phone: values.phone.trim(),
    addressLine1: values.addressLine1.trim(),
    ...(line2 ? { addressLine2: line2 } : {}),
    city: values.city.trim(),
    state: values.state.trim(),
    postalCode: values.postalCode.trim(),
    country: values.country.trim(),
    addressType: values.addressType,
    isDefault: values.isDefault,
  };
}

/**
 * The toast of a failed save (docs/behaviour/account.md#addresses): the network message when the server was not
 * reached, the server's reason as 'Failed to add address: …', the retry message when it gave none, and the
 * missing-details message.
 */
export function addressSaveErrorMessage(error: unknown): string {
  if (error instanceof AddressAnswerError) return ADDRESS_MESSAGES.noDetails;
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return ADDRESS_MESSAGES.network;
    const given = (error.body as { error?: unknown } | undefined)?.error;
    if (typeof given === 'string' && given.trim()) return ADDRESS_MESSAGES.addFailed(given.trim());
  }
  return ADDRESS_MESSAGES.addFailedRetry;
}
