// Every message of the account area (docs/behaviour/account.md#validation, #messages; issue 9), said once for web and
// API.
export const ACCOUNT_MESSAGES = {
  // Email / phone change (docs/behaviour/account.md#validation)
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailSame: 'New email must be different from current email',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  phoneSame: 'New phone number must be different from current phone number',
  nothingToChange: 'Enter a new email or phone number',
  emailOtpRequired: 'Please enter the 6-digit email OTP',
  phoneOtpRequired: 'Please enter the 6-digit phone OTP',
  currentPhoneOtpRequired: 'Please enter the 6-digit OTP sent to your current phone',
  otpsExpired: 'OTPs have expired. Please request new OTPs.',
  otpsSent: 'OTPs sent successfully! Please check your email and phone.',
  otpsResent: 'New OTPs sent successfully!',
  sendOtpFailed: 'Failed to send OTP',
  resendOtpFailed: 'Failed to resend OTP',
  verifyFailed: 'OTP verification failed',
  emailOtpInvalid: 'Invalid email OTP. Please try again.',
  phoneOtpInvalid: 'Invalid phone OTP. Please try again.',
  currentPhoneOtpInvalid: 'Invalid OTP for your current phone. Please try again.',
  otpAttemptsExceeded: 'Too many wrong attempts. Please request new OTPs.',
  otpResendTooSoon: 'Please wait before requesting new OTPs.',
  noPendingChange: 'No change is waiting for verification. Please request new OTPs.',
  pendingMismatch: 'These OTPs were sent for a different email or phone number. Please request new OTPs.',
  emailTaken: 'This email is already used by another account',
  phoneTaken: 'This phone number is already used by another account',
  profileUpdated: 'Profile updated successfully!',

  // Settings (docs/behaviour/account.md#addresses, #messages)
  nameRequired: 'Full name is required',
  nameAdminOnly: 'Your name can only be changed by our support team. Please contact us to change it.',
  contactChangeNeedsOtp:
    'To change your email or phone, use Update Email or Phone on your profile: we verify it with an OTP.',
  profileUpdateFailed: 'Profile update failed!',
  changesSaved: 'Changes saved',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  passwordsMismatch: 'New passwords do not match!',
  passwordTooShort: 'Password should be at least 8 characters long!',
  passwordSameAsCurrent: 'New password must be different from the current one',
  passwordUpdated: 'Password updated. Other devices have been signed out.',
  passwordUpdateFailed: 'Password update failed!',
  pincodeNotFound: 'No location found for this pincode.',
  pincodeLookupFailed: 'Failed to fetch pincode info.',

  // Payment methods (docs/behaviour/account.md#email-or-phone-change, #validation)
  cardFormInvalid: 'Please fill in all required fields correctly.',
  fullCardNumberRefused: 'Never send a full card number: only its last 4 digits are kept.',
  cardLast4Invalid: 'Card last 4 digits must be 4 digits',
  cardExpired: 'This card has expired',
  cardSaved: 'Card saved successfully!',
  cardDeleted: 'Card removed',
  cardNotFound: 'Payment method not found',
  tooManyCards: 'You can save at most 10 cards',

  // Profile setup (docs/behaviour/account.md#profile-setup)
  setupRequired: 'Please fill in all required fields',
  setupCompleted: 'Profile setup completed successfully!',
  setupFailed: 'Failed to setup profile. Please try again.',
} as const;

export const ACCOUNT_ERROR_CODES = {
  otpInvalid: 'OTP_INVALID',
  otpExpired: 'OTP_EXPIRED',
  otpAttemptsExceeded: 'OTP_ATTEMPTS_EXCEEDED',
  otpResendTooSoon: 'OTP_RESEND_TOO_SOON',
  noPendingChange: 'NO_PENDING_CHANGE',
  contactTaken: 'CONTACT_TAKEN',
  nameAdminOnly: 'NAME_ADMIN_ONLY',
  contactChangeNeedsOtp: 'CONTACT_CHANGE_NEEDS_OTP',
  currentPasswordWrong: 'CURRENT_PASSWORD_WRONG',
  fullCardNumberRefused: 'FULL_CARD_NUMBER_REFUSED',
  cardNotFound: 'PAYMENT_METHOD_NOT_FOUND',
  tooManyCards: 'TOO_MANY_PAYMENT_METHODS',
} as const;
