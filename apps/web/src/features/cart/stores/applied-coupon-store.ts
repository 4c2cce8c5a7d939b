// The coupon the shopper applied on /cart, shared with the header's cart dropdown so both quote the same cart with
// the same coupon (docs/decisions/0022-one-quote.md): one total wherever the cart is shown. Kept for the visit, in
// memory only, as the cart page kept it before; checkout receives it from the cart page's Proceed to Checkout.
import { create } from 'zustand';
import type { ValidatedCoupon } from '@haat/domain/coupons/coupon.schema';
import { useCartStore } from './cart-store.ts';

/** The coupon as last checked by the server, and the cart (cartKey) it was checked against. */
export interface AppliedCouponState {
  applied: { coupon: ValidatedCoupon; key: string } | null;
  setApplied: (applied: AppliedCouponState['applied']) => void;
}

export const useAppliedCouponStore = create<AppliedCouponState>()((set) => ({
  applied: null,
  setApplied: (applied) => set({ applied }),
}));

/** The applied coupon's code, or null: what a quote of the cart is asked with. */
export const useAppliedCouponCode = () => useAppliedCouponStore((s) => s.applied?.coupon.code ?? null);

// An emptied cart (an order placed, or every line removed) has no coupon: the next cart starts without one, as the
// cart page always did when it found the cart empty.
useCartStore.subscribe((cart) => {
  if (cart.items.length === 0 && useAppliedCouponStore.getState().applied) {
    useAppliedCouponStore.getState().setApplied(null);
  }
});
