// One saved product on /wishlist (docs/behaviour/wishlist.md#wishlist-page): picture and name linking to it, price,
// struck original price, percent off, rating with review count, stock, seller and the save date, with Move to Cart
// (off when out of stock) and Remove.
import { ShoppingCart, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  discountPercentOf,
  originalPriceOf,
  ratingOf,
  unitPrice,
  type CartProduct,
} from '@haat/domain/cart/cart';
import type { WishlistItem } from '@haat/domain/cart/wishlist';
import { RatingBadge } from '../../../../components/ui/rating-badge.tsx';
import { Thumbnail } from '../../../../components/ui/thumbnail.tsx';
import { formatDate, formatInr } from '../../../../lib/format.ts';
import { reviewCount, sellerName, stockState } from './wishlist-facts.ts';

export function WishlistItemCard({
  item,
  productId,
  busy,
  onMove,
  onRemove,
}: {
  item: WishlistItem;
  productId: string;
  busy: boolean;
  onMove: (product: CartProduct) => void;
  onRemove: (productId: string) => void;
}) {
  const { t } = useTranslation();
  const { product } = item;
  const name = product.name || t('Product');
  const href = `/product/${encodeURIComponent(productId)}`;
  const original = originalPriceOf(product);
  const percentOff = discountPercentOf(product);
  const rating = ratingOf(product);
  const reviews = reviewCount(product);
  const stock = stockState(product);
  const seller = sellerName(product);

  return (
    <li
      className="flex gap-3 rounded-lg bg-card p-3 shadow-card md:p-4"
      aria-busy={busy}
      data-testid="wishlist-item"
    >
      <Link
        to={href}
        tabIndex={-1}
        className="shrink-0 self-start rounded-md border border-line bg-white p-1"
      >
        <Thumbnail src={product.images?.[0]?.url} alt={name} size={80} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <Link
          to={href}
          className="line-clamp-2 text-sm font-medium leading-snug text-ink hover:text-brand-700"
        >
          {name}
        </Link>
        {(product.brand || seller) && (
          <p className="mt-0.5 truncate text-xs text-ink-muted">
            {[product.brand, seller ? t('Sold by {{seller}}', { seller }) : null].filter(Boolean).join(' · ')}
          </p>
        )}
        {rating !== undefined && (
          <p className="mt-1 flex items-center gap-1.5 text-xs text-ink-muted">
            <RatingBadge
              value={rating}
              label={t('Rated {{rating}} out of 5', { rating: rating.toFixed(1) })}
            />
            {reviews !== undefined && (
              <span>
                {reviews === 1
                  ? t('(1 review)')
                  : t('({{count}} reviews)', { count: reviews.toLocaleString('en-IN') })}
              </span>
            )}
          </p>
        )}
        <p className="mt-1.5 flex flex-wrap items-baseline gap-x-2">
          <span className="text-base font-bold text-ink">{formatInr(unitPrice(product))}</span>
          {original !== undefined && (
            <s
              className="text-xs text-ink-subtle"
              aria-label={t('M.R.P.: {{mrp}}', { mrp: formatInr(original) })}
            >
              {formatInr(original)}
            </s>
          )}
          {percentOff > 0 && (
            <span className="text-xs font-semibold text-success">
              {t('{{percent}}% off', { percent: percentOff })}
            </span>
          )}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-xs">
          {stock === 'in' && <span className="font-semibold text-success">{t('In stock')}</span>}
          {stock === 'out' && <span className="font-semibold text-danger">{t('Out of stock')}</span>}
          {item.addedDate && (
            <span className="text-ink-muted">
              {t('Added on {{date}}', { date: formatDate(item.addedDate) })}
            </span>
          )}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
          <button
            type="button"
            onClick={() => onMove(product)}
            disabled={busy || stock === 'out'}
            aria-label={t('Move {{name}} to cart', { name })}
            className="inline-flex items-center gap-1.5 rounded-md bg-accent-400 px-3 py-2 text-xs font-bold text-ink hover:bg-accent-500 disabled:cursor-not-allowed disabled:bg-line disabled:text-ink-subtle"
          >
            <ShoppingCart aria-hidden="true" className="size-4" />
            {t('Move to Cart')}
          </button>
          <button
            type="button"
            onClick={() => onRemove(productId)}
            disabled={busy}
            aria-label={t('Remove {{name}} from wishlist', { name })}
            className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-xs font-semibold text-ink-muted hover:bg-danger-50 hover:text-danger disabled:opacity-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('Remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
