// Query keys of the returns calls: Log Out clears the whole cache, so one account's returns never show to the next.
export const RETURNS_KEY = ['returns'] as const;
export const eligibilityKey = (orderId: string) => ['returns', 'eligibility', orderId] as const;
export const orderReturnsKey = (orderId: string) => ['returns', 'user', orderId] as const;
