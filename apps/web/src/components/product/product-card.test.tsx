// A card stands for its product group (issue 23 item 1, docs/behaviour/catalogue.md#product-cards): the listing's
// picture and price, "from ₹X" when the group's prices differ, chips of what the other listings offer in the
// language's plural, and a click that opens the listing the card shows.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@haat/domain/catalog/product.schema';
import { productFixture } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProductCard } from './product-card.tsx';

const card = (group: Product['group'], overrides: Partial<Product> = {}) =>
  renderWithProviders(
    <ProductCard product={productFixture({ id: 'prd_00042', _id: 'prd_00042', group, ...overrides })} />,
  );

describe('ProductCard of a group', () => {
  it('says "from" the lowest price and what the other listings offer, and opens the listing shown', async () => {
    const { user, location } = card(
      {
        key: 'iphone-16',
        variantCount: 12,
        optionCounts: { colour: 4, storage: 3 },
        minPrice: 69_900,
        maxPrice: 1_09_900,
      },
      { name: 'Apple iPhone 16', price: 79_900, sellingPrice: 79_900, mrp: 89_900, discount: 11 },
    );
    const group = screen.getByTestId('card-group');
    expect(group).toHaveTextContent('from ₹69,900');
    const chips = within(screen.getByRole('list', { name: 'More options' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['+3 colours', '3 storage options']);
    // The card's own price stays the listing's.
    expect(screen.getByText('₹79,900')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Apple iPhone 16' }));
    expect(location.current?.pathname).toBe('/product/prd_00042');
  });

  it('uses the singular for one other colour and shows no "from" when every listing costs the same', () => {
    card({ key: 'kurta', variantCount: 2, optionCounts: { colour: 2 }, minPrice: 1299, maxPrice: 1299 });
    expect(screen.queryByText(/^from /)).toBeNull();
    expect(within(screen.getByRole('list', { name: 'More options' })).getByRole('listitem').textContent).toBe(
      '+1 colour',
    );
  });

  it('shows at most two chips, sizes counting the others, and leaves the condition to the page', () => {
    card({
      key: 'tee',
      variantCount: 20,
      optionCounts: { colour: 5, size: 4, condition: 2 },
      minPrice: 499,
      maxPrice: 699,
    });
    const chips = within(screen.getByRole('list', { name: 'More options' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['+4 colours', '+3 sizes']);
  });

  it('counts the listings of a group whose options are not known yet, and shows nothing for a listing alone', () => {
    const { unmount } = card({ key: 'g', variantCount: 3, optionCounts: {}, minPrice: 100, maxPrice: 300 });
    expect(within(screen.getByRole('list', { name: 'More options' })).getByRole('listitem').textContent).toBe(
      '3 options',
    );
    unmount();
    card({ key: 'prd_00042', variantCount: 1, optionCounts: {}, minPrice: 1299, maxPrice: 1299 });
    expect(screen.queryByTestId('card-group')).toBeNull();
    card(undefined);
    expect(screen.queryByTestId('card-group')).toBeNull();
  });
});
