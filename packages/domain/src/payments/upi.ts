// UPI by intent and QR (docs/behaviour/checkout.md#upi): the NPCI payment link a UPI app opens, the apps a phone
// offers, how long a UPI payment waits, and the status the checkout polls while the shopper pays in their app.
import { z } from 'zod';

/**
 * How long the checkout waits for a UPI payment before it gives up and offers a new one (PhonePe's gateway defaults
 * are 480 s for a QR and 600 s for an intent; Razorpay's checkout counts down a few minutes). A payment that still
 * arrives later is a late payment (#late-upi-payments).
 */
export const UPI_PAYMENT_WINDOW_MS = 5 * 60_000;

/** How often the checkout asks the server whether the UPI payment arrived. */
export const UPI_POLL_INTERVAL_MS = 2_000;

export type UpiAppId = 'gpay' | 'phonepe' | 'paytm' | 'bhim';

export interface UpiApp {
  id: UpiAppId;
  name: string;
  /** The Android package an intent:// link targets. */
  androidPackage: string;
  /** The iOS URL scheme and path that replace upi://pay (iOS has no chooser of installed apps). */
  iosPrefix: string;
}

/** The well-known order, used where the browser cannot tell which apps the phone has (iOS, and every app button). */
export const UPI_APPS: readonly UpiApp[] = [
  {
    id: 'gpay',
    name: 'Google Pay',
    androidPackage: 'com.google.android.apps.nbu.paisa.user',
    iosPrefix: 'tez://upi/pay',
  },
  { id: 'phonepe', name: 'PhonePe', androidPackage: 'com.phonepe.app', iosPrefix: 'phonepe://pay' },
  { id: 'paytm', name: 'Paytm', androidPackage: 'net.one97.paytm', iosPrefix: 'paytmmp://pay' },
  { id: 'bhim', name: 'BHIM', androidPackage: 'in.org.npci.upiapp', iosPrefix: 'bhim://pay' },
];

/** What a UPI payment link carries (NPCI's UPI linking specification). */
export interface UpiPaymentRequest {
  /** pa: the payee's virtual payment address. */
  payeeVpa: string;
  /** pn: the payee's name. */
  payeeName: string;
  /** am: rupees with two decimals, from paise. */
  amountPaise: number;
  /** tr: the merchant's reference, here the gateway order id. */
  reference: string;
  /** tn: the note the payer's app shows. */
  note: string;
}

/** The query string of upi://pay, in the specification's order; cu is always INR. */
export function upiQuery(request: UpiPaymentRequest): string {
  const fields: [string, string][] = [
    ['pa', request.payeeVpa],
    ['pn', request.payeeName],
    ['am', (request.amountPaise / 100).toFixed(2)],
    ['cu', 'INR'],
    ['tr', request.reference],
    ['tn', request.note.slice(0, 50)],
  ];
  // Percent-encoded as the specification has it (a space is %20, never '+', which some UPI apps show literally);
  // encodeURIComponent leaves ( ) ! * ' alone, which are encoded too.
  const encode = (value: string) =>
    encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return fields.map(([key, value]) => `${key}=${encode(value)}`).join('&');
}

/** The generic link: on Android it opens the system's tray of the UPI apps installed; scanned as a QR it pays too. */
export function upiLink(request: UpiPaymentRequest): string {
  return `upi://pay?${upiQuery(request)}`;
}

export type UpiPlatform = 'android' | 'ios' | 'desktop';

/** The link that opens one app: an Android intent:// naming its package, or the app's own iOS scheme. */
export function upiAppLink(app: UpiApp, platform: 'android' | 'ios', request: UpiPaymentRequest): string {
  const query = upiQuery(request);
  if (platform === 'ios') return `${app.iosPrefix}?${query}`;
  return `intent://pay?${query}#Intent;scheme=upi;package=${app.androidPackage};end`;
}

/**
 * Where UPI collect (a request sent to a UPI ID) is still offered: NPCI ended collect requests for merchant
 * payments from 28 February 2026 except where an intent cannot be relied on, and, as Razorpay's checkout does, Haat
 * keeps it on iOS only (no chooser of installed apps there).
 */
export function upiCollectAllowed(platform: UpiPlatform): boolean {
  return platform === 'ios';
}

/** A UPI ID as NPCI allows it: handle@psp, letters, digits, dots, hyphens and underscores. */
export const upiIdSchema = z
  .string()
  .trim()
  .min(3)
  .max(64)
  .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,64}$/, 'Enter a UPI ID such as name@okbank');

/**
 * The state of one payment order as the waiting checkout sees it. `expired`: nobody paid within the window (the
 * order stays open for a late payment, which the reconciler settles); `failed`: the last attempt was declined and
 * the shopper may try again on the same order.
 */
export const PAYMENT_WAIT_STATES = ['pending', 'paid', 'failed', 'expired', 'closed'] as const;
export type PaymentWaitState = (typeof PAYMENT_WAIT_STATES)[number];

export const paymentStatusResponseSchema = z.object({
  success: z.literal(true),
  orderId: z.string(),
  state: z.enum(PAYMENT_WAIT_STATES),
  /** Paise. */
  amount: z.number().int(),
  /** ISO time after which the checkout stops waiting. */
  expiresAt: z.string(),
  /** The server's time of this answer: the countdown runs on it, not on a phone's clock that may be off. */
  now: z.string(),
  /** The gateway payment that paid the order, once the server confirmed it with the gateway. */
  paymentId: z.string().nullable(),
  /** The newest declined attempt and the bank's or app's reason; the checkout tells each one once. */
  failure: z.object({ paymentId: z.string(), reason: z.string() }).nullable(),
  /** The payment link for the QR and the app buttons (null where the gateway's own checkout shows them). */
  upi: z
    .object({
      payeeVpa: z.string(),
      payeeName: z.string(),
      note: z.string(),
      /** The offline gateway's test UPI app page the links lead to instead of a real app. */
      testAppUrl: z.string().nullable(),
    })
    .nullable(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

/** The offline gateway's test UPI app: what it shows before the tester approves or declines. */
export const offlineUpiRequestSchema = z.object({
  orderId: z.string(),
  amount: z.number().int(),
  payeeVpa: z.string(),
  payeeName: z.string(),
  note: z.string(),
  state: z.enum(PAYMENT_WAIT_STATES),
});
export type OfflineUpiRequest = z.infer<typeof offlineUpiRequestSchema>;

export const offlineUpiDecisionSchema = z.object({
  outcome: z.enum(['success', 'failure']),
  app: z.enum(['gpay', 'phonepe', 'paytm', 'bhim', 'collect', 'qr']).optional(),
  /** The payer's UPI ID, for a collect request or as the test app's account. */
  payerVpa: upiIdSchema.optional(),
});
export type OfflineUpiDecision = z.infer<typeof offlineUpiDecisionSchema>;
