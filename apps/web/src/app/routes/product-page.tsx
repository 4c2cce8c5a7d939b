// /product/{productId} (docs/behaviour/product.md#product-page), composed from features/product with the session, the
// cart and the location picker: the product feature does not reach into auth, cart or location itself. Until the Cart
// issue brings the server cart, a signed-in shopper's Add to Cart goes to the local cart store.
import { lazy, useCallback, useState } from 'react';
import { useParams } from 'react-router';
import type { Product } from '@haat/domain/catalog/product.schema';
import { toCartProduct } from '../../components/product/wishlist-heart.tsx';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { useCartStore } from '../../features/cart/stores/cart-store.ts';
import { LocationPicker } from '../../features/location/components/location-picker.tsx';
import { ProductDetailPage } from '../../features/product/components/product-detail-page.tsx';
import { ReviewsSlot } from '../../features/product/components/product-tabs.tsx';

// The Reviews tab in its own chunk: the product route's first download does not carry it.
const ProductReviews = lazy(() =>
  import('../../features/reviews/components/product-reviews.tsx').then((m) => ({
    default: m.ProductReviews,
  })),
);

export function ProductPage() {
  const { productId = '' } = useParams();
  const isSignedIn = useAuthStore((s) => s.isSignedIn);
  const addItem = useCartStore((s) => s.addItem);
  const addToCart = useCallback(
    (product: Product, quantity: number) => addItem(toCartProduct(product), quantity),
    [addItem],
  );
  // The delivery block's Change opens the location picker, whose dialog loads only when opened.
  const [pickerOpen, setPickerOpen] = useState(false);
  const openPicker = useCallback(() => setPickerOpen(true), []);
  const reviews = useCallback(
    (product: Product) => (
      <ProductReviews
        productId={product.id}
        productName={product.name}
        isSignedIn={isSignedIn}
        variantCount={product.group?.variantCount}
      />
    ),
    [isSignedIn],
  );
  return (
    <ReviewsSlot value={reviews}>
      <ProductDetailPage
        key={productId}
        productId={productId}
        isSignedIn={isSignedIn}
        addToCart={addToCart}
        onChangeLocation={openPicker}
      />
      <LocationPicker open={pickerOpen} onOpenChange={setPickerOpen} />
    </ReviewsSlot>
  );
}
