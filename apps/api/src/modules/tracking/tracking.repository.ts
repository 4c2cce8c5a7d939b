// Guest order lookup by order number plus the e-mail or phone used at checkout.
import type { Db } from '../../db/client.ts';

/** The order a guest may see; the Orders issue gives it its real shape together with the orders table. */
export type GuestTrackedOrder = never;

export interface GuestOrderLookup {
  /** `contact` is normalised: a lower-case e-mail, or a phone number of digits with an optional leading plus. */
  findGuestOrder(orderNumber: string, contact: string): Promise<GuestTrackedOrder | null>;
}

export function createGuestOrderLookup(_db: Db): GuestOrderLookup {
  return {
    // No orders table exists yet (the Orders issue adds it and this query), so no order can match.
    findGuestOrder: async () => null,
  };
}
