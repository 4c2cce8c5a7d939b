// The offline test gateway (docs/architecture.md#payment-gateways): Razorpay's protocol without Razorpay. It names
// orders and payments as Razorpay does, keeps its side in offline_gateway_payments and signs with its own secret, so
// checkout, verify, webhooks, the reconciler and refund payouts run the same code as in production. No money moves.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offlineGatewayPayments, offlineGatewayRefunds } from '../../db/schema/payments.ts';
import {
  gatewayId,
  paymentSignature,
  signaturesMatch,
  webhookSignature,
  type CreateGatewayOrderInput,
  type GatewayRefund,
  type GatewayPayment,
  type GatewayTransferInput,
  type PaymentGateway,
} from './payment-gateway.ts';

export const OFFLINE_KEY_ID = 'rzp_offline_haat';

export interface OfflinePaymentInput {
  gatewayOrderId: string;
  amountPaise: number;
  method: 'card' | 'upi';
  outcome: 'success' | 'failure';
  /** Card number or UPI id as typed; a card keeps only its last four. */
  instrument: string | undefined;
}

export type OfflinePaymentResult =
  | { success: true; paymentId: string; signature: string }
  | { success: false; paymentId: string; error: { code: string; description: string; reason: string } };

/** Razorpay checkout's error object for a declined payment, which the browser shows and reports. */
export const OFFLINE_PAYMENT_FAILED = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed',
  reason: 'payment_failed',
} as const;

export class OfflineGateway implements PaymentGateway {
  readonly kind = 'offline' as const;
  readonly keyId = OFFLINE_KEY_ID;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  createOrder(_input: CreateGatewayOrderInput): Promise<{ id: string }> {
    // The order itself lives in payment_orders (our side); the gateway only names it.
    return Promise.resolve({ id: gatewayId('order') });
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    const rows = await this.db
      .select()
      .from(offlineGatewayPayments)
      .where(eq(offlineGatewayPayments.gatewayOrderId, orderId))
      .orderBy(asc(offlineGatewayPayments.createdAt));
    return rows.map((r) => ({
      id: r.id,
      orderId: r.gatewayOrderId,
      status: r.status,
      amountPaise: r.amountPaise,
      currency: 'INR',
      errorDescription: r.errorDescription,
      createdAt: r.createdAt,
    }));
  }

  /** Offline payments are captured when made, as with Razorpay's automatic capture. */
  capture(): Promise<void> {
    return Promise.resolve();
  }

  /** No money moves offline, so there is nothing to route; the split is still recorded by the caller. */
  transfer(_paymentId: string, transfers: GatewayTransferInput[]): Promise<(string | null)[]> {
    return Promise.resolve(transfers.map(() => null));
  }

  /** Books the refund in offline_gateway_refunds, as Razorpay would on its side. */
  async refund(paymentId: string, amountPaise: number, notes: Record<string, string> = {}): Promise<string> {
    const id = gatewayId('rfnd');
    await this.db.insert(offlineGatewayRefunds).values({ id, paymentId, amountPaise, notes });
    return id;
  }

  async listRefunds(paymentId: string): Promise<GatewayRefund[]> {
    const rows = await this.db
      .select()
      .from(offlineGatewayRefunds)
      .where(eq(offlineGatewayRefunds.paymentId, paymentId))
      .orderBy(asc(offlineGatewayRefunds.createdAt), asc(offlineGatewayRefunds.id));
    return rows.map((r) => ({ id: r.id, amountPaise: r.amountPaise, notes: r.notes }));
  }

  joinTransaction(tx: Db): OfflineGateway {
    return new OfflineGateway(tx, this.secret);
  }

  /** What the tester chose in the checkout dialog: a captured payment with its signature, or a declined one. */
  async pay(input: OfflinePaymentInput): Promise<OfflinePaymentResult> {
    const paymentId = gatewayId('pay');
    const failed = input.outcome === 'failure';
    await this.db.insert(offlineGatewayPayments).values({
      id: paymentId,
      gatewayOrderId: input.gatewayOrderId,
      method: input.method,
      status: failed ? 'failed' : 'captured',
      amountPaise: input.amountPaise,
      instrument: maskInstrument(input.method, input.instrument),
      errorDescription: failed ? OFFLINE_PAYMENT_FAILED.description : null,
    });
    if (failed) return { success: false, paymentId, error: { ...OFFLINE_PAYMENT_FAILED } };
    return {
      success: true,
      paymentId,
      signature: paymentSignature(this.secret, input.gatewayOrderId, paymentId),
    };
  }

  /** Signs a webhook body as Razorpay would; the dev tools and tests use it to deliver events. */
  signWebhook(rawBody: string): string {
    return webhookSignature(this.secret, rawBody);
  }

  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return signaturesMatch(paymentSignature(this.secret, orderId, paymentId), signature);
  }

  verifyWebhookSignature(rawBody: string, signature: string): boolean {
    return signaturesMatch(webhookSignature(this.secret, rawBody), signature);
  }
}

/** Razorpay reports a card by its last four digits only; a UPI id is kept as typed (it is no secret). */
function maskInstrument(method: 'card' | 'upi', instrument: string | undefined): string | null {
  if (!instrument) return null;
  if (method === 'upi') return instrument;
  const digits = instrument.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}
