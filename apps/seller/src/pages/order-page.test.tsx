// The order page in happy-dom (docs/behaviour/seller-portal.md#orders): the pack form asks for the carrier and AWB
// before sending anything, then sends them; a cancel without a reason shows the API's message on its field, one
// with a reason sends it; a delivered parcel shows no street address and offers no label.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SELLER_ORDER_MESSAGES, type SellerOrderDetail } from '@haat/domain/sellers/seller-orders.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { stubApi } from '@haat/staff-ui/testing/render';
import { OrderPage } from './order-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = '0b0e5b9e-3c59-4c39-9d2a-6f1e2f0a9c11';

/** The page at its route, so the sub-order id comes from the path as in the app. */
function openOrder() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/orders/:subOrderId', element: <OrderPage /> }], {
    initialEntries: [`/orders/${ID}`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function order(overrides: Partial<SellerOrderDetail> = {}): SellerOrderDetail {
  return {
    subOrderId: ID,
    orderId: 'c1d2e3f4-0000-4000-8000-000000000001',
    orderNumber: 'HT1234567890',
    orderDate: '2026-11-28T10:00:00.000Z',
    status: 'Order Confirmed',
    statusCode: 'confirmed',
    nextSteps: ['packed', 'dispatched', 'out_for_delivery', 'delivered', 'cancelled'],
    items: [
      {
        _id: 'i1',
        productId: 'p1',
        name: 'Brass Puja Thali',
        sku: 'KV-1',
        hsnCode: '7418',
        image: null,
        price: 749,
        quantity: 1,
        lineTotal: 749,
        discount: 0,
      },
    ],
    buyer: { name: 'Priya Nair', city: 'Bengaluru', state: 'Karnataka', pincode: '560038' },
    payment: { method: 'cod', status: 'Pending' },
    notes: null,
    subtotal: 749,
    shippingCost: 60,
    discount: 0,
    total: 809,
    commission: 80.9,
    transfer: 728.1,
    invoiceNumber: 'SEL/2627/000001',
    trackingNumber: null,
    carrier: null,
    expectedDelivery: null,
    dispatchedAt: null,
    deliveredAt: null,
    recipientName: null,
    updatedAt: '2026-11-28T10:00:00.000Z',
    events: [],
    shipTo: {
      name: 'Priya Nair',
      lines: ['14, 2nd Cross, Indiranagar'],
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
      phone: '9876543210',
    },
    ...overrides,
  };
}

describe('the order page', { timeout: 30_000 }, () => {
  it('asks for the carrier and AWB before packing, then sends them', async () => {
    const calls = stubApi((path, init) =>
      init.method === 'POST'
        ? {
            status: 200,
            body: {
              success: true,
              order: order({
                status: 'Order Packed',
                statusCode: 'packed',
                carrier: 'Delhivery',
                trackingNumber: 'DL123',
                nextSteps: ['dispatched', 'cancelled'],
              }),
            },
          }
        : { status: 200, body: { success: true, order: order() } },
    );
    const user = userEvent.setup();
    openOrder();
    expect(await screen.findByText('14, 2nd Cross, Indiranagar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as packed' }));
    expect(screen.getByText('Enter the carrier')).toBeInTheDocument();
    expect(screen.getByText('Enter the AWB number')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Carrier'), 'Delhivery');
    await user.type(screen.getByLabelText('AWB number'), 'DL123');
    await user.click(screen.getByRole('button', { name: 'Mark as packed' }));
    expect(await screen.findByRole('button', { name: 'Mark as dispatched' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/seller-portal/orders/${ID}/status`,
      body: { status: 'packed', carrier: 'Delhivery', trackingNumber: 'DL123' },
    });
    expect(screen.getByRole('button', { name: 'Shipping label (PDF)' })).toBeInTheDocument();
  });

  it("shows the API's message on the reason, then sends the reason the seller gives", async () => {
    const calls = stubApi((_path, init) => {
      if (init.method !== 'POST') return { status: 200, body: { success: true, order: order() } };
      const body = JSON.parse(String(init.body)) as { reason: string };
      return body.reason
        ? {
            status: 200,
            body: {
              success: true,
              order: order({ status: 'Cancelled', statusCode: 'cancelled', nextSteps: [], shipTo: null }),
            },
          }
        : {
            status: 400,
            body: {
              success: false,
              error: SELLER_ORDER_MESSAGES.cancelReasonRequired,
              code: 'VALIDATION_ERROR',
              field: 'reason',
            },
          };
    });
    const user = userEvent.setup();
    openOrder();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Cancel this order' }));
    expect(await screen.findByText(SELLER_ORDER_MESSAGES.cancelReasonRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Reason for cancelling')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Reason for cancelling'), 'Out of stock');
    await user.click(screen.getByRole('button', { name: 'Cancel this order' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { status: 'cancelled', reason: '' },
      { status: 'cancelled', reason: 'Out of stock' },
    ]);
  });

  it('shows no street address and no label once delivered', async () => {
    stubApi(() => ({
      status: 200,
      body: {
        success: true,
        order: order({
          status: 'Order Delivered',
          statusCode: 'delivered',
          nextSteps: [],
          shipTo: null,
          trackingNumber: 'DL123',
          carrier: 'Delhivery',
        }),
      },
    }));
    openOrder();
    expect(await screen.findByText(/Priya Nair · Bengaluru, Karnataka 560038/)).toBeInTheDocument();
    expect(screen.queryByText('14, 2nd Cross, Indiranagar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Shipping label (PDF)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'GST invoice (PDF)' })).toBeInTheDocument();
  });
});
