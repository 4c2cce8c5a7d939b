// The CSV upload page in happy-dom (docs/behaviour/seller-portal.md#bulk-upload): the chosen file goes as text/csv
// to the dry run, the problems are listed by row and column, the import follows with what it did; a file over the
// limit is refused before any call.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTING_CSV_MESSAGES, listingCsvTemplate } from '@haat/domain/sellers/listing-csv';
import { LISTING_MESSAGES } from '@haat/domain/sellers/listing.schema';
import { renderAt } from '@haat/staff-ui/testing/render';
import { UploadPage } from './upload-page.tsx';

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
const result = (dryRun: boolean) => ({
  success: true,
  dryRun,
  rows: 3,
  imported: { listings: 1, variants: 2 },
  alreadyListed: { listings: 0, variants: 0 },
  refused: { listings: 1, variants: 1 },
  errors: [{ row: 4, column: 'price', group: 'TEE-2', message: LISTING_MESSAGES.priceAboveMrp }],
  listings: dryRun ? [] : [{ group: 'KURTA-1', groupId: 'grp_1' }],
});

function stub() {
  const uploads: Array<{ url: string; body: string; type: string }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.endsWith('/seller-portal/me')) return json(200, me);
      const headers = init.headers as Record<string, string>;
      uploads.push({ url, body: String(init.body), type: headers['content-type'] ?? '' });
      return json(200, result(url.includes('dryRun=true')));
    }),
  );
  return uploads;
}

describe('the CSV upload page', () => {
  it('checks the file, lists each problem by row and column, then imports and says what it did', async () => {
    const uploads = stub();
    const user = userEvent.setup();
    renderAt('/listings/upload', <UploadPage />);
    const input = await screen.findByLabelText('CSV file');
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeDisabled();
    const csv = listingCsvTemplate();
    await user.upload(input, new File([csv], 'my-listings.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));

    const table = await screen.findByRole('table', { name: 'Problems in the file, by row and column' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([['4', 'price', `${LISTING_MESSAGES.priceAboveMrp}Group TEE-2`]]);
    expect(screen.getByText('Problems to fix: 1')).toBeInTheDocument();
    expect(uploads).toEqual([
      {
        url: expect.stringContaining('/api/seller-portal/listings/upload?dryRun=true&submit=false') as string,
        body: csv,
        type: 'text/csv; charset=utf-8',
      },
    ]);

    await user.click(screen.getByLabelText(/Submit them for review at once/));
    await user.click(screen.getByRole('button', { name: 'Import listings: 1' }));
    expect(await screen.findByText(/Listings imported and sent for review: 1\./)).toBeInTheDocument();
    expect(uploads[1]?.url).toContain('dryRun=false&submit=true');
    expect(screen.getByRole('link', { name: 'See your listings' })).toHaveAttribute('href', '/listings');
  });

  it('refuses a file over 2 MB before any call', async () => {
    const uploads = stub();
    const user = userEvent.setup();
    renderAt('/listings/upload', <UploadPage />);
    const input = await screen.findByLabelText('CSV file');
    await user.upload(input, new File(['x'.repeat(2 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LISTING_CSV_MESSAGES.tooLarge);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeDisabled();
    await waitFor(() => expect(uploads).toEqual([]));
  });
});
