// An order or sub-order status as a coloured pill: amber while processing, blue on the way, green delivered,
// red when cancelled or returned. The code's spec text ('Order Confirmed') is the translation key (ADR 0023).
import { type OrderStatus, statusText } from '@haat/domain/orders/order-status';
import { useTranslation } from 'react-i18next';
import { statusTone, type StatusTone } from '../order-view.ts';

const TONE_CLASSES: Record<StatusTone, string> = {
  processing: 'bg-accent-100 text-accent-700 ring-accent-400/40',
  shipped: 'bg-brand-50 text-brand-700 ring-brand-200',
  delivered: 'bg-success-50 text-success ring-success/25',
  stopped: 'bg-danger-50 text-danger ring-danger/25',
};

export function StatusBadge({ status, className = '' }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${TONE_CLASSES[statusTone(status)]} ${className}`}
    >
      {t(statusText(status))}
    </span>
  );
}
