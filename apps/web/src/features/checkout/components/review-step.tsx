// Step 3 (docs/behaviour/checkout.md#checkout-steps): where the order goes, how it is paid, the items in one parcel
// per seller with that parcel's delivery, and a note for the sellers. Place Order itself sits in the step's footer
// and the phone's bar.
import { MapPin, Store } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@haat/domain/addresses/address.schema';
import { productIdOf, unitPrice, type CartLine } from '@haat/domain/cart/cart';
import { MAX_ORDER_NOTES, type PaymentMethod } from '@haat/domain/orders/order.schema';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { formatInr } from '../../../lib/format.ts';
import { formatDeliveryWindow, groupBySeller, type ShippingQuote } from '../checkout-totals.ts';
import { PAYMENT_LABELS } from './payment-options.tsx';

export function addressText(address: Address): string {
  return [address.addressLine1, address.addressLine2, address.city, `${address.state} ${address.postalCode}`]
    .filter((part) => part && part.trim())
    .join(', ');
}

export function ReviewStep({
  address,
  method,
  lines,
  quote,
  lineTotals,
  notes,
  onNotes,
  disabled,
  total,
}: {
  address: Address;
  method: PaymentMethod;
  lines: CartLine[];
  quote: ShippingQuote;
  /** Each line's total as the quote priced it, by product id. */
  lineTotals: ReadonlyMap<string, number>;
  notes: string;
  onNotes: (notes: string) => void;
  disabled: boolean;
  /** Rupees, as the price details show it (the quote's); null while it is on its way. */
  total: number | null;
}) {
  const { t } = useTranslation();
  const notesId = useId();
  const lineTotalOf = (line: CartLine) => lineTotals.get(productIdOf(line.product) ?? '');
  const groups = groupBySeller(lines, quote.state === 'ready' ? quote.breakdown : []);
  return (
    <div>
      <div className="grid gap-3 px-4 py-4 sm:grid-cols-2">
        <div className="rounded-md border border-line px-3 py-2.5" data-testid="review-address">
          <p className="flex items-center gap-1.5 text-xs font-bold uppercase tracking-wide text-ink-muted">
            <MapPin aria-hidden="true" className="size-3.5" />
            {t('Deliver to')}
          </p>
          <p className="mt-1 text-sm font-semibold text-ink">
            {address.fullName}{' '}
            <span className="font-normal text-ink-muted">
              · <span dir="ltr">{address.phone}</span>
            </span>
          </p>
          <p className="text-sm text-ink-muted">
            <bdi>{addressText(address)}</bdi>
          </p>
        </div>
        <div className="rounded-md border border-line px-3 py-2.5" data-testid="review-payment">
          <p className="text-xs font-bold uppercase tracking-wide text-ink-muted">{t('Payment')}</p>
          <p className="mt-1 text-sm font-semibold text-ink">{t(PAYMENT_LABELS[method])}</p>
          <p className="text-sm text-ink-muted">
            {total === null
              ? t('Loading...')
              : method === 'cod'
                ? t('Pay {{amount}} in cash when your order arrives', { amount: formatInr(total) })
                : t('Pay {{amount}} securely on the next screen', { amount: formatInr(total) })}
          </p>
        </div>
      </div>

      <ul className="space-y-3 px-4 pb-2">
        {groups.map((group) => (
          <li
            key={group.sellerId || 'seller'}
            className="rounded-md border border-line"
            data-testid="review-seller"
          >
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line bg-page/60 px-3 py-2 text-xs">
              <span className="flex items-center gap-1.5 font-semibold text-ink">
                <Store aria-hidden="true" className="size-3.5 text-ink-muted" />
                {t('Sold by {{seller}}', { seller: group.sellerName ?? t('Seller') })}
              </span>
              {group.shipping && (
                <span className="text-ink-muted">
                  {t('Delivery by {{window}}', {
                    window: formatDeliveryWindow(group.shipping.estimatedDelivery),
                  })}
                  {' · '}
                  <span
                    className={
                      group.shipping.rate === 0 ? 'font-semibold text-success' : 'font-semibold text-ink'
                    }
                  >
                    {group.shipping.rate === 0 ? t('FREE') : formatInr(group.shipping.rate)}
                  </span>
                </span>
              )}
            </div>
            <ul className="divide-y divide-line">
              {group.lines.map((line) => (
                <li
                  key={productIdOf(line.product)}
                  className="flex gap-3 px-3 py-3"
                  data-testid="review-line"
                >
                  <Thumbnail src={line.product.images?.[0]?.url} alt={line.product.name} size={56} />
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 text-sm text-ink">{line.product.name}</p>
                    <p className="mt-0.5 text-xs text-ink-muted">
                      {t('Qty {{quantity}} × {{price}}', {
                        quantity: line.quantity,
                        price: formatInr(unitPrice(line.product)),
                      })}
                    </p>
                  </div>
                  <p className="shrink-0 text-sm font-semibold text-ink">
                    {lineTotalOf(line) === undefined ? (
                      <span className="inline-block h-4 w-12 animate-pulse rounded bg-line" />
                    ) : (
                      formatInr(lineTotalOf(line) ?? 0)
                    )}
                  </p>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>

      <div className="px-4 pb-4 pt-2">
        <label htmlFor={notesId} className="mb-1 block text-sm font-medium text-ink">
          {t('Order notes (optional)')}
        </label>
        <textarea
          id={notesId}
          value={notes}
          onChange={(event) => onNotes(event.target.value)}
          maxLength={MAX_ORDER_NOTES}
          disabled={disabled}
          rows={2}
          placeholder={t('Anything the seller or courier should know')}
          className="w-full resize-y rounded-md border border-line bg-card px-3 py-2 text-sm text-ink placeholder:text-ink-subtle focus:border-brand-600 focus:outline-none disabled:opacity-60"
        />
      </div>
    </div>
  );
}
