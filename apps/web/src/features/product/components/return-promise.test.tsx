// The product page's return claim states the seller's own window and who pays return shipping (issue 23 item 7,
// docs/decisions/0011-return-promise.md), never the store-wide "30-Day Returns" the seller's return form refused.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReturnPromise as ReturnPromiseFacts } from '@haat/domain/returns/return-policy';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ReturnPromise } from './return-promise.tsx';

const show = (policy: ReturnPromiseFacts | undefined) =>
  renderWithProviders(
    <ul>
      <ReturnPromise policy={policy} />
    </ul>,
  );

describe('ReturnPromise', () => {
  it("states a 7-day seller's window and that the shopper pays return shipping", () => {
    show({ windowDays: 7, returnShippingPaidBy: 'customer', returnable: true });
    const claim = screen.getByTestId('return-promise');
    expect(claim.textContent).toContain('7-Day Returns');
    expect(claim.textContent).toContain('Return shipping is paid by you');
    expect(claim.textContent).not.toContain('30');
    expect(screen.getByRole('link', { name: '7-Day Returns' }).getAttribute('href')).toBe('/return-policy');
  });

  it("states a 15-day seller's window with free return shipping", () => {
    show({ windowDays: 15, returnShippingPaidBy: 'seller', returnable: true });
    expect(screen.getByText('15-Day Returns')).toBeTruthy();
    expect(screen.getByText('Return shipping is paid by the seller')).toBeTruthy();
  });

  it('says a seller who takes no returns takes none, with no window and no shipping line', () => {
    show({ windowDays: 0, returnShippingPaidBy: 'customer', returnable: false });
    expect(screen.getByText('Return Not Available')).toBeTruthy();
    expect(screen.queryByText(/Day Returns/)).toBeNull();
    expect(screen.queryByText(/Return shipping/)).toBeNull();
  });

  it('promises no number before the product answer says one', () => {
    show(undefined);
    expect(screen.getByTestId('return-promise').textContent).toBe('Return Policy');
  });
});
