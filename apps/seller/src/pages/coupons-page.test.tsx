// The coupons pages in happy-dom (docs/behaviour/seller-portal.md#coupons): the list with each coupon's state and
// terms and Deactivate; the form's rules on their fields before any call, a coupon scoped to chosen products sent
// as the API reads it, and the API's "code taken" under the code.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SELLER_COUPON_MESSAGES as M,
  type SellerCouponView,
} from '@haat/domain/sellers/seller-coupons.schema';
import { renderAt, stubApi } from '@haat/staff-ui/testing/render';
import { CouponFormPage } from './coupons-form-page.tsx';
import { CouponsPage } from './coupons-page.tsx';

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
const coupon: SellerCouponView = {
  id: 'cpn_1',
  code: 'DIWALI20',
  name: 'Diwali 20',
  description: '',
  discountType: 'percentage',
  discountValue: 20,
  maxDiscountRupees: 300,
  minimumOrderRupees: 500,
  startsOn: '2026-11-01',
  endsOn: '2026-11-30',
  productIds: [],
  usageLimit: 100,
  perUserLimit: 1,
  usedCount: 7,
  isActive: true,
  state: 'active',
};
const listings = {
  success: true,
  listings: [
    {
      groupId: 'grp_1',
      name: 'Chanderi Kurta',
      brand: 'Zariwala',
      categoryPath: 'fashion/mens/kurtas',
      status: 'approved',
      reviewNote: null,
      imageUrl: null,
      updatedAt: '2026-11-01T00:00:00.000Z',
      variants: ['M', 'L'].map((size) => ({
        id: `prd_${size}`,
        options: { size },
        variantName: size,
        sku: `ZW-${size}`,
        mrpRupees: 1499,
        priceRupees: 999,
        stock: 3,
        images: [],
      })),
    },
  ],
};

describe('the coupons list', () => {
  it('shows each coupon with its state and terms, and deactivates one', async () => {
    let active = true;
    const calls = stubApi((path, init) => {
      if (path === '/seller-portal/me') return { status: 200, body: me };
      if (init.method === 'PATCH') active = false;
      const current = { ...coupon, isActive: active, state: active ? 'active' : 'inactive' };
      if (path === '/seller-portal/coupons')
        return { status: 200, body: { success: true, coupons: [current] } };
      return { status: 200, body: { success: true, coupon: current } };
    });
    const user = userEvent.setup();
    renderAt('/coupons', <CouponsPage />);
    expect(await screen.findByRole('heading', { name: 'DIWALI20' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('20% off, up to ₹300')).toBeInTheDocument();
    expect(screen.getByText('7 of 100')).toBeInTheDocument();
    expect(screen.getByText('All your products')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate DIWALI20' }));
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/seller-portal/coupons/cpn_1',
      body: { isActive: false },
    });
    expect(screen.getByRole('button', { name: 'Activate DIWALI20' })).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    stubApi((path) =>
      path === '/seller-portal/me'
        ? { status: 200, body: me }
        : { status: 200, body: { success: true, coupons: [] } },
    );
    renderAt('/coupons', <CouponsPage />);
    expect(await screen.findByText(/No coupons yet/)).toBeInTheDocument();
  });
});

describe('the coupon form', { timeout: 30_000 }, () => {
  it('marks broken rules on their fields and sends nothing', async () => {
    const calls = stubApi((path) =>
      path === '/seller-portal/me' ? { status: 200, body: me } : { status: 200, body: listings },
    );
    const user = userEvent.setup();
    renderAt('/coupons/new', <CouponFormPage />);
    await user.type(await screen.findByLabelText('Code'), 'a');
    // Percent off left empty: the range's message, not a parser's.
    await user.click(screen.getByLabelText('Chosen products'));
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(M.codeFormat)).toBeInTheDocument();
    expect(screen.getByText(M.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(M.percentRange)).toBeInTheDocument();
    expect(screen.getByText('Choose at least one product')).toBeInTheDocument();
    expect(screen.getByText('Check the fields marked in red')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends a coupon for chosen products, and shows the API’s code taken under the code', async () => {
    const calls = stubApi((path, init) => {
      if (path === '/seller-portal/me') return { status: 200, body: me };
      if (path === '/seller-portal/listings') return { status: 200, body: listings };
      if (init.method === 'POST')
        return {
          status: 409,
          body: { success: false, error: M.codeTaken, code: 'COUPON_CODE_TAKEN', field: 'code' },
        };
      return { status: 404, body: {} };
    });
    const user = userEvent.setup();
    renderAt('/coupons/new', <CouponFormPage />);
    await user.type(await screen.findByLabelText('Code'), 'kurta10');
    await user.type(screen.getByLabelText('Name'), 'Kurta 10');
    await user.click(screen.getByLabelText('An amount off'));
    await user.type(screen.getByLabelText('Amount off, ₹'), '100');
    await user.click(screen.getByLabelText('Chosen products'));
    await user.click(await screen.findByRole('checkbox', { name: /Chanderi Kurta — L/ }));
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(screen.getByText(M.codeTaken)).toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      code: 'KURTA10',
      name: 'Kurta 10',
      discountType: 'fixed',
      discountValue: 100,
      maxDiscountRupees: null,
      productIds: ['prd_L'],
      perUserLimit: 1,
      usageLimit: null,
    });
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  });
});
