// The signed-in cart's sync (docs/behaviour/cart.md#cart-lines) against an in-memory server with stock caps: one
// merge call at sign-in, an 800 ms debounce that coalesces changes, server answers (capped quantities) shown but
// never pushed back, silent push errors, the cart page's immediate actions, and sign-out emptying the cart.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItemInput, CartResponse } from '@haat/domain/cart/cart-api.schema';
import type { Product } from '@haat/domain/catalog/product.schema';
import { GUEST_CART_STORAGE_KEY, useCartStore } from '../../features/cart/stores/cart-store.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import type { AccountStoreSync } from './account-store-sync.ts';
import { startCartSync } from './cart-account-sync.ts';

const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
});

function product(id: string): Product {
  return {
    _id: id,
    id,
    name: `Product ${id}`,
    sellingPrice: 100,
    price: 100,
    mrp: 120,
  } as unknown as Product;
}

/** A server cart keeping lines in insertion order, capping at stock (100 when not given) like the real one. */
function fakeServer(initial: Record<string, number> = {}, stock: Record<string, number> = {}) {
  const lines = new Map(Object.entries(initial));
  const calls: string[] = [];
  const failures: Error[] = [];
  const cap = (id: string, quantity: number) => Math.min(quantity, stock[id] ?? 100);
  const answer = (): CartResponse => ({
    success: true,
    cart: [...lines].map(([id, quantity]) => ({
      product: product(id),
      quantity,
      lineTotal: quantity * 100,
      available: true,
      maxQuantity: stock[id] ?? 100,
      addedAt: '2026-11-22T10:00:00.000Z',
    })),
    totals: {
      lineCount: lines.size,
      itemCount: [...lines.values()].reduce((a, b) => a + b, 0),
      mrpTotal: 0,
      subtotal: 0,
      discount: 0,
      shipping: 0,
      remainingForFree: 0,
      total: 0,
    },
    notices: [],
  });
  const call = async (label: string, change: () => void): Promise<CartResponse> => {
    calls.push(label);
    const failure = failures.shift();
    if (failure) throw failure;
    change();
    return answer();
  };
  const api = {
    mergeCart: (items: CartItemInput[]) =>
      call(`merge ${items.map((i) => `${i.productId}×${i.quantity}`).join(' ')}`, () => {
        for (const { productId, quantity } of items)
          lines.set(productId, cap(productId, (lines.get(productId) ?? 0) + quantity));
      }),
    getCart: () => call('get', () => undefined),
    addCartItem: ({ productId, quantity }: CartItemInput) =>
      call(`add ${productId}×${quantity}`, () =>
        lines.set(productId, cap(productId, (lines.get(productId) ?? 0) + quantity)),
      ),
    updateCartItem: (productId: string, quantity: number) =>
      call(`put ${productId}×${quantity}`, () => {
        if (!lines.has(productId)) throw new ApiRequestError('This product is not in your cart', 404);
        lines.set(productId, cap(productId, quantity));
      }),
    removeCartItem: (productId: string) => call(`delete ${productId}`, () => lines.delete(productId)),
    clearCart: () => call('clear', () => lines.clear()),
  };
  return { api, lines, calls, failures };
}

const cart = () => useCartStore.getState();
const shown = () => cart().items.map((l) => `${l.product._id}×${l.quantity}`);
let sync: AccountStoreSync | undefined;
let clearGuestStorage = vi.fn();

function start(server: ReturnType<typeof fakeServer>) {
  clearGuestStorage = vi.fn(() => useCartStore.persist.clearStorage());
  sync = startCartSync({ api: server.api, store: useCartStore, clearGuestStorage });
  return sync;
}

beforeEach(() => {
  vi.useFakeTimers();
  storage.clear();
  cart().detachRemote();
  cart().clear();
});
afterEach(() => {
  sync?.stop();
  sync = undefined;
  vi.useRealTimers();
});

describe('sign-in merge', () => {
  it('sends the guest lines in one call, shows the summed cart and forgets the guest copy', async () => {
    cart().addItem(product('k1'), 2);
    cart().addItem(product('s1'));
    expect(storage.has(GUEST_CART_STORAGE_KEY)).toBe(true);
    const server = fakeServer({ k1: 1, c1: 3 });
    await start(server).ready;
    expect(server.calls).toEqual(['merge k1×2 s1×1']);
    expect(shown()).toEqual(['k1×3', 'c1×3', 's1×1']);
    expect(clearGuestStorage).toHaveBeenCalledOnce();
    expect(storage.has(GUEST_CART_STORAGE_KEY)).toBe(false);
    // Signed in, changes stay off the guest key.
    cart().addItem(product('z9'));
    expect(storage.has(GUEST_CART_STORAGE_KEY)).toBe(false);
  });

  it('caps merged quantities at stock and shows the cap', async () => {
    cart().addItem(product('k1'), 4);
    await start(fakeServer({ k1: 3 }, { k1: 5 })).ready;
    expect(shown()).toEqual(['k1×5']);
    expect(cart().lineInfo.k1).toEqual({ available: true, maxQuantity: 5 });
  });

  it('keeps the guest copy when the merge cannot reach the server, and retries it on the next change', async () => {
    cart().addItem(product('k1'));
    const server = fakeServer({ c1: 1 });
    server.failures.push(new ApiRequestError('Unable to connect', 0));
    await start(server).ready;
    expect(shown()).toEqual(['k1×1']);
    expect(storage.has(GUEST_CART_STORAGE_KEY)).toBe(true);
    cart().setQuantity('k1', 2);
    await vi.advanceTimersByTimeAsync(800);
    expect(server.calls).toEqual(['merge k1×1', 'merge k1×2']);
    expect(shown()).toEqual(['c1×1', 'k1×2']);
  });

  it('adds the lines one by one when the server refuses the merge', async () => {
    cart().addItem(product('k1'));
    cart().addItem(product('gone'));
    const server = fakeServer({ k1: 1 });
    server.failures.push(new ApiRequestError('Product not found', 400));
    await start(server).ready;
    expect(server.calls).toEqual(['merge k1×1 gone×1', 'add k1×1', 'add gone×1']);
    expect(shown()).toEqual(['k1×2', 'gone×1']);
  });
});

describe('debounced push', () => {
  it('coalesces a run of changes into one push 800 ms after the last', async () => {
    const server = fakeServer({ k1: 1, s1: 1 });
    await start(server).ready;
    server.calls.length = 0;
    cart().setQuantity('k1', 2);
    await vi.advanceTimersByTimeAsync(500);
    cart().setQuantity('k1', 3);
    cart().addItem(product('n1'), 2);
    await vi.advanceTimersByTimeAsync(500);
    cart().removeItem('s1');
    await vi.advanceTimersByTimeAsync(799);
    expect(server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toEqual(['put k1×3', 'add n1×2', 'delete s1']);
    expect([...server.lines]).toEqual([
      ['k1', 3],
      ['n1', 2],
    ]);
  });

  it('shows a quantity the server capped, and does not push it back', async () => {
    const server = fakeServer({ k1: 1 }, { k1: 5 });
    await start(server).ready;
    server.calls.length = 0;
    cart().setQuantity('k1', 9);
    await vi.advanceTimersByTimeAsync(800);
    expect(shown()).toEqual(['k1×5']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls).toEqual(['put k1×9']);
  });

  it('pushes nothing after the merge answer or any other server answer', async () => {
    const server = fakeServer({ k1: 2 });
    cart().addItem(product('s1'));
    await start(server).ready;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.calls).toEqual(['merge s1×1']);
  });

  it('swallows push errors, keeps the shopper’s lines and sends the diff again with the next change', async () => {
    const server = fakeServer({ k1: 1 });
    await start(server).ready;
    server.calls.length = 0;
    server.failures.push(new ApiRequestError('Unable to connect', 0));
    cart().setQuantity('k1', 4);
    await vi.advanceTimersByTimeAsync(800);
    expect(shown()).toEqual(['k1×4']);
    cart().addItem(product('n1'));
    await vi.advanceTimersByTimeAsync(800);
    expect(server.calls).toEqual(['put k1×4', 'put k1×4', 'add n1×1']);
    expect(shown()).toEqual(['k1×4', 'n1×1']);
  });

  it('keeps a change made while a push is out, and sends it next', async () => {
    const server = fakeServer({ k1: 1 });
    await start(server).ready;
    let release: () => void = () => {};
    const put = server.api.updateCartItem;
    server.api.updateCartItem = (id, q) =>
      new Promise((resolve) => {
        release = () => resolve(put(id, q));
      });
    cart().setQuantity('k1', 2);
    await vi.advanceTimersByTimeAsync(800);
    cart().addItem(product('n1'));
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual(['k1×2', 'n1×1']);
    await vi.advanceTimersByTimeAsync(800);
    expect([...server.lines]).toEqual([
      ['k1', 2],
      ['n1', 1],
    ]);
  });
});

describe('cart page actions', () => {
  it('send at once, after a waiting push, and show the answer', async () => {
    const server = fakeServer({ k1: 1, s1: 1 }, { s1: 3 });
    await start(server).ready;
    server.calls.length = 0;
    cart().setQuantity('k1', 2);
    const done = cart().commitQuantity('s1', 7);
    expect(cart().pendingLines).toEqual({ s1: true });
    await done;
    expect(server.calls).toEqual(['put k1×2', 'put s1×7']);
    expect(shown()).toEqual(['k1×2', 's1×3']);
    expect(cart().pendingLines).toEqual({});
    await cart().commitRemove('k1');
    await cart().commitClear();
    expect(shown()).toEqual([]);
    expect(server.lines.size).toBe(0);
  });

  it("reject with the server's message", async () => {
    const server = fakeServer({ k1: 1 });
    await start(server).ready;
    await expect(cart().commitQuantity('zz', 2)).rejects.toThrow('This product is not in your cart');
    expect(cart().pendingLines).toEqual({});
  });
});

describe('sign-out', () => {
  it('empties the cart, drops a waiting push and makes the store a guest’s again', async () => {
    const server = fakeServer({ k1: 1 });
    const running = start(server);
    await running.ready;
    cart().setQuantity('k1', 3);
    running.stop();
    sync = undefined;
    expect(cart().items).toEqual([]);
    expect(cart().remote).toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.calls).toEqual(['merge ']);
    expect([...server.lines]).toEqual([['k1', 1]]);
    cart().addItem(product('g1'));
    expect(storage.get(GUEST_CART_STORAGE_KEY)).toContain('g1');
  });
});
