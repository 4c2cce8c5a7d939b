// Seller return policies and the live policy check of the return form
// (docs/behaviour/returns.md#return-request-page, #seller-return-policy, #messages, #reasons-and-types fallback
// reasons and types, issue 8). Pure: the form and the API run the same check.
import { z } from 'zod';

/**
 * docs/behaviour/returns.md#reasons-and-types: the reasons a shopper can give; a seller's policy accepts some or all
 * of them.
 */
export const RETURN_REASONS = [
  'Defective/Damaged Product',
  'Wrong Item Received',
  'Size/Fit Issues',
  'Not as Described',
  'Quality Issues',
  'Changed Mind',
  'Delivery Issues',
  'Missing Parts/Accessories',
  'Performance Issues',
  'Other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * docs/behaviour/returns.md#return-windows-and-refunds. Haat keeps no wallet yet: Store Credit is paid back to the
 * original payment like a refund (ADR 0007).
 */
export const RETURN_TYPES = ['Refund', 'Exchange', 'Store Credit'] as const;
export type ReturnType = (typeof RETURN_TYPES)[number];

export const RETURN_SHIPPING_PAYERS = ['seller', 'customer'] as const;
export type ReturnShippingPayer = (typeof RETURN_SHIPPING_PAYERS)[number];

/** Bounds a seller can set through the seller API (PUT /api/seller/return-policy). */
export const RETURN_POLICY_LIMITS = {
  maxWindowDays: 90,
  maxRestockingFeePercent: 50,
  maxTermsLength: 2000,
} as const;

export const returnPolicySchema = z.object({
  /** Days from delivery during which a return can be asked for; 0 means the seller takes no returns. */
  returnWindow: z.number().int().min(0).max(RETURN_POLICY_LIMITS.maxWindowDays),
  returnShippingPaidBy: z.enum(RETURN_SHIPPING_PAYERS),
  restockingFeePercentage: z.number().int().min(0).max(RETURN_POLICY_LIMITS.maxRestockingFeePercent),
  exchangeAllowed: z.boolean(),
  acceptedReasons: z.array(z.enum(RETURN_REASONS)).min(1),
  /** Reasons for which the seller pays return shipping and charges no restocking fee (their fault, not the buyer's). */
  freeReturnReasons: z.array(z.enum(RETURN_REASONS)),
  termsAndConditions: z.string().trim().max(RETURN_POLICY_LIMITS.maxTermsLength),
});
export type ReturnPolicy = z.infer<typeof returnPolicySchema>;

/**
 * Used for a seller who has not set a policy: 7 days (docs/behaviour/static-pages.md#return-and-refund-policy), the
 * seller's faults returned free.
 */
export const DEFAULT_RETURN_POLICY: ReturnPolicy = {
  returnWindow: 7,
  returnShippingPaidBy: 'customer',
  restockingFeePercentage: 0,
  exchangeAllowed: true,
  acceptedReasons: [...RETURN_REASONS],
  freeReturnReasons: [
    'Defective/Damaged Product',
    'Wrong Item Received',
    'Not as Described',
    'Missing Parts/Accessories',
  ],
  termsAndConditions:
    'Items must be unused, with tags and original packaging. Refunds go back to the original payment method.',
};

export const RETURN_MESSAGES = {
  // docs/behaviour/returns.md#messages
  selectItem: 'Please select at least one item to return',
  selectReason: 'Please select a return reason',
  reasonNotAccepted: (reason: string) => `Return reason "${reason}" is not accepted by this seller`,
  selectItemsWarning: 'Please select items to return',
  complies: 'Return request complies with seller policy',
  submitted: 'Return request submitted successfully!',
  submitFailed: 'Failed to submit return request',
  submitNetworkFailed: 'An error occurred while submitting return request',
  unableToCheck: 'Unable to check eligibility',
  errorChecking: 'Error checking eligibility',
  notAvailable: 'Return Not Available',
  notEligibleLead: 'This order is not eligible for return:',
  orderNotFound: 'Order Not Found',
  orderNotFoundText: 'The order you are looking for does not exist.',
  // The server's reasons (not in the spec, which leaves them to the server)
  eligible: 'This order is eligible for return',
  notDelivered: 'This order has not been delivered yet',
  windowClosed: (days: number) =>
    days === 0
      ? 'This seller does not accept returns'
      : `The ${days}-day return window for this order has closed`,
  nothingLeft: 'Every item of this order has already been returned or is in a return request',
  itemNotInOrder: 'This item is not part of the order',
  itemNotReturnable: (name: string) => `'${name}' cannot be returned any more`,
  quantityTooHigh: (name: string, max: number) =>
    max === 1
      ? `You can return only 1 unit of '${name}'`
      : `You can return at most ${max} units of '${name}'`,
  exchangeNotAllowed: 'This seller does not offer exchanges',
  returnNotFound: 'Return request not found',
} as const;

export interface ReturnPolicyCheck {
  complies: boolean;
  /** The spec's warnings, in the form's order; empty when the request complies. */
  warnings: string[];
  /** The seller pays when the reason is one of the free-return reasons, otherwise the policy's payer. */
  returnShippingPaidBy: ReturnShippingPayer;
  /** 0 when the reason is free; otherwise the policy's fee. Shown only above 0. */
  restockingFeePercentage: number;
}

/**
 * The live check of docs/behaviour/returns.md#return-request-page ("Choosing a reason re-checks the seller policy").
 */
export function checkReturnAgainstPolicy(input: {
  policy: ReturnPolicy;
  reason: string;
  selectedUnits: number;
  returnType?: ReturnType;
}): ReturnPolicyCheck {
  const { policy, reason, selectedUnits, returnType } = input;
  const warnings: string[] = [];
  if (!(policy.acceptedReasons as readonly string[]).includes(reason)) {
    warnings.push(RETURN_MESSAGES.reasonNotAccepted(reason));
  }
  if (selectedUnits <= 0) warnings.push(RETURN_MESSAGES.selectItemsWarning);
  if (returnType === 'Exchange' && !policy.exchangeAllowed) warnings.push(RETURN_MESSAGES.exchangeNotAllowed);
  const free = (policy.freeReturnReasons as readonly string[]).includes(reason);
  return {
    complies: warnings.length === 0,
    warnings,
    returnShippingPaidBy: free ? 'seller' : policy.returnShippingPaidBy,
    restockingFeePercentage: free ? 0 : policy.restockingFeePercentage,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReturnWindowState {
  /** Whole days since delivery (0 on the day itself). */
  daysSinceDelivery: number;
  /** Whole days left, rounded up; 0 once closed. */
  remainingDays: number;
  open: boolean;
}

/** The window runs for `windowDays` × 24 h from the moment of delivery. */
export function returnWindowState(deliveredAt: Date, windowDays: number, now: Date): ReturnWindowState {
  const elapsed = Math.max(0, now.getTime() - deliveredAt.getTime());
  const left = windowDays * DAY_MS - elapsed;
  return {
    daysSinceDelivery: Math.floor(elapsed / DAY_MS),
    remainingDays: left > 0 ? Math.ceil(left / DAY_MS) : 0,
    open: left > 0,
  };
}

/**
 * The return promise a product page states (docs/decisions/0011-return-promise.md): the seller's window, who pays
 * return shipping for a change of mind, and whether the seller takes returns at all; from the same policy the return
 * form and the API check, so the page never promises more than the form grants.
 */
export const returnPromiseSchema = z.object({
  /** Days from delivery; 0 when the seller takes no returns. */
  windowDays: z.number().int(),
  /** Who pays for a return that is not the seller's fault (the seller's faults always go back free). */
  returnShippingPaidBy: z.enum(RETURN_SHIPPING_PAYERS),
  returnable: z.boolean(),
});
export type ReturnPromise = z.infer<typeof returnPromiseSchema>;

export function returnPromise(policy: ReturnPolicy): ReturnPromise {
  return {
    windowDays: policy.returnWindow,
    returnShippingPaidBy: policy.returnShippingPaidBy,
    // returnWindowState opens no window of 0 days.
    returnable: policy.returnWindow > 0,
  };
}

/** A listing's own window (0–90 days; null follows the seller's), docs/decisions/0021-listing-return-window.md. */
export const listingReturnWindowSchema = z
  .number()
  .int()
  .min(0)
  .max(RETURN_POLICY_LIMITS.maxWindowDays)
  .nullable();

/**
 * The policy one listing is returned under: its seller's, with the listing's own window when it sets one
 * (docs/decisions/0021-listing-return-window.md). The seller's other terms stay.
 */
export function listingReturnPolicy(
  seller: ReturnPolicy,
  listingWindowDays: number | null | undefined,
): ReturnPolicy {
  if (listingWindowDays === null || listingWindowDays === undefined) return seller;
  return { ...seller, returnWindow: listingWindowDays };
}
