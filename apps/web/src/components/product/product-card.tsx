// The product card of docs/behaviour/catalogue.md#home-page, shared by every browsing page: picture, name, brand,
// price block, rating, stock label, up to 3 tags, the card's free-shipping copy, the delivery date to the chosen
// pincode (issue 9) and a wishlist heart. Grid or list layout. A card stands for its product group (issue 23 item 1):
// the listing's picture and price, "from ₹X" when the group's prices differ, and what the other listings offer.
import { Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { ProductCard as ListedProduct } from '@haat/domain/catalog/product.schema';
import { formatInr } from '@haat/domain/money/money';
import { SHIPPING_STATEMENTS } from '@haat/domain/pricing/shipping-statements';
import { CardDeliveryLine } from '../delivery/card-delivery-line.tsx';
import { RatingBadge } from '../ui/rating-badge.tsx';
import {
  cardPrice,
  cardTags,
  groupFromPrice,
  optionChips,
  stockStatus,
  type OptionChip,
} from './card-facts.ts';
import { CompareToggle } from './compare-toggle.tsx';
import { ProductImage } from './product-image.tsx';
import { WishlistHeart } from './wishlist-heart.tsx';

export type ProductCardLayout = 'grid' | 'list';

export interface ProductCardProps {
  product: ListedProduct;
  layout?: ProductCardLayout;
  /** Drawn over the picture's top-left corner, e.g. 'Featured' or a trending rank. */
  badge?: ReactNode;
  /** Drawn under the card's details, e.g. trending stats. */
  footer?: ReactNode;
  /** Above the fold: load the picture at once instead of lazily. */
  priority?: boolean;
  /** The 'Compare' checkbox (on by default; off where comparing makes no sense). */
  showCompare?: boolean;
}

export const productHref = (product: Pick<ListedProduct, 'id'>) =>
  `/product/${encodeURIComponent(product.id)}`;
export const brandHref = (brand: string) => `/category/brand/${encodeURIComponent(brand)}`;
export const tagHref = (tag: string) => `/search?tag=${encodeURIComponent(tag)}`;

const indianCount = new Intl.NumberFormat('en-IN');

export function ProductCard({
  product,
  layout = 'grid',
  badge,
  footer,
  priority = false,
  showCompare = true,
}: ProductCardProps) {
  const { t } = useTranslation();
  const list = layout === 'list';
  const soldOut = product.stock <= 0;
  const image = product.images[0];
  const tags = cardTags(product.tags);

  return (
    <article
      data-testid="product-card"
      className={`group relative flex h-full overflow-hidden rounded-lg border border-line bg-card transition hover:shadow-card ${
        list ? 'flex-row gap-3 p-2 md:gap-4 md:p-3' : 'flex-col'
      }`}
    >
      <div
        className={`relative shrink-0 overflow-hidden bg-white ${
          list ? 'aspect-square w-28 rounded-md sm:w-40 md:w-48' : 'aspect-square w-full'
        }`}
      >
        <ProductImage
          src={image?.url}
          alt={image?.alt || product.name}
          priority={priority}
          className={soldOut ? 'opacity-50 grayscale' : ''}
        />
        {badge && <div className="absolute start-1.5 top-1.5 z-10">{badge}</div>}
        <div className="absolute end-1 top-1 z-10">
          <WishlistHeart product={product} />
        </div>
      </div>

      <div className={`flex min-w-0 flex-1 flex-col gap-1 ${list ? 'py-1' : 'p-2 md:p-3'}`}>
        {product.brand && (
          <Link
            to={brandHref(product.brand)}
            dir="auto"
            className="relative z-10 w-fit max-w-full truncate text-[11px] font-semibold tracking-wide text-ink-subtle uppercase hover:text-brand-700"
          >
            {product.brand}
          </Link>
        )}
        <h3
          className={`text-ink ${list ? 'text-sm font-medium md:text-base' : 'min-h-10 text-sm leading-5'}`}
        >
          {/* The name's link covers the whole card (after:inset-0); brand, tags and the heart sit above it. The
              clamp is on the inner span: on the heading, focusing the link would scroll the clipped name. */}
          <Link
            to={productHref(product)}
            className="block after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 focus-visible:outline-none focus-visible:after:rounded-lg focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {/* dir="auto": a Latin name in Urdu keeps its start and is cut at its own end. */}
            <span dir="auto" className="line-clamp-2 rtl:text-right">
              {product.name}
            </span>
          </Link>
        </h3>

        {product.ratings.count > 0 && (
          <div className="flex items-center gap-1.5">
            <RatingBadge
              value={product.ratings.average}
              label={t('Rated {{rating}} out of 5', { rating: product.ratings.average.toFixed(1) })}
            />
            <span aria-hidden className="text-xs text-ink-muted">
              ({indianCount.format(product.ratings.count)})
            </span>
            <span className="sr-only">
              {t('{{ratings}} ratings', { ratings: indianCount.format(product.ratings.count) })}
            </span>
          </div>
        )}

        <PriceBlock product={product} />
        <GroupLine group={product.group} />
        <StockLabel stock={product.stock} />

        {product.shippingDetails.freeShipping ? (
          <p className="flex items-center gap-1 text-xs font-medium text-success">
            <Truck aria-hidden className="size-3.5" />
            {t('Free Delivery')}
          </p>
        ) : (
          <p className="text-[11px] text-ink-muted md:text-xs">
            {t('Free shipping above {{amount}}', {
              amount: formatInr(SHIPPING_STATEMENTS.productCard.freeFrom),
            })}
          </p>
        )}
        <CardDeliveryLine productId={product.id} />

        {list && product.bulletPoints.length > 0 && (
          <ul className="mt-1 hidden list-disc space-y-0.5 ps-4 text-xs text-ink-muted sm:block">
            {product.bulletPoints.slice(0, 3).map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}

        {tags.length > 0 && (
          <ul className="flex flex-wrap gap-x-2 gap-y-0.5 pt-0.5" aria-label={t('Tags')}>
            {tags.map((tag) => (
              <li key={tag} className="min-w-0">
                <Link
                  to={tagHref(tag)}
                  dir="auto"
                  className="relative z-10 block max-w-full truncate text-[11px] text-brand-700 hover:underline"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {footer && <div className="relative z-10 mt-auto pt-1">{footer}</div>}
        {showCompare && (
          <div className={footer ? 'pt-1' : 'mt-auto pt-1'}>
            <CompareToggle productId={product.id} productName={product.name} />
          </div>
        )}
      </div>
    </article>
  );
}

/** Selling price bold, MRP struck through, percent off in green (docs/architecture.md#look). */
function PriceBlock({ product }: { product: ListedProduct }) {
  const { t } = useTranslation();
  const { selling, mrp, percentOff } = cardPrice(product);
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5">
      <span className="text-base font-bold text-ink md:text-lg">
        <span className="sr-only">{t('Price')} </span>
        {formatInr(selling)}
      </span>
      {mrp !== null && (
        <>
          <s className="text-xs text-ink-subtle">
            <span className="sr-only">{t('MRP')} </span>
            {formatInr(mrp)}
          </s>
          {percentOff !== null && (
            <span className="text-xs font-semibold text-success">
              {t('{{percent}}% off', { percent: percentOff })}
            </span>
          )}
        </>
      )}
    </p>
  );
}

/**
 * A chip's words, in the plural the language needs for the count; English, which has no resource file (ADR 0006),
 * takes its singular from defaultValue_one.
 */
function chipText(t: TFunction, chip: OptionChip): string {
  switch (chip.code) {
    case 'colour':
      return t('+{{count}} colours', { count: chip.count, defaultValue_one: '+{{count}} colour' });
    case 'size':
      return t('+{{count}} sizes', { count: chip.count, defaultValue_one: '+{{count}} size' });
    case 'shade':
      return t('+{{count}} shades', { count: chip.count, defaultValue_one: '+{{count}} shade' });
    case 'storage':
      return t('{{count}} storage options', {
        count: chip.count,
        defaultValue_one: '{{count}} storage option',
      });
    case 'capacity':
      return t('{{count}} capacities', { count: chip.count, defaultValue_one: '{{count}} capacity' });
    case 'weight':
      return t('{{count}} weights', { count: chip.count, defaultValue_one: '{{count}} weight' });
    case 'pack':
      return t('{{count}} pack sizes', { count: chip.count, defaultValue_one: '{{count}} pack size' });
    case 'format':
      return t('{{count}} formats', { count: chip.count, defaultValue_one: '{{count}} format' });
    case 'kit':
      return t('{{count}} kit options', { count: chip.count, defaultValue_one: '{{count}} kit option' });
    default:
      return t('{{count}} options', { count: chip.count, defaultValue_one: '{{count}} option' });
  }
}

/**
 * "from ₹X" when the group's listings cost different amounts, and up to two chips of what the others offer ("+3
 * colours", "4 storage options"), never cut short: on a 390 px phone the second chip takes a line of its own.
 */
function GroupLine({ group }: { group: ListedProduct['group'] }) {
  const { t } = useTranslation();
  const from = groupFromPrice(group);
  const chips = optionChips(group);
  if (from === null && chips.length === 0) return null;
  return (
    <div className="space-y-1" data-testid="card-group">
      {from !== null && (
        <p className="text-xs text-ink-muted">{t('from {{price}}', { price: formatInr(from) })}</p>
      )}
      {chips.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label={t('More options')}>
          {chips.map((chip) => (
            <li
              key={chip.code}
              className="rounded border border-line bg-page px-1.5 py-px text-[11px] leading-4 whitespace-nowrap text-ink-muted"
            >
              {chipText(t, chip)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 'Only {n} left' at 1 to 5, 'Out of Stock' at 0 (docs/behaviour/catalogue.md#product-cards). */
export function StockLabel({ stock }: { stock: number }) {
  const { t } = useTranslation();
  const status = stockStatus(stock);
  if (status.kind === 'out') return <p className="text-xs font-semibold text-danger">{t('Out of Stock')}</p>;
  if (status.kind === 'low')
    return (
      <p className="text-xs font-semibold text-danger">{t('Only {{count}} left', { count: status.left })}</p>
    );
  return null;
}
