// Query keys of the orders pages: Log Out clears the whole cache, so one account's orders never show to the next.
export const ORDERS_KEY = ['users', 'orders'] as const;
export const orderKey = (orderId: string) => ['users', 'orders', 'detail', orderId] as const;
export const trackingKey = (orderId: string) => ['tracking', 'order', orderId] as const;
