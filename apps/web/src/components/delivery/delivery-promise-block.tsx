// The product page's delivery block (issue 9): the chosen pincode and city with Change, "Delivery by {date}",
// whether this pincode is served at all, and whether it takes cash on delivery. Without a pincode it asks for one.
// The body keeps one height from loading to answer, so the claims and the seller below it never move.
import { Banknote, CircleAlert, MapPin, RotateCw, Truck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COD_LIMIT_RUPEES } from '@haat/domain/orders/order.schema';
import { DELIVERY_MESSAGES } from '@haat/domain/shipping/delivery-promise';
import { formatInr } from '../../lib/format.ts';
import { DEFAULT_CITY, useLocationStore } from '../../lib/stores/location-store.ts';
import { deliveryByText } from './delivery-date.ts';
import type { ProductPromiseResult } from './promise-batcher.ts';
import { useDeliveryPromise } from './use-delivery-promises.ts';

export interface DeliveryPromiseBlockProps {
  productId: string;
  /** Opens the location picker; without it the block only tells the shopper what to do. */
  onChangeLocation?: () => void;
}

const lineClass = 'flex items-start gap-2 text-sm';
const iconClass = 'mt-0.5 size-4 shrink-0';

export function DeliveryPromiseBlock({ productId, onChangeLocation }: DeliveryPromiseBlockProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { pincode, query } = useDeliveryPromise(productId);
  const chosenCity = useLocationStore((s) => s.location.city);
  const city = chosenCity && chosenCity !== DEFAULT_CITY ? chosenCity : (query.data?.place.city ?? '');

  return (
    <section
      aria-labelledby={headingId}
      data-testid="delivery-promise"
      className="rounded-md border border-line bg-white px-3 py-2.5"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="flex min-w-0 items-start gap-1.5 py-1 text-sm font-semibold text-ink">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {/* Wraps rather than cutting the city off on phones. */}
          <span className="min-w-0 break-words">
            {pincode
              ? city
                ? t('Deliver to {{pincode}}, {{city}}', { pincode, city })
                : t('Deliver to {{pincode}}', { pincode })
              : t('Delivery')}
          </span>
        </h2>
        {onChangeLocation && (
          <button
            type="button"
            onClick={onChangeLocation}
            aria-label={pincode ? t('Change delivery pincode') : undefined}
            className="shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {pincode ? t('Change') : t('Enter pincode')}
          </button>
        )}
      </div>
      {/* Room for the longest answer while it is on its way: a date and a COD line that wraps on phones and
          tablets, one line on wide screens. Without a pincode no answer is coming. */}
      <div
        className={`mt-2 space-y-1 ${pincode ? 'min-h-[4rem] lg:min-h-[2.75rem]' : ''}`}
        aria-live="polite"
        aria-busy={query.isFetching}
      >
        {!pincode ? (
          <p className="text-sm text-ink-muted">{t(DELIVERY_MESSAGES.setLocationPrompt)}</p>
        ) : query.data ? (
          <PromiseLines result={query.data} />
        ) : query.isError ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className={`${lineClass} text-ink-muted`}>
              <CircleAlert aria-hidden="true" className={`${iconClass} text-accent-600`} />
              {t('Could not check delivery to this pincode')}
            </p>
            <button
              type="button"
              onClick={() => void query.refetch()}
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              <RotateCw aria-hidden="true" className="size-3.5" />
              {t('Try Again')}
            </button>
          </div>
        ) : (
          <div aria-hidden="true" className="space-y-2 pt-0.5">
            <span className="block h-4 w-48 animate-pulse rounded bg-page" />
            <span className="block h-4 w-56 animate-pulse rounded bg-page" />
          </div>
        )}
      </div>
    </section>
  );
}

function PromiseLines({ result }: { result: ProductPromiseResult }) {
  const { t } = useTranslation();
  const { place, promise } = result;
  if (!place.serviceable || (promise && !promise.serviceable)) {
    // Not in the directory at all reads differently from a known pincode we do not reach.
    const message = place.city === null ? DELIVERY_MESSAGES.unknownPincode : DELIVERY_MESSAGES.notServiceable;
    return (
      <p className={`${lineClass} font-medium text-danger`} data-testid="delivery-not-serviceable">
        <CircleAlert aria-hidden="true" className={iconClass} />
        {t(message)}
      </p>
    );
  }
  const deliveryBy = promise?.deliveryBy
    ? deliveryByText(promise.deliveryBy, new Date(), t, DELIVERY_MESSAGES.deliveryBy)
    : null;
  // The pincode may take cash while this product's price is above the COD limit: say which.
  const cod = !place.codAvailable
    ? { ok: false, text: t(DELIVERY_MESSAGES.codUnavailable) }
    : promise && !promise.codAvailable
      ? {
          ok: false,
          text: t('Cash on delivery is available for orders up to {{amount}}', {
            amount: formatInr(COD_LIMIT_RUPEES),
          }),
        }
      : { ok: true, text: t(DELIVERY_MESSAGES.codAvailable) };
  return (
    <>
      {deliveryBy && (
        <p className={`${lineClass} font-semibold text-ink`} data-testid="delivery-by">
          <Truck aria-hidden="true" className={`${iconClass} text-success`} />
          {deliveryBy}
        </p>
      )}
      <p
        className={`${lineClass} ${cod.ok ? 'text-ink' : 'text-ink-muted'}`}
        data-testid="delivery-cod"
        data-available={cod.ok}
      >
        <Banknote
          aria-hidden="true"
          className={`${iconClass} ${cod.ok ? 'text-success' : 'text-ink-subtle'}`}
        />
        {cod.text}
      </p>
    </>
  );
}
