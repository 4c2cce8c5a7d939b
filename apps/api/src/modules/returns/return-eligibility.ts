// Which lines of an order can go back now (docs/behaviour/returns.md#eligibility, issue 8): a parcel its seller
// marked delivered, within that seller's window from the delivery, with units not yet returned nor in an open
// request.
import { paise, paiseToRupees } from '@haat/domain/money/money';
import { type OrderStatus, statusText, SUB_ORDER_STATUSES } from '@haat/domain/orders/order-status';
import {
  listingReturnPolicy,
  RETURN_MESSAGES,
  returnWindowState,
  type ReturnPolicy,
  type ReturnWindowState,
} from '@haat/domain/returns/return-policy';
import type { ReturnEligibility } from '@haat/domain/returns/return.schema';
import type { Db } from '../../db/client.ts';
import type { orderItems } from '../../db/schema/orders.ts';
import { isUuid, orderNotFound } from './return-errors.ts';
import { listingWindowsOf, policiesOf } from './return-policies.ts';
import { findUserOrder, linesOfOrder, subOrdersWithSeller } from './returns.repository.ts';

export interface SubOrderFacts {
  id: string;
  sellerId: string;
  sellerName: string;
  status: string;
  deliveredAt: Date | null;
}
export type OrderLine = typeof orderItems.$inferSelect;

export interface LineState {
  line: OrderLine;
  sub: SubOrderFacts;
  /** The seller's policy with the listing's own window when it sets one (docs/decisions/0021-listing-return-window.md). */
  policy: ReturnPolicy;
  /** Null until the parcel is delivered (and for one that never will be). */
  window: ReturnWindowState | null;
  /** Units neither returned nor in an open request. */
  left: number;
  eligible: boolean;
}

export function lineStates(
  subs: readonly SubOrderFacts[],
  lines: readonly OrderLine[],
  policies: ReadonlyMap<string, ReturnPolicy>,
  now: Date,
  /** The listings' own windows by product id; a listing without one follows its seller's. */
  listingWindows: ReadonlyMap<string, number> = new Map(),
): LineState[] {
  const subById = new Map(subs.map((s) => [s.id, s]));
  return lines.flatMap((line) => {
    const sub = subById.get(line.subOrderId);
    const sellerPolicy = sub && policies.get(sub.sellerId);
    if (!sub || !sellerPolicy) return [];
    const policy = listingReturnPolicy(sellerPolicy, listingWindows.get(line.productId));
    const delivered = sub.status === SUB_ORDER_STATUSES.delivered && sub.deliveredAt !== null;
    const window =
      delivered && sub.deliveredAt ? returnWindowState(sub.deliveredAt, policy.returnWindow, now) : null;
    const left = line.quantity - line.returnedQuantity;
    return [{ line, sub, policy, window, left, eligible: Boolean(window?.open) && left > 0 }];
  });
}

/** Why a parcel's lines cannot go back, or undefined when some can (or the parcel was cancelled: nothing to say). */
export function refusalOf(state: LineState): string | undefined {
  if (state.eligible) return undefined;
  if (state.sub.status === SUB_ORDER_STATUSES.cancelled) return undefined;
  if (state.sub.status === SUB_ORDER_STATUSES.returned) return RETURN_MESSAGES.nothingLeft;
  if (!state.window) return RETURN_MESSAGES.notDelivered;
  if (!state.window.open) return RETURN_MESSAGES.windowClosed(state.policy.returnWindow);
  return RETURN_MESSAGES.nothingLeft;
}

const rupees = (amount: number) => paiseToRupees(paise(amount));

export function eligibilityOf(
  order: { orderNumber: string; status: OrderStatus },
  subs: readonly SubOrderFacts[],
  states: readonly LineState[],
  policies: ReadonlyMap<string, ReturnPolicy>,
  now: Date,
): ReturnEligibility {
  const eligibleStates = states.filter((s) => s.eligible);
  const eligible = eligibleStates.length > 0;
  // A line of an eligible parcel may still be used up; the order is refused only when no line can go back.
  const reasons = eligible ? [] : [...new Set(states.map(refusalOf).filter((r) => r !== undefined))];
  if (!eligible && reasons.length === 0) reasons.push(RETURN_MESSAGES.notDelivered);

  // The first eligible line's policy: its seller's, with the listing's own window when it sets one.
  const policyState = eligibleStates[0] ?? states.find((s) => s.window);

  const lastDelivery = subs
    .map((s) => s.deliveredAt)
    .filter((at): at is Date => at !== null)
    .reduce<Date | null>((latest, at) => (latest && latest > at ? latest : at), null);

  const sellerIds = [...new Set(subs.map((s) => s.sellerId))];
  return {
    eligible,
    reason: reasons[0] ?? null,
    reasons,
    remainingDays: Math.max(0, ...eligibleStates.map((s) => s.window?.remainingDays ?? 0)),
    policy: policyState?.policy ?? null,
    policies: sellerIds.flatMap((sellerId) => {
      const policy = policies.get(sellerId);
      const sellerName = subs.find((s) => s.sellerId === sellerId)?.sellerName ?? sellerId;
      return policy ? [{ sellerId, sellerName, policy }] : [];
    }),
    items: states.map((s) => ({
      orderItemId: s.line.id,
      productId: s.line.productId,
      subOrderId: s.sub.id,
      sellerId: s.sub.sellerId,
      sellerName: s.sub.sellerName,
      name: s.line.name,
      image: s.line.image,
      price: rupees(s.line.unitPricePaise),
      quantity: s.line.quantity,
      returnableQuantity: s.eligible ? s.left : 0,
      eligible: s.eligible,
      remainingDays: s.window?.remainingDays ?? 0,
    })),
    orderDetails: {
      orderNumber: order.orderNumber,
      status: statusText(order.status),
      statusCode: order.status,
      deliveredDate: lastDelivery ? lastDelivery.toISOString() : null,
      daysSinceDelivery: lastDelivery ? returnWindowState(lastDelivery, 0, now).daysSinceDelivery : null,
    },
  };
}

/** The eligibility of one of the shopper's orders; another shopper's, an unknown or a malformed id is 404. */
export async function loadEligibility(
  db: Db,
  userId: string,
  orderId: string,
  now: Date,
): Promise<ReturnEligibility> {
  const order = isUuid(orderId) ? await findUserOrder(db, userId, orderId) : undefined;
  if (!order) throw orderNotFound();
  const subs = await subOrdersWithSeller(db, order.id);
  const policies = await policiesOf(db, [...new Set(subs.map((s) => s.sellerId))]);
  const lines = await linesOfOrder(db, order.id);
  const windows = await listingWindowsOf(
    db,
    lines.map((l) => l.productId),
  );
  const states = lineStates(subs, lines, policies, now, windows);
  return eligibilityOf(order, subs, states, policies, now);
}
