// The route table of docs/behaviour/shell.md#routes: every page is a lazy chunk; header and footer everywhere but the
// auth pages.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthLayout } from './layout/auth-layout.tsx';
import { ShellLayout } from './layout/shell-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { POLICY_SLUGS } from '../features/policies/content/policy-types.ts';

const shellRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./routes/home-page.tsx')).HomePage }) },
  ...POLICY_SLUGS.map((slug) => ({
    path: slug,
    lazy: async () => {
      const { PolicyRoute } = await import('./routes/policy-page.tsx');
      return { Component: () => <PolicyRoute slug={slug} /> };
    },
  })),
  { path: 'faq', lazy: async () => ({ Component: (await import('./routes/faq-page.tsx')).FaqPage }) },
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('./routes/contact-page.tsx')).ContactPage }),
  },
  { path: 'help', lazy: async () => ({ Component: (await import('./routes/help-page.tsx')).HelpPage }) },
  {
    path: 'seller/register',
    lazy: async () => ({ Component: (await import('./routes/seller-register-page.tsx')).SellerRegisterPage }),
  },
  {
    path: 'coming-soon',
    lazy: async () => ({ Component: (await import('./routes/coming-soon-page.tsx')).ComingSoonPage }),
  },
  {
    path: 'track-order',
    lazy: async () => ({ Component: (await import('./routes/track-order-page.tsx')).TrackOrderPage }),
  },
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('./routes/profile-page.tsx')).ProfilePage }),
  },
  {
    path: 'profile-setup',
    lazy: async () => ({ Component: (await import('./routes/profile-setup-page.tsx')).ProfileSetupPage }),
  },
  {
    path: 'settings',
    lazy: async () => ({ Component: (await import('./routes/settings-page.tsx')).SettingsPage }),
  },
  // Notifications and the toast demo (docs/behaviour/account.md#notifications,
  // docs/behaviour/static-pages.md#demo-pages).
  {
    path: 'notification',
    lazy: async () => ({ Component: (await import('./routes/notification-page.tsx')).NotificationPage }),
  },
  {
    path: 'toast-demo',
    lazy: async () => ({ Component: (await import('./routes/toast-demo-page.tsx')).ToastDemoPage }),
  },
  // The location picker's demo page (docs/behaviour/location.md#location-picker).
  {
    path: 'location-test',
    lazy: async () => ({ Component: (await import('./routes/location-test-page.tsx')).LocationTestPage }),
  },
  {
    path: 'dev/mail',
    lazy: async () => ({ Component: (await import('./routes/dev-mail-page.tsx')).DevMailPage }),
  },
  // The offline gateway's test UPI app, where its UPI links and QR codes lead (docs/behaviour/checkout.md#upi).
  {
    path: 'test-upi/:orderId',
    lazy: async () => ({
      Component: (await import('../features/payments/upi/test-upi-app-page.tsx')).TestUpiAppPage,
    }),
  },
  // Category pages (docs/behaviour/catalogue.md#category-page): the landing, then category, subcategory and item.
  {
    path: 'category',
    lazy: async () => ({
      Component: (await import('./routes/category-landing-page.tsx')).CategoryLandingPage,
    }),
  },
  ...[
    'category/:categoryId',
    'category/:categoryId/:subcategoryId',
    'category/:categoryId/:subcategoryId/:itemId',
  ].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('./routes/category-page.tsx')).CategoryPage }),
  })),
  // Listings, featured and trending (docs/behaviour/catalogue.md#listing-page).
  ...['all-products', 'all-products/:term'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('./routes/all-products-page.tsx')).AllProductsPage }),
  })),
  ...['search', 'search/:term'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('./routes/search-page.tsx')).SearchPage }),
  })),
  {
    path: 'featured-products',
    lazy: async () => ({
      Component: (await import('./routes/featured-products-page.tsx')).FeaturedProductsPage,
    }),
  },
  {
    path: 'trending',
    lazy: async () => ({ Component: (await import('./routes/trending-page.tsx')).TrendingPage }),
  },
  ...(['new-arrivals', 'top-rated', 'best-sellers', 'deals'] as const).map((id) => ({
    path: `trending/${id}`,
    lazy: async () => {
      const { TrendingCollectionPage } = await import('./routes/trending-collection-page.tsx');
      return { Component: () => <TrendingCollectionPage id={id} /> };
    },
  })),
  {
    path: 'trending/categories',
    lazy: async () => ({
      Component: (await import('./routes/trending-categories-page.tsx')).TrendingCategoriesPage,
    }),
  },
  // Product comparison (docs/behaviour/compare.md#comparison-page).
  {
    path: 'product-comparison',
    lazy: async () => ({
      Component: (await import('./routes/product-comparison-page.tsx')).ProductComparisonPage,
    }),
  },
  ...(['deals', 'flash-sale', 'clearance'] as const).map((id) => ({
    path: id === 'deals' ? 'deals' : `deals/${id}`,
    lazy: async () => {
      const { DealsPage } = await import('./routes/deals-page.tsx');
      return { Component: () => <DealsPage id={id} /> };
    },
  })),
  // Cart and wishlist pages (docs/behaviour/cart.md#cart-page, docs/behaviour/wishlist.md#wishlist-page).
  { path: 'cart', lazy: async () => ({ Component: (await import('./routes/cart-page.tsx')).CartPage }) },
  // Checkout and its confirmation (docs/behaviour/checkout.md#checkout-steps, #order-success).
  {
    path: 'checkout',
    lazy: async () => ({ Component: (await import('./routes/checkout-page.tsx')).CheckoutPage }),
  },
  {
    path: 'order-success',
    lazy: async () => ({ Component: (await import('./routes/order-success-page.tsx')).OrderSuccessPage }),
  },
  {
    path: 'wishlist',
    lazy: async () => ({ Component: (await import('./routes/wishlist-page.tsx')).WishlistPage }),
  },
  // Orders (docs/behaviour/orders.md#order-history, docs/behaviour/tracking.md#order-tracking-page).
  {
    path: 'recent-purchase',
    lazy: async () => ({ Component: (await import('./routes/recent-purchase-page.tsx')).RecentPurchasePage }),
  },
  {
    path: 'orders/:orderId',
    lazy: async () => ({ Component: (await import('./routes/order-tracking-page.tsx')).OrderTrackingPage }),
  },
  {
    path: 'return-request/:orderId',
    lazy: async () => ({ Component: (await import('./routes/return-request-page.tsx')).ReturnRequestPage }),
  },
  {
    path: 'product/:productId',
    lazy: async () => ({ Component: (await import('./routes/product-page.tsx')).ProductPage }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./routes/not-found-page.tsx')).NotFoundPage }),
  },
];

const authRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('./routes/login-page.tsx')).LoginPage }) },
  {
    path: 'signup',
    lazy: async () => ({ Component: (await import('./routes/signup-page.tsx')).SignupPage }),
  },
  {
    path: 'forgot-password',
    lazy: async () => ({ Component: (await import('./routes/forgot-password-page.tsx')).ForgotPasswordPage }),
  },
];

export const router = createBrowserRouter([
  { element: <AuthLayout />, errorElement: <RouteError />, children: authRoutes },
  // The phone's full-screen search (docs/behaviour/shell.md#header): no header or footer, it is its own screen.
  {
    path: '/m/search',
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import('./routes/mobile-search-page.tsx')).MobileSearchPage }),
  },
  { path: '/', element: <ShellLayout />, errorElement: <RouteError />, children: shellRoutes },
]);
