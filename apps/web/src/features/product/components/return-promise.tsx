// The product page's return claim (issue 23 item 7, docs/decisions/0011-return-promise.md): the seller's own window
// and who pays return shipping, from the policy the return form checks (GET /products/{id} returnPolicy), never a
// store-wide number the seller's form would refuse.
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReturnPromise as ReturnPromiseFacts } from '@haat/domain/returns/return-policy';

/** One item of the page's claims list; `policy` is undefined while the product answer has not said. */
export function ReturnPromise({ policy }: { policy: ReturnPromiseFacts | undefined }) {
  const { t } = useTranslation();
  const title = !policy
    ? t('Return Policy')
    : policy.returnable
      ? t('{{days}}-Day Returns', { days: policy.windowDays })
      : t('Return Not Available');
  const detail =
    policy?.returnable === true
      ? policy.returnShippingPaidBy === 'seller'
        ? t('Return shipping is paid by the seller')
        : t('Return shipping is paid by you')
      : null;
  return (
    <li className="flex flex-col items-center gap-1 text-xs text-ink" data-testid="return-promise">
      <span className="grid size-9 place-items-center rounded-full bg-brand-50 text-brand-700">
        <RotateCcw aria-hidden className="size-4.5" />
      </span>
      <Link to="/return-policy" className="hover:text-brand-700 hover:underline">
        {title}
      </Link>
      {detail && <span className="text-[11px] leading-tight text-ink-muted">{detail}</span>}
    </li>
  );
}
