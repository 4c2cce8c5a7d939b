// The priced checkout: what the server computed from the signed-in cart, the chosen address and the coupon. It is
// JSON all through, because a payment order stores it (payment_orders.checkout) and the order is made from it later.
import type { Address } from '@haat/domain/addresses/address.schema';
import type { PaymentMethod, PaymentStatus } from '@haat/domain/orders/order.schema';
import type { DeliveryWindow, ShippingZone } from '@haat/domain/shipping/shipping-estimate.schema';

export interface PricedLine {
  productId: string;
  sellerId: string;
  name: string;
  /** The first image's URL, or null. */
  image: string | null;
  sku: string;
  hsnCode: string;
  unitPricePaise: number;
  mrpPaise: number;
  quantity: number;
  /** unitPricePaise × quantity. */
  lineTotalPaise: number;
  /** This line's share of its seller's coupon discount (0 without a coupon). */
  discountPaise: number;
  /** The product's GST rate (18 unless the catalogue says otherwise); absent means 18. */
  gstRatePercent?: number;
}

/** One seller's parcel: becomes one sub-order and one payment split. */
export interface PricedParcel {
  sellerId: string;
  sellerName: string;
  subtotalPaise: number;
  shippingPaise: number;
  discountPaise: number;
  /** subtotal + shipping − discount. */
  totalPaise: number;
  /**
   * commissionPaise + transferPaise = totalPaise. Commission: per line, its amount after the coupon at the rate the
   * commission module resolves for its category (docs/decisions/0020-settlements.md), rounded half up.
   */
  commissionPaise: number;
  transferPaise: number;
  zone: ShippingZone;
  estimatedDelivery: DeliveryWindow;
}

export interface PricedCheckout {
  userId: string;
  /** The saved address as it is now (the order keeps this copy). */
  address: Address;
  /** The buyer's e-mail and phone at checkout (for mails and the guest lookup of /track-order). */
  contactEmail: string;
  contactPhone: string;
  couponId: string | null;
  couponCode: string | null;
  /** What a free-shipping coupon waived of its seller's delivery charge (recorded with the redemption). */
  shippingWaivedPaise?: number;
  lines: PricedLine[];
  parcels: PricedParcel[];
  subtotalPaise: number;
  shippingPaise: number;
  discountPaise: number;
  /** GST included in the subtotal (informational). */
  taxPaise: number;
  /** subtotal + shipping − discount: what the shopper pays. */
  totalPaise: number;
  /** ISO timestamp of pricing. */
  pricedAt: string;
}

/** How an order is being paid when it is placed. */
export interface OrderPayment {
  method: PaymentMethod;
  /** 'Pending' for cash on delivery, 'Completed' for a verified gateway payment. */
  status: PaymentStatus;
  /** The gateway order ('order_…') a card or UPI payment was made against. */
  paymentOrderId?: string;
  /** The gateway payment id ('pay_…'). */
  transactionId?: string;
}

export interface PlaceOrderInput {
  checkout: PricedCheckout;
  payment: OrderPayment;
  notes?: string;
  /**
   * The checkout was priced from the shopper's cart just now (cash on delivery): under the shopper's lock the cart
   * must still hold exactly these lines, so one cart submitted twice at once makes one order. Orders made from a
   * payment leave it out: what was paid for is ordered, whatever the cart holds since.
   */
  fromCart?: boolean;
  /** The request's Idempotency-Key, stored on the order so a retry after a crash finds it. */
  idempotencyKey?: string;
  now: Date;
  /** The store's public address for the links in the confirmation mail (config.publicUrl). */
  siteUrl?: string;
}

export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  /** False when the order already existed (same payment order or same Idempotency-Key). */
  created: boolean;
}
