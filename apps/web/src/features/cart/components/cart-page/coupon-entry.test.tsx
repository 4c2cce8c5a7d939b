// The coupon box upper-cases the code as the shopper types it (issue 27 item 5): the value is the code that
// will be applied, not only its look.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/render.tsx';
import { CouponEntry } from './coupon-entry.tsx';

describe('CouponEntry', () => {
  it('upper-cases the code as it is typed and applies that code', () => {
    const apply = vi.fn(async () => {});
    renderWithProviders(
      <CouponEntry
        coupon={{
          coupon: null,
          applying: false,
          error: null,
          notice: null,
          apply,
          remove: () => {},
          clearError: () => {},
        }}
        productIds={[]}
        isSignedIn={false}
        onGuest={() => {}}
      />,
    );
    const box = screen.getByLabelText('Apply coupon') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'freeship' } });
    expect(box.value).toBe('FREESHIP');
    fireEvent.change(box, { target: { value: 'Save10x' } });
    expect(box.value).toBe('SAVE10X');
  });
});
