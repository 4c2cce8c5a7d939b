// A card of an unknown prefix is "Other", as the card rules name it (issue 27 item 5), never "Card".
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardBrandOf } from '@haat/domain/account/payment-method.schema';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CardBrandBadge, cardBrandName } from './card-brand-badge.tsx';

describe('card brand names', () => {
  it.each([
    ['4111111111111111', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['378282246310005', 'Amex'],
    ['6011111111111117', 'Discover'],
    ['3530111333300000', 'Other'],
    ['9999999999999999', 'Other'],
  ])('%s is named %s', (number, name) => {
    expect(cardBrandName(cardBrandOf(number))).toBe(name);
  });

  it('the badge of an unknown brand says Other to a screen reader', () => {
    renderWithProviders(<CardBrandBadge brand="Other" />);
    expect(screen.getByText('Other')).toBeTruthy();
    expect(screen.queryByText('Card')).toBeNull();
  });
});
