// Free-shipping statements differ by page on purpose (docs/architecture.md#real-where-the-spec-simulated,
// docs/behaviour/cart.md#cart-dropdown, docs/behaviour/checkout.md#delivery-charges); each page shows its own. The
// amount actually charged is always the server's shipping estimate.
export const SHIPPING_STATEMENTS = {
  /** Cart dropdown and cart page: free at 500 or more, otherwise 99; progress bar relative to 500. */
  cart: { freeFrom: 500, fee: 99, inclusive: true },
  /** Checkout copy: free above 999, otherwise 99. */
  checkout: { freeFrom: 999, fee: 99, inclusive: false },
  /** Shipping policy page: free standard shipping above 499, 49 below. */
  policy: { freeFrom: 499, fee: 49, inclusive: false },
  /** Product cards and landing offers: free shipping above 500. */
  productCard: { freeFrom: 500, fee: 0, inclusive: false },
} as const;

export const SHIPPING_POLICY = {
  /** Business days for standard delivery after dispatch, as stated on the shipping policy page. */
  standardDays: '3-7',
  express: { fee: 99, days: '1-2 days' },
  sameDay: { fee: 149, cutoff: '2 PM', scope: 'metro only' },
  scheduled: { fee: 79, aheadDays: 7 },
  heavySurcharge: [
    { aboveKg: 10, fee: 49 },
    { aboveKg: 25, fee: 99 },
  ],
  giftWrapPerItem: 49,
  damageReportHours: 48,
  nextDayAfter: '6 PM',
} as const;

export const RETURN_POLICY_STATEMENTS = {
  returnFormDays: 7,
  policyPageReturnDays: 7,
  bulkReturnDays: 15,
  bulkMinimumQuantity: 10,
  refundDays: { card: '5-7', wallet: '3-5', bankOrCod: '7-10', cancellation: '5-7' },
} as const;

export const FAQ_STATEMENTS = {
  changeOrCancelWithinHours: 1,
  passwordResetLinkHours: 24,
  accountDeletionDays: 30,
  minimumAge: 13,
} as const;

/** Policy-page facts that are not prices: grievance timelines of the Consumer Protection (E-Commerce) Rules,
 * 2020 (acknowledge within 48 hours, resolve within one month) and the age to contract under Indian law. */
export const POLICY_FACTS = {
  grievanceAcknowledgeHours: 48,
  grievanceResolveDays: 30,
  minimumContractAge: 18,
  /** India's national cyber-crime helpline and reporting portal, given on the security page. */
  cyberCrimeHelpline: '1930',
  cyberCrimePortal: 'https://cybercrime.gov.in',
  /** Support promises on the help centre, matching the contact form's "within 24 hours" and "live chat 24/7". */
  supportReplyHours: 24,
  liveChatAvailability: '24/7',
} as const;

/**
 * Cart rule in paise: free at 500 or more, otherwise 99; nothing for an empty cart
 * (docs/behaviour/cart.md#cart-dropdown, docs/behaviour/checkout.md#limits).
 */
export function cartShippingPaise(subtotalPaise: number): {
  shippingPaise: number;
  remainingForFreePaise: number;
} {
  const freeFromPaise = SHIPPING_STATEMENTS.cart.freeFrom * 100;
  const free = subtotalPaise <= 0 || subtotalPaise >= freeFromPaise;
  return {
    shippingPaise: free ? 0 : SHIPPING_STATEMENTS.cart.fee * 100,
    remainingForFreePaise: Math.max(0, freeFromPaise - subtotalPaise),
  };
}

/** Cart rule for a subtotal in rupees (the dropdown), worked out in paise so 500 − 333.33 is 166.67 exactly. */
export function cartShipping(subtotal: number): { shipping: number; remainingForFree: number } {
  const { shippingPaise, remainingForFreePaise } = cartShippingPaise(Math.round(subtotal * 100));
  return { shipping: shippingPaise / 100, remainingForFree: remainingForFreePaise / 100 };
}
