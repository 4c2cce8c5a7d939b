// The side cards of /orders/{id}: the price summary (GST included), the shipping address and the payment.
import { CreditCard, MapPin, ReceiptIndianRupee } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Order } from '@haat/domain/orders/order.schema';
import { formatInr } from '../../../../lib/format.ts';
import { itemCountText, PAYMENT_METHOD_LABELS } from '../../order-view.ts';

function SideCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-card p-4 shadow-card">
      <h2 className="mb-2 flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-ink-muted">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ term, value, tone }: { term: string; value: string; tone?: 'success' }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-ink-muted">{term}</dt>
      {/* Amounts read left to right inside Urdu too: "−₹15,106", never "₹15,106−". */}
      <dd dir="ltr" className={`font-medium ${tone === 'success' ? 'text-success' : 'text-ink'}`}>
        {value}
      </dd>
    </div>
  );
}

export function PriceSummaryCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <SideCard title={t('Price Details')} icon={<ReceiptIndianRupee aria-hidden="true" className="size-4" />}>
      <dl className="text-sm">
        <Row
          term={`${t('Subtotal')} (${itemCountText(
            t,
            order.items.reduce((sum, item) => sum + item.quantity, 0),
          )})`}
          value={formatInr(order.subtotal)}
        />
        <Row
          term={t('Shipping')}
          value={order.shippingCost > 0 ? formatInr(order.shippingCost) : t('Free')}
          tone={order.shippingCost > 0 ? undefined : 'success'}
        />
        {order.discount > 0 && (
          <Row
            term={order.couponCode ? t('Discount ({{code}})', { code: order.couponCode }) : t('Discount')}
            value={`−${formatInr(order.discount)}`}
            tone="success"
          />
        )}
        <div className="mt-2 flex justify-between gap-4 border-t border-dashed border-line pt-2 text-base">
          <dt className="font-bold text-ink">{t('Total')}</dt>
          <dd className="font-bold text-ink" data-testid="order-total">
            {formatInr(order.totalAmount)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-ink-muted">
        {t('Includes GST of {{amount}}', { amount: formatInr(order.tax) })}
      </p>
    </SideCard>
  );
}

export function ShippingAddressCard({ address }: { address: Order['shippingAddress'] }) {
  const { t } = useTranslation();
  return (
    <SideCard title={t('Shipping Address')} icon={<MapPin aria-hidden="true" className="size-4" />}>
      <address className="text-sm not-italic text-ink">
        <p className="font-semibold">
          {address.fullName}
          <span className="ms-2 rounded bg-page px-1.5 py-0.5 text-[11px] font-semibold text-ink-muted">
            {t(address.addressType)}
          </span>
        </p>
        {/* <bdi>: an English address in an Urdu page still reads "14, 2nd Cross", not "2nd Cross ,14". */}
        <p className="mt-1 text-ink-muted">
          <bdi>{[address.addressLine1, address.addressLine2].filter(Boolean).join(', ')}</bdi>
        </p>
        <p className="text-ink-muted">
          <bdi>
            {address.city}, {address.state} {address.postalCode}
          </bdi>
        </p>
        <p className="text-ink-muted">{address.country}</p>
        <p className="mt-1">
          <Trans
            i18nKey="Phone: <number>{{phone}}</number>"
            values={{ phone: address.phone }}
            components={{ number: <span dir="ltr" /> }}
          />
        </p>
      </address>
    </SideCard>
  );
}

const PAYMENT_STATUS_CLASSES: Record<Order['payment']['status'], string> = {
  Completed: 'text-success',
  Pending: 'text-accent-700',
  Refunded: 'text-brand-700',
  Failed: 'text-danger',
};

export function PaymentCard({ payment }: { payment: Order['payment'] }) {
  const { t } = useTranslation();
  return (
    <SideCard title={t('Payment')} icon={<CreditCard aria-hidden="true" className="size-4" />}>
      <dl className="text-sm">
        <Row term={t('Method')} value={t(PAYMENT_METHOD_LABELS[payment.method])} />
        <div className="flex justify-between gap-4 py-1">
          <dt className="text-ink-muted">{t('Status')}</dt>
          <dd className={`font-semibold ${PAYMENT_STATUS_CLASSES[payment.status]}`}>{t(payment.status)}</dd>
        </div>
        {payment.transactionId && (
          <div className="flex justify-between gap-4 py-1">
            <dt className="text-ink-muted">{t('Transaction ID')}</dt>
            <dd className="break-all text-end font-mono text-xs text-ink">{payment.transactionId}</dd>
          </div>
        )}
      </dl>
    </SideCard>
  );
}
