// What /toast-demo shows (spec 3 §Demo pages, spec 1 §Toasts): every toast kind, then the cart, wishlist, account,
// order, error and quick-action toasts the store raises, each with the message the app really says, from
// @haat/domain where one is written there.
import { AUTH_MESSAGES } from '@haat/domain/auth/auth-messages';
import { ACCOUNT_MESSAGES } from '@haat/domain/account/account-messages';
import { CART_MESSAGES } from '@haat/domain/cart/cart-api.schema';
import { GST_PERCENT } from '@haat/domain/money/money';
import { ORDER_STATUS_MESSAGES } from '@haat/domain/orders/order-status';
import { ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import { PAYMENT_MESSAGES } from '@haat/domain/payments/payment.schema';
import { SHIPPING_POLICY } from '@haat/domain/pricing/shipping-statements';
import { RETURN_MESSAGES } from '@haat/domain/returns/return-policy';
import { MESSAGES } from '@haat/domain/validation/messages';

export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'message' | 'promise' | 'promiseFails';

/** A quick action: a toast with one button that does the real thing (open a page, copy the link). */
export type QuickAction = { label: string; to: string } | { label: string; copyLink: true };

export interface DemoToast {
  /** The button's label. */
  label: string;
  kind: ToastKind;
  /** An English i18n key; `params` fills its {{placeholders}}. */
  message: string;
  params?: Record<string, string | number>;
  description?: string;
  /** For a promise: the loading text shown while it runs. */
  loading?: string;
  action?: QuickAction;
}

export interface DemoToastGroup {
  title: string;
  description: string;
  toasts: DemoToast[];
}

/** How long a promise toast stays in its loading state: long enough to see the spinner. */
export const PROMISE_DEMO_MS = 1500;

export const TOAST_GROUPS: readonly DemoToastGroup[] = [
  {
    title: 'Toast types',
    description: 'Each kind of toast the store can show.',
    toasts: [
      { label: 'Success', kind: 'success', message: ACCOUNT_MESSAGES.changesSaved },
      { label: 'Error', kind: 'error', message: MESSAGES.somethingWentWrong },
      {
        label: 'Info',
        kind: 'info',
        message: 'Orders placed after {{time}} are processed the next business day.',
        params: { time: SHIPPING_POLICY.nextDayAfter },
      },
      { label: 'Warning', kind: 'warning', message: CART_MESSAGES.quantityCapped(3) },
      {
        label: 'Default',
        kind: 'message',
        message: 'Prices include {{percent}}% GST',
        params: { percent: GST_PERCENT },
        description: 'The GST for each item is shown on your invoice.',
      },
      {
        label: 'Loading, then success',
        kind: 'promise',
        loading: 'Saving your changes...',
        message: ACCOUNT_MESSAGES.changesSaved,
      },
      {
        label: 'Loading, then error',
        kind: 'promiseFails',
        loading: 'Placing your order...',
        message: PAYMENT_MESSAGES.placeFailed,
      },
    ],
  },
  {
    title: 'Cart',
    description: 'Adding, changing and removing cart items.',
    toasts: [
      { label: 'Added to cart', kind: 'success', message: CART_MESSAGES.added },
      { label: 'Quantity updated', kind: 'success', message: CART_MESSAGES.updated },
      { label: 'Item removed', kind: 'success', message: CART_MESSAGES.removed },
      { label: 'Cart cleared', kind: 'success', message: CART_MESSAGES.cleared },
      { label: 'Out of stock', kind: 'error', message: CART_MESSAGES.outOfStock },
      { label: 'Update failed', kind: 'error', message: 'Failed to update quantity' },
    ],
  },
  {
    title: 'Wishlist',
    description: 'Saving products for later.',
    toasts: [
      { label: 'Added to wishlist', kind: 'success', message: CART_MESSAGES.addedToWishlist },
      { label: 'Removed from wishlist', kind: 'success', message: CART_MESSAGES.removedFromWishlist },
      { label: 'Already saved', kind: 'info', message: CART_MESSAGES.alreadyInWishlist },
      { label: 'Wishlist cleared', kind: 'success', message: CART_MESSAGES.wishlistCleared },
      { label: 'Remove failed', kind: 'error', message: 'Failed to remove item from wishlist' },
    ],
  },
  {
    title: 'Account',
    description: 'Signing in, signing up and signing out.',
    toasts: [
      { label: 'Welcome back', kind: 'success', message: AUTH_MESSAGES.welcomeBack },
      { label: 'Account created', kind: 'success', message: AUTH_MESSAGES.accountCreated },
      { label: 'OTP sent', kind: 'info', message: AUTH_MESSAGES.otpSent },
      { label: 'Logged out', kind: 'success', message: AUTH_MESSAGES.loggedOut },
      { label: 'Invalid credentials', kind: 'error', message: AUTH_MESSAGES.invalidCredentials },
    ],
  },
  {
    title: 'Orders',
    description: 'Placing, cancelling and returning orders.',
    toasts: [
      { label: 'Order placed', kind: 'success', message: PAYMENT_MESSAGES.placed },
      { label: 'Order cancelled', kind: 'success', message: ORDER_STATUS_MESSAGES.cancelled },
      { label: 'Return requested', kind: 'success', message: RETURN_MESSAGES.submitted },
      { label: 'Payment failed', kind: 'error', message: PAYMENT_MESSAGES.verifyFailed },
      { label: 'Invoice failed', kind: 'error', message: ORDER_MESSAGES.invoiceFailed },
    ],
  },
  {
    title: 'Errors',
    description: 'What the store says when a request cannot go through.',
    toasts: [
      { label: 'Something went wrong', kind: 'error', message: MESSAGES.somethingWentWrong },
      { label: 'Network error', kind: 'error', message: MESSAGES.networkError },
      { label: 'Unauthorized', kind: 'error', message: AUTH_MESSAGES.unauthorized },
      { label: 'Invalid input', kind: 'error', message: MESSAGES.invalidInput },
      { label: 'Session expired', kind: 'error', message: AUTH_MESSAGES.sessionExpired },
      { label: 'Authentication failed', kind: 'error', message: MESSAGES.authFailed },
    ],
  },
  {
    title: 'Quick actions',
    description: 'Toasts with one button that takes you on.',
    toasts: [
      {
        label: 'View cart',
        kind: 'success',
        message: CART_MESSAGES.added,
        action: { label: 'View Cart', to: '/cart' },
      },
      {
        label: 'View wishlist',
        kind: 'success',
        message: CART_MESSAGES.addedToWishlist,
        action: { label: 'View Wishlist', to: '/wishlist' },
      },
      {
        label: 'View orders',
        kind: 'success',
        message: PAYMENT_MESSAGES.placed,
        action: { label: 'View Orders', to: '/recent-purchase' },
      },
      {
        label: 'Copy link',
        kind: 'message',
        message: 'Share this page with a friend',
        action: { label: 'Copy Link', copyLink: true },
      },
    ],
  },
];
