// Every user-facing message that both the web app and the API say, written once
// (docs/behaviour/api-conventions.md#connection-failures).
export const MESSAGES = {
  connectionFailure: 'Unable to connect to the server. Please check your connection and try again.',
  somethingWentWrong: 'Something went wrong',
  serviceUnavailable: 'The store is briefly unavailable. Please try again in a moment.',
  notFound: 'The requested resource was not found',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  invalidJson: 'The request body is not valid JSON',
  /** The generic toasts of docs/behaviour/api-conventions.md#connection-failures. */
  networkError: 'Network error. Please try again',
  invalidInput: 'Please check your input',
  authFailed: 'Authentication failed',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  contact: {
    nameRequired: 'Name is required',
    subjectRequired: 'Subject is required',
    messageRequired: 'Message is required',
    sent: "Message sent successfully! We'll get back to you within 24 hours.",
    sending: 'Sending...',
  },
  trackOrder: {
    orderNumberRequired: 'Order number is required',
    contactRequired: 'Email or phone number is required',
    notFound:
      'No order found with these details. Please check the order number and the email or phone used at checkout.',
  },
} as const;

/** The spec's simple address pattern (docs/behaviour/auth.md#validation). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Optional leading plus, then 10 to 15 digits (docs/behaviour/auth.md#validation). */
export const PHONE_PATTERN = /^\+?\d{10,15}$/;
