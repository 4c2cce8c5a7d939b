// Every message of the seller portal's sign-up, sign-in and keys (docs/behaviour/seller-portal.md#messages), said
// once for the portal and the API; the portal shows them through t().
export const SELLER_MESSAGES = {
  businessNameRequired: 'Business name is required',
  gstinRequired: 'GSTIN is required',
  gstinFormat: 'Enter the 15-character GSTIN, for example 27AAPFU0939F1ZV',
  gstinState: 'The first two digits of the GSTIN are not a GST state code',
  gstinChecksum: 'This GSTIN has a typing mistake: its last character does not match',
  panRequired: 'PAN is required',
  panFormat: 'Enter the 10-character PAN, for example AAPFU0939F',
  panMismatch: 'The PAN must be characters 3 to 12 of the GSTIN',
  addressRequired: 'Pickup address is required',
  pincodeFormat: 'Enter a 6-digit pincode',
  pincodeUnknown: 'This pincode is not in the India Post directory',
  accountHolderRequired: 'Account holder name is required',
  accountNumberFormat: 'Enter the account number: 9 to 18 digits',
  ifscFormat: 'Enter the 11-character IFSC, for example SBIN0000300',
  codesSent: 'Codes sent to your e-mail and phone',
  emailNotVerified: 'Verify your e-mail address with the code we sent',
  phoneNotVerified: 'Verify your phone number with the code we sent',
  emailTaken: 'A seller account with this e-mail already exists. Please sign in.',
  phoneTaken: 'A seller account with this phone number already exists. Please sign in.',
  gstinTaken: 'A seller with this GSTIN is already registered',
  invalidCredentials: 'Invalid credentials. Please try again.',
  signInRequired: 'Please sign in to Seller Central',
  notApproved: 'Your account is waiting for review: this opens once it is approved',
  suspended:
    'Your account is suspended: listings cannot be added, edited, priced or submitted until the marketplace reinstates it. Your placed orders can still be shipped.',
  codeVerified: 'Code verified',
} as const;

export const SELLER_ERROR_CODES = {
  emailNotVerified: 'SELLER_EMAIL_NOT_VERIFIED',
  phoneNotVerified: 'SELLER_PHONE_NOT_VERIFIED',
  emailTaken: 'SELLER_EMAIL_EXISTS',
  phoneTaken: 'SELLER_PHONE_EXISTS',
  gstinTaken: 'SELLER_GSTIN_EXISTS',
  pincodeUnknown: 'PINCODE_UNKNOWN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  unauthenticated: 'UNAUTHENTICATED',
  notApproved: 'SELLER_NOT_APPROVED',
  suspended: 'SELLER_SUSPENDED',
} as const;
