// The live policy check of the return form (docs/behaviour/returns.md#return-request-page): the warnings, or 'Return
// request complies with seller policy' with who pays return shipping and the restocking fee above 0, per seller when
// there are several.
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RETURN_MESSAGES } from '@haat/domain/returns/return-policy';
import { SHIPPING_PAYER_TEXT, type PolicyCheckResult } from '../return-form-model.ts';

export function ReturnPolicyCheck({ result }: { result: PolicyCheckResult }) {
  const { t } = useTranslation();
  if (!result.complies) {
    return (
      <div role="status" className="rounded-md border border-accent-400/60 bg-accent-50 p-3 text-sm">
        <ul className="space-y-1">
          {result.warnings.map((warning) => (
            <li key={warning} className="flex items-start gap-2 font-medium text-accent-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t(warning)}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const several = result.sellers.length > 1;
  return (
    <div role="status" className="rounded-md border border-success/30 bg-success-50 p-3 text-sm">
      <p className="flex items-start gap-2 font-semibold text-success">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t(RETURN_MESSAGES.complies)}
      </p>
      <ul className="mt-1.5 space-y-1 ps-6 text-ink">
        {result.sellers.map((seller) => (
          <li key={seller.sellerId}>
            {several && <span className="font-semibold">{seller.sellerName}: </span>}
            {t(SHIPPING_PAYER_TEXT[seller.returnShippingPaidBy])}
            {seller.restockingFeePercentage > 0 &&
              ` · ${t('Restocking fee: {{percent}}%', { percent: seller.restockingFeePercentage })}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
