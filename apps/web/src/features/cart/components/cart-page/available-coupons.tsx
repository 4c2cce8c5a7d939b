// The seller coupons offered on the products in the cart (docs/behaviour/cart.md#coupons), under the coupon box: the
// code, what it gives, its minimum, its end date and its seller, each applied with one tap. Quiet when there are none
// or the list fails to load: the box still takes a typed code.
import { Tag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponView } from '@haat/domain/coupons/coupon.schema';
import { formatDate, formatInr } from '../../../../lib/format.ts';
import { useAvailableCoupons } from '../../api/available-coupons.ts';

const SHOWN_AT_FIRST = 3;

function useOfferText() {
  const { t } = useTranslation();
  return (coupon: CouponView): string => {
    switch (coupon.discountType) {
      case 'percentage':
        return coupon.maxDiscount !== null
          ? t('{{percent}}% off, up to {{max}}', {
              percent: coupon.discountValue,
              max: formatInr(coupon.maxDiscount),
            })
          : t('{{percent}}% off', { percent: coupon.discountValue });
      case 'fixed':
        return t('Flat {{amount}} off', { amount: formatInr(coupon.discountValue) });
      case 'free_shipping':
        return t('Free shipping');
    }
  };
}

export function AvailableCoupons({
  productIds,
  disabled,
  onApply,
}: {
  productIds: string[];
  disabled: boolean;
  onApply: (code: string) => void;
}) {
  const { t } = useTranslation();
  const offerText = useOfferText();
  const [showAll, setShowAll] = useState(false);
  const { data: coupons } = useAvailableCoupons(productIds, true);
  if (!coupons || coupons.length === 0) return null;
  const shown = showAll ? coupons : coupons.slice(0, SHOWN_AT_FIRST);

  return (
    <section className="mt-3" aria-labelledby="available-coupons-heading">
      <h3
        id="available-coupons-heading"
        className="text-xs font-semibold uppercase tracking-wide text-ink-muted"
      >
        {t('Available coupons')}
      </h3>
      <ul className="mt-1.5 space-y-2">
        {shown.map((coupon) => (
          <li
            key={coupon.code}
            className="flex items-start gap-2 rounded-md border border-line p-2.5"
            data-testid="available-coupon"
          >
            <Tag aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="rounded border border-dashed border-brand-600 bg-brand-50 px-1.5 py-0.5 font-mono text-xs font-bold tracking-wide text-brand-800">
                  {coupon.code}
                </span>
                <span className="text-sm font-semibold text-success">{offerText(coupon)}</span>
              </p>
              {coupon.description && <p className="mt-1 text-xs text-ink">{coupon.description}</p>}
              <p className="mt-0.5 text-[11px] text-ink-muted">
                {[
                  coupon.minimumOrderAmount > 0
                    ? t('Min. order {{amount}}', { amount: formatInr(coupon.minimumOrderAmount) })
                    : null,
                  t('Valid till {{date}}', { date: formatDate(coupon.endDate) }),
                  coupon.sellerName ? t('by {{seller}}', { seller: coupon.sellerName }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onApply(coupon.code)}
              aria-label={t('Apply coupon {{code}}', { code: coupon.code })}
              className="shrink-0 rounded px-2 py-1 text-xs font-bold uppercase text-brand-700 hover:bg-brand-50 disabled:opacity-50"
            >
              {t('Apply')}
            </button>
          </li>
        ))}
      </ul>
      {coupons.length > SHOWN_AT_FIRST && (
        <button
          type="button"
          onClick={() => setShowAll((v) => !v)}
          aria-expanded={showAll}
          className="mt-2 text-xs font-semibold text-brand-700 hover:underline"
        >
          {showAll ? t('Show fewer coupons') : t('View all {{count}} coupons', { count: coupons.length })}
        </button>
      )}
    </section>
  );
}
