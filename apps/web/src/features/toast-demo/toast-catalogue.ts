// What /toast-demo shows (docs/behaviour/static-pages.md#demo-pages, docs/behaviour/shell.md#toasts): every toast
// kind, then the cart, wishlist, account, order, error and quick-action toasts the store raises, each with the
// message the app really says, from
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
import { tk } from '../../i18n/translation-key.ts';

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
    title: tk('Toast types'),
    description: tk('Each kind of toast the store can show.'),
    toasts: [
      { label: tk('Success'), kind: 'success', message: ACCOUNT_MESSAGES.changesSaved },
      { label: tk('Error'), kind: 'error', message: MESSAGES.somethingWentWrong },
      {
        label: tk('Info'),
        kind: 'info',
        message: tk('Orders placed after {{time}} are processed the next business day.'),
        params: { time: SHIPPING_POLICY.nextDayAfter },
      },
      { label: tk('Warning'), kind: 'warning', message: CART_MESSAGES.quantityCapped(3) },
      {
        label: tk('Default'),
        kind: 'message',
        message: tk('Prices include {{percent}}% GST'),
        params: { percent: GST_PERCENT },
        description: tk('The GST for each item is shown on your invoice.'),
      },
      {
        label: tk('Loading, then success'),
        kind: 'promise',
        loading: tk('Saving your changes...'),
        message: ACCOUNT_MESSAGES.changesSaved,
      },
      {
        label: tk('Loading, then error'),
        kind: 'promiseFails',
        loading: tk('Placing your order...'),
        message: PAYMENT_MESSAGES.placeFailed,
      },
    ],
  },
  {
    title: tk('Cart'),
    description: tk('Adding, changing and removing cart items.'),
    toasts: [
      { label: tk('Added to cart'), kind: 'success', message: CART_MESSAGES.added },
      { label: tk('Quantity updated'), kind: 'success', message: CART_MESSAGES.updated },
      { label: tk('Item removed'), kind: 'success', message: CART_MESSAGES.removed },
      { label: tk('Cart cleared'), kind: 'success', message: CART_MESSAGES.cleared },
      { label: tk('Out of stock'), kind: 'error', message: CART_MESSAGES.outOfStock },
      { label: tk('Update failed'), kind: 'error', message: tk('Failed to update quantity') },
    ],
  },
  {
    title: tk('Wishlist'),
    description: tk('Saving products for later.'),
    toasts: [
      { label: tk('Added to wishlist'), kind: 'success', message: CART_MESSAGES.addedToWishlist },
      { label: tk('Removed from wishlist'), kind: 'success', message: CART_MESSAGES.removedFromWishlist },
      { label: tk('Already saved'), kind: 'info', message: CART_MESSAGES.alreadyInWishlist },
      { label: tk('Wishlist cleared'), kind: 'success', message: CART_MESSAGES.wishlistCleared },
      { label: tk('Remove failed'), kind: 'error', message: tk('Failed to remove item from wishlist') },
    ],
  },
  {
    title: tk('Account'),
    description: tk('Signing in, signing up and signing out.'),
    toasts: [
      { label: tk('Welcome back'), kind: 'success', message: AUTH_MESSAGES.welcomeBack },
      { label: tk('Account created'), kind: 'success', message: AUTH_MESSAGES.accountCreated },
      { label: tk('OTP sent'), kind: 'info', message: AUTH_MESSAGES.otpSent },
      { label: tk('Logged out'), kind: 'success', message: AUTH_MESSAGES.loggedOut },
      { label: tk('Invalid credentials'), kind: 'error', message: AUTH_MESSAGES.invalidCredentials },
    ],
  },
  {
    title: tk('Orders'),
    description: tk('Placing, cancelling and returning orders.'),
    toasts: [
      { label: tk('Order placed'), kind: 'success', message: PAYMENT_MESSAGES.placed },
      { label: tk('Order cancelled'), kind: 'success', message: ORDER_STATUS_MESSAGES.cancelled },
      { label: tk('Return requested'), kind: 'success', message: RETURN_MESSAGES.submitted },
      { label: tk('Payment failed'), kind: 'error', message: PAYMENT_MESSAGES.verifyFailed },
      { label: tk('Invoice failed'), kind: 'error', message: ORDER_MESSAGES.invoiceFailed },
    ],
  },
  {
    title: tk('Errors'),
    description: tk('What the store says when a request cannot go through.'),
    toasts: [
      { label: tk('Something went wrong'), kind: 'error', message: MESSAGES.somethingWentWrong },
      { label: tk('Network error'), kind: 'error', message: MESSAGES.networkError },
      { label: tk('Unauthorized'), kind: 'error', message: AUTH_MESSAGES.unauthorized },
      { label: tk('Invalid input'), kind: 'error', message: MESSAGES.invalidInput },
      { label: tk('Session expired'), kind: 'error', message: AUTH_MESSAGES.sessionExpired },
      { label: tk('Authentication failed'), kind: 'error', message: MESSAGES.authFailed },
    ],
  },
  {
    title: tk('Quick actions'),
    description: tk('Toasts with one button that takes you on.'),
    toasts: [
      {
        label: tk('View cart'),
        kind: 'success',
        message: CART_MESSAGES.added,
        action: { label: tk('View Cart'), to: '/cart' },
      },
      {
        label: tk('View wishlist'),
        kind: 'success',
        message: CART_MESSAGES.addedToWishlist,
        action: { label: tk('View Wishlist'), to: '/wishlist' },
      },
      {
        label: tk('View orders'),
        kind: 'success',
        message: PAYMENT_MESSAGES.placed,
        action: { label: tk('View Orders'), to: '/recent-purchase' },
      },
      {
        label: tk('Copy link'),
        kind: 'message',
        message: tk('Share this page with a friend'),
        action: { label: tk('Copy Link'), copyLink: true },
      },
    ],
  },
];
