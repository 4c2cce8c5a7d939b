// The six-box code input as a shopper uses it: typing moves on, Backspace goes back, a paste fills every box,
// letters are refused, arrows move between boxes, and the group and its boxes say what they are.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { OtpInput } from './otp-input.tsx';

function Host({
  onValue,
  error,
  initial = '',
}: {
  onValue?: (value: string) => void;
  error?: string;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <OtpInput
      id="email-otp"
      label="Email OTP"
      hint="Sent to a•••@example.in"
      error={error}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const box = (position: number) => screen.getByRole('textbox', { name: `Email OTP, digit ${position} of 6` });
const values = () => [1, 2, 3, 4, 5, 6].map((position) => (box(position) as HTMLInputElement).value);

describe('OtpInput', () => {
  it('is one labelled group of six boxes, each saying which digit it holds', () => {
    renderWithProviders(<Host />);

    expect(screen.getByRole('group', { name: 'Email OTP' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(1)).toHaveAccessibleDescription('Sent to a•••@example.in');
  });

  it('takes a digit per box and moves on as the shopper types', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Host onValue={onValue} />);

    await user.click(box(1));
    await user.keyboard('4821');

    expect(values()).toEqual(['4', '8', '2', '1', '', '']);
    expect(box(5)).toHaveFocus();
    expect(onValue).toHaveBeenLastCalledWith('4821');
  });

  it('refuses letters and symbols', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Host onValue={onValue} />);

    await user.click(box(1));
    await user.keyboard('a-');

    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(box(1)).toHaveFocus();
  });

  it('clears the box before and goes back on Backspace in an empty box', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Host onValue={onValue} initial="482" />);

    await user.click(box(4));
    await user.keyboard('{Backspace}');

    expect(values()).toEqual(['4', '8', '', '', '', '']);
    expect(box(3)).toHaveFocus();
    expect(onValue).toHaveBeenLastCalledWith('48');
  });

  it('fills every box from a pasted code, whatever box has focus, and ignores the spaces in it', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Host onValue={onValue} />);

    await user.click(box(3));
    await user.paste('482 913');

    expect(values()).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(onValue).toHaveBeenLastCalledWith('482913');
    expect(box(6)).toHaveFocus();
  });

  it('moves between boxes with the arrow keys without changing them', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Host onValue={onValue} initial="12" />);

    await user.click(box(2));
    await user.keyboard('{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(3)).toHaveFocus();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('marks every box invalid and reads the error with the hint', () => {
    renderWithProviders(<Host error="Invalid OTP. Please try again." />);

    for (const position of [1, 6]) {
      expect(box(position)).toHaveAttribute('aria-invalid', 'true');
      expect(box(position)).toHaveAccessibleDescription(
        'Invalid OTP. Please try again. Sent to a•••@example.in',
      );
    }
  });
});
