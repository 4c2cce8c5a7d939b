// What a gateway's checkout ends in, whichever gateway it was: paid (the three fields to verify), failed with the
// gateway's reason, or dismissed by the shopper (which only clears the processing state).
export type GatewayOutcome =
  | { kind: 'paid'; razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
  | { kind: 'failed'; description: string }
  | { kind: 'dismissed' };

/** What the checkout shows about the shopper and the order. */
export interface GatewayPrefill {
  method: 'razorpay' | 'upi';
  storeName: string;
  description: string;
  name?: string;
  email?: string;
  contact?: string;
}
