// The coupon box of the order summary (docs/behaviour/cart.md#cart-page, #coupons, #messages): a code is trimmed and
// upper-cased, an empty one cannot be sent, one coupon at a time, removable. Signed-in shoppers also see the coupons
// offered on the products in their cart and can apply one with a tap; guests are sent to sign in first.
import { CheckCircle2, TicketPercent, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseCouponCode } from '@haat/domain/coupons/coupon.schema';
import { formatInr } from '../../../../lib/format.ts';
import { AvailableCoupons } from './available-coupons.tsx';
import type { AppliedCoupon } from './use-applied-coupon.ts';

export function CouponEntry({
  coupon: state,
  productIds,
  isSignedIn,
  onGuest,
}: {
  coupon: AppliedCoupon;
  productIds: string[];
  isSignedIn: boolean;
  /** A guest tried to apply: the page prompts and sends them to sign in. */
  onGuest: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const inputId = useId();
  const errorId = useId();
  const { coupon, applying, error, notice } = state;
  const canSubmit = normaliseCouponCode(code).length > 0 && !applying;

  function apply(raw: string) {
    if (!isSignedIn) return onGuest();
    void state.apply(raw);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSubmit) apply(code);
  }

  if (coupon) {
    return (
      <div
        className="rounded-md border border-dashed border-success bg-success-50 p-3"
        data-testid="applied-coupon"
      >
        <div className="flex items-start gap-2">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-ink">{t('{{code}} applied', { code: coupon.code })}</p>
            <p className="text-xs text-success">
              {coupon.freeShipping
                ? t('Free shipping on this order')
                : t('You save {{amount}} with this coupon', { amount: formatInr(coupon.discountAmount) })}
            </p>
            {coupon.sellerName && (
              <p className="mt-0.5 text-xs text-ink-muted">
                {t('Offer by {{seller}}', { seller: coupon.sellerName })}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={() => {
              state.remove();
              setCode('');
            }}
            className="inline-flex items-center gap-1 rounded px-2 py-1 text-xs font-semibold text-danger hover:bg-danger-50"
            aria-label={t('Remove coupon {{code}}', { code: coupon.code })}
          >
            <X aria-hidden="true" className="size-3.5" />
            {t('Remove')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div>
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="mb-1.5 flex items-center gap-1.5 text-sm font-semibold text-ink">
          <TicketPercent aria-hidden="true" className="size-4 text-brand-700" />
          {t('Apply coupon')}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            value={code}
            onChange={(e) => {
              // Codes are upper case: the box shows what will be applied, not a lower-case look-alike.
              setCode(e.target.value.toUpperCase());
              if (error) state.clearError();
            }}
            placeholder={t('Enter coupon code')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="min-w-0 flex-1 rounded-md border border-line bg-white px-3 py-2 text-sm font-semibold uppercase tracking-wide text-ink placeholder:font-normal placeholder:normal-case placeholder:tracking-normal placeholder:text-ink-subtle focus:border-brand-600 focus:outline-none aria-invalid:border-danger"
          />
          <button
            type="submit"
            disabled={!canSubmit}
            className="shrink-0 rounded-md border border-brand-700 px-4 py-2 text-sm font-bold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-line disabled:text-ink-subtle disabled:hover:bg-transparent"
          >
            {applying ? t('Applying...') : t('Apply')}
          </button>
        </div>
        {error && (
          <p id={errorId} role="alert" className="mt-1.5 text-xs font-medium text-danger">
            {error}
          </p>
        )}
      </form>
      {notice && (
        <p role="status" className="mt-2 rounded bg-accent-50 px-2.5 py-2 text-xs text-ink">
          {notice}
        </p>
      )}
      {isSignedIn && (
        <AvailableCoupons productIds={productIds} disabled={applying} onApply={(c) => apply(c)} />
      )}
    </div>
  );
}
