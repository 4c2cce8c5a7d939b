// The body of /return-request/{orderId} once the order has loaded (docs/behaviour/returns.md#return-request-page):
// the order summary and, beside it, the eligibility check: a spinner while the policy loads, its failure, 'Return Not
// Available', or the form.
import { Loader2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@haat/domain/orders/order.schema';
import { RetryButton, StatusPanel } from '../../../components/ui/status-panel.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useReturnEligibility } from '../api/get-return-eligibility.ts';
import { eligibilityFailureMessage } from '../return-form-model.ts';
import { ReturnForm } from './return-form.tsx';
import { ReturnNotAvailable } from './return-not-available.tsx';
import { ReturnOrderSummary } from './return-order-summary.tsx';

export function ReturnRequest({
  order,
  orderPath,
  onSubmitted,
}: {
  order: Order;
  /** Where Close and Cancel lead: the order's own page. */
  orderPath: string;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation();
  const eligibility = useReturnEligibility(order._id);
  return (
    <div className="grid gap-3 md:gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="lg:order-2 lg:sticky lg:top-24">
        <ReturnOrderSummary
          order={order}
          deliveredDate={eligibility.data?.orderDetails.deliveredDate ?? null}
        />
      </div>
      <div className="lg:order-1">
        {eligibility.isPending ? (
          <div
            role="status"
            className="flex min-h-64 flex-col items-center justify-center gap-3 rounded-lg bg-card p-6 shadow-card"
          >
            <Loader2 aria-hidden="true" className="size-8 animate-spin text-brand-700" />
            <p className="text-sm text-ink-muted">{t("Checking the seller's return policy...")}</p>
          </div>
        ) : eligibility.isError ? (
          <StatusPanel
            role="alert"
            icon={TriangleAlert}
            tone="danger"
            // The server answered with a failure, or the check itself could not be made
            // (docs/behaviour/returns.md#messages).
            title={t(eligibilityFailureMessage(eligibility.error))}
            text={
              eligibility.error instanceof ApiRequestError && eligibility.error.status > 0
                ? t(eligibility.error.message)
                : undefined
            }
            action={<RetryButton onRetry={() => void eligibility.refetch()} busy={eligibility.isFetching} />}
          />
        ) : !eligibility.data.eligible ? (
          <ReturnNotAvailable eligibility={eligibility.data} closeTo={orderPath} />
        ) : (
          <section className="rounded-lg bg-card p-4 shadow-card md:p-5">
            <ReturnForm
              order={order}
              eligibility={eligibility.data}
              cancelTo={orderPath}
              onSubmitted={onSubmitted}
              onRefused={() => void eligibility.refetch()}
            />
          </section>
        )}
      </div>
    </div>
  );
}
