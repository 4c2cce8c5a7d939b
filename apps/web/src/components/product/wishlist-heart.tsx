// The card's wishlist heart: toggles the product in the wishlist store and says so
// (docs/behaviour/catalogue.md#home-page).
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CartProduct } from '@haat/domain/cart/cart';
import { isInWishlist } from '@haat/domain/cart/wishlist';
import type { ProductCard } from '@haat/domain/catalog/product.schema';
import { toast } from '../ui/lazy-toast.tsx';
import { useWishlistStore } from '../../lib/stores/wishlist-store.ts';

/** What the wishlist keeps of a product: what its dropdown and page show, not the whole catalogue record. */
export function toCartProduct(product: ProductCard): CartProduct {
  return {
    _id: product._id,
    id: product.id,
    name: product.name,
    brand: product.brand,
    category: product.category,
    sellingPrice: product.sellingPrice,
    price: product.price,
    mrp: product.mrp,
    discount: product.discount,
    images: product.images.slice(0, 1).map(({ url }) => ({ url })),
    ratings: { average: product.ratings.average },
  };
}

export function WishlistHeart({ product }: { product: ProductCard }) {
  const { t } = useTranslation();
  const saved = useWishlistStore((s) => isInWishlist(s.items, product.id));
  const toggleItem = useWishlistStore((s) => s.toggleItem);

  const toggle = () => {
    toggleItem(toCartProduct(product));
    if (saved) toast.success(t('Removed from wishlist'));
    else toast.success(t('Added to wishlist'));
  };

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={t('Save {{name}} to wishlist', { name: product.name })}
      className="grid size-8 place-items-center rounded-full bg-white/90 shadow-card transition hover:scale-110"
    >
      <Heart
        aria-hidden
        className={`size-4.5 ${saved ? 'fill-danger text-danger' : 'text-ink-subtle'}`}
        strokeWidth={2}
      />
    </button>
  );
}
