// The wishlist store's two modes (docs/behaviour/wishlist.md#wishlist-rules): a guest's list changes locally under
// haat_guest_wishlist with the time of adding; with a remote attached, remove and clear go to it and reject with the
// server's message.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_WISHLIST_STORAGE_KEY, useWishlistStore } from './wishlist-store.ts';

const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
});

const kurta = { _id: 'k1', name: 'Kurta', sellingPrice: 799 };
const saree = { _id: 's1', name: 'Saree', sellingPrice: 1499 };

beforeEach(() => {
  storage.clear();
  useWishlistStore.getState().detachRemote();
  useWishlistStore.getState().clear();
});
afterEach(() => {
  vi.useRealTimers();
  useWishlistStore.getState().detachRemote();
});

describe('guest wishlist', () => {
  it('stamps items with the time of adding and persists them', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    useWishlistStore.getState().addItem(kurta);
    useWishlistStore.getState().toggleItem(saree);
    const { items, wishlistCount } = useWishlistStore.getState();
    expect(wishlistCount).toBe(2);
    expect(items.map((i) => i.addedDate)).toEqual(['2026-11-22T10:00:00.000Z', '2026-11-22T10:00:00.000Z']);
    expect(storage.get(GUEST_WISHLIST_STORAGE_KEY)).toContain('2026-11-22T10:00:00.000Z');
    await useWishlistStore.getState().commitRemove('k1');
    expect(useWishlistStore.getState().items.map((i) => i._id)).toEqual(['s1']);
    await useWishlistStore.getState().commitClear();
    expect(useWishlistStore.getState().wishlistCount).toBe(0);
  });

  it("keeps the server's addedDate on load", () => {
    useWishlistStore
      .getState()
      .setItems([{ _id: 'k1', product: kurta, addedDate: '2026-01-01T00:00:00.000Z' }]);
    expect(useWishlistStore.getState().items[0]?.addedDate).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('signed-in wishlist (remote attached)', () => {
  it('sends remove and clear to the remote with the items pending, and skips the guest key', async () => {
    useWishlistStore.getState().setItems([kurta, saree]);
    storage.clear();
    let release = () => {};
    const remote = {
      remove: vi.fn(
        (id: string) =>
          new Promise<void>((resolve) => {
            release = () => {
              useWishlistStore.getState().removeItem(id);
              resolve();
            };
          }),
      ),
      clear: vi.fn(() => Promise.reject(new Error('Network down'))),
    };
    useWishlistStore.getState().attachRemote(remote);
    const done = useWishlistStore.getState().commitRemove('k1');
    expect(useWishlistStore.getState().pendingItems).toEqual({ k1: true });
    release();
    await done;
    expect(useWishlistStore.getState().pendingItems).toEqual({});
    expect(useWishlistStore.getState().items.map((i) => i._id)).toEqual(['s1']);
    await expect(useWishlistStore.getState().commitClear()).rejects.toThrow('Network down');
    expect(useWishlistStore.getState().wishlistCount).toBe(1);
    expect(storage.has(GUEST_WISHLIST_STORAGE_KEY)).toBe(false);
  });
});
