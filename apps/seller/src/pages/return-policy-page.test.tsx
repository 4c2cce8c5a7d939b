// The return policy page in happy-dom (docs/behaviour/seller-portal.md#return-policy): the store's default shown
// until saved, the fee and reasons checked before any call, and the new policy sent as the seller API reads it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RETURN_POLICY, RETURN_REASONS } from '@haat/domain/returns/return-policy';
import { renderAt, stubApi } from '@haat/staff-ui/testing/render';
import { RETURN_POLICY_FORM_MESSAGES as M, ReturnPolicyPage } from './return-policy-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

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

describe('the return policy page', { timeout: 30_000 }, () => {
  it('shows the default, refuses a bad fee and no reasons, then saves the new policy', async () => {
    const calls = stubApi((path, init) => {
      if (path === '/seller-portal/me') return { status: 200, body: me };
      const policy = init.method === 'PUT' ? JSON.parse(String(init.body)) : DEFAULT_RETURN_POLICY;
      return { status: 200, body: { success: true, policy } };
    });
    const user = userEvent.setup();
    renderAt('/return-policy', <ReturnPolicyPage />);
    const window = await screen.findByLabelText('Return window');
    expect(window).toHaveValue('7');
    expect(screen.getByLabelText('The shopper')).toBeChecked();

    const fee = screen.getByLabelText('Restocking fee, %');
    await user.clear(fee);
    await user.type(fee, '60');
    const accepted = screen.getByRole('group', { name: /Reasons you accept/ });
    for (const checkbox of within(accepted).getAllByRole('checkbox')) await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Save return policy' }));
    expect(screen.getByText(M.feeRange)).toBeInTheDocument();
    expect(screen.getByText(M.reasonsRequired)).toBeInTheDocument();
    expect(fee).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.clear(fee);
    await user.type(fee, '10');
    await user.click(within(accepted).getByRole('checkbox', { name: 'Defective or damaged product' }));
    await user.selectOptions(window, '30');
    await user.click(screen.getByLabelText('You, the seller'));
    await user.click(screen.getByRole('button', { name: 'Save return policy' }));
    expect(
      await screen.findByText(/Saved\. It applies to return requests made from now on\./),
    ).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      ...DEFAULT_RETURN_POLICY,
      returnWindow: 30,
      returnShippingPaidBy: 'seller',
      restockingFeePercentage: 10,
      acceptedReasons: [RETURN_REASONS[0]],
    });
  });
});
