// The dashboard in happy-dom (docs/behaviour/seller-portal.md#dashboard): late and due parcels with links, low
// stock, rating and return rate, the sales chart as an image named by its summary with every number in a table,
// and the error state.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SellerDashboard } from '@haat/domain/settlements/dashboard';
import { renderAt, stubApi } from '@haat/staff-ui/testing/render';
import { DashboardPage } from './dashboard-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const me = (status = 'approved') => ({
  success: true,
  seller: {
    id: 'sel_1',
    businessName: 'Kala Handlooms',
    gstin: '27AAPFK1234A1Z5',
    pan: 'AAPFK1234A',
    status,
    reviewNote: null,
    email: 'kala@example.in',
    phone: '+919876543210',
    addressLine: '1 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    bank: null,
    createdAt: '2026-11-01T00:00:00.000Z',
  },
});

const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
const dashboard: SellerDashboard = {
  late: [
    {
      subOrderId: 'so-late',
      orderNumber: 'HT0000000001',
      dispatchBy: '2026-11-28T06:00:00.000Z',
      status: 'Order Confirmed',
      statusCode: 'confirmed',
    },
  ],
  toShipToday: [],
  toDispatch: 3,
  lowStock: [
    { productId: 'p1', groupId: 'g1', name: 'Chanderi Saree', sku: 'CS-1', stock: 0 },
    { productId: 'p2', groupId: 'g1', name: 'Chanderi Saree, blue', sku: 'CS-2', stock: 4 },
  ],
  sales: days.map((date, i) => ({ date, orders: i === 27 ? 2 : 0, amount: i === 27 ? 2_998 : 0 })),
  rating: { average: 4.3, count: 27 },
  returns: { deliveries: 40, returns: 3, ratePercent: 7.5 },
};

describe('the dashboard', { timeout: 30_000 }, () => {
  it('shows what is late, due and low, the rating, the return rate and the sales chart with its numbers', async () => {
    stubApi((path) =>
      path === '/seller-portal/me' ? { status: 200, body: me() } : { status: 200, body: { dashboard } },
    );
    renderAt('/dashboard', <DashboardPage />);
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'HT0000000001' })).toHaveAttribute('href', '/orders/so-late');
    expect(screen.getByText('Nothing is due today. Still to dispatch: 3')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText('4 left')).toBeInTheDocument();
    expect(screen.getByText('4.3 / 5')).toBeInTheDocument();
    expect(screen.getByText('7.5%')).toBeInTheDocument();
    const chart = screen.getByRole('img');
    expect(chart).toHaveAccessibleName(
      /Sales over the last 30 days: ₹2,998, orders: 2; best day 28 Nov with ₹2,998/,
    );
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(31);
    expect(
      within(table).getByRole('rowheader', { name: '28 Nov', hidden: true }).closest('tr'),
    ).toHaveTextContent('28 Nov2₹2,998');
  });

  it('waits for review, and offers a retry when it fails', async () => {
    stubApi(() => ({ status: 200, body: me('pending_review') }));
    const first = renderAt('/dashboard', <DashboardPage />);
    expect(await screen.findByText(/waiting for review/)).toBeInTheDocument();
    first.unmount();
    stubApi((path) =>
      path === '/seller-portal/me'
        ? { status: 200, body: me() }
        : { status: 500, body: { success: false, error: 'Boom', code: 'INTERNAL_ERROR' } },
    );
    renderAt('/dashboard', <DashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your dashboard could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
