// The live gateway: Razorpay through its official SDK (orders, payments of an order, capture, Route transfers,
// refunds and their list). Signatures are checked here in constant time rather than with the SDK's plain string comparison.
import Razorpay from 'razorpay';
import {
  GatewayError,
  paymentSignature,
  signaturesMatch,
  webhookSignature,
  type CreateGatewayOrderInput,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type GatewayRefund,
  type GatewayTransferInput,
  type PaymentGateway,
} from './payment-gateway.ts';

export interface RazorpayGatewayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  /** Tests hand in an SDK whose HTTP is mocked; production builds one from the keys. */
  client?: Razorpay;
  /** How long one call may wait for Razorpay (default REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * The SDK's HTTP client has no timeout of its own: a Razorpay that stops answering would hold the shopper's request,
 * and a refund payout's locked row, forever. After this long the call is given up as a GatewayError (the checkout
 * answers 503); whatever the call did at Razorpay meanwhile is found by the reconciler.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

const REFUND_PAGE = 100;

const STATUSES: readonly GatewayPaymentStatus[] = ['created', 'authorized', 'captured', 'refunded', 'failed'];

export class RazorpayGateway implements PaymentGateway {
  readonly kind = 'razorpay' as const;
  readonly keyId: string;
  private readonly client: Razorpay;

  constructor(private readonly options: RazorpayGatewayOptions) {
    this.keyId = options.keyId;
    this.client = options.client ?? new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  }

  private call<T>(what: string, run: () => Promise<T>): Promise<T> {
    return call(what, run, this.options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  }

  async createOrder(input: CreateGatewayOrderInput): Promise<{ id: string }> {
    const order = await this.call('create an order', () =>
      this.client.orders.create({
        amount: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes,
      }),
    );
    return { id: order.id };
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    const list = await this.call('fetch the payments of an order', () =>
      this.client.orders.fetchPayments(orderId),
    );
    return list.items.map((p) => ({
      id: p.id,
      orderId: p.order_id,
      // Anything Razorpay adds later is treated as not paid.
      status: STATUSES.includes(p.status as GatewayPaymentStatus)
        ? (p.status as GatewayPaymentStatus)
        : 'failed',
      amountPaise: Number(p.amount),
      currency: p.currency,
      ...(p.error_description ? { errorDescription: p.error_description } : {}),
      ...(p.created_at ? { createdAt: new Date(Number(p.created_at) * 1000) } : {}),
    }));
  }

  async capture(paymentId: string, amountPaise: number, currency: 'INR'): Promise<void> {
    await this.call('capture a payment', () =>
      this.client.payments.capture(paymentId, amountPaise, currency),
    );
  }

  async transfer(paymentId: string, transfers: GatewayTransferInput[]): Promise<(string | null)[]> {
    // Sellers without a linked account, and zero shares (a coupon can eat a whole sub-order), are paid by hand.
    const routed = transfers.filter(
      (t): t is GatewayTransferInput & { account: string } => t.account !== null && t.amountPaise > 0,
    );
    if (routed.length === 0) return transfers.map(() => null);
    const made = await this.call('transfer to sellers', () =>
      this.client.payments.transfer(paymentId, {
        transfers: routed.map((t) => ({
          account: t.account,
          amount: t.amountPaise,
          currency: 'INR',
          notes: { sellerId: t.sellerId },
        })),
      }),
    );
    // Razorpay answers the transfers in the order they were asked for.
    const ids = new Map<GatewayTransferInput, string | null>(
      routed.map((t, i) => [t, made.items[i]?.id ?? null]),
    );
    return transfers.map((t) => ids.get(t) ?? null);
  }

  async refund(paymentId: string, amountPaise: number, notes: Record<string, string> = {}): Promise<string> {
    const refund = await this.call('refund a payment', () =>
      this.client.payments.refund(paymentId, { amount: amountPaise, speed: 'normal', notes }),
    );
    return refund.id;
  }

  async listRefunds(paymentId: string): Promise<GatewayRefund[]> {
    const refunds: GatewayRefund[] = [];
    // Razorpay pages at most 100 refunds per call; a payment rarely has more than a few.
    for (let skip = 0; ; skip += REFUND_PAGE) {
      const page = await this.call('list the refunds of a payment', () =>
        this.client.payments.fetchMultipleRefund(paymentId, { count: REFUND_PAGE, skip }),
      );
      for (const r of page.items) {
        if (r.status === 'failed') continue;
        refunds.push({ id: r.id, amountPaise: Number(r.amount), notes: stringNotes(r.notes) });
      }
      if (page.items.length < REFUND_PAGE) return refunds;
    }
  }

  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return signaturesMatch(paymentSignature(this.options.keySecret, orderId, paymentId), signature);
  }

  verifyWebhookSignature(rawBody: string, signature: string): boolean {
    // Without a configured webhook secret no delivery can be trusted; the reconciler settles instead.
    if (!this.options.webhookSecret) return false;
    return signaturesMatch(webhookSignature(this.options.webhookSecret, rawBody), signature);
  }
}

/** Razorpay answers notes as an object of strings or numbers, and as [] when there are none. */
function stringNotes(notes: unknown): Record<string, string> {
  if (!notes || typeof notes !== 'object' || Array.isArray(notes)) return {};
  return Object.fromEntries(Object.entries(notes).map(([k, v]) => [k, String(v)]));
}

/** The SDK rejects with { statusCode, error: { code, description } } or a TypeError when there was no answer. */
async function call<T>(what: string, run: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          Object.assign(new Error('timed out'), { error: { description: `no answer in ${timeoutMs} ms` } }),
        ),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([run(), timedOut]);
  } catch (err) {
    const detail = (err as { error?: { description?: string } } | undefined)?.error?.description;
    throw new GatewayError(`Razorpay: could not ${what}${detail ? `: ${detail}` : ''}`, err);
  } finally {
    clearTimeout(timer);
  }
}
