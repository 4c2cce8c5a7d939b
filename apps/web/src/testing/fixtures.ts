// Contract-shaped test data: every fixture is parsed through the domain's schema of the answer it stands for, so a
// test cannot draw on a field the API does not send. Overrides change what a test is about; the rest is a plain,
// valid value (a Mumbai address, a ₹1,299 kettle sold by one seller).
import { addressSchema, type Address } from '@haat/domain/addresses/address.schema';
import type { CartLine } from '@haat/domain/cart/cart';
import { cartResponseSchema, type CartResponse } from '@haat/domain/cart/cart-api.schema';
import { productSchema, type Product } from '@haat/domain/catalog/product.schema';
import { validatedCouponSchema, type ValidatedCoupon } from '@haat/domain/coupons/coupon.schema';
import { orderSchema, type Order } from '@haat/domain/orders/order.schema';
import {
  deliveryPromiseResponseSchema,
  type DeliveryPromiseResponse,
} from '@haat/domain/shipping/delivery-promise.schema';
import {
  shippingEstimateResponseSchema,
  type ShippingEstimateResponse,
} from '@haat/domain/shipping/shipping-estimate.schema';

const NOW = '2026-03-02T10:00:00.000Z';

export function productFixture(overrides: Partial<Product> = {}): Product {
  const id = overrides._id ?? overrides.id ?? 'prod-kettle-1';
  return productSchema.parse({
    _id: id,
    id,
    name: 'Prestige Electric Kettle 1.5 L',
    slug: 'prestige-electric-kettle-1-5-l',
    description: 'A stainless steel kettle.',
    brand: 'Prestige',
    category: 'home-kitchen',
    subcategory: 'appliances',
    subSubcategory: null,
    tags: ['kettle'],
    images: [{ url: `/api/images/${id}.svg`, alt: 'Kettle' }],
    price: 1299,
    sellingPrice: 1299,
    mrp: 1999,
    discount: 35,
    basePrice: 1100.85,
    gstAmount: 198.15,
    gstPercentage: 18,
    stock: 25,
    bulletPoints: [],
    ratings: { average: 4.3, count: 120 },
    specifications: {},
    sku: `SKU-${id}`,
    isFeatured: false,
    isPublished: true,
    trending: false,
    sellerId: 'seller-1',
    seller: { name: 'Sharma Appliances', rating: 4.5 },
    countryOfOrigin: 'India',
    taxDetails: { hsnCode: '8516', gstPercentage: 18 },
    manufacturer: { name: 'TTK Prestige', modelNumber: 'PKOSS 1.5' },
    condition: 'new',
    minimumOrderQuantity: 1,
    shelfLife: null,
    packerInfo: { name: 'TTK Prestige Ltd', contact: 'care@example.in' },
    isLiquid: false,
    fulfillmentChannel: 'seller',
    shippingDetails: {
      weight: 1200,
      dimensions: { length: 25, width: 20, height: 22 },
      availableRegions: [],
      freeShipping: false,
      price: 49,
    },
    complianceCertifications: [],
    safetyWarnings: [],
    variantName: null,
    variantOptions: {},
    createdAt: NOW,
    ...overrides,
  });
}

/** A cart line as the signed-in cart holds it: the server's product and a quantity. */
export function cartLineFixture(quantity = 1, overrides: Partial<Product> = {}): CartLine {
  return { product: productFixture(overrides), quantity };
}

export function addressFixture(overrides: Partial<Address> = {}): Address {
  return addressSchema.parse({
    _id: 'addr-1',
    fullName: 'Asha Verma',
    phone: '9876543210',
    addressLine1: '12 Marine Drive',
    city: 'Mumbai',
    state: 'Maharashtra',
    postalCode: '400001',
    country: 'India',
    addressType: 'Home',
    isDefault: true,
    ...overrides,
  });
}

export function orderFixture(overrides: Partial<Order> = {}): Order {
  const { _id: _omit, isDefault: _default, ...address } = addressFixture();
  return orderSchema.parse({
    _id: 'order-0001',
    orderId: 'order-0001',
    orderNumber: 'HT2603020001',
    orderDate: NOW,
    createdAt: NOW,
    status: 'Order Confirmed',
    currentStatus: 'Order Confirmed',
    statusCode: 'confirmed',
    totalAmount: 1348,
    subtotal: 1299,
    shippingCost: 49,
    tax: 198.15,
    discount: 0,
    couponCode: null,
    items: [],
    subOrders: [],
    shippingAddress: address,
    payment: { method: 'cod', status: 'Pending', transactionId: null },
    notes: null,
    trackingNumber: null,
    carrier: null,
    isRealTimeTracking: false,
    trackingEvents: [],
    latestTracking: null,
    expectedDelivery: null,
    deliveredAt: null,
    deliveryInfo: null,
    cancellable: true,
    lastUpdated: NOW,
    ...overrides,
  });
}

export function shippingEstimateFixture(
  overrides: Partial<ShippingEstimateResponse> = {},
): ShippingEstimateResponse {
  return shippingEstimateResponseSchema.parse({
    success: true,
    shippingCost: 49,
    breakdown: [
      {
        sellerId: 'seller-1',
        sellerName: 'Sharma Appliances',
        items: 1,
        rate: 49,
        zone: 'state',
        weightGrams: 1200,
        estimatedDelivery: { from: '2026-03-05', to: '2026-03-07' },
      },
    ],
    estimatedDelivery: { from: '2026-03-05', to: '2026-03-07' },
    fallback: false,
    freeShipping: false,
    serviceable: true,
    codAvailable: true,
    ...overrides,
  });
}

/** The delivery promise of the given products to a pincode; `place` sets what the pincode itself gets. */
export function deliveryPromiseFixture(
  pincode: string,
  productIds: readonly string[],
  place: { serviceable?: boolean; codAvailable?: boolean; city?: string | null } = {},
): DeliveryPromiseResponse {
  const serviceable = place.serviceable ?? true;
  const codAvailable = place.codAvailable ?? true;
  return deliveryPromiseResponseSchema.parse({
    success: true,
    pincode,
    city: place.city === undefined ? 'Mumbai' : place.city,
    state: 'Maharashtra',
    serviceable,
    codAvailable,
    promises: productIds.map((productId) => ({
      productId,
      serviceable,
      codAvailable,
      deliveryBy: serviceable ? '2026-03-07' : null,
      window: serviceable ? { from: '2026-03-05', to: '2026-03-07' } : null,
    })),
  });
}

export function validatedCouponFixture(overrides: Partial<ValidatedCoupon> = {}): ValidatedCoupon {
  return validatedCouponSchema.parse({
    code: 'SAVE100',
    name: 'Save 100',
    description: '₹100 off',
    discountType: 'fixed',
    discountValue: 100,
    maxDiscount: null,
    sellerId: 'seller-1',
    sellerName: 'Sharma Appliances',
    minimumOrderAmount: 500,
    startDate: '2026-01-01T00:00:00.000Z',
    endDate: '2026-12-31T23:59:59.000Z',
    applicableProducts: [],
    discountAmount: 100,
    eligibleSubtotal: 1299,
    eligibleProductIds: ['prod-kettle-1'],
    freeShipping: false,
    ...overrides,
  });
}

/** The whole-cart answer every cart endpoint gives, for these lines (totals by the cart rule's arithmetic). */
export function cartResponseFixture(
  lines: { product: Product; quantity: number; available?: boolean; maxQuantity?: number }[],
  notices: CartResponse['notices'] = [],
): CartResponse {
  const subtotal = lines.reduce((sum, l) => sum + l.product.sellingPrice * l.quantity, 0);
  const mrpTotal = lines.reduce((sum, l) => sum + l.product.mrp * l.quantity, 0);
  const shipping = subtotal >= 500 || subtotal === 0 ? 0 : 99;
  return cartResponseSchema.parse({
    success: true,
    cart: lines.map((l) => ({
      product: l.product,
      quantity: l.quantity,
      lineTotal: l.product.sellingPrice * l.quantity,
      available: l.available ?? true,
      maxQuantity: l.maxQuantity ?? Math.min(100, l.product.stock),
      addedAt: NOW,
    })),
    totals: {
      lineCount: lines.length,
      itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
      mrpTotal,
      subtotal,
      discount: mrpTotal - subtotal,
      shipping,
      remainingForFree: Math.max(0, 500 - subtotal),
      total: subtotal + shipping,
    },
    notices,
  });
}
