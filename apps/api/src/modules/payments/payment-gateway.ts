// The payment gateway the server talks to (docs/architecture.md#payment-gateways): Razorpay when keys are configured,
// the offline test gateway otherwise. Both speak Razorpay's protocol: server order → checkout → HMAC signature →
// verify.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';

export type GatewayKind = 'razorpay' | 'offline';

/** Razorpay's payment states; only 'captured' means the money is ours, 'authorized' still needs a capture. */
export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface GatewayPayment {
  id: string;
  orderId: string;
  status: GatewayPaymentStatus;
  amountPaise: number;
  currency: string;
  /** Why a failed payment failed, as the bank or UPI app said (Razorpay's error_description). */
  errorDescription?: string | null;
  /** When the payment was made; the newest attempt decides what the waiting checkout shows. */
  createdAt?: Date;
}

export interface CreateGatewayOrderInput {
  amountPaise: number;
  currency: 'INR';
  /** Our reference (at most 40 characters, as Razorpay allows). */
  receipt: string;
  notes: Record<string, string>;
}

/** One seller's payout from a captured payment (Razorpay Route). */
export interface GatewayTransferInput {
  sellerId: string;
  amountPaise: number;
  /** The seller's Route linked account ('acc_…', sellers.razorpay_account_id); null: paid out by hand. */
  account: string | null;
}

/** A refund the gateway holds for a payment. */
export interface GatewayRefund {
  id: string;
  amountPaise: number;
  notes: Record<string, string>;
}

export interface PaymentGateway {
  readonly kind: GatewayKind;
  /** The public key the browser's checkout opens with. */
  readonly keyId: string;
  createOrder(input: CreateGatewayOrderInput): Promise<{ id: string }>;
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Captures an authorized payment (accounts without auto-capture). */
  capture(paymentId: string, amountPaise: number, currency: 'INR'): Promise<void>;
  /** One transfer id per input, in order; null where no money moves (no linked account, offline gateway). */
  transfer(paymentId: string, transfers: GatewayTransferInput[]): Promise<(string | null)[]>;
  /** Returns the refund id. */
  refund(paymentId: string, amountPaise: number, notes?: Record<string, string>): Promise<string>;
  /** The refunds made of a payment (failed ones left out: they paid nothing back), with the notes sent with each. */
  listRefunds(paymentId: string): Promise<GatewayRefund[]>;
  /**
   * A gateway that keeps its side in our database (the offline one) answers a copy writing through `tx`: PGlite has
   * one connection, so a write outside the caller's transaction would wait for it forever.
   */
  joinTransaction?(tx: Db): PaymentGateway;
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
}

/** Razorpay's checkout signature: hex HMAC-SHA256 of `order_id|payment_id` under the key secret. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw body under the webhook secret. */
export function webhookSignature(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * Constant-time comparison of two hex signatures. timingSafeEqual needs equal lengths; a length mismatch answers
 * false at once, which reveals only the (public) length of a SHA-256 hex digest.
 */
export function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(givenHex, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay-shaped ids: 'order_' / 'pay_' / 'rfnd_' + 14 base62 characters (rejection sampling keeps them uniform). */
export function gatewayId(prefix: 'order' | 'pay' | 'rfnd' | 'rcpt'): string {
  let id = '';
  while (id.length < 14) {
    for (const byte of randomBytes(32)) {
      // 248 = 4 × 62: bytes above it would favour the first characters.
      if (byte < 248 && id.length < 14) id += BASE62[byte % 62];
    }
  }
  return `${prefix}_${id}`;
}

/** Thrown when the gateway cannot be reached or refuses a call; routes answer 503 with PAYMENT_MESSAGES.gatewayUnavailable. */
export class GatewayError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'GatewayError';
  }
}
