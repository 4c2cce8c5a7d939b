// Sellers (docs/behaviour/operator.md#sellers): the review queue first, then approved, rejected and suspended
// sellers; each card shows what the review checks (GSTIN, PAN, bank account, address) and the actions its state
// allows: approve or reject with a reason, suspend with a reason, reinstate.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@haat/staff-ui/api';
import { Alert, Button, Card, Spinner } from '@haat/staff-ui/ui';
import { ReasonAction } from '../components/reason-form.tsx';
import { api } from '../lib/api.ts';
import { dateTime } from '../lib/format.ts';

export interface OperatorSeller {
  id: string;
  legalName: string;
  displayName: string;
  gstin: string;
  pan: string;
  address: { line: string; city: string; state: string; pincode: string };
  bank: { holder: string; accountNumber: string; ifsc: string } | null;
  status: 'pending_review' | 'approved' | 'rejected';
  reviewNote: string | null;
  suspended: boolean;
  suspendedAt: string | null;
  suspensionReason: string | null;
  email: string | null;
  phone: string | null;
  createdAt: string;
}

const FILTERS = ['pending_review', 'approved', 'suspended', 'rejected', 'all'] as const;
type Filter = (typeof FILTERS)[number];

export function SellersPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('pending_review');
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const labels: Record<Filter, string> = {
    pending_review: t('Waiting for review'),
    approved: t('Approved'),
    suspended: t('Suspended'),
    rejected: t('Rejected'),
    all: t('All'),
  };
  const query = useQuery({
    queryKey: ['sellers', filter, search],
    queryFn: () =>
      api<{ sellers: OperatorSeller[] }>(
        `/operator/sellers?status=${filter}${search ? `&q=${encodeURIComponent(search)}` : ''}`,
      ),
  });
  const [done, setDone] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: ({ path, body }: { path: string; body: object }) =>
      api<{ seller: OperatorSeller }>(path, { method: 'POST', body }),
    onSuccess: async (_res, { path }) => {
      setDone(path);
      await queryClient.invalidateQueries({ queryKey: ['sellers'] });
    },
  });
  const run = (path: string, body: object) => act.mutateAsync({ path, body });

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-ink">{t('Sellers')}</h1>
      <div role="group" aria-label={t('Show sellers')} className="flex gap-2 overflow-x-auto pb-1">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={`min-h-11 shrink-0 rounded-full border px-4 text-sm font-medium ${
              filter === f ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-ink'
            }`}
          >
            {labels[f]}
          </button>
        ))}
      </div>
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(q.trim());
        }}
      >
        <label htmlFor="seller-search" className="sr-only">
          {t('Find a seller by name, GSTIN, id or e-mail')}
        </label>
        <input
          id="seller-search"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('Name, GSTIN, id or e-mail')}
          className="h-12 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-base"
        />
        <Button type="submit" tone="secondary">
          {t('Find')}
        </Button>
      </form>
      {done && act.isSuccess ? (
        <Alert tone="success">{t('Done. The change is in the audit trail.')}</Alert>
      ) : null}
      {query.isPending ? (
        <Spinner label={t('Loading sellers…')} />
      ) : query.isError ? (
        <Alert tone="error">
          {query.error instanceof ApiError ? t(query.error.message) : t('Could not load sellers.')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
            {t('Try again')}
          </button>
        </Alert>
      ) : query.data.sellers.length === 0 ? (
        <Card>
          <p className="text-ink-muted">
            {filter === 'pending_review' ? t('No seller is waiting for review.') : t('No sellers here.')}
          </p>
        </Card>
      ) : (
        <ul className="space-y-3">
          {query.data.sellers.map((s) => (
            <li key={s.id}>
              <Card className="space-y-3">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <h2 className="text-lg font-semibold text-ink">{s.displayName}</h2>
                  <span className="text-sm text-ink-muted">{s.id}</span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                      s.suspended ? 'bg-danger-50 text-danger' : 'bg-brand-50 text-brand-900'
                    }`}
                  >
                    {s.suspended ? labels.suspended : labels[s.status]}
                  </span>
                </div>
                <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                  <Row term={t('Legal name')} value={s.legalName} />
                  <Row term={t('GSTIN')} value={s.gstin} mono />
                  <Row term={t('PAN')} value={s.pan} mono />
                  <Row
                    term={t('Bank account')}
                    value={
                      s.bank ? `${s.bank.holder} · ${s.bank.accountNumber} · ${s.bank.ifsc}` : t('Not given')
                    }
                    mono={!!s.bank}
                  />
                  <Row
                    term={t('Address')}
                    value={`${s.address.line}, ${s.address.city}, ${s.address.state} ${s.address.pincode}`}
                  />
                  <Row term={t('Contact')} value={[s.email, s.phone].filter(Boolean).join(' · ') || '—'} />
                  <Row term={t('Signed up')} value={dateTime(s.createdAt, i18n.language)} />
                  {s.reviewNote ? <Row term={t('Rejection reason')} value={s.reviewNote} /> : null}
                  {s.suspended ? (
                    <Row
                      term={t('Suspended')}
                      value={`${dateTime(s.suspendedAt ?? s.createdAt, i18n.language)}: ${s.suspensionReason ?? ''}`}
                    />
                  ) : null}
                </dl>
                <div className="flex flex-wrap gap-2">
                  {s.status === 'pending_review' ? (
                    <>
                      <Button
                        busy={act.isPending}
                        onClick={() =>
                          void run(`/operator/sellers/${s.id}/review`, { approve: true }).catch(() => {})
                        }
                      >
                        {t('Approve seller')}
                      </Button>
                      <ReasonAction
                        label={t('Reject seller')}
                        reasonLabel={t('Why is the seller rejected? They read this.')}
                        onSubmit={(reason) =>
                          run(`/operator/sellers/${s.id}/review`, { approve: false, reason })
                        }
                      />
                    </>
                  ) : null}
                  {s.status === 'approved' && !s.suspended ? (
                    <ReasonAction
                      label={t('Suspend seller')}
                      reasonLabel={t('Why is the seller suspended?')}
                      onSubmit={(reason) => run(`/operator/sellers/${s.id}/suspend`, { reason })}
                    />
                  ) : null}
                  {s.suspended ? (
                    <ReasonAction
                      label={t('Reinstate seller')}
                      tone="primary"
                      reasonLabel={t('Why is the seller reinstated?')}
                      onSubmit={(reason) => run(`/operator/sellers/${s.id}/reinstate`, { reason })}
                    />
                  ) : null}
                </div>
                {act.isError && act.variables?.path.includes(`/${s.id}/`) ? (
                  <Alert tone="error">
                    {act.error instanceof ApiError
                      ? t(act.error.message)
                      : t('Something went wrong. Try again.')}
                  </Alert>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function Row({ term, value, mono = false }: { term: string; value: string; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-ink-muted">{term}</dt>
      <dd className={`break-words text-ink ${mono ? 'font-mono' : ''}`}>{value}</dd>
    </div>
  );
}
