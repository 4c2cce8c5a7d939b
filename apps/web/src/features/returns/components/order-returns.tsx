// The 'Returns' section of /orders/{id}: every return request of the order (one per seller, ADR 0007) with its
// number, items, status, refund and the seller's note. Hidden while there is none.
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReturnRequest } from '@haat/domain/returns/return.schema';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { formatDate, formatInr } from '../../../lib/format.ts';
import { useOrderReturns } from '../api/get-order-returns.ts';
import { ReturnStatusBadge } from './return-status-badge.tsx';
import { tk } from '../../../i18n/translation-key.ts';

const REFUND_STATE: Record<NonNullable<ReturnRequest['refund']>['status'], string> = {
  pending: tk('Refund initiated'),
  processed: tk('Refund completed'),
  failed: tk('Refund failed, the seller will retry'),
};

export function OrderReturns({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const returns = useOrderReturns(orderId);
  if (returns.isPending || (returns.isSuccess && returns.data.length === 0)) return null;
  return (
    <section aria-labelledby="order-returns-title" className="rounded-lg bg-card p-4 shadow-card md:p-5">
      <h2 id="order-returns-title" className="mb-3 flex items-center gap-2 text-base font-bold text-ink">
        <RotateCcw aria-hidden="true" className="size-4 text-brand-700" />
        {t('Returns')}
      </h2>
      {returns.isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
          <TriangleAlert aria-hidden="true" className="size-4" />
          {t('Could not load your return requests.')}
          <button
            type="button"
            onClick={() => void returns.refetch()}
            className="font-semibold text-brand-700 hover:underline"
          >
            {t('Try Again')}
          </button>
        </p>
      ) : (
        <ul className="space-y-3">
          {returns.data.map((request) => (
            <ReturnRow key={request._id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReturnRow({ request }: { request: ReturnRequest }) {
  const { t } = useTranslation();
  return (
    <li
      aria-label={t('Return {{number}}', { number: request.returnNumber })}
      className="rounded-md border border-line"
    >
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-line bg-page/60 px-3 py-2">
        <div className="min-w-0">
          <p className="text-sm font-bold text-ink">
            {t('Return {{number}}', { number: request.returnNumber })}
          </p>
          <p className="text-xs text-ink-muted">
            {t('Requested on {{date}}', { date: formatDate(request.createdAt) })}
            {' · '}
            {t('Sold by {{seller}}', { seller: request.sellerName })}
          </p>
        </div>
        <ReturnStatusBadge status={request.status} />
      </div>
      <ul className="divide-y divide-line px-3">
        {request.items.map((item) => (
          <li key={item.orderItemId} className="flex items-center gap-3 py-2">
            <Thumbnail src={item.image ?? undefined} alt={item.name} size={40} />
            <p className="line-clamp-2 min-w-0 flex-1 text-sm text-ink">{item.name}</p>
            <p className="shrink-0 text-xs text-ink-muted">{t('Qty {{count}}', { count: item.quantity })}</p>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-line px-3 py-2 text-sm">
        <dt className="text-ink-muted">{t('Reason')}</dt>
        <dd className="text-ink">
          {t(request.returnReason)} · {t(request.returnType)}
        </dd>
        <dt className="text-ink-muted">{t('Refund')}</dt>
        <dd className="text-ink">
          {request.refund ? (
            <>
              <span className="font-semibold">{formatInr(request.refund.amount)}</span>
              {' · '}
              <span className={request.refund.status === 'failed' ? 'text-danger' : 'text-success'}>
                {t(REFUND_STATE[request.refund.status])}
              </span>
            </>
          ) : request.returnType === 'Exchange' ? (
            t('Replacement instead of a refund')
          ) : (
            t('Up to {{amount}}, once the seller receives the items', {
              amount: formatInr(request.maxRefund),
            })
          )}
        </dd>
        {request.sellerNote && (
          <>
            <dt className="text-ink-muted">{t('Seller note')}</dt>
            <dd className="whitespace-pre-line text-ink">{request.sellerNote}</dd>
          </>
        )}
        {request.updatedAt !== request.createdAt && (
          <>
            <dt className="text-ink-muted">{t('Updated')}</dt>
            <dd className="text-ink">{formatDate(request.updatedAt)}</dd>
          </>
        )}
      </dl>
    </li>
  );
}
