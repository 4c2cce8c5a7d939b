// The cart store's two modes (docs/behaviour/cart.md#cart-lines): a guest's cart changes locally and persists under
// haat_guest_cart; with a remote attached, the commit actions call it with the line marked pending, reject with the
// server's message, and nothing is written to the guest key.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_CART_STORAGE_KEY, useCartStore, type CartRemote } from './cart-store.ts';

const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
});

const kurta = { _id: 'k1', name: 'Kurta', sellingPrice: 799 };
const saree = { _id: 's1', name: 'Saree', sellingPrice: 1499 };

function storedIds(): string[] {
  const raw = storage.get(GUEST_CART_STORAGE_KEY);
  if (!raw) return [];
  const parsed = JSON.parse(raw) as { state: { items: { product: { _id: string } }[] } };
  return parsed.state.items.map((line) => line.product._id);
}

/** A remote whose calls wait until released, answering by setting the store as the sync engine would. */
function deferredRemote() {
  const releases: (() => void)[] = [];
  const fail = { next: undefined as Error | undefined };
  const wait = (apply: () => void) =>
    new Promise<void>((resolve, reject) => {
      releases.push(() => {
        if (fail.next) reject(fail.next);
        else {
          apply();
          resolve();
        }
      });
    });
  const remote: CartRemote = {
    setQuantity: vi.fn((id: string, q: number) => wait(() => useCartStore.getState().setQuantity(id, q))),
    remove: vi.fn((id: string) => wait(() => useCartStore.getState().removeItem(id))),
    clear: vi.fn(() => wait(() => useCartStore.getState().setItems([]))),
  };
  return { remote, release: () => releases.shift()?.(), fail };
}

beforeEach(() => {
  storage.clear();
  useCartStore.getState().detachRemote();
  useCartStore.getState().clear();
});
afterEach(() => useCartStore.getState().detachRemote());

describe('guest cart', () => {
  it('adds, sums, sets and removes locally, persisting under the guest key', async () => {
    const cart = useCartStore.getState();
    cart.addItem(kurta);
    cart.addItem(kurta, 2);
    cart.addItem(saree);
    expect(useCartStore.getState().items.map((l) => l.quantity)).toEqual([3, 1]);
    await useCartStore.getState().commitQuantity('s1', 4);
    expect(useCartStore.getState().items[1]?.quantity).toBe(4);
    await useCartStore.getState().commitRemove('k1');
    expect(storedIds()).toEqual(['s1']);
    await useCartStore.getState().commitClear();
    expect(useCartStore.getState().items).toEqual([]);
    expect(storedIds()).toEqual([]);
  });
});

describe('signed-in cart (remote attached)', () => {
  it('marks the line pending while the request is out, then shows the answer', async () => {
    useCartStore.getState().setItems([{ product: kurta, quantity: 1 }]);
    const { remote, release } = deferredRemote();
    useCartStore.getState().attachRemote(remote);

    const done = useCartStore.getState().commitQuantity('k1', 3);
    expect(remote.setQuantity).toHaveBeenCalledWith('k1', 3);
    expect(useCartStore.getState().pendingLines).toEqual({ k1: true });
    // Not optimistic: the line keeps its quantity until the server answers.
    expect(useCartStore.getState().items[0]?.quantity).toBe(1);
    release();
    await done;
    expect(useCartStore.getState().pendingLines).toEqual({});
    expect(useCartStore.getState().items[0]?.quantity).toBe(3);
  });

  it("rejects with the server's message and clears the pending mark", async () => {
    useCartStore.getState().setItems([{ product: kurta, quantity: 1 }]);
    const { remote, release, fail } = deferredRemote();
    useCartStore.getState().attachRemote(remote);
    fail.next = new Error('This product is not in your cart');
    const done = useCartStore.getState().commitRemove('k1');
    release();
    await expect(done).rejects.toThrow('This product is not in your cart');
    expect(useCartStore.getState().pendingLines).toEqual({});
    expect(useCartStore.getState().items).toHaveLength(1);
  });

  it('wraps a non-Error rejection in an Error', async () => {
    useCartStore.getState().attachRemote({
      setQuantity: () => Promise.reject('boom'),
      remove: () => Promise.resolve(),
      clear: () => Promise.resolve(),
    });
    await expect(useCartStore.getState().commitQuantity('k1', 2)).rejects.toBeInstanceOf(Error);
  });

  it('marks every line pending during a clear', async () => {
    useCartStore.getState().setItems([
      { product: kurta, quantity: 1 },
      { product: saree, quantity: 2 },
    ]);
    const { remote, release } = deferredRemote();
    useCartStore.getState().attachRemote(remote);
    const done = useCartStore.getState().commitClear();
    expect(useCartStore.getState().pendingLines).toEqual({ k1: true, s1: true });
    release();
    await done;
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('does not write the guest key while signed in, and resumes after detaching', () => {
    useCartStore.getState().addItem(kurta);
    expect(storedIds()).toEqual(['k1']);
    useCartStore.getState().attachRemote(deferredRemote().remote);
    useCartStore.persist.clearStorage();
    useCartStore.getState().addItem(saree);
    expect(storage.has(GUEST_CART_STORAGE_KEY)).toBe(false);
    useCartStore.getState().detachRemote();
    // Detaching alone writes nothing: the account's lines never land in the guest key.
    expect(storage.has(GUEST_CART_STORAGE_KEY)).toBe(false);
    useCartStore.getState().clear();
    expect(storedIds()).toEqual([]);
  });

  it('keeps server facts and notices until cleared', () => {
    useCartStore
      .getState()
      .applyServer([{ product: kurta, quantity: 2 }], { k1: { available: true, maxQuantity: 2 } }, [
        { productId: 'k1', code: 'QUANTITY_CAPPED', message: 'Only 2 left in stock; your cart now holds 2.' },
      ]);
    expect(useCartStore.getState().lineInfo.k1?.maxQuantity).toBe(2);
    expect(useCartStore.getState().notices).toHaveLength(1);
    useCartStore.getState().clear();
    expect(useCartStore.getState().notices).toEqual([]);
  });
});
