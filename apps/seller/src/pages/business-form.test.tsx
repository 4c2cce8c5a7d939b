// Sign-up's business step in happy-dom: the domain's identity checks before any call, the PAN filled from the
// GSTIN, the pincode looked up, and a valid form registering and signing the seller in.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SELLER_MESSAGES as M } from '@haat/domain/sellers/seller-portal-messages';
import { renderAt, stubApi } from '@haat/staff-ui/testing/render';
import { getToken } from '../lib/session.ts';
import { BusinessForm } from './business-form.tsx';

const contact = { email: 'kala@example.in', phone: '+919876500001', password: 'Seller@1234' };
const profile = {
  id: 'sel_abc',
  businessName: 'Kala Handlooms',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  status: 'pending_review',
  reviewNote: null,
  email: contact.email,
  phone: contact.phone,
  addressLine: '12 Linking Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
  bank: { accountHolder: 'Kala Handlooms', accountLast4: '7890', ifsc: 'SBIN0000300' },
  createdAt: '2026-11-28T10:00:00.000Z',
};
const pincodeAnswer = [
  {
    Message: 'ok',
    Status: 'Success',
    PostOffice: [
      {
        Name: 'Bandra West',
        District: 'Mumbai',
        State: 'Maharashtra',
        Country: 'India',
        Pincode: '400050',
        BranchType: 'Sub Post Office',
        DeliveryStatus: 'Delivery',
        Circle: 'Maharashtra',
        Division: 'Mumbai West',
        Region: 'Mumbai',
        Block: 'Mumbai',
      },
    ],
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fill(user: ReturnType<typeof userEvent.setup>, gstin: string) {
  await user.type(screen.getByLabelText('Business name'), 'Kala Handlooms');
  await user.type(screen.getByLabelText('GSTIN'), gstin);
  await user.type(screen.getByLabelText('Address (building, street, area)'), '12 Linking Road');
  await user.type(screen.getByLabelText('Pincode'), '400050');
  await user.type(screen.getByLabelText('Account holder name'), 'Kala Handlooms');
  await user.type(screen.getByLabelText('Account number'), '0012 3456 7890');
  await user.type(screen.getByLabelText('IFSC'), 'sbin0000300');
}

describe('the business step of sign-up', () => {
  it('fills the PAN from the GSTIN and shows the city and state of the pincode', async () => {
    stubApi((path) =>
      path.startsWith('/pincode/') ? { status: 200, body: pincodeAnswer } : { status: 500, body: {} },
    );
    const user = userEvent.setup();
    renderAt('/register', <BusinessForm contact={contact} />);
    await user.type(screen.getByLabelText('GSTIN'), '27aapfu0939f1zv');
    expect(screen.getByLabelText('PAN')).toHaveValue('AAPFU0939F');
    await user.type(screen.getByLabelText('Pincode'), '400050');
    expect(await screen.findByText('Mumbai, Maharashtra')).toBeInTheDocument();
  });

  it('refuses a GSTIN whose check character is wrong, naming the mistake, and sends nothing', async () => {
    const calls = stubApi((path) =>
      path.startsWith('/pincode/') ? { status: 200, body: pincodeAnswer } : { status: 500, body: {} },
    );
    const user = userEvent.setup();
    renderAt('/register', <BusinessForm contact={contact} />);
    await fill(user, '27AAPFU0939F1ZA');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText(M.gstinChecksum)).toBeInTheDocument();
    expect(screen.getByLabelText('GSTIN')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.path === '/seller-portal/register')).toHaveLength(0);
  });

  it('refuses a PAN that is not the GSTIN’s', async () => {
    stubApi((path) =>
      path.startsWith('/pincode/') ? { status: 200, body: pincodeAnswer } : { status: 500, body: {} },
    );
    const user = userEvent.setup();
    renderAt('/register', <BusinessForm contact={contact} />);
    await fill(user, '27AAPFU0939F1ZV');
    await user.clear(screen.getByLabelText('PAN'));
    await user.type(screen.getByLabelText('PAN'), 'AAPFU0940F');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText(M.panMismatch)).toBeInTheDocument();
  });

  it('registers with the codes normalised and signs the seller in, pending review', async () => {
    const calls = stubApi((path) => {
      if (path.startsWith('/pincode/')) return { status: 200, body: pincodeAnswer };
      if (path === '/seller-portal/register')
        return { status: 201, body: { success: true, token: 'hss_test_token', seller: profile } };
      return { status: 404, body: {} };
    });
    const user = userEvent.setup();
    renderAt('/register', <BusinessForm contact={contact} />, { '/': <p>{'home'}</p> });
    await fill(user, '27aapfu0939f1zv');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
    const register = calls.find((c) => c.path === '/seller-portal/register');
    expect(register?.body).toMatchObject({
      email: contact.email,
      business: {
        gstin: '27AAPFU0939F1ZV',
        pan: 'AAPFU0939F',
        ifsc: 'SBIN0000300',
        accountNumber: '001234567890',
      },
    });
    await waitFor(() => expect(getToken()).toBe('hss_test_token'));
  });

  it('shows the API’s refusal on its field (a GSTIN already registered)', async () => {
    stubApi((path) => {
      if (path.startsWith('/pincode/')) return { status: 200, body: pincodeAnswer };
      return {
        status: 409,
        body: { success: false, error: M.gstinTaken, code: 'SELLER_GSTIN_EXISTS', field: 'business.gstin' },
      };
    });
    const user = userEvent.setup();
    renderAt('/register', <BusinessForm contact={contact} />);
    await fill(user, '27AAPFU0939F1ZV');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText(M.gstinTaken)).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });
});
