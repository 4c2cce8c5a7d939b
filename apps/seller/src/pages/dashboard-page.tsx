// The dashboard (docs/behaviour/seller-portal.md#dashboard): what to ship today and what is late, low stock, sales
// over the last 30 days as a bar chart (SVG with the numbers as a table beside it for screen readers and anyone
// who prefers them), the rating and the return rate.
import { useQuery } from '@tanstack/react-query';
import type { SellerDashboard } from '@haat/domain/settlements/dashboard';
import { AlertTriangle, PackageOpen, Star, Truck, Undo2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Button, Card, Spinner } from '@haat/staff-ui/ui';
import { dashboardQuery, meQuery } from '../lib/queries.ts';
import { inr, shortDate } from './order-labels.tsx';

function Tile({
  icon,
  title,
  value,
  tone = 'plain',
  children,
}: {
  icon: ReactNode;
  title: string;
  value: string;
  tone?: 'plain' | 'warn';
  children?: ReactNode;
}) {
  return (
    <Card className={`space-y-2 ${tone === 'warn' ? 'ring-2 ring-danger/40' : ''}`}>
      <h2 className="flex items-center gap-2 text-sm font-medium text-ink-muted">
        {icon}
        {title}
      </h2>
      <p className={`text-3xl font-bold tabular-nums ${tone === 'warn' ? 'text-danger' : ''}`}>{value}</p>
      {children}
    </Card>
  );
}

function ParcelList({ parcels, language }: { parcels: SellerDashboard['late']; language: string }) {
  const { t } = useTranslation();
  if (parcels.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm">
      {parcels.map((p) => (
        <li key={p.subOrderId} className="flex flex-wrap justify-between gap-x-2">
          <Link to={`/orders/${p.subOrderId}`} className="font-medium text-brand-700 underline">
            {p.orderNumber}
          </Link>
          <span className="text-ink-muted">
            {t('Dispatch by {{when}}', { when: shortDate(p.dispatchBy, language) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

const dayLabel = (date: string, language: string, withMonth = true) =>
  new Date(`${date}T00:00:00+05:30`).toLocaleDateString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    ...(withMonth ? { month: 'short' } : {}),
    timeZone: 'Asia/Kolkata',
  });

/** 30 bars, one per day; the chart is an image with a summary, the table beside it holds every number. */
function SalesChart({ sales }: { sales: SellerDashboard['sales'] }) {
  const { t, i18n } = useTranslation();
  const tableId = useId();
  const total = sales.reduce((sum, d) => sum + d.amount, 0);
  const orders = sales.reduce((sum, d) => sum + d.orders, 0);
  const best = sales.reduce((a, b) => (b.amount > a.amount ? b : a), sales[0]!);
  const max = Math.max(1, ...sales.map((d) => d.amount));
  const width = 600;
  const height = 160;
  const gap = 6;
  const bar = (width - gap * (sales.length - 1)) / sales.length;
  const summary =
    orders === 0
      ? t('No sales in the last 30 days')
      : t('Sales over the last 30 days: {{total}}, orders: {{orders}}; best day {{day}} with {{amount}}', {
          total: inr(total),
          orders,
          day: dayLabel(best.date, i18n.language),
          amount: inr(best.amount),
        });
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('Sales, last 30 days')}</h2>
        <p className="text-sm text-ink-muted">
          {inr(total)} · {t('Orders: {{n}}', { n: orders })}
        </p>
      </div>
      <figure>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          className="block h-40 w-full"
          role="img"
          aria-label={summary}
          aria-describedby={tableId}
        >
          <line x1="0" x2={width} y1={height} y2={height} className="stroke-line" strokeWidth="2" />
          {sales.map((d, i) => {
            const h = d.amount > 0 ? Math.max(2, (d.amount / max) * (height - 4)) : 0;
            return (
              <rect
                key={d.date}
                x={i * (bar + gap)}
                y={height - h}
                width={bar}
                height={h}
                className="fill-brand-600"
              >
                <title>{`${dayLabel(d.date, i18n.language)}: ${inr(d.amount)} (${d.orders})`}</title>
              </rect>
            );
          })}
        </svg>
        {/* Day labels a week apart, counted back from today, in the page's own type (not scaled with the chart). */}
        <div className="relative mt-1 h-5 text-xs text-ink-muted" aria-hidden>
          {sales.map((d, i) =>
            (sales.length - 1 - i) % 7 === 0 ? (
              <span
                key={d.date}
                className={`absolute whitespace-nowrap ${i === sales.length - 1 ? '-translate-x-full' : '-translate-x-1/2'}`}
                style={{ left: `${i === sales.length - 1 ? 100 : ((i + 0.5) / sales.length) * 100}%` }}
              >
                {dayLabel(d.date, i18n.language)}
              </span>
            ) : null,
          )}
        </div>
        <figcaption className="mt-2 text-sm text-ink-muted">{summary}</figcaption>
      </figure>
      <details className="text-sm">
        <summary className="inline-flex min-h-12 cursor-pointer items-center font-medium text-brand-700">
          {t('Show the numbers')}
        </summary>
        <table id={tableId} className="mt-2 w-full">
          <caption className="sr-only">{t('Sales, last 30 days')}</caption>
          <thead className="text-ink-muted">
            <tr>
              <th scope="col" className="py-1 text-start font-medium">
                {t('Date')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('Orders')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('Sales')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...sales].reverse().map((d) => (
              <tr key={d.date} className="border-t border-line">
                <th scope="row" className="py-1 text-start font-normal">
                  {dayLabel(d.date, i18n.language)}
                </th>
                <td className="py-1 text-end tabular-nums">{d.orders}</td>
                <td className="py-1 text-end tabular-nums">{inr(d.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}

export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const me = useQuery(meQuery);
  const approved = me.data?.status === 'approved';
  const dashboard = useQuery({ ...dashboardQuery, enabled: approved });

  if (me.isPending || (approved && dashboard.isPending))
    return <Spinner label={t('Loading your dashboard…')} />;
  if (me.isError || dashboard.isError)
    return (
      <div className="space-y-3">
        <Alert tone="error">{t('Your dashboard could not be loaded.')}</Alert>
        <Button tone="secondary" onClick={() => void (me.isError ? me.refetch() : dashboard.refetch())}>
          {t('Try again')}
        </Button>
      </div>
    );
  const d = dashboard.data;
  return (
    <div className="space-y-4">
      <title>{t('Dashboard | Haat Seller Central')}</title>
      <h1 className="text-2xl font-bold">{t('Dashboard')}</h1>
      {!approved || !d ? (
        <Alert tone="info">{t('Your account is waiting for review: this opens once it is approved')}</Alert>
      ) : (
        <>
          <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
            <Tile
              icon={<AlertTriangle className="size-4" aria-hidden />}
              title={t('Late dispatches')}
              value={String(d.late.length)}
              tone={d.late.length > 0 ? 'warn' : 'plain'}
            >
              {d.late.length === 0 ? (
                <p className="text-sm text-ink-muted">{t('Nothing is late.')}</p>
              ) : (
                <ParcelList parcels={d.late} language={i18n.language} />
              )}
            </Tile>
            <Tile
              icon={<Truck className="size-4" aria-hidden />}
              title={t('To ship today')}
              value={String(d.toShipToday.length)}
            >
              {d.toShipToday.length === 0 ? (
                <p className="text-sm text-ink-muted">
                  {t('Nothing is due today. Still to dispatch: {{n}}', { n: d.toDispatch })}
                </p>
              ) : (
                <ParcelList parcels={d.toShipToday} language={i18n.language} />
              )}
              <Link
                to="/orders"
                className="inline-flex min-h-12 items-center text-sm text-brand-700 underline"
              >
                {t('All orders to pack')}
              </Link>
            </Tile>
            <Tile
              icon={<PackageOpen className="size-4" aria-hidden />}
              title={t('Low stock')}
              value={String(d.lowStock.length)}
              tone={d.lowStock.some((p) => p.stock === 0) ? 'warn' : 'plain'}
            >
              {d.lowStock.length === 0 ? (
                <p className="text-sm text-ink-muted">{t('Every live variant has more than 5 in stock.')}</p>
              ) : (
                <ul className="space-y-1 text-sm">
                  {d.lowStock.map((p) => (
                    <li key={p.productId} className="flex justify-between gap-2">
                      <span className="min-w-0 truncate">
                        {p.name} <span className="text-ink-muted">({p.sku})</span>
                      </span>
                      <span className={`shrink-0 font-medium ${p.stock === 0 ? 'text-danger' : ''}`}>
                        {p.stock === 0 ? t('Out of stock') : t('{{n}} left', { n: p.stock })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <Link
                to="/listings"
                className="inline-flex min-h-12 items-center text-sm text-brand-700 underline"
              >
                {t('Update stock in Listings')}
              </Link>
            </Tile>
            <Tile
              icon={<Star className="size-4" aria-hidden />}
              title={t('Rating')}
              value={d.rating.count > 0 ? `${d.rating.average.toFixed(1)} / 5` : '—'}
            >
              <p className="text-sm text-ink-muted">
                {d.rating.count > 0 ? t('From {{n}} ratings', { n: d.rating.count }) : t('No ratings yet')}
              </p>
            </Tile>
            <Tile
              icon={<Undo2 className="size-4" aria-hidden />}
              title={t('Return rate')}
              value={d.returns.ratePercent === null ? '—' : `${d.returns.ratePercent}%`}
            >
              <p className="text-sm text-ink-muted">
                {d.returns.ratePercent === null
                  ? t('No deliveries in the last 90 days')
                  : t('Returns asked for: {{returns}} · deliveries: {{deliveries}} (last 90 days)', {
                      returns: d.returns.returns,
                      deliveries: d.returns.deliveries,
                    })}
              </p>
            </Tile>
          </div>
          <SalesChart sales={d.sales} />
        </>
      )}
    </div>
  );
}
