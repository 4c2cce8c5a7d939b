import { describe, expect, it } from 'vitest';
import type { DeliveryPromiseResponse } from '@haat/domain/shipping/delivery-promise.schema';
import { chunk, createPromiseBatcher, type PromiseFetcher } from './promise-batcher.ts';
import { summarisePromises } from './use-delivery-promises.ts';

function answer(pincode: string, ids: string[], codAvailable = true): DeliveryPromiseResponse {
  return {
    success: true,
    pincode,
    city: 'New Delhi',
    state: 'Delhi',
    serviceable: true,
    codAvailable,
    promises: ids
      .filter((id) => !id.startsWith('gone'))
      .map((productId) => ({
        productId,
        serviceable: true,
        codAvailable,
        deliveryBy: '2026-11-25',
        window: { from: '2026-11-24', to: '2026-11-25' },
      })),
  };
}

/** A batcher whose flush runs when the test says, and which records every request it sends. */
function harness(fetcher?: PromiseFetcher, max?: number) {
  const calls: { pincode: string; ids: string[] }[] = [];
  let flush: (() => void) | null = null;
  const batcher = createPromiseBatcher(
    (pincode, ids) => {
      calls.push({ pincode, ids });
      return fetcher ? fetcher(pincode, ids) : Promise.resolve(answer(pincode, ids));
    },
    (run) => {
      flush = run;
    },
    max,
  );
  return {
    batcher,
    calls,
    tick: () => {
      const run = flush;
      flush = null;
      run?.();
    },
  };
}

describe('createPromiseBatcher', () => {
  it('sends the ids asked within one tick as one request, each id once', async () => {
    const { batcher, calls, tick } = harness();
    const asked = ['p1', 'p2', 'p1', 'p3'].map((id) => batcher.load('110001', id));
    expect(calls).toHaveLength(0);
    tick();
    const results = await Promise.all(asked);
    expect(calls).toEqual([{ pincode: '110001', ids: ['p1', 'p2', 'p3'] }]);
    expect(results.map((r) => r.promise?.productId)).toEqual(['p1', 'p2', 'p1', 'p3']);
    expect(results[0]!.place).toEqual({
      pincode: '110001',
      city: 'New Delhi',
      state: 'Delhi',
      serviceable: true,
      codAvailable: true,
    });
  });

  it('splits more than the limit into requests of at most the limit, one set per pincode', async () => {
    const { batcher, calls, tick } = harness(undefined, 60);
    const ids = Array.from({ length: 130 }, (_, i) => `p${i}`);
    const asked = [...ids.map((id) => batcher.load('110001', id)), batcher.load('744101', 'p1')];
    tick();
    await Promise.all(asked);
    expect(calls.map((c) => [c.pincode, c.ids.length])).toEqual([
      ['110001', 60],
      ['110001', 60],
      ['110001', 10],
      ['744101', 1],
    ]);
    expect(calls.flatMap((c) => (c.pincode === '110001' ? c.ids : []))).toEqual(ids);
  });

  it('starts a new batch for questions asked after a flush', async () => {
    const { batcher, calls, tick } = harness();
    const first = batcher.load('110001', 'p1');
    tick();
    await first;
    const second = batcher.load('110001', 'p2');
    tick();
    await second;
    expect(calls.map((c) => c.ids)).toEqual([['p1'], ['p2']]);
  });

  it('answers null for an id the server left out (not a published product)', async () => {
    const { batcher, tick } = harness();
    const gone = batcher.load('110001', 'gone-1');
    const kept = batcher.load('110001', 'p1');
    tick();
    expect((await gone).promise).toBeNull();
    expect((await gone).place.serviceable).toBe(true);
    expect((await kept).promise?.deliveryBy).toBe('2026-11-25');
  });

  it("rejects every question of a failed request, and only that request's", async () => {
    const failing: PromiseFetcher = (pincode, ids) =>
      pincode === '744101' ? Promise.reject(new Error('down')) : Promise.resolve(answer(pincode, ids));
    const { batcher, tick } = harness(failing);
    const a = batcher.load('744101', 'p1');
    const b = batcher.load('744101', 'p2');
    const c = batcher.load('110001', 'p1');
    tick();
    await expect(a).rejects.toThrow('down');
    await expect(b).rejects.toThrow('down');
    await expect(c).resolves.toMatchObject({ promise: { productId: 'p1' } });
  });

  it('waits for the next macrotask by default, so one render’s effects land in one request', async () => {
    const calls: string[][] = [];
    const batcher = createPromiseBatcher((pincode, ids) => {
      calls.push(ids);
      return Promise.resolve(answer(pincode, ids));
    });
    const first = batcher.load('110001', 'p1');
    await Promise.resolve(); // a microtask later, still the same tick
    const second = batcher.load('110001', 'p2');
    await Promise.all([first, second]);
    expect(calls).toEqual([['p1', 'p2']]);
  });
});

describe('chunk', () => {
  it('keeps order and covers everything', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 60)).toEqual([]);
  });
});

describe('summarisePromises', () => {
  const place = {
    pincode: '744101',
    city: 'Port Blair',
    state: 'Andaman & Nicobar',
    serviceable: true,
    codAvailable: false,
  };
  const done = (productId: string) => ({
    data: {
      place,
      promise: { productId, serviceable: true, codAvailable: false, deliveryBy: '2026-11-29', window: null },
    },
    isError: false,
    isPending: false,
  });
  const waiting = { data: undefined, isError: false, isPending: true };

  it('is idle when nothing was asked (no valid pincode, or no products)', () => {
    expect(summarisePromises([waiting], false).status).toBe('idle');
    expect(summarisePromises([], true).status).toBe('idle');
  });

  it("takes the pincode's facts from the first answer and reports pending until all arrived", () => {
    const partial = summarisePromises([done('p1'), waiting], true);
    expect(partial.status).toBe('pending');
    expect(partial.place).toEqual(place);
    expect(partial.promises.map((p) => p?.productId ?? null)).toEqual(['p1', null]);
    expect(summarisePromises([done('p1'), done('p2')], true).status).toBe('success');
    expect(
      summarisePromises([done('p1'), { ...waiting, isPending: false, isError: true }], true).status,
    ).toBe('error');
  });
});
