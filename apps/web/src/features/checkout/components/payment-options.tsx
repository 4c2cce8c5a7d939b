// Step 2 (docs/behaviour/checkout.md#checkout-steps): Credit/Debit Card (razorpay, recommended, the default), UPI, or
// Cash on Delivery, which is unavailable above the COD limit or where the pincode takes no cash (issue 9), with the
// reason beside it.
import { Banknote, CreditCard, Smartphone, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, type PaymentMethod } from '@haat/domain/orders/order.schema';
import { tk } from '../../../i18n/translation-key.ts';

const OPTIONS: Record<PaymentMethod, { label: string; hint: string; icon: LucideIcon }> = {
  razorpay: {
    label: tk('Credit/Debit Card'),
    hint: tk('Visa, Mastercard, RuPay and more, secured by Razorpay'),
    icon: CreditCard,
  },
  upi: { label: 'UPI', hint: tk('Pay with any UPI app'), icon: Smartphone },
  cod: { label: tk('Cash on Delivery'), hint: tk('Pay in cash when your order arrives'), icon: Banknote },
};

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  razorpay: OPTIONS.razorpay.label,
  upi: OPTIONS.upi.label,
  cod: OPTIONS.cod.label,
};

export function PaymentOptions({
  value,
  onChange,
  codUnavailableReason,
}: {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /** Why Cash on Delivery cannot be chosen (a message to translate); null when it can. */
  codUnavailableReason: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={t('Payment method')} className="divide-y divide-line">
      {PAYMENT_METHODS.map((method) => {
        const { label, hint, icon: Icon } = OPTIONS[method];
        const disabled = method === 'cod' && codUnavailableReason !== null;
        const checked = value === method;
        return (
          <label
            key={method}
            className={`flex items-start gap-3 px-4 py-3.5 ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'} ${
              checked ? 'bg-brand-50/60' : ''
            }`}
          >
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(method)}
              aria-describedby={`payment-${method}-hint`}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-2">
                <Icon aria-hidden="true" className="size-5 text-ink-muted" />
                <span className="font-semibold text-ink">{t(label)}</span>
                {method === 'razorpay' && (
                  <span className="rounded-sm bg-success-50 px-1.5 py-0.5 text-[11px] font-bold uppercase tracking-wide text-success">
                    {t('Recommended')}
                  </span>
                )}
              </span>
              <span
                id={`payment-${method}-hint`}
                className={`mt-0.5 block text-xs ${disabled ? 'text-danger' : 'text-ink-muted'}`}
              >
                {disabled && codUnavailableReason ? t(codUnavailableReason) : t(hint)}
              </span>
            </span>
          </label>
        );
      })}
    </div>
  );
}
