// Seller Central's routes (docs/behaviour/seller-portal.md#pages): sign-in and sign-up for visitors, the account,
// API keys, listings, orders and returns for a signed-in seller; anything else goes where the session says.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { Layout } from './components/layout.tsx';
import { useToken } from './lib/session.ts';
import { CouponFormPage } from './pages/coupons-form-page.tsx';
import { CouponsPage } from './pages/coupons-page.tsx';
import { DashboardPage } from './pages/dashboard-page.tsx';
import { HomePage } from './pages/home-page.tsx';
import { KeysPage } from './pages/keys-page.tsx';
import { ListingFormPage } from './pages/listing-form-page.tsx';
import { ListingsPage } from './pages/listings-page.tsx';
import { OrderPage } from './pages/order-page.tsx';
import { OrdersPage } from './pages/orders-page.tsx';
import { ReturnPolicyPage } from './pages/return-policy-page.tsx';
import { ReturnsPage } from './pages/returns-page.tsx';
import { SettlementStatementPage } from './pages/settlements-statement-page.tsx';
import { SettlementsPage } from './pages/settlements-page.tsx';
import { SignInPage } from './pages/sign-in-page.tsx';
import { SignUpPage } from './pages/sign-up-page.tsx';
import { UploadPage } from './pages/upload-page.tsx';

function SignedIn({ children }: { children: ReactNode }) {
  return useToken() ? children : <Navigate to="/login" replace />;
}
function SignedOut({ children }: { children: ReactNode }) {
  return useToken() ? <Navigate to="/" replace /> : children;
}

export const routes = [
  {
    element: (
      <Layout>
        <Outlet />
      </Layout>
    ),
    children: [
      {
        path: '/login',
        element: (
          <SignedOut>
            <SignInPage />
          </SignedOut>
        ),
      },
      {
        path: '/register',
        element: (
          <SignedOut>
            <SignUpPage />
          </SignedOut>
        ),
      },
      {
        path: '/',
        element: (
          <SignedIn>
            <HomePage />
          </SignedIn>
        ),
      },
      {
        path: '/keys',
        element: (
          <SignedIn>
            <KeysPage />
          </SignedIn>
        ),
      },
      {
        path: '/listings',
        element: (
          <SignedIn>
            <ListingsPage />
          </SignedIn>
        ),
      },
      {
        path: '/listings/new',
        element: (
          <SignedIn>
            <ListingFormPage />
          </SignedIn>
        ),
      },
      {
        path: '/listings/upload',
        element: (
          <SignedIn>
            <UploadPage />
          </SignedIn>
        ),
      },
      {
        path: '/coupons',
        element: (
          <SignedIn>
            <CouponsPage />
          </SignedIn>
        ),
      },
      {
        path: '/coupons/new',
        element: (
          <SignedIn>
            <CouponFormPage />
          </SignedIn>
        ),
      },
      {
        path: '/coupons/:id',
        element: (
          <SignedIn>
            <CouponFormPage key="edit" />
          </SignedIn>
        ),
      },
      {
        path: '/return-policy',
        element: (
          <SignedIn>
            <ReturnPolicyPage />
          </SignedIn>
        ),
      },
      {
        path: '/listings/:groupId/edit',
        element: (
          <SignedIn>
            <ListingFormPage key="edit" />
          </SignedIn>
        ),
      },
      {
        path: '/orders',
        element: (
          <SignedIn>
            <OrdersPage />
          </SignedIn>
        ),
      },
      {
        path: '/orders/:subOrderId',
        element: (
          <SignedIn>
            <OrderPage />
          </SignedIn>
        ),
      },
      {
        path: '/returns',
        element: (
          <SignedIn>
            <ReturnsPage />
          </SignedIn>
        ),
      },
      {
        path: '/dashboard',
        element: (
          <SignedIn>
            <DashboardPage />
          </SignedIn>
        ),
      },
      {
        path: '/settlements',
        element: (
          <SignedIn>
            <SettlementsPage />
          </SignedIn>
        ),
      },
      {
        path: '/settlements/statement',
        element: (
          <SignedIn>
            <SettlementStatementPage />
          </SignedIn>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } }),
  );
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
