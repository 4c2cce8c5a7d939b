// Words the orders and returns pages share (docs/behaviour/seller-portal.md#orders): a sub-order's status code as
// the seller's work list says it (to pack, packed…) or a return's stored status, the tabs, reasons and payment,
// each through t() so Hindi covers them, and the status badge. A tracking event's code is worded by the domain's
// statusText, as the shopper reads it.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@haat/domain/orders/order-status';
import type { SellerOrderTab } from '@haat/domain/sellers/seller-orders.schema';

export function orderStatusLabel(t: TFunction, status: OrderStatus): string {
  const labels: Record<OrderStatus, string> = {
    confirmed: t('To pack'),
    payment_received: t('To pack'),
    packed: t('Packed'),
    dispatched: t('Dispatched'),
    out_for_delivery: t('Out for delivery'),
    delivered: t('Delivered'),
    cancelled: t('Cancelled'),
    returned: t('Returned'),
  };
  return labels[status];
}

export function tabLabel(t: TFunction, tab: SellerOrderTab | 'returns'): string {
  return {
    new: t('To pack'),
    packed: t('Packed'),
    dispatched: t('Dispatched'),
    delivered: t('Delivered'),
    cancelled: t('Cancelled'),
    returns: t('Returns'),
  }[tab];
}

export function returnStatusLabel(t: TFunction, status: string): string {
  const labels: Record<string, string> = {
    Requested: t('Requested'),
    Approved: t('Approved'),
    Rejected: t('Rejected'),
    'Picked Up': t('Picked up'),
    Refunded: t('Refunded'),
    Exchanged: t('Exchanged'),
  };
  return labels[status] ?? status;
}

export function returnReasonLabel(t: TFunction, reason: string): string {
  const labels: Record<string, string> = {
    'Defective/Damaged Product': t('Defective or damaged product'),
    'Wrong Item Received': t('Wrong item received'),
    'Size/Fit Issues': t('Size or fit issues'),
    'Not as Described': t('Not as described'),
    'Quality Issues': t('Quality issues'),
    'Changed Mind': t('Changed mind'),
    'Delivery Issues': t('Delivery issues'),
    'Missing Parts/Accessories': t('Missing parts or accessories'),
    'Performance Issues': t('Performance issues'),
    Other: t('Other'),
  };
  return labels[reason] ?? reason;
}

export function returnTypeLabel(t: TFunction, type: string): string {
  const labels: Record<string, string> = {
    Refund: t('Refund'),
    Exchange: t('Exchange'),
    'Store Credit': t('Store credit'),
  };
  return labels[type] ?? type;
}

export function paymentLabel(t: TFunction, method: string): string {
  return method === 'cod' ? t('Cash on delivery') : t('Prepaid');
}

const TONE: Record<string, string> = {
  confirmed: 'bg-accent-100 text-accent-700',
  payment_received: 'bg-accent-100 text-accent-700',
  packed: 'bg-brand-50 text-brand-800',
  dispatched: 'bg-brand-50 text-brand-800',
  out_for_delivery: 'bg-brand-50 text-brand-800',
  delivered: 'bg-success-50 text-success',
  cancelled: 'bg-danger-50 text-danger',
  returned: 'bg-page text-ink-muted',
  Requested: 'bg-accent-100 text-accent-700',
  Approved: 'bg-brand-50 text-brand-800',
  'Picked Up': 'bg-brand-50 text-brand-800',
  Refunded: 'bg-success-50 text-success',
  Exchanged: 'bg-success-50 text-success',
  Rejected: 'bg-danger-50 text-danger',
};

export function StatusPill(
  props: { status: OrderStatus; kind: 'order' } | { status: string; kind: 'return' },
) {
  const { t } = useTranslation();
  const { status } = props;
  const label =
    props.kind === 'order' ? orderStatusLabel(t, props.status) : returnStatusLabel(t, props.status);
  return (
    <span
      className={`rounded-full px-3 py-1 text-sm font-medium whitespace-nowrap ${TONE[status] ?? 'bg-page text-ink-muted'}`}
    >
      {label}
    </span>
  );
}

/** Rupees as the portal shows them: ₹ with en-IN grouping, paise only when there are any. */
export const inr = (rupees: number) =>
  `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: rupees % 1 ? 2 : 0, maximumFractionDigits: 2 })}`;

export const shortDate = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
