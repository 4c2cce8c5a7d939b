// The settlement pages in happy-dom (docs/behaviour/seller-portal.md#settlements): the weeks with their payouts and
// a link to each statement, the empty and failed states, the range form's checks before any call, and a statement's
// lines with commission and deductions.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  SettlementListResponse,
  SettlementStatementResponse,
} from '@haat/domain/settlements/settlement.schema';
import { renderAt, stubApi, type Answer } from '@haat/staff-ui/testing/render';
import { SettlementStatementPage } from './settlements-statement-page.tsx';
import { SettlementsPage } from './settlements-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The statement page at its route, the dates in the address as the app puts them. */
function openStatement(search: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/settlements/statement', element: <SettlementStatementPage /> }],
    {
      initialEntries: [`/settlements/statement?${search}`],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const me = {
  success: true,
  seller: {
    id: 'sel_1',
    businessName: 'Kala Handlooms',
    gstin: '27AAPFK1234A1Z5',
    pan: 'AAPFK1234A',
    status: 'approved',
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
};

const totals = (net: number, sales: number, reversals = 0) => ({
  amount: 1038,
  items: 998,
  shipping: 40,
  commission: 99.8,
  taxable: 879.66,
  tcs: 4.4,
  tds: 0.88,
  net,
  sales,
  reversals,
});

function answer(
  settlements: { status: number; body: unknown },
  statement?: SettlementStatementResponse,
): Answer {
  return (path) => {
    if (path === '/seller-portal/me') return { status: 200, body: me };
    if (path === '/seller-portal/settlements') return settlements;
    if (path.startsWith('/seller-portal/settlements/statement?') && statement)
      return { status: 200, body: statement };
    return { status: 404, body: { success: false, error: 'Not found', code: 'NOT_FOUND' } };
  };
}

const list: SettlementListResponse = {
  statements: [
    { id: '2026-11-23', from: '2026-11-23', to: '2026-11-29', totals: totals(932.92, 1) },
    { id: '2026-11-16', from: '2026-11-16', to: '2026-11-22', totals: totals(-466.46, 0, 1) },
  ],
  rates: { tcsPercent: 0.5, tdsPercent: 0.1 },
};

describe('settlements', { timeout: 30_000 }, () => {
  it('lists each week with its payout and links to its statement', async () => {
    stubApi(answer({ status: 200, body: list }));
    renderAt('/settlements', <SettlementsPage />);
    const weeks = await screen.findByRole('list', { name: 'Weekly statements' });
    const items = within(weeks).getAllByRole('link');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAttribute('href', '/settlements/statement?from=2026-11-23&to=2026-11-29');
    expect(items[0]).toHaveTextContent('₹932.92');
    expect(items[1]).toHaveTextContent('−₹466.46');
    expect(items[1]).toHaveTextContent('Refunds: 1');
    expect(screen.getByText(/GST TCS \(0\.5%\) and income-tax TDS \(0\.1%\)/)).toBeInTheDocument();
  });

  it('says when nothing is settled yet, and offers a retry when the list fails', async () => {
    stubApi(answer({ status: 200, body: { statements: [], rates: list.rates } }));
    const first = renderAt('/settlements', <SettlementsPage />);
    expect(await screen.findByText(/No settlements yet/)).toBeInTheDocument();
    first.unmount();
    stubApi(answer({ status: 500, body: { success: false, error: 'Boom', code: 'INTERNAL_ERROR' } }));
    renderAt('/settlements', <SettlementsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your settlements could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('checks the range before going to its statement', async () => {
    stubApi(answer({ status: 200, body: list }));
    const user = userEvent.setup();
    renderAt('/settlements', <SettlementsPage />, { '/settlements/statement': <p>{'statement page'}</p> });
    const from = await screen.findByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-11-20');
    await user.clear(to);
    await user.type(to, '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The end date must be on or after the start date');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    await user.clear(to);
    await user.type(to, '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Show statement' }));
    expect(await screen.findByText('statement page')).toBeInTheDocument();
  });

  it('shows a statement: the payout, its parts and a line per order with commission, TCS and TDS', async () => {
    const statement: SettlementStatementResponse = {
      statement: {
        from: '2026-11-23',
        to: '2026-11-29',
        lines: [
          {
            kind: 'sale',
            subOrderId: 'so-1',
            orderNumber: 'HT2611230001',
            returnNumber: null,
            at: '2026-11-24T06:00:00.000Z',
            amount: 1038,
            items: 998,
            shipping: 40,
            commission: 99.8,
            taxable: 879.66,
            tcs: 4.4,
            tds: 0.88,
            net: 932.92,
            tcsPercent: 0.5,
            tdsPercent: 0.1,
          },
        ],
        totals: totals(932.92, 1),
      },
    };
    const calls = stubApi(answer({ status: 200, body: list }, statement));
    openStatement('from=2026-11-23&to=2026-11-29');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      /Settlement 23 Nov – 29 Nov 2026/,
    );
    const lines = screen.getByRole('list', { name: 'Statement lines' });
    expect(within(lines).getByRole('link', { name: 'HT2611230001' })).toHaveAttribute('href', '/orders/so-1');
    expect(lines).toHaveTextContent('Commission−₹99.80');
    expect(lines).toHaveTextContent('GST TCS (0.5%)−₹4.40');
    expect(lines).toHaveTextContent('Income-tax TDS (0.1%)−₹0.88');
    expect(lines).toHaveTextContent('Net payout₹932.92');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(calls.map((c) => c.path)).toContain(
      '/seller-portal/settlements/statement?from=2026-11-23&to=2026-11-29',
    );
  });

  it('refuses a statement address without dates before calling the API', async () => {
    const calls = stubApi(answer({ status: 200, body: list }));
    openStatement('from=yesterday&to=2026-11-29');
    expect(await screen.findByRole('alert')).toHaveTextContent('Give dates as YYYY-MM-DD');
    expect(calls.filter((c) => c.path.includes('statement'))).toHaveLength(0);
  });
});
