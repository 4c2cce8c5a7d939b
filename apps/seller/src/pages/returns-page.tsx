// The returns queue (docs/behaviour/seller-portal.md#returns-queue): the seller's return policy, the requests of one
// status or all, newest first, each with its reason, the shopper's words, the items with their pictures, the terms
// it was made under, and the seller API's decisions for its status.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ReturnPolicy } from '@haat/domain/returns/return-policy';
import type { ReturnRequest } from '@haat/domain/returns/return.schema';
import { RETURN_STATUSES, type SellerReturnAction } from '@haat/domain/returns/return-status';
import { ApiError, apiOrigin } from '@haat/staff-ui/api';
import { Alert, Button, Card, Spinner } from '@haat/staff-ui/ui';
import { api } from '../lib/api.ts';
import { useActiveInView } from '../lib/scroll-active.ts';
import { meQuery, returnsQuery } from '../lib/queries.ts';
import {
  inr,
  returnReasonLabel,
  returnStatusLabel,
  returnTypeLabel,
  shortDate,
  StatusPill,
} from './order-labels.tsx';

const STATUSES = Object.values(RETURN_STATUSES);

function PolicyCard({ policy }: { policy: ReturnPolicy }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="mb-2 text-lg font-semibold">{t('Your return policy')}</h2>
      <ul className="space-y-1 text-sm">
        <li>
          {policy.returnWindow === 0
            ? t('No returns')
            : t('Returns within {{days}} days of delivery', { days: policy.returnWindow })}
        </li>
        <li>
          {policy.returnShippingPaidBy === 'seller'
            ? t('You pay return shipping')
            : t('The shopper pays return shipping, except for your faults')}
        </li>
        <li>{t('Restocking fee {{percent}}%', { percent: policy.restockingFeePercentage })}</li>
        <li>{policy.exchangeAllowed ? t('Exchanges allowed') : t('No exchanges')}</li>
        <li className="text-ink-muted">
          {t('Accepted reasons')}: {policy.acceptedReasons.map((r) => returnReasonLabel(t, r)).join(', ')}
        </li>
      </ul>
    </Card>
  );
}

/** The decisions the seller API offers from each status. */
function actionsFor(request: ReturnRequest): SellerReturnAction[] {
  switch (request.status) {
    case RETURN_STATUSES.requested:
      return ['approve', 'reject'];
    case RETURN_STATUSES.approved:
      return ['pick_up'];
    case RETURN_STATUSES.pickedUp:
      return request.returnType === 'Exchange' ? ['exchange'] : ['refund'];
    default:
      return [];
  }
}

function ReturnCard({ request }: { request: ReturnRequest }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState(String(request.maxRefund));
  const noteId = useId();
  const amountId = useId();
  const decide = useMutation({
    mutationFn: (action: SellerReturnAction) =>
      api(`/seller-portal/returns/${request._id}/decision`, {
        method: 'POST',
        body: {
          action,
          ...(note.trim() ? { note: note.trim() } : {}),
          ...(action === 'refund' ? { refundAmount: Number(amount) } : {}),
        },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['seller', 'returns'] });
      void queryClient.invalidateQueries({ queryKey: ['seller', 'orders'] });
    },
  });
  const actions = actionsFor(request);
  const label: Record<SellerReturnAction, string> = {
    approve: t('Approve'),
    reject: t('Reject'),
    pick_up: t('Mark picked up'),
    refund: t('Refund'),
    exchange: t('Close as exchanged'),
  };
  return (
    <li>
      <Card className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold">{request.returnNumber}</h2>
          <StatusPill status={request.status} kind="return" />
          <span className="ms-auto text-sm text-ink-muted">
            {shortDate(request.createdAt, i18n.language)}
          </span>
        </div>
        <p className="text-sm text-ink-muted">
          {t('Order {{number}}', { number: request.orderNumber })} · {returnTypeLabel(t, request.returnType)}
        </p>
        <div>
          <p className="font-medium">{returnReasonLabel(t, request.returnReason)}</p>
          {request.detailedReason ? <p className="text-sm">“{request.detailedReason}”</p> : null}
          {request.customerNotes ? (
            <p className="text-sm text-ink-muted">
              {t('Shopper’s note')}: {request.customerNotes}
            </p>
          ) : null}
        </div>
        <ul className="space-y-2">
          {request.items.map((item) => (
            <li key={item.orderItemId} className="flex items-center gap-3">
              {item.image ? (
                <img
                  src={`${apiOrigin()}${item.image}`}
                  alt={item.name}
                  width={56}
                  height={56}
                  className="size-14 shrink-0 rounded-lg bg-page object-cover"
                />
              ) : null}
              <p className="min-w-0 flex-1 text-sm">
                {item.name} <span className="text-ink-muted">× {item.quantity}</span>
              </p>
              <p className="text-sm">{inr(item.price * item.quantity)}</p>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-ink-muted">{t('Paid for these items')}</dt>
          <dd className="text-end">{inr(request.paidAmount)}</dd>
          <dt className="text-ink-muted">{t('Restocking fee')}</dt>
          <dd className="text-end">
            {inr(request.restockingFee)} ({request.restockingFeePercentage}%)
          </dd>
          <dt className="text-ink-muted">{t('Return shipping paid by')}</dt>
          <dd className="text-end">{request.returnShippingPaidBy === 'seller' ? t('You') : t('Shopper')}</dd>
          <dt className="font-medium">{t('Most that can be refunded')}</dt>
          <dd className="text-end font-medium">{inr(request.maxRefund)}</dd>
          {request.refund ? (
            <>
              <dt className="text-ink-muted">{t('Refunded')}</dt>
              <dd className="text-end">{inr(request.refund.amount)}</dd>
            </>
          ) : null}
        </dl>
        {request.sellerNote ? (
          <p className="text-sm text-ink-muted">
            {t('Your note')}: {request.sellerNote}
          </p>
        ) : null}
        {actions.length > 0 ? (
          <div className="space-y-3 border-t border-line pt-3">
            {actions.includes('refund') ? (
              <div className="space-y-1">
                <label htmlFor={amountId} className="block text-sm font-medium">
                  {t('Refund amount (₹)')}
                </label>
                <input
                  id={amountId}
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  className="block h-12 w-full rounded-lg border border-line bg-white px-3 text-base md:w-48"
                />
              </div>
            ) : null}
            <div className="space-y-1">
              <label htmlFor={noteId} className="block text-sm font-medium">
                {t('Note to the shopper (optional)')}
              </label>
              <input
                id={noteId}
                value={note}
                maxLength={500}
                onChange={(e) => setNote(e.target.value)}
                className="block h-12 w-full rounded-lg border border-line bg-white px-3 text-base"
              />
            </div>
            <div className="flex flex-wrap gap-2">
              {actions.map((action) => (
                <Button
                  key={action}
                  tone={action === 'reject' ? 'danger' : 'primary'}
                  busy={decide.isPending && decide.variables === action}
                  onClick={() => decide.mutate(action)}
                >
                  {label[action]}
                </Button>
              ))}
            </div>
            {decide.error ? (
              <Alert tone="error">
                {t(decide.error instanceof ApiError ? decide.error.message : String(decide.error))}
              </Alert>
            ) : null}
          </div>
        ) : null}
      </Card>
    </li>
  );
}

export function ReturnsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = STATUSES.find((s) => s === statusParam);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const me = useQuery(meQuery);
  const approved = me.data?.status === 'approved';
  const returns = useQuery({
    ...returnsQuery(status, page),
    enabled: approved,
    placeholderData: keepPreviousData,
  });
  const chipsRef = useRef<HTMLElement>(null);
  useActiveInView(chipsRef, `${status}-${Boolean(returns.data)}`);

  if (me.isPending || (approved && returns.isPending)) return <Spinner label={t('Loading your returns…')} />;
  if (me.isError || returns.isError)
    return (
      <div className="space-y-3">
        <Alert tone="error">{t('Your returns could not be loaded.')}</Alert>
        <Button tone="secondary" onClick={() => void returns.refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  const go = (next: { status?: string | undefined; page?: number }) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const chip = (active: boolean) =>
    `inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-medium ${
      active ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-ink hover:bg-page'
    }`;
  const data = returns.data;
  return (
    <div className="space-y-4">
      <title>{t('Returns | Haat Seller Central')}</title>
      <h1 className="text-2xl font-bold">{t('Returns')}</h1>
      {!approved || !data ? (
        <Alert tone="info">{t('Your account is waiting for review: this opens once it is approved')}</Alert>
      ) : (
        <>
          <PolicyCard policy={data.policy} />
          <nav
            ref={chipsRef}
            aria-label={t('Return states')}
            className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 md:flex-wrap"
          >
            <button
              type="button"
              aria-current={!status ? 'page' : undefined}
              className={chip(!status)}
              onClick={() => go({})}
            >
              {t('All')}
            </button>
            {STATUSES.map((s) => (
              <button
                key={s}
                type="button"
                aria-current={s === status ? 'page' : undefined}
                className={chip(s === status)}
                onClick={() => go({ status: s })}
              >
                {returnStatusLabel(t, s)}
              </button>
            ))}
          </nav>
          {data.returnRequests.length === 0 ? (
            <Card>
              <p className="py-6 text-center text-ink-muted">{t('No return requests here.')}</p>
            </Card>
          ) : (
            <ul className="space-y-3">
              {data.returnRequests.map((request) => (
                <ReturnCard key={request._id} request={request} />
              ))}
            </ul>
          )}
          {data.pagination.pages > 1 ? (
            <div className="flex items-center justify-between gap-2">
              <Button tone="secondary" disabled={page <= 1} onClick={() => go({ status, page: page - 1 })}>
                {t('Previous')}
              </Button>
              <p className="text-sm text-ink-muted">
                {t('Page {{page}} of {{pages}}', { page, pages: data.pagination.pages })}
              </p>
              <Button
                tone="secondary"
                disabled={page >= data.pagination.pages}
                onClick={() => go({ status, page: page + 1 })}
              >
                {t('Next')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
