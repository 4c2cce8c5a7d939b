// Turns a seller's sub-order rows into the seller API's answer: rupees, ISO dates, the buyer reduced to name and
// city/state/pincode, and the steps the parcel may take next.
import { paise, paiseToRupees } from '@haat/domain/money/money';
import {
  canMoveSubOrder,
  SELLER_STATUS_STEPS,
  type SellerStatusStep,
  statusText,
  type SubOrderStatus,
} from '@haat/domain/orders/order-status';
import type { TrackingEvent } from '@haat/domain/orders/order.schema';
import { z } from 'zod';
import type { orderItems, trackingEvents } from '../../db/schema/orders.ts';
import type { SellerSubOrder } from './sellers.schemas.ts';
import type { SellerSubOrderRow } from './sellers.repository.ts';

const rupees = (amount: number) => paiseToRupees(paise(amount));
const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The parts of the stored shipping address a seller sees; older or odd rows fall back to empty strings. */
const buyerAddressSchema = z
  .object({
    fullName: z.string().catch(''),
    city: z.string().catch(''),
    state: z.string().catch(''),
    postalCode: z.string().catch(''),
  })
  .catch({ fullName: '', city: '', state: '', postalCode: '' });

export function buyerOf(shippingAddress: unknown) {
  const address = buyerAddressSchema.parse(shippingAddress ?? {});
  return { name: address.fullName, city: address.city, state: address.state, pincode: address.postalCode };
}

export function nextSteps(status: SubOrderStatus): SellerStatusStep[] {
  return (Object.keys(SELLER_STATUS_STEPS) as SellerStatusStep[]).filter((step) =>
    canMoveSubOrder(status, SELLER_STATUS_STEPS[step]),
  );
}

export function toSellerSubOrder(
  row: SellerSubOrderRow,
  items: (typeof orderItems.$inferSelect)[],
): SellerSubOrder {
  const s = row.subOrder;
  return {
    subOrderId: s.id,
    orderId: s.orderId,
    orderNumber: row.orderNumber,
    orderDate: row.orderDate.toISOString(),
    // The stored code, and the spec's display string of it (ADR 0023).
    status: statusText(s.status),
    statusCode: s.status,
    nextSteps: nextSteps(s.status),
    items: items
      .filter((item) => item.subOrderId === s.id)
      .map((item) => ({
        _id: item.id,
        productId: item.productId,
        name: item.name,
        sku: item.sku,
        hsnCode: item.hsnCode,
        image: item.image,
        price: rupees(item.unitPricePaise),
        quantity: item.quantity,
        lineTotal: rupees(item.lineTotalPaise),
        discount: rupees(item.discountPaise),
      })),
    buyer: buyerOf(row.shippingAddress),
    payment: { method: row.paymentMethod, status: row.paymentStatus },
    notes: row.notes,
    subtotal: rupees(s.subtotalPaise),
    shippingCost: rupees(s.shippingPaise),
    discount: rupees(s.discountPaise),
    total: rupees(s.totalPaise),
    commission: rupees(s.commissionPaise),
    transfer: rupees(s.transferPaise),
    invoiceNumber: s.invoiceNumber,
    trackingNumber: s.trackingNumber,
    carrier: s.carrier,
    expectedDelivery: iso(s.expectedDelivery),
    dispatchedAt: iso(s.dispatchedAt),
    deliveredAt: iso(s.deliveredAt),
    recipientName: s.recipientName,
    updatedAt: s.updatedAt.toISOString(),
  };
}

export function toTrackingEvent(event: typeof trackingEvents.$inferSelect): TrackingEvent {
  return {
    status: statusText(event.status),
    statusCode: event.status,
    description: event.description,
    location: event.location,
    timestamp: event.createdAt.toISOString(),
    updatedBy: event.updatedBy,
    subOrderId: event.subOrderId,
  };
}
