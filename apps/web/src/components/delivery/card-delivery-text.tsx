// The text of a card's delivery line, loaded lazily by CardDeliveryLine: the batched promise for this product.
// Loading and failures leave the line empty (the card's other facts stand on their own).
import { useTranslation } from 'react-i18next';
import { DELIVERY_MESSAGES } from '@haat/domain/shipping/delivery-promise';
import { deliveryByText } from './delivery-date.ts';
import { useDeliveryPromise } from './use-delivery-promises.ts';

export function CardDeliveryText({
  productId,
  pincode,
  className,
}: {
  productId: string;
  pincode: string;
  /** The line's box, the same as the placeholder's. */
  className: string;
}) {
  const { t } = useTranslation();
  const { query } = useDeliveryPromise(productId);
  const result = query.data;
  let text: string | null = null;
  let tone = 'text-ink-muted';
  if (result) {
    const promise = result.promise;
    if (promise?.serviceable && promise.deliveryBy) {
      text = deliveryByText(promise.deliveryBy, new Date(), t, DELIVERY_MESSAGES.deliveryBy);
      tone = 'font-medium text-ink';
    } else if (promise || !result.place.serviceable) {
      text = t('Not deliverable to {{pincode}}', { pincode });
      tone = 'font-medium text-danger';
    }
  }
  return (
    <p data-testid="card-delivery" aria-hidden={text ? undefined : true} className={`${className} ${tone}`}>
      {text}
    </p>
  );
}
