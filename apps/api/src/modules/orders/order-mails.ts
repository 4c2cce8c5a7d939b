// The buyer's order mails (issue 7): the confirmation when an order is placed and a note on every status change,
// each as an e-mail and a short SMS, queued inside the caller's transaction (the worker delivers them after commit).
import { formatPaise, paise } from '@haat/domain/money/money';
import { BRAND_NAME, SUPPORT_CONTACT } from '@haat/domain/shell/store-info';
import type { DeliveryWindow } from '@haat/domain/shipping/shipping-estimate.schema';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, subOrders } from '../../db/schema/orders.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { queueMail } from '../mail/mail.service.ts';
import type { PricedCheckout } from '../checkout/checkout.types.ts';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const isoDay = (day: string) => dateFormat.format(new Date(`${day}T12:00:00+05:30`));

/** '25 Nov 2026 – 28 Nov 2026', or one date when the window is one day. */
export function deliveryWindowText(window: DeliveryWindow): string {
  return window.from === window.to ? isoDay(window.from) : `${isoDay(window.from)} – ${isoDay(window.to)}`;
}

/** The order's page; absolute when the store's public address is known (config PUBLIC_URL), as mail needs. */
export const orderPageUrl = (orderId: string, siteUrl = '') => `${siteUrl}/orders/${orderId}`;

export interface ConfirmationMailInput {
  orderId: string;
  orderNumber: string;
  checkout: PricedCheckout;
  cashOnDelivery: boolean;
  delivery: DeliveryWindow;
  /** config.publicUrl; left out (tests), the link is a path. */
  siteUrl?: string;
}

/** The order confirmation: what was bought from whom, the amounts in ₹, when it arrives and where to follow it. */
export async function queueOrderConfirmation(tx: Db, input: ConfirmationMailInput): Promise<void> {
  const { checkout, orderNumber } = input;
  const money = (amount: number) => formatPaise(paise(amount));
  const lines = checkout.parcels.flatMap((parcel) => [
    `Sold by ${parcel.sellerName}:`,
    ...checkout.lines
      .filter((l) => l.sellerId === parcel.sellerId)
      .map((l) => `  • ${l.name} × ${l.quantity} — ${money(l.lineTotalPaise)}`),
  ]);
  const window = deliveryWindowText(input.delivery);
  const total = money(checkout.totalPaise);
  const a = checkout.address;
  await queueMail(tx, {
    channel: 'email',
    to: checkout.contactEmail,
    subject: `Your ${BRAND_NAME} order ${orderNumber} is confirmed`,
    text: [
      `Hello ${a.fullName},`,
      '',
      `Thank you for your order ${orderNumber}. It will be processed and shipped within 1-2 business days.`,
      '',
      ...lines,
      '',
      `Subtotal: ${money(checkout.subtotalPaise)}`,
      `Shipping: ${checkout.shippingPaise === 0 ? 'Free' : money(checkout.shippingPaise)}`,
      ...(checkout.discountPaise > 0
        ? [`Coupon ${checkout.couponCode ?? ''}: −${money(checkout.discountPaise)}`]
        : []),
      `Total: ${total}${input.cashOnDelivery ? ' (to pay in cash on delivery)' : ' (paid)'}`,
      '',
      `Expected delivery: ${window}`,
      `Deliver to: ${[a.addressLine1, a.addressLine2, a.city, a.state, a.postalCode].filter(Boolean).join(', ')}`,
      '',
      `Track your order: ${orderPageUrl(input.orderId, input.siteUrl)}`,
      '',
      `Questions? Write to ${SUPPORT_CONTACT.email}.`,
      `– ${BRAND_NAME}`,
    ].join('\n'),
  });
  await queueMail(tx, {
    channel: 'sms',
    to: checkout.contactPhone,
    subject: `${BRAND_NAME} order ${orderNumber}`,
    text: `${BRAND_NAME}: order ${orderNumber} confirmed, ${total}. Expected delivery ${window}. Track: ${orderPageUrl(input.orderId, input.siteUrl)}`,
  });
}

/**
 * Tells the buyer that their order (or one seller's parcel of it) moved: call inside the transaction that moved it.
 * `status` is the English text the mail names the move by (statusText of the code, ADR 0023); `description` is the
 * event's text; the seller's name is added when a sub-order is named.
 */
export async function queueOrderStatusMail(
  tx: Db,
  input: { orderId: string; subOrderId?: string; status: string; description?: string; siteUrl?: string },
): Promise<void> {
  const [order] = await tx
    .select({
      orderNumber: orders.orderNumber,
      contactEmail: orders.contactEmail,
      contactPhone: orders.contactPhone,
      shippingAddress: orders.shippingAddress,
    })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  if (!order) throw new Error(`queueOrderStatusMail: no order ${input.orderId}`);
  let seller: { name: string; trackingNumber: string | null; carrier: string | null } | undefined;
  if (input.subOrderId) {
    [seller] = await tx
      .select({
        name: sellers.displayName,
        trackingNumber: subOrders.trackingNumber,
        carrier: subOrders.carrier,
      })
      .from(subOrders)
      .innerJoin(sellers, eq(sellers.id, subOrders.sellerId))
      .where(eq(subOrders.id, input.subOrderId));
  }
  const name = (order.shippingAddress as { fullName?: unknown }).fullName;
  const what = seller
    ? `Your parcel from ${seller.name} (order ${order.orderNumber})`
    : `Your order ${order.orderNumber}`;
  const tracking =
    seller?.trackingNumber && seller.carrier
      ? `${seller.carrier} tracking number: ${seller.trackingNumber}`
      : undefined;
  await queueMail(tx, {
    channel: 'email',
    to: order.contactEmail,
    subject: `${BRAND_NAME} order ${order.orderNumber}: ${input.status}`,
    text: [
      `Hello${typeof name === 'string' && name ? ` ${name}` : ''},`,
      '',
      `${what} is now: ${input.status}.`,
      ...(input.description ? [input.description] : []),
      ...(tracking ? ['', tracking] : []),
      '',
      `Follow it here: ${orderPageUrl(input.orderId, input.siteUrl)}`,
      '',
      `– ${BRAND_NAME}`,
    ].join('\n'),
  });
  await queueMail(tx, {
    channel: 'sms',
    to: order.contactPhone,
    subject: `${BRAND_NAME} order ${order.orderNumber}`,
    text: `${BRAND_NAME}: ${what} — ${input.status}. ${orderPageUrl(input.orderId, input.siteUrl)}`,
  });
}
