// The product page's variant picker (issue 23 item 1, docs/behaviour/product.md#variant-picker): a colour keeps the
// storage, the page moves to the chosen listing's address with history replace once that listing has been fetched,
// out-of-stock listings and missing combinations cannot be chosen, and each choice has a screen-reader name.
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useEffect } from 'react';
import { useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { productResponseSchema, type Product } from '@haat/domain/catalog/product.schema';
import { productFixture } from '../../../testing/fixtures.ts';
import { apiPath, contractJson, server } from '../../../testing/msw-server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { VariantPicker } from './variant-picker.tsx';

type Variant = NonNullable<Product['variants']>[number];
const variant = (productId: string, colour: string, storage: string, price: number, stock = 10): Variant => ({
  productId,
  variantName: `${storage}, ${colour}`,
  price,
  mrp: price + 10_000,
  stock,
  sku: `SKU-${productId}`,
  options: { colour, storage },
  image: `/api/images/products/${productId}.svg`,
});

// Blue 128/256, Black 128 (out of stock)/256, White 512 only.
const variants = [
  variant('blue-128', 'Blue', '128 GB', 69_900),
  variant('blue-256', 'Blue', '256 GB', 79_900),
  variant('black-128', 'Black', '128 GB', 69_900, 0),
  variant('black-256', 'Black', '256 GB', 79_900),
  variant('white-512', 'White', '512 GB', 99_900),
];

const phone = (id: string) => {
  const own = variants.find((v) => v.productId === id)!;
  return productFixture({
    id,
    _id: id,
    name: 'Apple iPhone 16',
    price: own.price,
    sellingPrice: own.price,
    mrp: own.mrp,
    stock: own.stock,
    variantName: own.variantName,
    variantOptions: own.options,
    variants,
  });
};

/** Records how the router last moved (PUSH, REPLACE, POP). */
let navigation = '';
function NavigationType() {
  const type = useNavigationType();
  useEffect(() => {
    navigation = type;
  }, [type]);
  return null;
}

function renderPicker(id: string) {
  const requested: string[] = [];
  server.use(
    http.get(apiPath('/products/:id'), ({ params }) => {
      requested.push(String(params.id));
      return contractJson(productResponseSchema, { success: true, product: phone(String(params.id)) });
    }),
  );
  const view = renderWithProviders(
    <>
      <VariantPicker product={phone(id)} />
      <NavigationType />
    </>,
    { route: `/product/${id}` },
  );
  return { ...view, requested };
}

describe('VariantPicker', () => {
  it('shows a row per differing option with the current values, colour as pictures named for screen readers', () => {
    renderPicker('blue-256');
    expect(screen.getByRole('group', { name: 'Colour: Blue' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Storage: 256 GB' })).toBeInTheDocument();
    // White costs more, so the colours show their prices too.
    const blue = screen.getByRole('button', { name: 'Colour: Blue, ₹79,900' });
    expect(blue).toHaveAttribute('aria-pressed', 'true');
    expect(blue.querySelector('img')).toHaveAttribute('alt', 'Apple iPhone 16, Blue');
    // White exists only in 512 GB: choosing it changes the storage too, and says so.
    expect(
      screen.getByRole('button', { name: 'Colour: White, ₹99,900, Changes other options' }),
    ).toHaveAttribute('aria-pressed', 'false');
    // Storage prices differ, so each storage shows its price.
    expect(screen.getByRole('button', { name: 'Storage: 128 GB, ₹69,900' })).toHaveTextContent('₹69,900');
  });

  it('choosing a colour keeps the storage and moves to that listing with history replace, once fetched', async () => {
    const { user, location, requested } = renderPicker('blue-256');
    await user.click(screen.getByRole('button', { name: /^Colour: Black/ }));
    await waitFor(() => expect(location.current?.pathname).toBe('/product/black-256'));
    expect(requested).toContain('black-256');
    expect(navigation).toBe('REPLACE');
    expect(location.current?.state).toEqual({ keepScroll: true });
  });

  it('an out-of-stock listing is shown struck and cannot be chosen; a missing combination is disabled', async () => {
    const { user, location } = renderPicker('black-256');
    const out = screen.getByRole('button', { name: 'Storage: 128 GB, ₹69,900, Out of stock' });
    expect(out).toHaveAttribute('aria-disabled', 'true');
    expect(out.querySelector('.line-through')).not.toBeNull();
    await user.click(out);
    const missing = screen.getByRole('button', { name: 'Storage: 512 GB, Not available' });
    expect(missing).toHaveAttribute('aria-disabled', 'true');
    await user.click(missing);
    expect(location.current?.pathname).toBe('/product/black-256');
  });

  it('from Blue 128 GB, Black (its 128 GB out of stock) goes to the Black that is in stock', async () => {
    const { user, location } = renderPicker('blue-128');
    await user.click(screen.getByRole('button', { name: 'Colour: Black, ₹79,900, Changes other options' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/product/black-256'));
  });

  it('falls back to chips by variant name when the listings carry no options', () => {
    const bare = variants.map((v) => ({ ...v, options: {} }));
    renderWithProviders(
      <VariantPicker product={productFixture({ id: 'blue-128', _id: 'blue-128', variants: bare })} />,
    );
    expect(screen.getByRole('heading', { name: 'Other options' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /256 GB, Black/ })).toHaveAttribute('href', '/product/black-256');
  });
});
