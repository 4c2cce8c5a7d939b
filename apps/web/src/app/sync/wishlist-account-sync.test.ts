// The signed-in wishlist's sync (docs/behaviour/wishlist.md#wishlist-rules) against an in-memory server: the union in
// one call at sign-in, adds and removes pushed 800 ms after the last change ('Product already in wishlist'
// tolerated), errors silent, the wishlist page's immediate actions, and sign-out emptying the list.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WishlistResponse } from '@haat/domain/cart/cart-api.schema';
import type { Product } from '@haat/domain/catalog/product.schema';
import { ApiRequestError } from '../../lib/api-client.ts';
import { GUEST_WISHLIST_STORAGE_KEY, useWishlistStore } from '../../lib/stores/wishlist-store.ts';
import type { AccountStoreSync } from './account-store-sync.ts';
import { startWishlistSync } from './wishlist-account-sync.ts';

const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
});

function product(id: string): Product {
  return { _id: id, id, name: `Product ${id}`, sellingPrice: 100 } as unknown as Product;
}

function fakeServer(initial: string[] = []) {
  const ids = new Set(initial);
  const calls: string[] = [];
  const failures: Error[] = [];
  const answer = (): WishlistResponse => ({
    success: true,
    wishlist: [...ids].map((id) => ({
      _id: id,
      product: product(id),
      addedDate: `2026-11-01T00:00:00.000Z`,
    })),
    wishlistCount: ids.size,
  });
  const call = async (label: string, change: () => void) => {
    calls.push(label);
    const failure = failures.shift();
    if (failure) throw failure;
    change();
    return answer();
  };
  const api = {
    mergeWishlist: (productIds: string[]) =>
      call(`merge ${productIds.join(' ')}`, () => productIds.forEach((id) => ids.add(id))),
    getWishlist: () => call('get', () => undefined),
    // The real fetcher turns the 409 into null; here the server answers null for a duplicate the same way.
    addWishlistItem: async (id: string) => {
      if (ids.has(id)) {
        calls.push(`add ${id} (409)`);
        return null;
      }
      return call(`add ${id}`, () => ids.add(id));
    },
    removeWishlistItem: (id: string) => call(`delete ${id}`, () => ids.delete(id)),
    clearWishlist: () => call('clear', () => ids.clear()),
  };
  return { api, ids, calls, failures };
}

const wishlist = () => useWishlistStore.getState();
const shown = () => wishlist().items.map((i) => i._id);
let sync: AccountStoreSync | undefined;

function start(server: ReturnType<typeof fakeServer>) {
  sync = startWishlistSync({
    api: server.api,
    store: useWishlistStore,
    clearGuestStorage: () => useWishlistStore.persist.clearStorage(),
  });
  return sync;
}

beforeEach(() => {
  vi.useFakeTimers();
  storage.clear();
  wishlist().detachRemote();
  wishlist().clear();
});
afterEach(() => {
  sync?.stop();
  sync = undefined;
  vi.useRealTimers();
});

describe('wishlist sync', () => {
  it('unions the guest list into the account in one call and forgets the guest copy', async () => {
    wishlist().addItem(product('g1'));
    wishlist().addItem(product('both'));
    const server = fakeServer(['s1', 'both']);
    await start(server).ready;
    expect(server.calls).toEqual(['merge g1 both']);
    expect(shown()).toEqual(['s1', 'both', 'g1']);
    expect(wishlist().wishlistCount).toBe(3);
    expect(wishlist().items[0]?.addedDate).toBe('2026-11-01T00:00:00.000Z');
    expect(storage.has(GUEST_WISHLIST_STORAGE_KEY)).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls).toHaveLength(1);
  });

  it('pushes adds and removes 800 ms after the last change, tolerating a duplicate', async () => {
    const server = fakeServer(['s1']);
    await start(server).ready;
    server.calls.length = 0;
    server.ids.add('elsewhere'); // saved from another device meanwhile
    wishlist().toggleItem(product('n1'));
    await vi.advanceTimersByTimeAsync(400);
    wishlist().addItem(product('elsewhere'));
    wishlist().removeItem('s1');
    await vi.advanceTimersByTimeAsync(799);
    expect(server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toEqual(['add n1', 'add elsewhere (409)', 'delete s1']);
    expect([...server.ids].sort()).toEqual(['elsewhere', 'n1']);
    expect(shown().sort()).toEqual(['elsewhere', 'n1']);
  });

  it('swallows push errors', async () => {
    const server = fakeServer([]);
    await start(server).ready;
    server.failures.push(new ApiRequestError('Server error', 500));
    wishlist().addItem(product('n1'));
    await vi.advanceTimersByTimeAsync(800);
    expect(shown()).toEqual(['n1']);
  });

  it("sends the page's remove and clear at once, rejecting with the server's message", async () => {
    const server = fakeServer(['a', 'b']);
    await start(server).ready;
    await wishlist().commitRemove('a');
    expect(shown()).toEqual(['b']);
    server.failures.push(new ApiRequestError('Wishlist unavailable', 503));
    await expect(wishlist().commitClear()).rejects.toThrow('Wishlist unavailable');
    await wishlist().commitClear();
    expect(shown()).toEqual([]);
    expect(server.ids.size).toBe(0);
  });

  it('empties the list at sign-out without telling the server', async () => {
    const server = fakeServer(['a']);
    const running = start(server);
    await running.ready;
    wishlist().removeItem('a');
    running.stop();
    sync = undefined;
    await vi.advanceTimersByTimeAsync(2000);
    expect(wishlist().wishlistCount).toBe(0);
    expect([...server.ids]).toEqual(['a']);
  });
});
