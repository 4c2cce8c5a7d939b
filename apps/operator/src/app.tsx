// The operator console's routes (docs/behaviour/operator.md#console): sign-in for visitors; sellers, listings,
// orders and shoppers, and the audit trail for a signed-in operator; anything else goes where the session says.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { ApiError } from '@haat/staff-ui/api';
import { Layout } from './components/layout.tsx';
import { useToken } from './lib/session.ts';
import { AuditPage } from './pages/audit-page.tsx';
import { CommissionPage } from './pages/commission-page.tsx';
import { ListingPage } from './pages/listing-page.tsx';
import { ListingsPage } from './pages/listings-page.tsx';
import { OrderPage } from './pages/order-page.tsx';
import { SellersPage } from './pages/sellers-page.tsx';
import { ShopperPage } from './pages/shopper-page.tsx';
import { SignInPage } from './pages/sign-in-page.tsx';
import { SupportPage } from './pages/support-page.tsx';

function SignedIn({ children }: { children: ReactNode }) {
  return useToken() ? children : <Navigate to="/login" replace />;
}
function SignedOut({ children }: { children: ReactNode }) {
  return useToken() ? <Navigate to="/" replace /> : children;
}

const signedIn = (path: string, element: ReactNode) => ({ path, element: <SignedIn>{element}</SignedIn> });

const router = createBrowserRouter([
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
      signedIn('/', <SellersPage />),
      signedIn('/listings', <ListingsPage />),
      signedIn('/listings/:groupId', <ListingPage />),
      signedIn('/support', <SupportPage />),
      signedIn('/orders/:orderId', <OrderPage />),
      signedIn('/shoppers/:userId', <ShopperPage />),
      signedIn('/commission', <CommissionPage />),
      signedIn('/audit', <AuditPage />),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);

export function App() {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            // A refusal (404, 401) is an answer, not a hiccup: no retries for it.
            retry: (count, error) =>
              !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
            refetchOnWindowFocus: false,
          },
        },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
