import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from './use-place-order.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Idempotency-Key of a Place Order attempt', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a fresh v4 UUID per attempt', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('is made from getRandomValues where randomUUID is missing (an insecure context)', () => {
    const getRandomValues = crypto.getRandomValues.bind(crypto);
    vi.stubGlobal('crypto', { getRandomValues });
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  });
});
