// The sellers queue in happy-dom (docs/behaviour/operator.md#sellers): a seller waiting for review with the details
// the decision needs, approved or rejected with a reason (required), the list's error state, and a suspension that
// asks for its reason before anything is sent and shows the API's refusal.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '@haat/staff-ui/testing/render';
import { SellersPage, type OperatorSeller } from './sellers-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const seller = (over: Partial<OperatorSeller> = {}): OperatorSeller => ({
  id: 'sel_kala',
  legalName: 'Kala Handlooms LLP',
  displayName: 'Kala Handlooms',
  gstin: '27AAPFK1234A1Z5',
  pan: 'AAPFK1234A',
  address: { line: '1 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  bank: { holder: 'Kala Handlooms LLP', accountNumber: '001234567890', ifsc: 'HDFC0000001' },
  status: 'pending_review',
  reviewNote: null,
  suspended: false,
  suspendedAt: null,
  suspensionReason: null,
  email: 'kala@example.in',
  phone: '+919876543210',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('the sellers queue', { timeout: 30_000 }, () => {
  it('shows a waiting seller with GSTIN, PAN, bank and address, and approves them', async () => {
    const calls = stubApi((path) =>
      path.startsWith('/operator/sellers?')
        ? { status: 200, body: { success: true, sellers: [seller()] } }
        : { status: 200, body: { success: true, seller: seller({ status: 'approved' }) } },
    );
    const user = userEvent.setup();
    renderAt('/', <SellersPage />);
    const card = (await screen.findByRole('heading', { name: 'Kala Handlooms' })).closest(
      'li',
    ) as HTMLElement;
    for (const text of [
      '27AAPFK1234A1Z5',
      'AAPFK1234A',
      'Kala Handlooms LLP · 001234567890 · HDFC0000001',
      '1 MG Road, Pune, Maharashtra 411001',
    ])
      expect(within(card).getByText(text)).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/operator/sellers?status=pending_review');
    await user.click(within(card).getByRole('button', { name: 'Approve seller' }));
    expect(await screen.findByText('Done. The change is in the audit trail.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/operator/sellers/sel_kala/review',
      body: { approve: true },
    });
  });

  it('rejects only with a reason, which is sent for the seller to read', async () => {
    const calls = stubApi((path) =>
      path.startsWith('/operator/sellers?')
        ? { status: 200, body: { success: true, sellers: [seller()] } }
        : { status: 200, body: { success: true, seller: seller({ status: 'rejected' }) } },
    );
    const user = userEvent.setup();
    renderAt('/', <SellersPage />);
    await user.click(await screen.findByRole('button', { name: 'Reject seller' }));
    const reason = screen.getByLabelText('Why is the seller rejected? They read this.');
    expect(reason).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reject seller' }));
    expect(await screen.findByText('Give a reason: the seller or shopper reads it.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(reason, 'The GSTIN belongs to another business');
    await user.click(screen.getByRole('button', { name: 'Reject seller' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/operator/sellers/sel_kala/review',
        body: { approve: false, reason: 'The GSTIN belongs to another business' },
      }),
    );
  });

  it("says when the list cannot be loaded, with the API's message, and tries again", async () => {
    let failing = true;
    stubApi(() =>
      failing
        ? { status: 503, body: { success: false, error: 'The database is not answering' } }
        : { status: 200, body: { success: true, sellers: [] } },
    );
    const user = userEvent.setup();
    renderAt('/', <SellersPage />);
    expect(await screen.findByText('The database is not answering', { exact: false })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No seller is waiting for review.')).toBeInTheDocument();
  });

  it('suspends an approved seller only once a reason is given, and shows a refusal under the seller', async () => {
    const calls = stubApi((path) =>
      path.startsWith('/operator/sellers?')
        ? { status: 200, body: { success: true, sellers: [seller({ status: 'approved' })] } }
        : {
            status: 409,
            body: {
              success: false,
              error: 'Seller sel_kala is suspended already',
              code: 'SELLER_ALREADY_SUSPENDED',
            },
          },
    );
    const user = userEvent.setup();
    renderAt('/', <SellersPage />);
    await user.click(await screen.findByRole('button', { name: 'Approved' }));
    await user.click(await screen.findByRole('button', { name: 'Suspend seller' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // Escape closes the reason without sending anything.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Suspend seller' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Suspend seller' }));
    await user.type(screen.getByLabelText('Why is the seller suspended?'), 'Counterfeit complaints');
    await user.click(screen.getByRole('button', { name: 'Suspend seller' }));
    expect(await screen.findAllByText('Seller sel_kala is suspended already')).not.toHaveLength(0);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/operator/sellers/sel_kala/suspend',
      body: { reason: 'Counterfeit complaints' },
    });
  });
});
