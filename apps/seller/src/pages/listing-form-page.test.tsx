// The listing form in happy-dom: the domain's rules marked on their fields before any call, a variant added and
// removed, and a valid group of two variants sent as the API reads it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTING_MESSAGES as M } from '@haat/domain/sellers/listing.schema';
import { renderAt, stubApi } from '@haat/staff-ui/testing/render';
import { ListingFormPage } from './listing-form-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

type User = ReturnType<typeof userEvent.setup>;

async function fillProduct(user: User) {
  await user.type(screen.getByLabelText('Product name'), 'Chanderi Silk Saree');
  await user.type(screen.getByLabelText('Brand'), 'Kaveri Silks');
  await user.selectOptions(screen.getByLabelText('Category'), 'fashion/womens/sarees');
  await user.type(screen.getByLabelText('Description'), 'Hand-woven.');
  await user.type(screen.getByLabelText('Bullet points'), 'Pure silk{Enter}Zari border');
  await user.type(screen.getByLabelText('Specifications'), 'Fabric: Silk');
  await user.type(screen.getByLabelText('HSN code'), '5007');
  await user.selectOptions(screen.getByLabelText('GST rate'), '5');
  await user.type(screen.getByLabelText('Shipping weight (g)'), '250');
  await user.type(screen.getByLabelText('Length (cm)'), '30');
  await user.type(screen.getByLabelText('Width (cm)'), '25');
  await user.type(screen.getByLabelText('Height (cm)'), '3');
}

async function fillVariant(user: User, n: number, colour: string, sku: string, mrp: string, price: string) {
  await user.type(screen.getByLabelText(`Colour of variant ${n}`), colour);
  await user.type(screen.getByLabelText(`Size of variant ${n}`), 'Free Size');
  await user.type(screen.getByLabelText(`SKU of variant ${n}`), sku);
  await user.type(screen.getByLabelText(`MRP of variant ${n} (₹)`), mrp);
  await user.type(screen.getByLabelText(`Price of variant ${n} (₹)`), price);
  await user.type(screen.getByLabelText(`Stock of variant ${n}`), '4');
}

// Typing a whole listing key by key takes seconds on the shared 2-core machines.
describe('the listing form', { timeout: 30_000 }, () => {
  it('marks a price above the MRP and two variants with the same options, and sends nothing', async () => {
    const calls = stubApi(() => ({ status: 500, body: {} }));
    const user = userEvent.setup();
    renderAt('/listings/new', <ListingFormPage />);
    await fillProduct(user);
    await fillVariant(user, 1, 'Pink', 'CSS-P', '2499', '2999');
    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    await fillVariant(user, 2, 'pink', 'CSS-G', '2499', '1899');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText(M.priceAboveMrp)).toBeInTheDocument();
    expect(screen.getByLabelText('Price of variant 1 (₹)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(M.optionsRepeated)).toBeInTheDocument();
    expect(screen.getByText('Check the fields marked in red')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends a group of two variants for review, as the API reads it', async () => {
    const calls = stubApi((path) =>
      path === '/seller-portal/listings'
        ? { status: 201, body: { success: true, groupId: 'grp_x' } }
        : { status: 200, body: { success: true, listings: [] } },
    );
    const user = userEvent.setup();
    renderAt('/listings/new', <ListingFormPage />, { '/listings': <p>{'listings'}</p> });
    await fillProduct(user);
    await fillVariant(user, 1, 'Pink', 'CSS-P', '2499', '1999');
    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    await user.click(screen.getByRole('button', { name: 'Remove variant 3' }));
    await fillVariant(user, 2, 'Green', 'CSS-G', '2499', '1899.50');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('listings')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/seller-portal/listings' && c.method === 'POST');
    expect(sent?.body).toMatchObject({
      submit: true,
      listing: {
        categoryPath: 'fashion/womens/sarees',
        gstPercentage: 5,
        bulletPoints: ['Pure silk', 'Zari border'],
        specifications: [{ name: 'Fabric', value: 'Silk' }],
        // The return window left empty: the seller's policy applies.
        returnWindowDays: null,
        variants: [
          {
            options: { colour: 'Pink', size: 'Free Size' },
            sku: 'CSS-P',
            mrpRupees: 2499,
            priceRupees: 1999,
            stock: 4,
          },
          { options: { colour: 'Green', size: 'Free Size' }, sku: 'CSS-G', priceRupees: 1899.5 },
        ],
      },
    });
  });

  it('saves a draft without submitting', async () => {
    const calls = stubApi((path) =>
      path === '/seller-portal/listings'
        ? { status: 201, body: { success: true, groupId: 'grp_x' } }
        : { status: 200, body: {} },
    );
    const user = userEvent.setup();
    renderAt('/listings/new', <ListingFormPage />, { '/listings': <p>{'listings'}</p> });
    await fillProduct(user);
    await fillVariant(user, 1, 'Pink', 'CSS-P', '2499', '1999');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ submit: false }),
    );
  });

  it("a listing's own return window: 91 days is marked on its field, 10 days is sent as a number", async () => {
    const calls = stubApi((path) =>
      path === '/seller-portal/listings'
        ? { status: 201, body: { success: true, groupId: 'grp_x' } }
        : { status: 200, body: {} },
    );
    const user = userEvent.setup();
    renderAt('/listings/new', <ListingFormPage />, { '/listings': <p>{'listings'}</p> });
    await fillProduct(user);
    await fillVariant(user, 1, 'Pink', 'CSS-P', '2499', '1999');
    const window = screen.getByLabelText('Return window (days)');
    expect(window).toHaveAccessibleDescription(
      'Leave empty to follow your return policy. 0 means this product cannot be returned.',
    );
    await user.type(window, '91');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(M.returnWindowRange)).toBeInTheDocument();
    expect(window).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
    await user.clear(window);
    await user.type(window, '10');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        listing: { returnWindowDays: 10 },
      }),
    );
  });
});
