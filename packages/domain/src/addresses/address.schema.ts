// Saved shipping addresses (docs/behaviour/account.md#addresses, issue 7): what checkout and settings send and what
// the API answers. The server checks a pincode and a phone number so that a parcel can be delivered and the courier
// can call.
import { z } from 'zod';

export const ADDRESS_TYPES = ['Home', 'Office', 'Other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
/** A shopper's address book holds at most this many addresses. */
export const MAX_ADDRESSES = 20;

/**
 * The required fields in the spec's order, with the names the message lists (docs/behaviour/account.md#validation).
 */
export const ADDRESS_REQUIRED_FIELDS = {
  fullName: 'Full Name',
  phone: 'Phone',
  addressLine1: 'Address Line 1',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  country: 'Country',
  addressType: 'Address Type',
} as const;
export type AddressRequiredField = keyof typeof ADDRESS_REQUIRED_FIELDS;

export const ADDRESS_MESSAGES = {
  /** 'Please fill the following required fields: Full Name, City' */
  requiredFields: (missing: readonly AddressRequiredField[]) =>
    `Please fill the following required fields: ${missing.map((field) => ADDRESS_REQUIRED_FIELDS[field]).join(', ')}`,
  postalCodeInvalid: 'Please enter a valid 6-digit pincode',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  notFound: 'Address not found',
  noAddresses: 'No addresses found',
  tooMany: `You can save at most ${MAX_ADDRESSES} addresses`,
  added: 'Address added successfully!',
  updated: 'Address updated successfully!',
  deleted: 'Address deleted',
  addFailed: (serverMessage: string) => `Failed to add address: ${serverMessage}`,
  addFailedRetry: 'Failed to add address. Please try again.',
  network: 'Network error. Please check your connection and try again.',
  noDetails: 'Failed to get address details from response',
  selectOrAdd: 'Please select or add a shipping address',
  select: 'Please select a shipping address',
} as const;

/**
 * The fields of docs/behaviour/account.md#addresses that are empty (after trimming) in a form or body, in the spec's
 * order.
 */
export function missingAddressFields(
  input: Partial<Record<AddressRequiredField, unknown>>,
): AddressRequiredField[] {
  return (Object.keys(ADDRESS_REQUIRED_FIELDS) as AddressRequiredField[]).filter((field) => {
    const value = input[field];
    return typeof value !== 'string' || value.trim() === '';
  });
}

/** Indian pincode: six digits, the first 1–9. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
/** An Indian mobile number after stripping spaces, dashes and a +91 or 0 prefix: 10 digits starting 6–9. */
export const INDIAN_MOBILE_PATTERN = /^[6-9][0-9]{9}$/;

/** '+91 98765-43210' → '9876543210'; anything else is returned trimmed and left for the pattern to refuse. */
export function normaliseIndianMobile(phone: string): string {
  const digits = phone.replace(/[\s()-]/g, '');
  const withoutPrefix = digits.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return withoutPrefix;
}

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/**
 * POST /api/users/addresses and PUT /api/users/addresses/{id}. Presence is checked by missingAddressFields (one
 * message naming every missing field, as the spec says) before this schema's format checks run.
 */
export const addressInputSchema = z.object({
  fullName: text(100),
  phone: text(20)
    .transform(normaliseIndianMobile)
    .refine((value) => INDIAN_MOBILE_PATTERN.test(value), ADDRESS_MESSAGES.phoneInvalid),
  addressLine1: text(200),
  addressLine2: text(200).optional(),
  city: text(80),
  state: text(80),
  postalCode: text(10).refine((value) => PINCODE_PATTERN.test(value), ADDRESS_MESSAGES.postalCodeInvalid),
  // Required on save (docs/behaviour/account.md#addresses): India and Home are what the form starts with (§3), not
  // defaults of the API.
  country: text(60),
  addressType: z.enum(ADDRESS_TYPES),
  isDefault: z.boolean().optional(),
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  phone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressIdParamsSchema = z.object({ id: z.uuid({ error: ADDRESS_MESSAGES.notFound }) });

/** Every address call answers the whole book (default first, then newest), so the browser never re-fetches. */
export const addressListResponseSchema = z.object({
  success: z.literal(true),
  addresses: z.array(addressSchema),
  /**
   * 'No addresses found' when the book is empty: checkout opens the add form on it (docs/behaviour/account.md#calls).
   */
  message: z.string().optional(),
});

export const addressSavedResponseSchema = addressListResponseSchema.extend({
  address: addressSchema,
  message: z.string(),
});
