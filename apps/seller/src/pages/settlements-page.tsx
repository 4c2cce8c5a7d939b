// Settlements (docs/behaviour/seller-portal.md#settlements): the weekly statements, newest first, each with its
// payout, and a statement for any range of dates. What the deductions are, in one line, with today's rates.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Card, Spinner } from '@haat/staff-ui/ui';
import { meQuery, settlementsQuery } from '../lib/queries.ts';
import { dateRange, istToday, signedInr } from './settlements-format.tsx';

function RangeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const today = istToday();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setError(t('Choose both dates'));
    if (to < from) return setError(t('The end date must be on or after the start date'));
    if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > 365)
      return setError(t('A statement covers at most 366 days'));
    setError(null);
    void navigate(`/settlements/statement?from=${from}&to=${to}`);
  };
  const input = 'block h-12 w-full rounded-lg border border-line bg-white px-3 text-base';
  return (
    <Card>
      <form onSubmit={submit} noValidate className="space-y-3">
        <h2 className="text-lg font-semibold">{t('Statement for any dates')}</h2>
        <div className="grid grid-cols-2 gap-3 md:max-w-md">
          <div className="space-y-1">
            <label htmlFor={fromId} className="block text-sm font-medium">
              {t('From')}
            </label>
            <input
              id={fromId}
              type="date"
              value={from}
              max={today}
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={input}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={toId} className="block text-sm font-medium">
              {t('To')}
            </label>
            <input
              id={toId}
              type="date"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={input}
            />
          </div>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <Button type="submit" tone="secondary">
          {t('Show statement')}
        </Button>
      </form>
    </Card>
  );
}

export function SettlementsPage() {
  const { t, i18n } = useTranslation();
  const me = useQuery(meQuery);
  const approved = me.data?.status === 'approved';
  const list = useQuery({ ...settlementsQuery, enabled: approved });

  if (me.isPending || (approved && list.isPending)) return <Spinner label={t('Loading your settlements…')} />;
  if (me.isError || list.isError)
    return (
      <div className="space-y-3">
        <Alert tone="error">{t('Your settlements could not be loaded.')}</Alert>
        <Button tone="secondary" onClick={() => void (me.isError ? me.refetch() : list.refetch())}>
          {t('Try again')}
        </Button>
      </div>
    );
  const data = list.data;
  return (
    <div className="space-y-4">
      <title>{t('Settlements | Haat Seller Central')}</title>
      <h1 className="text-2xl font-bold">{t('Settlements')}</h1>
      {!approved || !data ? (
        <Alert tone="info">{t('Your account is waiting for review: this opens once it is approved')}</Alert>
      ) : (
        <>
          <p className="text-sm text-ink-muted">
            {t(
              'Each delivered order is paid out less the marketplace’s commission, GST TCS ({{tcs}}%) and income-tax TDS ({{tds}}%). Refunds and returns are taken back in the week they happen.',
              { tcs: data.rates.tcsPercent, tds: data.rates.tdsPercent },
            )}
          </p>
          {data.statements.length === 0 ? (
            <Card>
              <p className="py-6 text-center text-ink-muted">
                {t('No settlements yet. A statement appears here once an order is delivered.')}
              </p>
            </Card>
          ) : (
            <ul className="space-y-3" aria-label={t('Weekly statements')}>
              {data.statements.map((s) => (
                <li key={s.id}>
                  <Link
                    to={`/settlements/statement?from=${s.from}&to=${s.to}`}
                    className="block rounded-xl bg-card p-4 shadow-card hover:ring-2 hover:ring-brand-100 focus-visible:ring-2 focus-visible:ring-brand-600 md:p-5"
                  >
                    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                      <h2 className="font-semibold">{dateRange(s.from, s.to, i18n.language)}</h2>
                      <p className="text-xl font-bold tabular-nums">{signedInr(s.totals.net)}</p>
                    </div>
                    <p className="mt-1 text-sm text-ink-muted">
                      {t('Delivered orders: {{n}}', { n: s.totals.sales })}
                      {s.totals.reversals > 0 ? ` · ${t('Refunds: {{n}}', { n: s.totals.reversals })}` : ''}
                      {' · '}
                      {t('Commission {{amount}}', { amount: signedInr(s.totals.commission) })}
                    </p>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <RangeForm />
        </>
      )}
    </div>
  );
}
