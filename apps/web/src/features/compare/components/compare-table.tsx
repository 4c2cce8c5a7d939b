// The comparison grid: one column per product (picture, name, remove), the spec's rows (Price, Discount, Rating,
// Brand, Category, Stock, Specifications) and a summary. Rows whose values differ carry a marker. On phones the
// table scrolls sideways while the row labels stay put (sticky first column).
import { Star, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@haat/domain/catalog/product.schema';
import { formatInr } from '@haat/domain/money/money';
import { productHref } from '../../../components/product/product-card.tsx';
import { ProductImage } from '../../../components/product/product-image.tsx';
import { stockStatus } from '../../../components/product/card-facts.ts';
import {
  percentOff,
  sellingPrice,
  specificationsKey,
  specPreview,
  summarise,
  valuesDiffer,
} from '../rules/compare-facts.ts';

const indianCount = new Intl.NumberFormat('en-IN');

interface CompareRow {
  label: string;
  /** What 'differs' compares: one text per product. */
  keys: string[];
  cell: (product: Product, index: number) => ReactNode;
}

const labelCell =
  'sticky start-0 z-20 w-24 min-w-24 border-e border-line bg-card p-2 text-start align-top text-xs font-semibold text-ink-muted md:w-40 md:min-w-40 md:p-3 md:text-sm';
const valueCell = 'min-w-40 p-2 align-top text-sm text-ink md:min-w-52 md:p-3';

export function CompareTable({
  products,
  onRemove,
  addSlot,
}: {
  products: readonly Product[];
  onRemove: (id: string) => void;
  /** The 'Add Product' column, drawn after the products. */
  addSlot: ReactNode;
}) {
  const { t } = useTranslation();
  const rows = useRows(products);
  const summaries = summarise(products);

  return (
    <div className="overflow-x-auto rounded-lg bg-card shadow-card" data-testid="compare-table">
      <table className="w-full border-collapse">
        <caption className="sr-only">{t('Product comparison')}</caption>
        {/* One row group: the Add Product cell spans every row, and a rowSpan cannot leave its group. */}
        <tbody>
          <tr className="border-b border-line">
            <td className={labelCell}>
              <span className="sr-only">{t('Product')}</span>
            </td>
            {products.map((product) => (
              <th
                key={product.id}
                scope="col"
                className={`${valueCell} font-normal`}
                data-testid="compare-column"
              >
                <div className="relative flex flex-col gap-2">
                  <button
                    type="button"
                    onClick={() => onRemove(product.id)}
                    aria-label={t('Remove {{name}} from comparison', { name: product.name })}
                    className="absolute end-0 top-0 z-10 grid size-8 place-items-center rounded-full border border-line bg-card text-ink-muted shadow-card hover:bg-danger-50 hover:text-danger"
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                  <div className="mx-auto aspect-square w-24 overflow-hidden rounded-md bg-white md:w-36">
                    <ProductImage src={product.images[0]?.url} alt={product.images[0]?.alt || product.name} />
                  </div>
                  <Link
                    to={productHref(product)}
                    className="line-clamp-2 text-start text-sm font-medium text-ink hover:text-brand-700"
                  >
                    {product.name}
                  </Link>
                </div>
              </th>
            ))}
            <td className={`${valueCell} w-40 md:w-52`} rowSpan={rows.length + 2}>
              {addSlot}
            </td>
          </tr>
          {rows.map((row) => {
            const differs = valuesDiffer(row.keys);
            return (
              <tr
                key={row.label}
                data-testid="compare-row"
                data-differs={differs || undefined}
                className="border-b border-line last:border-b-0"
              >
                <th scope="row" className={`${labelCell} ${differs ? 'bg-accent-50' : ''}`}>
                  <span className="flex items-center gap-1.5">
                    {row.label}
                    {differs && (
                      <span
                        title={t('Differs')}
                        className="size-2 shrink-0 rounded-full bg-accent-500"
                        aria-label={t('Differs')}
                        role="img"
                      />
                    )}
                  </span>
                </th>
                {products.map((product, index) => (
                  <td key={product.id} className={`${valueCell} ${differs ? 'bg-accent-50/60' : ''}`}>
                    {row.cell(product, index)}
                  </td>
                ))}
              </tr>
            );
          })}
          <tr data-testid="compare-row">
            <th scope="row" className={labelCell}>
              {t('Summary')}
            </th>
            {products.map((product, index) => (
              <td key={product.id} className={valueCell}>
                <SummaryBadges {...summaries[index]!} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function useRows(products: readonly Product[]): CompareRow[] {
  const { t } = useTranslation();
  const dash = <span className="text-ink-subtle">—</span>;
  return [
    {
      label: t('Price'),
      keys: products.map((p) => String(sellingPrice(p))),
      cell: (p) => (
        <span className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="text-base font-bold">{formatInr(sellingPrice(p))}</span>
          {p.mrp > sellingPrice(p) && <s className="text-xs text-ink-subtle">{formatInr(p.mrp)}</s>}
        </span>
      ),
    },
    {
      label: t('Discount'),
      keys: products.map((p) => String(percentOff(p))),
      cell: (p) =>
        percentOff(p) > 0 ? (
          <span className="font-semibold text-success">
            {t('{{percent}}% off', { percent: percentOff(p) })}
          </span>
        ) : (
          <span className="text-ink-muted">{t('No discount')}</span>
        ),
    },
    {
      label: t('Rating'),
      keys: products.map((p) => (p.ratings.count > 0 ? p.ratings.average.toFixed(1) : '')),
      cell: (p) =>
        p.ratings.count > 0 ? (
          <span className="flex items-center gap-1.5">
            <span className="inline-flex items-center gap-0.5 rounded bg-success px-1.5 py-0.5 text-xs font-semibold text-white">
              {p.ratings.average.toFixed(1)}
              <Star aria-hidden className="size-3 fill-current" />
            </span>
            <span className="text-xs text-ink-muted">
              {t('{{count}} ratings', {
                count: p.ratings.count,
                replace: { count: indianCount.format(p.ratings.count) },
              })}
            </span>
          </span>
        ) : (
          <span className="text-ink-muted">{t('No ratings yet')}</span>
        ),
    },
    {
      label: t('Brand'),
      keys: products.map((p) => p.brand),
      cell: (p) => (p.brand ? <span className="font-medium">{p.brand}</span> : dash),
    },
    {
      label: t('Category'),
      keys: products.map((p) => [p.category, p.subcategory].join('/')),
      cell: (p) => (
        <span className="capitalize">
          {[p.category, p.subcategory].filter(Boolean).join(' › ').replace(/-/g, ' ') || '—'}
        </span>
      ),
    },
    {
      label: t('Stock'),
      keys: products.map((p) => stockStatus(p.stock).kind),
      cell: (p) => <StockCell stock={p.stock} />,
    },
    {
      label: t('Specifications'),
      keys: products.map((p) => specificationsKey(p.specifications)),
      cell: (p) => <SpecCell specifications={p.specifications} />,
    },
  ];
}

function StockCell({ stock }: { stock: number }) {
  const { t } = useTranslation();
  const status = stockStatus(stock);
  if (status.kind === 'out') return <span className="font-semibold text-danger">{t('Out of Stock')}</span>;
  if (status.kind === 'low')
    return (
      <span className="font-semibold text-danger">{t('Only {{count}} left', { count: status.left })}</span>
    );
  return <span className="font-semibold text-success">{t('In Stock')}</span>;
}

function SpecCell({ specifications }: { specifications: Record<string, string> }) {
  const { t } = useTranslation();
  const { shown, more } = specPreview(specifications);
  if (shown.length === 0) return <span className="text-ink-subtle">—</span>;
  return (
    <dl className="space-y-1 text-xs">
      {shown.map(([key, value]) => (
        <div key={key}>
          <dt className="inline text-ink-muted">{key}: </dt>
          <dd className="inline font-medium text-ink">{value}</dd>
        </div>
      ))}
      {more > 0 && <p className="font-semibold text-brand-700">{t('+{{count}} more', { count: more })}</p>}
    </dl>
  );
}

function SummaryBadges({
  highlyRated,
  cheapest,
  biggestDiscount,
}: {
  highlyRated: boolean;
  cheapest: boolean;
  biggestDiscount: boolean;
}) {
  const { t } = useTranslation();
  const badges = [
    highlyRated && { text: t('Highly rated'), tone: 'bg-success-50 text-success' },
    cheapest && { text: t('Lowest price'), tone: 'bg-brand-50 text-brand-700' },
    biggestDiscount && { text: t('Biggest discount'), tone: 'bg-accent-100 text-accent-700' },
  ].filter((badge): badge is { text: string; tone: string } => Boolean(badge));
  if (badges.length === 0) return <span className="text-xs text-ink-subtle">—</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {badges.map((badge) => (
        <li key={badge.text} className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badge.tone}`}>
          {badge.text}
        </li>
      ))}
    </ul>
  );
}
