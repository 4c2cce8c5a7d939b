// One /cart line: what it states (price, MRP, percent off, stock, seller), the quantity stepper's limits and
// lockout, Remove, and — signed in — the PUT and DELETE it sends, the server's answer it shows, and its failures.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productIdOf, QUANTITY_LOCKOUT_MS } from '@haat/domain/cart/cart';
import {
  CART_MESSAGES,
  cartResponseSchema,
  cartUpdateRequestSchema,
  type CartResponse,
} from '@haat/domain/cart/cart-api.schema';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import { expectConsoleError } from '../../../../testing/console-guard.ts';
import { cartLineFixture, cartResponseFixture, productFixture } from '../../../../testing/fixtures.ts';
import {
  apiPath,
  contractBody,
  contractError,
  contractJson,
  server,
} from '../../../../testing/msw-server.ts';
import { renderWithProviders } from '../../../../testing/render.tsx';
import { removeCartItem } from '../../api/remove-cart-item.ts';
import { updateCartItem } from '../../api/update-cart-item.ts';
import { useCartStore, type CartRemote } from '../../stores/cart-store.ts';
import { CartLineItem } from './cart-line-item.tsx';

const INITIAL = useCartStore.getState();

/** The cart page's list, reduced to its lines: each line reads the store as the page does. */
function Lines({ onRemoved }: { onRemoved: () => void }) {
  const items = useCartStore((s) => s.items);
  return (
    <ul>
      {items.map((line) => (
        <CartLineItem key={productIdOf(line.product)} line={line} onRemoved={onRemoved} />
      ))}
    </ul>
  );
}

function renderLines() {
  const onRemoved = vi.fn();
  return { ...renderWithProviders(<Lines onRemoved={onRemoved} />, { route: '/cart' }), onRemoved };
}

/** The signed-in remote as the app's sync builds it: the cart endpoints, then the server's cart into the store. */
function apply(answer: CartResponse | null) {
  if (!answer) return;
  useCartStore.getState().applyServer(
    answer.cart.map((line) => ({ product: line.product, quantity: line.quantity })),
    Object.fromEntries(
      answer.cart.map((line) => [
        line.product._id,
        { available: line.available, maxQuantity: line.maxQuantity },
      ]),
    ),
    answer.notices,
  );
}
const remote: CartRemote = {
  setQuantity: async (id, quantity) => apply(await updateCartItem(id, quantity)),
  remove: async (id) => apply(await removeCartItem(id)),
  clear: async () => undefined,
};

const quantity = () => screen.getByTestId('line-quantity');
const increase = () => screen.getByRole('button', { name: /^Increase quantity of/ });
const decrease = () => screen.getByRole('button', { name: /^Decrease quantity of/ });

beforeEach(() => {
  useCartStore.setState(INITIAL, true);
});

describe('CartLineItem, a guest', () => {
  it('states the price, the struck MRP, the percent off, the seller and the line total', () => {
    useCartStore.getState().setItems([cartLineFixture(2)]);
    renderLines();

    const line = screen.getByTestId('cart-line');
    // The picture and the name both lead to the product.
    const links = within(line).getAllByRole('link', { name: 'Prestige Electric Kettle 1.5 L' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/product/prod-kettle-1',
      '/product/prod-kettle-1',
    ]);
    expect(line).toHaveTextContent('Prestige · Sold by Sharma Appliances');
    expect(within(line).getByLabelText('M.R.P.: ₹1,999')).toHaveTextContent('₹1,999');
    expect(line).toHaveTextContent('35% off');
    expect(within(line).getAllByText('₹2,598')).not.toHaveLength(0);
    expect(quantity()).toHaveTextContent('2');
  });

  it('steps the quantity up, then stays locked for a moment so a double tap counts once', async () => {
    useCartStore.getState().setItems([cartLineFixture(1)]);
    const { user } = renderLines();

    await user.click(increase());
    await user.click(increase());
    expect(quantity()).toHaveTextContent('2');
    expect(await screen.findByText(CART_MESSAGES.updated)).toBeInTheDocument();

    await waitFor(() => expect(increase()).toHaveAttribute('aria-disabled', 'false'));
    await user.click(increase());
    expect(quantity()).toHaveTextContent('3');
  });

  it('never goes below 1: − is disabled at one and does nothing', async () => {
    useCartStore.getState().setItems([cartLineFixture(1)]);
    const { user } = renderLines();

    expect(decrease()).toHaveAttribute('aria-disabled', 'true');
    await user.click(decrease());

    expect(quantity()).toHaveTextContent('1');
    expect(useCartStore.getState().items[0]!.quantity).toBe(1);
  });

  it('stops at the stock: + is disabled and the line says it is the most one can order', async () => {
    useCartStore.getState().setItems([cartLineFixture(3, { stock: 3 })]);
    const { user } = renderLines();

    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByText('You have the most you can order of this item (3).')).toBeInTheDocument();
    expect(increase()).toHaveAttribute('aria-disabled', 'true');
    await user.click(increase());
    expect(useCartStore.getState().items[0]!.quantity).toBe(3);
  });

  it('removes the line and tells the page', async () => {
    useCartStore
      .getState()
      .setItems([cartLineFixture(1), cartLineFixture(1, { _id: 'p2', id: 'p2', name: 'Tea' })]);
    const { user, onRemoved } = renderLines();

    await user.click(screen.getByRole('button', { name: 'Remove Tea from cart' }));

    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(useCartStore.getState().items.map((l) => l.product.name)).toEqual([
      'Prestige Electric Kettle 1.5 L',
    ]);
    expect(onRemoved).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(CART_MESSAGES.removed)).toBeInTheDocument();
  });
});

describe('CartLineItem, signed in', () => {
  beforeEach(() => {
    useCartStore.getState().attachRemote(remote);
  });

  it("sends the new quantity, holds the line busy meanwhile, and shows the server's capped answer", async () => {
    const product = productFixture({ stock: 4 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: unknown[] = [];
    server.use(
      http.put(apiPath('/users/cart/:productId'), async ({ request, params }) => {
        sent.push({ id: params.productId, ...(await contractBody(request, cartUpdateRequestSchema)) });
        await held;
        return contractJson(
          cartResponseSchema,
          cartResponseFixture(
            [{ product, quantity: 4, maxQuantity: 4 }],
            [{ productId: product._id, code: 'QUANTITY_CAPPED', message: CART_MESSAGES.quantityCapped(4) }],
          ),
        );
      }),
    );
    apply(cartResponseFixture([{ product, quantity: 3 }]));
    const { user } = renderLines();

    await user.click(increase());
    expect(sent).toEqual([{ id: 'prod-kettle-1', quantity: 4 }]);
    expect(screen.getByTestId('cart-line')).toHaveAttribute('aria-busy', 'true');
    // Past the brief lockout the line is still held by its request: no second PUT goes out.
    await act(() => new Promise((resolve) => setTimeout(resolve, QUANTITY_LOCKOUT_MS + 50)));
    expect(decrease()).toHaveAttribute('aria-disabled', 'true');
    await user.click(decrease());
    expect(sent).toHaveLength(1);

    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId('cart-line')).toHaveAttribute('aria-busy', 'false'));
    expect(quantity()).toHaveTextContent('4');
    expect(screen.getByRole('status')).toHaveTextContent(CART_MESSAGES.quantityCapped(4));
    expect(increase()).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps the quantity and says so when the server fails the change', async () => {
    expectConsoleError('Quantity update failed');
    server.use(
      http.put(apiPath('/users/cart/:productId'), () =>
        contractError(500, 'Something went wrong', ERROR_CODES.internal),
      ),
    );
    apply(cartResponseFixture([{ product: productFixture(), quantity: 2 }]));
    const { user } = renderLines();

    await user.click(increase());

    expect(await screen.findByText('Failed to update quantity')).toBeInTheDocument();
    expect(quantity()).toHaveTextContent('2');
  });

  it('keeps the line when the server fails the removal, and does not tell the page it went', async () => {
    expectConsoleError('Removing a cart line failed');
    server.use(
      http.delete(apiPath('/users/cart/:productId'), () =>
        contractError(500, 'Something went wrong', ERROR_CODES.internal),
      ),
    );
    apply(cartResponseFixture([{ product: productFixture(), quantity: 1 }]));
    const { user, onRemoved } = renderLines();

    await user.click(screen.getByRole('button', { name: /^Remove .* from cart$/ }));

    expect(await screen.findByText('Failed to remove item')).toBeInTheDocument();
    expect(screen.getByTestId('cart-line')).toBeInTheDocument();
    expect(onRemoved).not.toHaveBeenCalled();
  });

  it('marks a line the server says cannot be bought', () => {
    apply(
      cartResponseFixture([{ product: productFixture(), quantity: 1, available: false, maxQuantity: 0 }]),
    );
    renderLines();

    expect(screen.getByText('Currently unavailable')).toBeInTheDocument();
    expect(increase()).toHaveAttribute('aria-disabled', 'true');
  });
});
