// Where a return request stands and the steps a seller moves it through (issue 8: requested, approved, rejected,
// picked up, refunded; an exchange ends exchanged instead of refunded).
import type { ReturnType } from './return-policy.ts';

export const RETURN_STATUSES = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  pickedUp: 'Picked Up',
  refunded: 'Refunded',
  exchanged: 'Exchanged',
} as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[keyof typeof RETURN_STATUSES];

/** The actions of POST /api/seller/returns/{id}/decision, each naming the status it moves to. */
export const SELLER_RETURN_ACTIONS = {
  approve: RETURN_STATUSES.approved,
  reject: RETURN_STATUSES.rejected,
  pick_up: RETURN_STATUSES.pickedUp,
  refund: RETURN_STATUSES.refunded,
  exchange: RETURN_STATUSES.exchanged,
} as const;
export type SellerReturnAction = keyof typeof SELLER_RETURN_ACTIONS;

/** Statuses in which the units stay reserved for the request (a rejected request gives them back). */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = [
  RETURN_STATUSES.requested,
  RETURN_STATUSES.approved,
  RETURN_STATUSES.pickedUp,
];

export const RETURN_STATUS_MESSAGES = {
  notAllowed: (from: string, to: string) => `A return request cannot move from '${from}' to '${to}'`,
  exchangeOnlyForExchange: 'Only an exchange request can be closed as exchanged',
  refundNotForExchange: 'An exchange request is closed as exchanged, not refunded',
  refundTooHigh: (maxRupees: number) =>
    `The refund cannot exceed ₹${maxRupees.toLocaleString('en-IN')}, what was paid for the returned items`,
} as const;

/**
 * requested → approved | rejected; approved → picked up; picked up → refunded (Refund, Store Credit) or exchanged
 * (Exchange). Nothing leaves rejected, refunded or exchanged.
 */
export function canMoveReturn(from: ReturnStatus, to: ReturnStatus, returnType: ReturnType): boolean {
  switch (from) {
    case RETURN_STATUSES.requested:
      return to === RETURN_STATUSES.approved || to === RETURN_STATUSES.rejected;
    case RETURN_STATUSES.approved:
      return to === RETURN_STATUSES.pickedUp;
    case RETURN_STATUSES.pickedUp:
      return returnType === 'Exchange' ? to === RETURN_STATUSES.exchanged : to === RETURN_STATUSES.refunded;
    default:
      return false;
  }
}

export function isReturnStatus(value: string): value is ReturnStatus {
  return (Object.values(RETURN_STATUSES) as string[]).includes(value);
}
