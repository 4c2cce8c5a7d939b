// The progress bar of an order (docs/behaviour/tracking.md#progress): the percentage for its status with the five
// labelled steps beneath; hidden for cancelled and returned orders, which say so instead. Also used by the guest
// lookup on /track-order.
import { Check, CircleSlash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  orderProgress,
  type OrderStatus,
  showsProgressBar,
  statusText,
} from '@haat/domain/orders/order-status';
import { progressSteps } from '../order-view.ts';

export function OrderProgress({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  if (!showsProgressBar(status)) {
    return (
      <p className="flex items-center gap-2 rounded-md bg-danger-50 px-3 py-2 text-sm font-medium text-danger">
        <CircleSlash aria-hidden="true" className="size-4 shrink-0" />
        {t('This order is {{status}}.', { status: t(statusText(status)).toLowerCase() })}
      </p>
    );
  }
  const progress = orderProgress(status);
  const steps = progressSteps(status);
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between text-sm">
        <span className="font-semibold text-ink">{t('Order progress')}</span>
        <span
          className={`font-bold ${progress === 100 ? 'text-success' : 'text-brand-700'}`}
          data-testid="order-progress-value"
        >
          {progress}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('Order progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2.5 overflow-hidden rounded-full bg-page"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 ${progress === 100 ? 'bg-success' : 'bg-brand-600'}`}
          style={{ width: `${progress}%` }}
        />
      </div>
      <ol className="mt-3 grid grid-cols-5 gap-1">
        {steps.map((step) => (
          <li key={step.label} className="flex flex-col items-center gap-1 text-center">
            <span
              aria-hidden="true"
              className={`grid size-6 place-items-center rounded-full text-white ${
                step.reached ? (progress === 100 ? 'bg-success' : 'bg-brand-600') : 'bg-line'
              } ${step.current ? 'ring-4 ring-brand-100' : ''}`}
            >
              {step.reached && <Check className="size-3.5" strokeWidth={3} />}
            </span>
            <span
              className={`text-[11px] leading-tight sm:text-xs ${step.reached ? 'font-semibold text-ink' : 'text-ink-subtle'}`}
            >
              {t(step.label)}
              <span className="sr-only">{step.reached ? t('(done)') : t('(pending)')}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
