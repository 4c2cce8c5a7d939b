// Gathers the delivery-promise questions of one tick into as few requests as the contract allows: every card that
// mounts in the same render asks for its product, and one GET per pincode and 60 ids answers them all.
import {
  MAX_PROMISE_PRODUCTS,
  type DeliveryPromiseResponse,
  type ProductDeliveryPromiseAnswer,
} from '@haat/domain/shipping/delivery-promise.schema';

/** What the pincode itself gets, from the same answer. */
export interface PincodeFacts {
  pincode: string;
  city: string | null;
  state: string | null;
  serviceable: boolean;
  codAvailable: boolean;
}

export interface ProductPromiseResult {
  place: PincodeFacts;
  /** Null when the id is not a published product (the server leaves those out). */
  promise: ProductDeliveryPromiseAnswer | null;
}

export type PromiseFetcher = (pincode: string, productIds: string[]) => Promise<DeliveryPromiseResponse>;

interface Waiter {
  resolve: (result: ProductPromiseResult) => void;
  reject: (error: unknown) => void;
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

export function createPromiseBatcher(
  fetcher: PromiseFetcher,
  /** When the gathered questions go out: after the current tick by default. */
  schedule: (flush: () => void) => void = (flush) => void setTimeout(flush, 0),
  maxPerRequest = MAX_PROMISE_PRODUCTS,
) {
  /** pincode → product id → everyone waiting for that answer. */
  let pending = new Map<string, Map<string, Waiter[]>>();
  let scheduled = false;

  function send(pincode: string, byId: Map<string, Waiter[]>, ids: string[]) {
    fetcher(pincode, ids).then(
      (answer) => {
        const place: PincodeFacts = {
          pincode: answer.pincode,
          city: answer.city,
          state: answer.state,
          serviceable: answer.serviceable,
          codAvailable: answer.codAvailable,
        };
        const found = new Map(answer.promises.map((p) => [p.productId, p]));
        for (const id of ids)
          for (const waiter of byId.get(id) ?? []) waiter.resolve({ place, promise: found.get(id) ?? null });
      },
      (error: unknown) => {
        for (const id of ids) for (const waiter of byId.get(id) ?? []) waiter.reject(error);
      },
    );
  }

  function flush() {
    scheduled = false;
    const batches = pending;
    pending = new Map();
    for (const [pincode, byId] of batches)
      for (const ids of chunk([...byId.keys()], maxPerRequest)) send(pincode, byId, ids);
  }

  return {
    /** One product's promise to one pincode, answered by the next batched request. */
    load(pincode: string, productId: string): Promise<ProductPromiseResult> {
      return new Promise<ProductPromiseResult>((resolve, reject) => {
        let byId = pending.get(pincode);
        if (!byId) pending.set(pincode, (byId = new Map()));
        const waiters = byId.get(productId);
        if (waiters) waiters.push({ resolve, reject });
        else byId.set(productId, [{ resolve, reject }]);
        if (!scheduled) {
          scheduled = true;
          schedule(flush);
        }
      });
    },
  };
}
