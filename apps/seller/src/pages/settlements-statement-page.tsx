// One settlement statement (docs/behaviour/seller-portal.md#settlements): the payout and its parts on top, the CSV,
// then a line per delivered order and per refund: cards on a phone, a table with a header row on a desktop.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SettlementLineView } from '@haat/domain/settlements/settlement.schema';
import { ArrowLeft, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@haat/staff-ui/api';
import { Alert, Button, Card, Spinner } from '@haat/staff-ui/ui';
import { meQuery, settlementQuery } from '../lib/queries.ts';
import { shortDate } from './order-labels.tsx';
import { dateRange, downloadStatementCsv, signedInr } from './settlements-format.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function KindPill({ kind }: { kind: SettlementLineView['kind'] }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full px-3 py-1 text-sm font-medium whitespace-nowrap ${
        kind === 'sale' ? 'bg-success-50 text-success' : 'bg-accent-100 text-accent-700'
      }`}
    >
      {kind === 'sale' ? t('Sale') : t('Refund')}
    </span>
  );
}

function LineCard({ line }: { line: SettlementLineView }) {
  const { t, i18n } = useTranslation();
  const row = (label: string, value: number, strong = false) => (
    <>
      <dt className={strong ? 'font-semibold' : 'text-ink-muted'}>{label}</dt>
      <dd className={`text-end tabular-nums ${strong ? 'font-semibold' : ''}`}>{signedInr(value)}</dd>
    </>
  );
  return (
    <li>
      <Card className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/orders/${line.subOrderId}`} className="font-semibold text-brand-700 underline">
            {line.orderNumber}
          </Link>
          <KindPill kind={line.kind} />
          <span className="ms-auto text-sm text-ink-muted">{shortDate(line.at, i18n.language)}</span>
        </div>
        {line.returnNumber ? (
          <p className="text-sm text-ink-muted">{t('Return {{number}}', { number: line.returnNumber })}</p>
        ) : null}
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          {row(t('Items'), line.items)}
          {row(t('Shipping'), line.shipping)}
          {row(t('Commission'), -line.commission)}
          {row(t('GST TCS ({{percent}}%)', { percent: line.tcsPercent }), -line.tcs)}
          {row(t('Income-tax TDS ({{percent}}%)', { percent: line.tdsPercent }), -line.tds)}
          {row(t('Net payout'), line.net, true)}
        </dl>
      </Card>
    </li>
  );
}

function LinesTable({ lines }: { lines: SettlementLineView[] }) {
  const { t, i18n } = useTranslation();
  const num = 'px-3 py-2 text-end tabular-nums';
  return (
    <div className="hidden overflow-x-auto rounded-xl bg-card shadow-card md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('Statement lines')}</caption>
        <thead className="border-b border-line text-ink-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('Order')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('Date')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('Items')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('Shipping')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('Commission')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('GST TCS')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('Income-tax TDS')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('Net payout')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr
              key={`${line.subOrderId}-${line.kind}-${line.at}`}
              className="border-b border-line last:border-0"
            >
              <th scope="row" className="px-3 py-2 text-start font-normal">
                <Link to={`/orders/${line.subOrderId}`} className="font-medium text-brand-700 underline">
                  {line.orderNumber}
                </Link>{' '}
                <KindPill kind={line.kind} />
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{shortDate(line.at, i18n.language)}</td>
              <td className={num}>{signedInr(line.items)}</td>
              <td className={num}>{signedInr(line.shipping)}</td>
              <td className={num}>{signedInr(-line.commission)}</td>
              <td className={num}>{signedInr(-line.tcs)}</td>
              <td className={num}>{signedInr(-line.tds)}</td>
              <td className={`${num} font-semibold`}>{signedInr(line.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SettlementStatementPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const valid = DATE.test(from) && DATE.test(to);
  const me = useQuery(meQuery);
  const approved = me.data?.status === 'approved';
  const statement = useQuery({ ...settlementQuery(from, to), enabled: approved && valid });
  const download = useMutation({ mutationFn: () => downloadStatementCsv(from, to) });

  const back = (
    <Link to="/settlements" className="inline-flex min-h-12 items-center gap-2 text-brand-700 underline">
      <ArrowLeft className="size-4" aria-hidden />
      {t('All settlements')}
    </Link>
  );
  if (!valid)
    return (
      <div className="space-y-3">
        {back}
        <Alert tone="error">{t('Give dates as YYYY-MM-DD')}</Alert>
      </div>
    );
  if (me.isPending || (approved && statement.isPending))
    return <Spinner label={t('Loading the statement…')} />;
  if (me.isError || statement.isError)
    return (
      <div className="space-y-3">
        {back}
        <Alert tone="error">
          {statement.error instanceof ApiError && statement.error.status === 400
            ? t(statement.error.message)
            : t('The statement could not be loaded.')}
        </Alert>
        <Button tone="secondary" onClick={() => void statement.refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  const data = statement.data;
  const title = dateRange(from, to, i18n.language);
  return (
    <div className="space-y-4">
      <title>{t('Settlement {{dates}} | Haat Seller Central', { dates: title })}</title>
      {back}
      <h1 className="text-2xl font-bold">{t('Settlement {{dates}}', { dates: title })}</h1>
      {!approved || !data ? (
        <Alert tone="info">{t('Your account is waiting for review: this opens once it is approved')}</Alert>
      ) : (
        <>
          <Card className="space-y-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-semibold">{t('Net payout')}</h2>
              <p className="text-2xl font-bold tabular-nums">{signedInr(data.totals.net)}</p>
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm md:max-w-md">
              <dt className="text-ink-muted">{t('Orders and shipping')}</dt>
              <dd className="text-end tabular-nums">{signedInr(data.totals.amount)}</dd>
              <dt className="text-ink-muted">{t('Commission')}</dt>
              <dd className="text-end tabular-nums">{signedInr(-data.totals.commission)}</dd>
              <dt className="text-ink-muted">{t('GST TCS')}</dt>
              <dd className="text-end tabular-nums">{signedInr(-data.totals.tcs)}</dd>
              <dt className="text-ink-muted">{t('Income-tax TDS')}</dt>
              <dd className="text-end tabular-nums">{signedInr(-data.totals.tds)}</dd>
            </dl>
            <p className="text-sm text-ink-muted">
              {t('Delivered orders: {{n}}', { n: data.totals.sales })} ·{' '}
              {t('Refunds: {{n}}', { n: data.totals.reversals })}
            </p>
            <Button
              tone="secondary"
              busy={download.isPending}
              disabled={data.lines.length === 0}
              onClick={() => download.mutate()}
            >
              <Download className="size-5" aria-hidden />
              {t('Download CSV')}
            </Button>
            {download.error ? (
              <Alert tone="error">
                {t(download.error instanceof ApiError ? download.error.message : String(download.error))}
              </Alert>
            ) : null}
          </Card>
          {data.lines.length === 0 ? (
            <Card>
              <p className="py-6 text-center text-ink-muted">
                {t('Nothing was delivered or refunded on these dates.')}
              </p>
            </Card>
          ) : (
            <>
              <ul className="space-y-3 md:hidden" aria-label={t('Statement lines')}>
                {data.lines.map((line) => (
                  <LineCard key={`${line.subOrderId}-${line.kind}-${line.at}`} line={line} />
                ))}
              </ul>
              <LinesTable lines={data.lines} />
            </>
          )}
        </>
      )}
    </div>
  );
}
