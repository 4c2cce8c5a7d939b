// The price block of docs/behaviour/product.md#prices: selling price, struck MRP, percent off, 'Inclusive of all
// taxes', and the base price with the 18% GST inside it.
import { useTranslation } from 'react-i18next';
import type { Product } from '@haat/domain/catalog/product.schema';
import { formatInr } from '@haat/domain/money/money';
import { priceBlock } from '../product-facts.ts';

export function PriceBlock({ product }: { product: Product }) {
  const { t } = useTranslation();
  const price = priceBlock(product);
  return (
    <div data-testid="price-block">
      {price.percentOff > 0 && (
        <p className="mb-1 text-xs font-semibold text-success">{t('Special price')}</p>
      )}
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-bold text-ink" data-testid="selling-price">
          {formatInr(price.selling)}
        </span>
        {price.mrp > price.selling && (
          <s
            className="text-base text-ink-subtle"
            data-testid="mrp"
            aria-label={t('M.R.P.: {{mrp}}', { mrp: formatInr(price.mrp) })}
          >
            {formatInr(price.mrp)}
          </s>
        )}
        {price.percentOff > 0 && (
          <span className="text-base font-semibold text-success" data-testid="percent-off">
            {t('{{percent}}% off', { percent: price.percentOff })}
          </span>
        )}
      </p>
      <p className="mt-1 text-xs text-ink-muted">{t('Inclusive of all taxes')}</p>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-ink-muted">
        <div className="flex gap-1">
          <dt>{t('Base price')}:</dt>
          <dd className="font-medium text-ink">{formatInr(price.basePrice)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('GST ({{percent}}%)', { percent: price.gstPercentage })}:</dt>
          <dd className="font-medium text-ink">{formatInr(price.gstAmount)}</dd>
        </div>
      </dl>
    </div>
  );
}
