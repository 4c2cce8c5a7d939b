// Every message of sign-in, sign-up, password reset and sessions (docs/behaviour/auth.md#validation, #messages), said
// once for web and API.
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  fullNameRequired: 'Full name is required',
  confirmPasswordRequired: 'Confirm password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  otpRequired: 'OTP is required',
  otpSixDigits: 'OTP must be 6 digits',
  newPasswordRequired: 'New password is required',

  loginFailed: 'Login failed',
  loginFailedCheck: 'Login failed. Please check your credentials.',
  invalidCredentials: 'Invalid credentials',
  invalidCredentialsRetry: 'Invalid credentials. Please try again.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',

  phoneExists: 'Phone number already exists',
  phoneAlreadyRegistered: 'Phone number already registered. Please use a different phone number.',
  emailExists: 'An account with this email already exists. Please sign in.',
  emailVerificationRequired: 'Email verification required. Please verify your email first.',
  registrationFailedRetry: 'Registration failed. Please try again.',
  registrationFailed: 'Registration failed',
  accountCreated: 'Account created successfully!',

  otpSent: 'OTP sent to your email',
  otpResent: 'OTP resent to your email',
  otpInvalid: 'Invalid OTP. Please try again.',
  otpInvalidShort: 'Invalid OTP',
  otpVerified: 'OTP verified successfully',
  otpAttemptsExceeded: 'Too many wrong attempts. Please request a new OTP.',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpResendTooSoon: 'Please wait before requesting another OTP.',
  resendFailed: 'Failed to resend OTP',
  sendOtpFailed: 'Failed to send OTP',
  /** Reset never says whether an account exists for the address. */
  resetOtpSent: 'If an account exists for this email, an OTP has been sent to it.',
  resetFailed: 'Failed to reset password',
  resetVerificationRequired: 'Please verify the OTP sent to your email first.',
  passwordReset: 'Password reset successfully!',

  noRefreshToken: 'No refresh token available',
  refreshFailed: 'Token refresh failed',
  unauthorized: 'Please log in to continue',
  sessionExpired: 'Session expired. Please login again',
  loggedOut: 'Logged out successfully',
  welcomeBack: 'Welcome back, {{name}}!',
} as const;

/** Machine codes of the account errors (the `code` of `{ success:false, error, code, field? }`). */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  phoneExists: 'PHONE_EXISTS',
  emailExists: 'EMAIL_EXISTS',
  emailVerificationRequired: 'EMAIL_VERIFICATION_REQUIRED',
  otpInvalid: 'OTP_INVALID',
  otpExpired: 'OTP_EXPIRED',
  otpAttemptsExceeded: 'OTP_ATTEMPTS_EXCEEDED',
  otpResendTooSoon: 'OTP_RESEND_TOO_SOON',
  resetVerificationRequired: 'RESET_VERIFICATION_REQUIRED',
  unauthorized: 'UNAUTHORIZED',
  sessionExpired: 'SESSION_EXPIRED',
} as const;
