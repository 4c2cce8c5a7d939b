// The three steps of /checkout (docs/behaviour/checkout.md#checkout-steps): 1 Shipping, 2 Payment, 3 Review; done
// steps are ticked.
import { Check } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { tk } from '../../../i18n/translation-key.ts';

export const CHECKOUT_STEPS = [tk('Shipping'), tk('Payment'), tk('Review')] as const;
export type CheckoutStep = 1 | 2 | 3;

export function CheckoutStepper({ step }: { step: CheckoutStep }) {
  const { t } = useTranslation();
  return (
    <ol
      aria-label={t('Checkout steps')}
      className="flex items-center gap-1.5 rounded-lg bg-card px-3 py-3 shadow-card sm:gap-2 md:px-5"
    >
      {CHECKOUT_STEPS.map((label, index) => {
        const number = (index + 1) as CheckoutStep;
        const done = number < step;
        const current = number === step;
        return (
          <Fragment key={label}>
            {index > 0 && (
              <li
                aria-hidden="true"
                className={`h-0.5 min-w-2 flex-1 rounded ${done || current ? 'bg-brand-600' : 'bg-line'}`}
              />
            )}
            <li
              aria-current={current ? 'step' : undefined}
              className={`flex items-center gap-1.5 sm:gap-2 ${current ? 'min-w-0' : 'shrink-0'}`}
            >
              <span
                className={`grid size-6 place-items-center rounded-full text-xs font-bold sm:size-7 ${
                  done
                    ? 'bg-success text-white'
                    : current
                      ? 'bg-brand-700 text-white'
                      : 'bg-page text-ink-muted'
                }`}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : number}
              </span>
              <span
                className={`text-[13px] sm:text-sm ${current ? 'min-w-0 leading-tight font-bold [overflow-wrap:anywhere] text-ink' : 'sr-only font-medium text-ink-muted sm:not-sr-only'}`}
              >
                {t(label)}
                {done && <span className="sr-only"> {t('(completed)')}</span>}
              </span>
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}
