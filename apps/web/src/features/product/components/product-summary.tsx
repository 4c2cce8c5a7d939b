// The right-hand column of the product page: brand, name, rating, tags, price, stock, the variant picker, purchase
// controls, the delivery promise to the chosen pincode (issue 9), the page's claims and the seller
// (docs/behaviour/product.md#product-page).
import { BadgeIndianRupee, Store, Truck } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@haat/domain/catalog/product.schema';
import { formatInr, GST_PERCENT } from '@haat/domain/money/money';
import { SHIPPING_STATEMENTS } from '@haat/domain/pricing/shipping-statements';
import { DeliveryPromiseBlock } from '../../../components/delivery/delivery-promise-block.tsx';
import { RatingBadge } from '../../../components/ui/rating-badge.tsx';
import { stockStatus } from '../../../components/product/card-facts.ts';
import { visibleTags } from '../product-facts.ts';
import { PriceBlock } from './price-block.tsx';
import { PurchasePanel, type PurchaseActions } from './purchase-panel.tsx';
import { ReturnPromise } from './return-promise.tsx';
import { VariantPicker } from './variant-picker.tsx';

const countFormat = new Intl.NumberFormat('en-IN');

function StockLine({ stock }: { stock: number }) {
  const { t } = useTranslation();
  const status = stockStatus(stock);
  if (status.kind === 'out') return <p className="text-sm font-semibold text-danger">{t('Out of Stock')}</p>;
  if (status.kind === 'low')
    return (
      <p className="text-sm font-semibold text-danger">{t('Only {{count}} left', { count: status.left })}</p>
    );
  return <p className="text-sm font-semibold text-success">{t('In stock')}</p>;
}

function Claims({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { freeFrom } = SHIPPING_STATEMENTS.productCard;
  const freeDelivery = product.shippingDetails.freeShipping || product.sellingPrice >= freeFrom;
  const claims = [
    {
      icon: Truck,
      text: freeDelivery
        ? t('Free Delivery')
        : t('Free delivery on orders above {{amount}}', { amount: formatInr(freeFrom) }),
    },
    { icon: BadgeIndianRupee, text: t('GST {{percent}}% included', { percent: GST_PERCENT }) },
  ];
  const [delivery, gst] = claims.map(({ icon: Icon, text }) => (
    <li key={text} className="flex flex-col items-center gap-1 text-xs text-ink">
      <span className="grid size-9 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden className="size-4.5" />
      </span>
      {text}
    </li>
  ));
  return (
    <ul className="grid grid-cols-3 gap-2 border-y border-line py-3 text-center">
      {delivery}
      {/* The seller's own return window, from the policy the return form checks (docs/decisions/0011-return-promise.md). */}
      <ReturnPromise policy={product.returnPolicy} />
      {gst}
    </ul>
  );
}

export function ProductSummary({
  product,
  onChangeLocation,
  ...actions
}: { product: Product } & PurchaseActions) {
  const { t } = useTranslation();
  // The model's rating: every listing of its group together, as its reviews (docs/behaviour/reviews.md#variants).
  const { average, count } = product.group?.ratings ?? product.ratings;
  const tags = visibleTags(product.tags);

  return (
    <div className="space-y-4">
      <div>
        <Link
          to={`/search?q=${encodeURIComponent(product.brand)}`}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('Visit the {{brand}} Store', { brand: product.brand })}
        </Link>
        <h1 dir="auto" className="mt-1 rtl:text-right text-lg font-medium leading-snug text-ink md:text-xl">
          {product.name}
        </h1>
        {count > 0 && (
          <p className="mt-2 flex items-center gap-2 text-sm text-ink-muted">
            <RatingBadge
              value={average}
              label={t('Rated {{average}} out of 5', { average: average.toFixed(1) })}
            />
            <span>{t('{{count}} ratings', { count, replace: { count: countFormat.format(count) } })}</span>
          </p>
        )}
        {tags.shown.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('Tags')}>
            {tags.shown.map((tag) => (
              <li key={tag}>
                <Link
                  to={`/search?tag=${encodeURIComponent(tag)}`}
                  dir="auto"
                  className="block rounded-full bg-page px-2.5 py-0.5 text-xs text-ink-muted hover:bg-brand-50 hover:text-brand-700"
                >
                  #{tag}
                </Link>
              </li>
            ))}
            {tags.more > 0 && (
              <li className="px-1 py-0.5 text-xs text-ink-subtle">
                {t('+{{count}} more', { count: tags.more })}
              </li>
            )}
          </ul>
        )}
      </div>

      <PriceBlock product={product} />
      <StockLine stock={product.stock} />
      <VariantPicker product={product} />
      <PurchasePanel product={product} {...actions} />
      <DeliveryPromiseBlock productId={product.id} onChangeLocation={onChangeLocation} />
      <Claims product={product} />

      {product.seller && (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Store aria-hidden className="size-4 text-ink-subtle" />
          <span>
            <Trans
              i18nKey="Sold by <seller>{{seller}}</seller>"
              values={{ seller: product.seller.name }}
              components={{ seller: <span className="font-semibold text-brand-700" /> }}
            />
          </span>
          <RatingBadge
            value={product.seller.rating}
            label={t('Seller rated {{rating}} out of 5', { rating: product.seller.rating.toFixed(1) })}
          />
        </p>
      )}
    </div>
  );
}
