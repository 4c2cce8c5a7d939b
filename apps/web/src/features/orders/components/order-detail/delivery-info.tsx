// Who received a delivered order and when (docs/behaviour/orders.md#order-fields deliveryInfo), or when it is
// expected while on its way.
import { CalendarClock, PackageCheck } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import type { Order } from '@haat/domain/orders/order.schema';
import { formatDate } from '../../../../lib/format.ts';

export function DeliveryInfo({
  delivered,
  deliveredAt,
  deliveryInfo,
  expectedDelivery,
}: {
  delivered: boolean;
  deliveredAt: string | null;
  deliveryInfo: Order['deliveryInfo'];
  expectedDelivery: string | null;
}) {
  const { t } = useTranslation();
  if (delivered) {
    const date = deliveryInfo?.deliveryDate ?? deliveredAt;
    const facts = [
      date && t('Delivered on {{date}}', { date: formatDate(date) }),
      deliveryInfo?.deliveryTime && t('at {{time}}', { time: deliveryInfo.deliveryTime }),
    ].filter(Boolean);
    return (
      <div
        className="flex items-start gap-3 rounded-md bg-success-50 px-3 py-2.5 text-sm"
        data-testid="delivery-info"
      >
        <PackageCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div>
          <p className="font-semibold text-success">{facts.length ? facts.join(' ') : t('Delivered')}</p>
          {deliveryInfo?.recipientName && (
            <p className="text-ink-muted">
              {t('Received by {{name}}', { name: deliveryInfo.recipientName })}
            </p>
          )}
          {deliveryInfo?.signedBy && (
            <p className="text-ink-muted">{t('Signed by {{name}}', { name: deliveryInfo.signedBy })}</p>
          )}
        </div>
      </div>
    );
  }
  if (!expectedDelivery) return null;
  return (
    <p className="flex items-center gap-2 rounded-md bg-brand-50 px-3 py-2.5 text-sm text-brand-800">
      <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
      <span>
        <Trans
          i18nKey="Expected delivery: <strong>{{date}}</strong>"
          values={{ date: formatDate(expectedDelivery) }}
          components={{ strong: <strong /> }}
        />
      </span>
    </p>
  );
}
