// How long a UPI payment is waited for, and what counts as late (docs/behaviour/checkout.md#late-upi-payments).
import { UPI_PAYMENT_WINDOW_MS } from '@haat/domain/payments/upi';
import type { PaymentOrderRow } from './payments.repository.ts';

export function upiExpiresAt(row: Pick<PaymentOrderRow, 'createdAt'>): Date {
  return new Date(row.createdAt.getTime() + UPI_PAYMENT_WINDOW_MS);
}

/** Paid after its window closed: the checkout had stopped waiting for it (the shopper may have paid anew). */
export function isLatePayment(row: Pick<PaymentOrderRow, 'method' | 'createdAt' | 'paidAt'>): boolean {
  return row.method === 'upi' && row.paidAt !== null && row.paidAt > upiExpiresAt(row);
}
