// What the shopper can expect: the refund estimate for the chosen units (paid less any restocking fee), how long it
// takes by payment method (docs/behaviour/returns.md#return-windows-and-refunds), the days left to return and each
// seller's terms.
import { CalendarClock, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paise, paiseToRupees } from '@haat/domain/money/money';
import type { PaymentMethod } from '@haat/domain/orders/order.schema';
import type { ReturnEligibility } from '@haat/domain/returns/return.schema';
import { formatInr } from '../../../lib/format.ts';
import { refundTime, sellersInPlay, type ChosenLine, type PolicyCheckResult } from '../return-form-model.ts';

const inr = (amount: number) => formatInr(paiseToRupees(paise(amount)));

export function ReturnRefundSummary({
  eligibility,
  lines,
  check,
  paymentMethod,
  exchange,
}: {
  eligibility: ReturnEligibility;
  lines: readonly ChosenLine[];
  check: PolicyCheckResult;
  paymentMethod: PaymentMethod;
  exchange: boolean;
}) {
  const { t } = useTranslation();
  const time = refundTime(paymentMethod);
  const { refund } = check;
  return (
    <div className="space-y-3 rounded-md bg-page p-3 text-sm">
      {lines.length > 0 && !exchange && (
        <dl className="space-y-1">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">{t('Paid for the chosen items')}</dt>
            <dd className="text-ink">{inr(refund.paidPaise)}</dd>
          </div>
          {refund.restockingFeePaise > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">{t('Restocking fee')}</dt>
              <dd className="text-danger">
                <bdi dir="ltr">−{inr(refund.restockingFeePaise)}</bdi>
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-dashed border-line pt-1">
            <dt className="font-semibold text-ink">{t('Estimated refund')}</dt>
            <dd className="text-base font-bold text-success">{inr(refund.refundPaise)}</dd>
          </div>
        </dl>
      )}
      <p className="flex items-start gap-2 text-ink">
        <Wallet aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          <span className="font-semibold">{t(time.label)}: </span>
          {t('refund in {{days}} business days after the seller receives the items', { days: time.days })}
        </span>
      </p>
      <p className="flex items-start gap-2 text-ink">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          {eligibility.remainingDays === 1
            ? t('1 day left to return items from this order')
            : t('{{count}} days left to return items from this order', { count: eligibility.remainingDays })}
        </span>
      </p>
      {sellersInPlay(eligibility, lines).map((seller) => (
        <details key={seller.sellerId} className="group rounded-md bg-card px-3 py-2">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">
            {t("{{seller}}'s return policy", { seller: seller.sellerName })}
          </summary>
          <ul className="mt-2 list-disc space-y-0.5 ps-5 text-xs text-ink-muted">
            <li>{t('{{days}}-day return window from delivery', { days: seller.policy.returnWindow })}</li>
            <li>
              {seller.policy.exchangeAllowed
                ? t('Exchanges offered')
                : t('This seller does not offer exchanges')}
            </li>
            {seller.policy.termsAndConditions && (
              <li className="whitespace-pre-line">{seller.policy.termsAndConditions}</li>
            )}
          </ul>
        </details>
      ))}
    </div>
  );
}
