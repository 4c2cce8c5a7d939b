// 'Return Not Available' (docs/behaviour/returns.md#return-request-page): the reasons, the order's status and days
// since delivery, and Close, which goes back to the order.
import { statusText } from '@haat/domain/orders/order-status';
import { PackageX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RETURN_MESSAGES } from '@haat/domain/returns/return-policy';
import type { ReturnEligibility } from '@haat/domain/returns/return.schema';

export function ReturnNotAvailable({
  eligibility,
  closeTo,
}: {
  eligibility: ReturnEligibility;
  closeTo: string;
}) {
  const { t } = useTranslation();
  const reasons = eligibility.reasons.length > 0 ? eligibility.reasons : [eligibility.reason].filter(Boolean);
  const days = eligibility.orderDetails.daysSinceDelivery;
  return (
    <section
      role="alert"
      aria-labelledby="return-na-title"
      className="rounded-lg bg-card p-4 shadow-card md:p-6"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-danger-50"
        >
          <PackageX className="size-6 text-danger" />
        </span>
        <div className="min-w-0">
          <h2 id="return-na-title" className="text-lg font-bold text-ink">
            {t(RETURN_MESSAGES.notAvailable)}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t(RETURN_MESSAGES.notEligibleLead)}</p>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-ink">
            {reasons.map((reason) => (
              <li key={reason}>{t(reason as string)}</li>
            ))}
          </ul>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 rounded-md bg-page p-3 text-sm">
        <div>
          <dt className="text-xs text-ink-muted">{t('Order status')}</dt>
          <dd className="font-semibold text-ink">{t(statusText(eligibility.orderDetails.statusCode))}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">{t('Days since delivery')}</dt>
          <dd className="font-semibold text-ink">{days === null ? t('Not delivered yet') : days}</dd>
        </div>
      </dl>
      <div className="mt-4 flex justify-end">
        <Link
          to={closeTo}
          className="inline-flex min-w-28 items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('Close')}
        </Link>
      </div>
    </section>
  );
}
