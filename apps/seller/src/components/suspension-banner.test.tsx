// A suspended seller in happy-dom (docs/behaviour/seller-portal.md#suspension): the banner on every page with the
// operator's reason and what still works, none for a seller in good standing, and a listing change refused by the
// API shown as its message, not as a crash.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SELLER_MESSAGES } from '@haat/domain/sellers/seller-portal-messages';
import { renderAt, stubApi } from '@haat/staff-ui/testing/render';
import { signIn, signOut } from '../lib/session.ts';
import { ListingsPage } from '../pages/listings-page.tsx';
import { sellerProfile } from '../testing/fixtures.ts';
import { Layout } from './layout.tsx';

beforeEach(() => signIn('hss_test'));
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const me = (suspension: { since: string; reason: string } | null) => ({
  success: true,
  seller: sellerProfile({ suspension }),
});

const listing = {
  groupId: 'grp_1',
  name: 'Chanderi Kurta',
  brand: 'Kala',
  categoryPath: 'fashion/mens/kurtas',
  status: 'approved',
  reviewNote: null,
  imageUrl: null,
  updatedAt: '2026-11-20T00:00:00.000Z',
  variants: [
    {
      id: 'prd_1',
      options: {},
      variantName: '',
      sku: 'KALA-1',
      mrpRupees: 1499,
      priceRupees: 999,
      stock: 4,
      images: [],
    },
  ],
};

describe('a suspended seller', { timeout: 30_000 }, () => {
  it("sees on every page that the account is suspended, the operator's reason and that placed orders still ship", async () => {
    stubApi((path) =>
      path === '/seller-portal/me'
        ? { status: 200, body: me({ since: '2026-11-28T10:00:00.000Z', reason: 'Counterfeit complaints' }) }
        : { status: 200, body: {} },
    );
    renderAt(
      '/orders',
      <Layout>
        <p>{'orders page'}</p>
      </Layout>,
    );
    const banner = await screen.findByRole('region', { name: 'Your account is suspended' });
    expect(banner).toHaveTextContent('Reason given by the marketplace: Counterfeit complaints');
    expect(banner).toHaveTextContent(/Orders already placed stay yours to pack, dispatch and deliver/);
    expect(banner).toHaveTextContent(/Listings cannot be added, edited, priced or submitted/);
    expect(screen.getByText('orders page')).toBeInTheDocument();
  });

  it('a seller in good standing sees no banner', async () => {
    const calls = stubApi(() => ({ status: 200, body: me(null) }));
    renderAt(
      '/orders',
      <Layout>
        <p>{'orders page'}</p>
      </Layout>,
    );
    await waitFor(() => expect(calls.some((c) => c.path === '/seller-portal/me')).toBe(true));
    // The profile has answered: still no banner.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Your account is suspended' })).not.toBeInTheDocument();
  });

  it("a stock change refused as suspended shows the API's message on the page", async () => {
    stubApi((path, init) => {
      if (path === '/seller-portal/me')
        return { status: 200, body: me({ since: '2026-11-28T10:00:00.000Z', reason: 'x' }) };
      if (path === '/seller-portal/listings')
        return { status: 200, body: { success: true, listings: [listing] } };
      if (init.method === 'PATCH')
        return {
          status: 403,
          body: { success: false, error: SELLER_MESSAGES.suspended, code: 'SELLER_SUSPENDED' },
        };
      return { status: 200, body: {} };
    });
    const user = userEvent.setup();
    renderAt('/listings', <ListingsPage />);
    const stock = await screen.findByLabelText('Stock of Single variant');
    await user.clear(stock);
    await user.type(stock, '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SELLER_MESSAGES.suspended)).toBeInTheDocument();
  });
});
