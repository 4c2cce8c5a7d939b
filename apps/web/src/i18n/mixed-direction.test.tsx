// Urdu with values in other scripts (docs/behaviour/languages.md#mixed-direction-text): each value is isolated, so
// "1 TB, Black Titanium" never reads "TB, Black Titanium 1" and "−₹15,106" never "₹15,106−", and a Latin product
// name is cut at its own end, keeping its start.
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProductCard } from '../components/product/product-card.tsx';
import { PriceSummaryCard } from '../features/orders/components/order-detail/order-summary-cards.tsx';
import { orderFixture, productFixture } from '../testing/fixtures.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { isolate } from './built-messages.ts';

const NAME = 'Apple iPhone 16 Pro (1 TB, Black Titanium)';

describe('mixed-direction text in Urdu', () => {
  beforeAll(async () => {
    const ur = await import('./locales/ur.json');
    i18next.addResourceBundle('ur', 'translation', ur.default.translation);
  }, 60_000);

  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('isolates every value put into an Urdu sentence, and none in English', async () => {
    await i18next.changeLanguage('ur');
    const values = [NAME, 'SAVE10', '−₹15,106', '18%', '8 GB, 256 GB'];
    for (const value of values) {
      const sentence = i18next.t('Search in {{name}}', { name: value });
      expect(sentence).toContain(isolate(value));
      expect(sentence).toMatch(/\p{Script=Arabic}/u);
    }
    expect(
      i18next.t('Cash on delivery is available for orders up to {{amount}}', { amount: '₹50,000' }),
    ).toContain(isolate('₹50,000'));
    await i18next.changeLanguage('en');
    expect(i18next.t('Search in {{name}}', { name: NAME })).toBe(`Search in ${NAME}`);
  });

  it('draws a Latin product name and brand in their own direction on a card', async () => {
    await i18next.changeLanguage('ur');
    renderWithProviders(<ProductCard product={productFixture({ name: NAME, brand: 'Apple' })} />);
    const name = screen.getByText(NAME);
    expect(name).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('link', { name: 'Apple' })).toHaveAttribute('dir', 'auto');
  });

  it('keeps a discount’s sign before its amount', async () => {
    await i18next.changeLanguage('ur');
    renderWithProviders(<PriceSummaryCard order={orderFixture({ discount: 15106, couponCode: 'SAVE10' })} />);
    const amount = screen.getByText('−₹15,106');
    expect(amount.closest('[dir="ltr"]')).not.toBeNull();
    const term = within(amount.closest('div')!).getByRole('term');
    expect(term.textContent).toContain(isolate('SAVE10'));
  });
});
