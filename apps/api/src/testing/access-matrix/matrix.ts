// The access matrix: every route of the app with who may call it, and for the routes that take an id (in the path
// or the body) or answer per-caller data, the calls the other party makes with the victim's ids. A route missing here
// fails the suite (access-matrix.test.ts reads the app's route table), so a new route cannot skip the matrix.
import { sellerKeyPrefix } from '../../modules/sellers/seller-keys.ts';
import type { TestSeller } from '../../modules/sellers/sellers.test-support.ts';
import type { Customer, MatrixWorld } from './world.ts';

/**
 * public: anyone; customer: a shopper's bearer token; seller: a seller API key; portal: a Seller Central session
 * token; operator: an operator console session with both factors (docs/behaviour/operator.md#sign-in); dev: closed
 * in production.
 */
export type Access = 'public' | 'customer' | 'seller' | 'portal' | 'operator' | 'dev';

export interface Probe {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * refused: 403 or 404 (or the listed statuses, where the API's contract answers "not yours" otherwise).
   * own-scope: the id names something public (a product) and the call acts on the caller's own rows only: any
   * answer below 500, with nothing of the victim's in it.
   */
  expect: 'refused' | 'own-scope';
  statuses?: number[];
  /**
   * The same call with ids nobody owns: the victim's id must get the very answer (status and body) an unknown id
   * gets, so a refusal that is not 403/404 (a 400 or 422 naming the field) tells the caller nothing either.
   */
  sameAsUnknown?: { url?: string; body?: unknown; headers?: Record<string, string> };
  /** More strings of the victim's this answer must not hold (beyond the victim's identity, orders and ids). */
  forbid?: string[];
}

export interface ProbeContext {
  w: MatrixWorld;
  /** The attacking shopper and the one whose ids it uses. */
  me: Customer;
  victim: Customer;
  /** The attacking seller and the one whose parcels and returns it names. */
  seller: TestSeller;
  victimSeller: TestSeller;
}

export interface MatrixEntry {
  access: Access;
  /** For a public or dev route that takes an id: why that is no leak. */
  why?: string;
  /** As the attacking customer (routes under /api/seller: as the attacking seller). */
  probes?: (c: ProbeContext) => Probe[];
}

const STAFF =
  "the operator console: staff see every seller's, order's and shopper's rows by design; only a full operator session opens it";

/** An id no row has. */
export const NOBODY = '7d3f9a52-6c1e-4b8a-9f00-2c4d5e6f7a8b';

const orderRefs = (v: Customer) => [
  v.placed.id,
  v.placed.orderNumber,
  v.delivered.id,
  v.delivered.orderNumber,
];
const refused = (method: Probe['method'], urls: string[], body?: unknown): Probe[] =>
  urls.map((url) => ({ method, url, ...(body === undefined ? {} : { body }), expect: 'refused' as const }));
const ownScope = (method: Probe['method'], url: string, body?: unknown, forbid?: string[]): Probe => ({
  method,
  url,
  ...(body === undefined ? {} : { body }),
  expect: 'own-scope',
  ...(forbid ? { forbid } : {}),
});

/** The victim seller's parcels (in both shoppers' orders) and return requests. */
export function victimParcels({ w, victimSeller }: ProbeContext): string[] {
  return [w.a, w.b].flatMap((c) => [
    c.delivered.subOrders[victimSeller.id] as string,
    ...(c.placed.sellerId === victimSeller.id ? [c.placed.subOrderId] : []),
  ]);
}
/** A CSV of one listing whose only variant has this SKU (the bulk upload's probe). */
function matrixCsv(sku: string): string {
  return [
    'group,name,brand,category,description,bullet_points,specifications,hsn_code,gst_rate,weight_grams,length_cm,' +
      'width_cm,height_cm,option_colour,option_storage,option_size,option_capacity,option_weight,option_pack,' +
      'option_format,option_shade,option_kit,option_condition,sku,mrp,price,stock',
    `M1,Taken over,Mallory,electronics/computers/laptops,x,x,,8518,18,100,1,1,1,,,,,,,,,,,${sku},10,10,1`,
  ].join('\n');
}

/** A valid coupon of the caller's, scoped to these products. */
function matrixCoupon(productIds: string[]) {
  return {
    code: 'MALLORY10',
    name: 'Taken over',
    discountType: 'percentage',
    discountValue: 10,
    startsOn: '2026-01-01',
    endsOn: '2030-01-01',
    productIds,
  };
}

/** A statement's dates covering the matrix world's deliveries (made today): the last 300 days to tomorrow, IST. */
function recentDates(): string {
  const day = (offsetDays: number) =>
    new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
  return `from=${day(-300)}&to=${day(1)}`;
}

export function victimReturns({ w, victimSeller }: ProbeContext): string[] {
  return [w.a, w.b].filter((c) => c.returnProduct.sellerId === victimSeller.id).map((c) => c.returnId);
}

const address = (v: Customer) => ({
  fullName: 'Mallory Menon',
  phone: '9876500000',
  addressLine1: '1 Hijack Lane',
  city: 'New Delhi',
  state: 'Delhi',
  postalCode: '110001',
  country: 'India',
  addressType: 'Home',
  _id: v.addressId,
});

export const MATRIX: Record<string, MatrixEntry> = {
  // --- Customer routes with an id in the path --------------------------------------------------------------------
  'GET /api/users/orders/:id': {
    access: 'customer',
    probes: ({ victim }) =>
      refused(
        'GET',
        orderRefs(victim).map((id) => `/api/users/orders/${id}`),
      ),
  },
  'POST /api/users/orders/:id/cancel': {
    access: 'customer',
    probes: ({ victim }) =>
      refused(
        'POST',
        [victim.placed.id, victim.placed.orderNumber].map((id) => `/api/users/orders/${id}/cancel`),
        {
          reason: 'Changed my mind',
        },
      ),
  },
  'GET /api/users/orders/:id/invoice': {
    access: 'customer',
    probes: ({ victim }) =>
      refused(
        'GET',
        orderRefs(victim).map((id) => `/api/users/orders/${id}/invoice`),
      ),
  },
  'GET /api/tracking/order/:orderId': {
    access: 'customer',
    probes: ({ victim }) =>
      refused(
        'GET',
        orderRefs(victim).map((id) => `/api/tracking/order/${id}`),
      ),
  },
  'GET /api/returns/user/eligibility/:orderId': {
    access: 'customer',
    probes: ({ victim }) =>
      refused(
        'GET',
        orderRefs(victim).map((id) => `/api/returns/user/eligibility/${id}`),
      ),
  },
  'DELETE /api/users/payment-methods/:id': {
    access: 'customer',
    probes: ({ victim }) => refused('DELETE', [`/api/users/payment-methods/${victim.cardId}`]),
  },
  'PUT /api/users/payment-methods/:id/default': {
    access: 'customer',
    probes: ({ victim }) => refused('PUT', [`/api/users/payment-methods/${victim.cardId}/default`]),
  },
  'PUT /api/users/addresses/:id': {
    access: 'customer',
    probes: ({ victim }) => refused('PUT', [`/api/users/addresses/${victim.addressId}`], address(victim)),
  },
  'DELETE /api/users/addresses/:id': {
    access: 'customer',
    probes: ({ victim }) => refused('DELETE', [`/api/users/addresses/${victim.addressId}`]),
  },
  // The cart and wishlist are keyed by product: the call names a product only the victim holds, and may act on the
  // caller's own list alone.
  'PUT /api/users/cart/:productId': {
    access: 'customer',
    probes: ({ victim }) => [ownScope('PUT', `/api/users/cart/${victim.cartProduct.id}`, { quantity: 5 })],
  },
  'DELETE /api/users/cart/:productId': {
    access: 'customer',
    probes: ({ victim }) => [ownScope('DELETE', `/api/users/cart/${victim.cartProduct.id}`)],
  },
  'DELETE /api/users/wishlist/:productId': {
    access: 'customer',
    probes: ({ victim }) => [ownScope('DELETE', `/api/users/wishlist/${victim.wishlistProduct.id}`)],
  },
  // Both shoppers bought and reviewed products[1]: each must hear about their own review only.
  'GET /api/reviews/user-review/:productId': {
    access: 'customer',
    probes: ({ w, victim }) => [
      ownScope('GET', `/api/reviews/user-review/${w.products[1]?.id}`, undefined, [victim.reviewId]),
    ],
  },
  'GET /api/reviews/eligibility/:productId': {
    access: 'customer',
    probes: ({ w, victim }) => [
      ownScope('GET', `/api/reviews/eligibility/${w.products[1]?.id}`, undefined, [victim.reviewId]),
    ],
  },

  // --- Customer routes with an id in the body or the query --------------------------------------------------------
  'POST /api/users/orders': {
    access: 'customer',
    probes: ({ victim }) => [
      {
        ...refused('POST', ['/api/users/orders'], {
          paymentDetails: { method: 'cod' },
          shippingAddress: { _id: victim.addressId },
        })[0]!,
        sameAsUnknown: { body: { paymentDetails: { method: 'cod' }, shippingAddress: { _id: NOBODY } } },
      },
      ...refused('POST', ['/api/users/orders'], {
        paymentDetails: {
          method: 'razorpay',
          orderId: victim.payment.orderId,
          paymentId: victim.payment.paymentId,
          signature: victim.payment.signature,
        },
        shippingAddress: { _id: victim.addressId },
      }),
      // The victim's Idempotency-Key must not replay the victim's order to someone else.
      {
        ...refused('POST', ['/api/users/orders'], {
          paymentDetails: { method: 'cod' },
          shippingAddress: { _id: victim.addressId },
        })[0]!,
        headers: { 'idempotency-key': victim.placedKey },
        // Keys are the caller's own: the victim's key answers as no key at all.
        sameAsUnknown: { headers: {} },
      },
    ],
  },
  'POST /api/payment/create-order': {
    access: 'customer',
    probes: ({ victim }) => [
      {
        ...refused('POST', ['/api/payment/create-order'], {
          shippingAddress: { _id: victim.addressId },
          method: 'razorpay',
        })[0]!,
        sameAsUnknown: { body: { shippingAddress: { _id: NOBODY }, method: 'razorpay' } },
      },
    ],
  },
  'POST /api/payment/verify': {
    access: 'customer',
    probes: ({ victim }) =>
      refused('POST', ['/api/payment/verify'], {
        razorpay_order_id: victim.payment.orderId,
        razorpay_payment_id: victim.payment.paymentId,
        razorpay_signature: victim.payment.signature,
      }),
  },
  'POST /api/payment/offline/pay': {
    access: 'customer',
    probes: ({ victim }) =>
      refused('POST', ['/api/payment/offline/pay'], {
        orderId: victim.payment.orderId,
        method: 'upi',
        outcome: 'failure',
      }),
  },
  'GET /api/payment/status/:orderId': {
    access: 'customer',
    probes: ({ victim }) => [
      {
        ...refused('GET', [`/api/payment/status/${victim.payment.orderId}`])[0]!,
        sameAsUnknown: { url: `/api/payment/status/${NOBODY}` },
      },
    ],
  },
  'GET /api/payment/offline/upi/:orderId': {
    access: 'public',
    why:
      "the offline gateway's test UPI app, which stands for the shopper's own UPI app: like a UPI collect or intent " +
      'link, the payment order id (random, unguessable) is what it pays; it shows the payee and amount only, and ' +
      'is not served when Razorpay is configured',
  },
  'POST /api/payment/offline/upi/:orderId': {
    access: 'public',
    why:
      "the offline gateway's test UPI app approving or declining a payment, as the shopper's UPI app would; the " +
      'order is placed only through the shopper who started it (docs/behaviour/checkout.md#upi)',
  },
  'POST /api/returns/create': {
    access: 'customer',
    probes: ({ me, victim }) => {
      const victimLine = victim.delivered.items[victim.returnProduct.id] as string;
      const body = (orderId: string) => ({
        orderId,
        items: [{ orderItemId: victimLine, quantity: 1 }],
        returnReason: 'Defective/Damaged Product',
      });
      return [
        ...refused('POST', ['/api/returns/create'], body(victim.delivered.id)),
        ...refused('POST', ['/api/returns/create'], body(victim.delivered.orderNumber)),
        // The caller's own order with the victim's line in it.
        {
          ...refused('POST', ['/api/returns/create'], body(me.delivered.id))[0]!,
          sameAsUnknown: {
            body: { ...body(me.delivered.id), items: [{ orderItemId: NOBODY, quantity: 1 }] },
          },
        },
        {
          ...refused('POST', ['/api/returns/create'], body(victim.delivered.id))[0]!,
          headers: { 'idempotency-key': victim.returnKey },
        },
      ];
    },
  },
  'GET /api/returns/user': {
    access: 'customer',
    probes: ({ victim }) => [
      ownScope('GET', `/api/returns/user?orderId=${victim.delivered.id}`),
      ownScope('GET', '/api/returns/user'),
    ],
  },
  'POST /api/reviews': {
    access: 'customer',
    // products[0] is delivered to both and reviewed by neither, so only the victim's ids can make these fail.
    probes: ({ w, me, victim }) => {
      const review = { productId: w.products[0]?.id, rating: 1, reviewText: 'Hijacked review text.' };
      return [
        {
          ...ownScope('POST', '/api/reviews', { ...review, orderId: victim.delivered.id }),
          expect: 'refused',
          sameAsUnknown: { body: { ...review, orderId: NOBODY } },
        },
        {
          ...ownScope('POST', '/api/reviews', {
            ...review,
            orderId: me.delivered.id,
            reviewImages: [victim.photoUrl],
          }),
          expect: 'refused',
          sameAsUnknown: {
            body: {
              ...review,
              orderId: me.delivered.id,
              reviewImages: [`/api/uploads/reviews/${NOBODY}.png`],
            },
          },
        },
        {
          ...ownScope('POST', '/api/reviews', { ...review, orderId: victim.delivered.id }),
          headers: { 'idempotency-key': victim.reviewKey },
          expect: 'refused',
          sameAsUnknown: { headers: {} },
          forbid: [victim.reviewId],
        },
      ];
    },
  },

  // --- Customer routes answering the caller's own rows: nothing of the victim's may show -------------------------
  'GET /api/users/orders': { access: 'customer', probes: () => [ownScope('GET', '/api/users/orders')] },
  'GET /api/users/addresses': { access: 'customer', probes: () => [ownScope('GET', '/api/users/addresses')] },
  'POST /api/users/addresses': { access: 'customer' },
  'GET /api/users/payment-methods': {
    access: 'customer',
    probes: () => [ownScope('GET', '/api/users/payment-methods')],
  },
  'POST /api/users/payment-methods': { access: 'customer' },
  'GET /api/users/cart': { access: 'customer', probes: () => [ownScope('GET', '/api/users/cart')] },
  'GET /api/users/get-cart': { access: 'customer', probes: () => [ownScope('GET', '/api/users/get-cart')] },
  'POST /api/users/cart': { access: 'customer' },
  'DELETE /api/users/cart': { access: 'customer' },
  'POST /api/users/cart/merge': { access: 'customer' },
  'GET /api/users/wishlist': { access: 'customer', probes: () => [ownScope('GET', '/api/users/wishlist')] },
  'POST /api/users/wishlist': { access: 'customer' },
  'DELETE /api/users/wishlist': { access: 'customer' },
  'POST /api/users/wishlist/merge': { access: 'customer' },
  'GET /api/users/profile': { access: 'customer', probes: () => [ownScope('GET', '/api/users/profile')] },
  'PUT /api/users/profile': { access: 'customer' },
  'PUT /api/users/profile-setup': { access: 'customer' },
  'PUT /api/users/password': { access: 'customer' },
  'POST /api/users/send-profile-otp': { access: 'customer' },
  'POST /api/users/verify-profile-otp': { access: 'customer' },
  'GET /api/users/coupons/available': { access: 'customer' },
  'POST /api/users/validate-coupon': { access: 'customer' },
  'POST /api/reviews/upload-images': { access: 'customer' },
  'POST /api/orders/shipping-estimate': { access: 'customer' },
  'POST /api/checkout/quote': {
    access: 'public',
    why:
      "prices the product ids and quantities it is sent from the catalogue (a visitor's cart page and dropdown show " +
      'it); a token, when sent, only counts that shopper’s own coupon uses; nothing stored is read or written ' +
      '(docs/decisions/0022-one-quote.md)',
  },

  // --- Seller routes (as the other seller) ------------------------------------------------------------------------
  'GET /api/seller/orders/:subOrderId': {
    access: 'seller',
    probes: (c) =>
      refused(
        'GET',
        victimParcels(c).map((id) => `/api/seller/orders/${id}`),
      ),
  },
  'POST /api/seller/orders/:subOrderId/status': {
    access: 'seller',
    probes: (c) =>
      refused(
        'POST',
        victimParcels(c).map((id) => `/api/seller/orders/${id}/status`),
        { status: 'packed' },
      ),
  },
  'GET /api/seller/returns/:id': {
    access: 'seller',
    probes: (c) =>
      refused(
        'GET',
        victimReturns(c).map((id) => `/api/seller/returns/${id}`),
      ),
  },
  'POST /api/seller/returns/:id/decision': {
    access: 'seller',
    probes: (c) =>
      refused(
        'POST',
        victimReturns(c).map((id) => `/api/seller/returns/${id}/decision`),
        { action: 'approve' },
      ),
  },
  'GET /api/seller/orders': {
    access: 'seller',
    probes: (c) => [ownScope('GET', '/api/seller/orders?limit=50', undefined, victimParcels(c))],
  },
  'GET /api/seller/returns': {
    access: 'seller',
    probes: (c) => [ownScope('GET', '/api/seller/returns', undefined, victimReturns(c))],
  },
  'GET /api/seller/payout-account': { access: 'seller' },
  'PUT /api/seller/payout-account': { access: 'seller' },
  'GET /api/seller/return-policy': { access: 'seller' },
  'PUT /api/seller/return-policy': { access: 'seller' },

  // --- Public routes ----------------------------------------------------------------------------------------------
  'POST /api/tracking/lookup': {
    access: 'public',
    why: 'a guest names an order by its number and must give the e-mail or phone it was placed with',
    probes: ({ me, victim }) =>
      refused('POST', ['/api/tracking/lookup'], {
        orderNumber: victim.placed.orderNumber,
        contact: me.email,
      }),
  },
  'POST /api/reviews/:reviewId/vote': {
    access: 'public',
    why: 'any visitor votes on any published review (one vote per visitor cookie)',
  },
  'GET /api/reviews/product/:productId': { access: 'public', why: "a product's published reviews" },
  'GET /api/products/:id': { access: 'public', why: 'the catalogue' },
  'GET /api/products/:id/related': { access: 'public', why: 'the catalogue' },
  'GET /api/images/products/:productId.svg': { access: 'public', why: 'catalogue artwork' },
  'GET /api/images/products/:productId/:view.svg': { access: 'public', why: 'catalogue artwork' },
  'GET /api/images/products/:productId/og.png': { access: 'public', why: 'catalogue link previews' },
  'GET /api/images/products/:productId/:file': { access: 'public', why: 'catalogue artwork, WebP and AVIF' },
  'GET /api/pincode/:code': { access: 'public', why: 'the India Post directory' },
  'GET /sitemaps/products-:n.xml': { access: 'public', why: 'a page of the sitemap' },
  'GET /api/docs/*': { access: 'public', why: 'the OpenAPI viewer' },
  'GET *': {
    access: 'public',
    why:
      'printRoutes shows the SPA fallback (/*) and GET /api/uploads/* as one `*`: uploads are served by an unguessable ' +
      'generated key (reviews/<uuid>.<ext>) for the public review pages',
  },
  'POST /api/auth/logout': { access: 'public' },
  'POST /api/auth/refresh-token': { access: 'public' },
  'POST /api/auth/reset-password': { access: 'public' },
  'POST /api/auth/send-otp': { access: 'public' },
  'POST /api/auth/verify-otp': { access: 'public' },
  'POST /api/users/register': { access: 'public' },
  'POST /api/users/login': { access: 'public' },
  'POST /api/users/login-otp': {
    access: 'public',
    why: 'sign-in by the e-mailed code of send-otp (type login)',
  },
  'POST /api/contact': { access: 'public' },
  'POST /api/payment/webhook': { access: 'public', why: 'signed by the gateway (HMAC), not by a user' },
  'GET /api/categories': { access: 'public' },
  'GET /api/delivery/promise': { access: 'public' },
  'GET /api/geo/reverse': { access: 'public' },
  'GET /api/health': { access: 'public' },
  'GET /api/site-config': { access: 'public' },
  'GET /api/products': { access: 'public' },
  'GET /api/products/featured': { access: 'public' },
  'GET /api/products/facets': { access: 'public' },
  'GET /api/products/new-arrivals': { access: 'public' },
  'GET /api/products/search': { access: 'public' },
  'GET /api/products/search/suggestions': { access: 'public' },
  'GET /api/products/search/trending': { access: 'public' },
  'GET /api/products/suggestions': { access: 'public' },
  'GET /api/products/trending': { access: 'public' },
  'GET /api/products/trending/categories': { access: 'public' },
  'GET /api/products/rankings/:list': { access: 'public', why: 'the catalogue: a ranked list by name' },
  'GET /api/docs': { access: 'public' },
  'GET /api/docs/': { access: 'public' },
  'GET /api/docs/json': { access: 'public' },
  'GET /api/docs/yaml': { access: 'public' },
  'GET /api/docs/static/index.html': { access: 'public' },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public' },
  'GET /robots.txt': { access: 'public' },
  'GET /sitemap.xml': { access: 'public' },
  'GET /sitemaps/categories.xml': { access: 'public' },
  'GET /api/dev/outbox': { access: 'dev' },
  'GET /api/dev/sellers': { access: 'dev' },
  'POST /api/dev/listings/:groupId/review': {
    access: 'dev',
    why: "the operator's listing review from the dev tools; closed in production like every /api/dev route",
  },
  'POST /api/dev/sellers/:sellerId/review': {
    access: 'dev',
    why: "the operator's review from the dev tools; closed in production like every /api/dev route",
  },

  // --- Seller Central (as the other seller's portal session) ------------------------------------------------------
  'POST /api/seller-portal/codes': { access: 'public' },
  'POST /api/seller-portal/codes/verify': { access: 'public' },
  'POST /api/seller-portal/register': { access: 'public' },
  'POST /api/seller-portal/login': { access: 'public' },
  'POST /api/seller-portal/logout': { access: 'portal' },
  'GET /api/seller-portal/me': {
    access: 'portal',
    probes: (c) => [ownScope('GET', '/api/seller-portal/me', undefined, [c.victimSeller.id])],
  },
  'GET /api/seller-portal/keys': {
    access: 'portal',
    probes: (c) => [
      ownScope('GET', '/api/seller-portal/keys', undefined, [sellerKeyPrefix(c.victimSeller.key)]),
    ],
  },
  'POST /api/seller-portal/keys': { access: 'portal' },
  'GET /api/seller-portal/listings': {
    access: 'portal',
    probes: (c) => {
      const victim = c.w.listings[c.victimSeller.id];
      return [
        ownScope(
          'GET',
          '/api/seller-portal/listings',
          undefined,
          victim ? [victim.groupId, victim.productId] : [],
        ),
      ];
    },
  },
  'POST /api/seller-portal/listings': { access: 'portal' },
  'GET /api/seller-portal/listings/:groupId': {
    access: 'portal',
    probes: (c) =>
      refused('GET', [`/api/seller-portal/listings/${c.w.listings[c.victimSeller.id]?.groupId}`]),
  },
  'PUT /api/seller-portal/listings/:groupId': {
    access: 'portal',
    // A valid listing, so the refusal is about whose it is, not about the body.
    probes: (c) =>
      refused('PUT', [`/api/seller-portal/listings/${c.w.listings[c.victimSeller.id]?.groupId}`], {
        listing: {
          name: 'Taken over',
          brand: 'Mallory',
          categoryPath: 'electronics/computers/laptops',
          description: 'x',
          bulletPoints: ['x'],
          specifications: [],
          hsnCode: '8518',
          gstPercentage: 18,
          shippingWeightGrams: 100,
          dimensionsCm: { length: 1, width: 1, height: 1 },
          variants: [{ options: {}, sku: 'MALLORY-1', mrpRupees: 10, priceRupees: 10, stock: 1 }],
        },
      }),
  },
  'POST /api/seller-portal/listings/:groupId/submit': {
    access: 'portal',
    probes: (c) =>
      refused('POST', [`/api/seller-portal/listings/${c.w.listings[c.victimSeller.id]?.groupId}/submit`]),
  },
  'POST /api/seller-portal/variants/:id/photos': {
    access: 'portal',
    probes: (c) =>
      refused(
        'POST',
        [`/api/seller-portal/variants/${c.w.listings[c.victimSeller.id]?.productId}/photos`],
        {},
      ),
  },
  'DELETE /api/seller-portal/variants/:id/photos/:index': {
    access: 'portal',
    probes: (c) =>
      refused('DELETE', [
        `/api/seller-portal/variants/${c.w.listings[c.victimSeller.id]?.productId}/photos/0`,
      ]),
  },
  'PATCH /api/seller-portal/variants/:id': {
    access: 'portal',
    probes: (c) =>
      refused('PATCH', [`/api/seller-portal/variants/${c.w.listings[c.victimSeller.id]?.productId}`], {
        stock: 0,
      }),
  },
  'POST /api/seller-portal/keys/rotate': { access: 'portal' },
  // Bulk upload, coupons and return policy (docs/behaviour/seller-portal.md#bulk-upload, #coupons, #return-policy).
  'GET /api/seller-portal/listings/upload/template': { access: 'portal' },
  'POST /api/seller-portal/listings/upload': {
    access: 'portal',
    // A file naming the victim's SKU (insertListingGroup's MX-<stamp>): refused by row, the victim's listing untouched.
    probes: (c) => {
      const victim = c.w.listings[c.victimSeller.id];
      const sku = `MX-${victim?.groupId.slice('grp_'.length)}`;
      return [
        {
          ...ownScope('POST', '/api/seller-portal/listings/upload', matrixCsv(sku), [
            victim?.groupId ?? '',
            victim?.productId ?? '',
          ]),
          headers: { 'content-type': 'text/csv' },
        },
      ];
    },
  },
  'GET /api/seller-portal/coupons': {
    access: 'portal',
    probes: (c) => {
      const victim = c.w.coupons[c.victimSeller.id];
      return [
        ownScope('GET', '/api/seller-portal/coupons', undefined, victim ? [victim.id, victim.code] : []),
      ];
    },
  },
  'POST /api/seller-portal/coupons': {
    access: 'portal',
    // Scoped to the victim's product: refused as a product nobody has is.
    probes: (c) => [
      {
        ...refused(
          'POST',
          ['/api/seller-portal/coupons'],
          matrixCoupon([c.w.listings[c.victimSeller.id]?.productId ?? '']),
        )[0]!,
        statuses: [400],
        sameAsUnknown: { body: matrixCoupon([NOBODY]) },
      },
    ],
  },
  'GET /api/seller-portal/coupons/:id': {
    access: 'portal',
    probes: (c) => refused('GET', [`/api/seller-portal/coupons/${c.w.coupons[c.victimSeller.id]?.id}`]),
  },
  'PUT /api/seller-portal/coupons/:id': {
    access: 'portal',
    probes: (c) =>
      refused('PUT', [`/api/seller-portal/coupons/${c.w.coupons[c.victimSeller.id]?.id}`], matrixCoupon([])),
  },
  'PATCH /api/seller-portal/coupons/:id': {
    access: 'portal',
    probes: (c) =>
      refused('PATCH', [`/api/seller-portal/coupons/${c.w.coupons[c.victimSeller.id]?.id}`], {
        isActive: false,
      }),
  },
  'GET /api/seller-portal/return-policy': { access: 'portal' },
  'PUT /api/seller-portal/return-policy': { access: 'portal' },
  // Orders and returns (docs/behaviour/seller-portal.md#orders): the victim seller's parcels and returns by id.
  'GET /api/seller-portal/orders': {
    access: 'portal',
    probes: (c) =>
      ['new', 'packed', 'dispatched', 'delivered', 'cancelled'].map((tab) =>
        ownScope('GET', `/api/seller-portal/orders?tab=${tab}&limit=50`, undefined, victimParcels(c)),
      ),
  },
  'GET /api/seller-portal/orders/:subOrderId': {
    access: 'portal',
    probes: (c) =>
      refused(
        'GET',
        victimParcels(c).map((id) => `/api/seller-portal/orders/${id}`),
      ),
  },
  'POST /api/seller-portal/orders/:subOrderId/status': {
    access: 'portal',
    probes: (c) => [
      ...refused(
        'POST',
        victimParcels(c).map((id) => `/api/seller-portal/orders/${id}/status`),
        { status: 'packed', carrier: 'Delhivery', trackingNumber: 'DL0000000001' },
      ),
      ...refused(
        'POST',
        victimParcels(c).map((id) => `/api/seller-portal/orders/${id}/status`),
        { status: 'cancelled', reason: 'Taken over' },
      ),
    ],
  },
  'GET /api/seller-portal/orders/:subOrderId/label': {
    access: 'portal',
    probes: (c) =>
      refused(
        'GET',
        victimParcels(c).map((id) => `/api/seller-portal/orders/${id}/label`),
      ),
  },
  'GET /api/seller-portal/orders/:subOrderId/invoice': {
    access: 'portal',
    probes: (c) =>
      refused(
        'GET',
        victimParcels(c).map((id) => `/api/seller-portal/orders/${id}/invoice`),
      ),
  },
  'GET /api/seller-portal/returns': {
    access: 'portal',
    probes: (c) => [ownScope('GET', '/api/seller-portal/returns?limit=100', undefined, victimReturns(c))],
  },
  'POST /api/seller-portal/returns/:id/decision': {
    access: 'portal',
    probes: (c) =>
      ['approve', 'reject'].flatMap((action) =>
        refused(
          'POST',
          victimReturns(c).map((id) => `/api/seller-portal/returns/${id}/decision`),
          { action },
        ),
      ),
  },
  // Settlements (docs/behaviour/seller-portal.md#settlements): the caller's own money only; the victim seller's
  // delivered parcels never appear in its statements, weeks or CSV.
  'GET /api/seller-portal/dashboard': {
    access: 'portal',
    probes: (c) => [ownScope('GET', '/api/seller-portal/dashboard', undefined, victimParcels(c))],
  },
  'GET /api/seller-portal/settlements': {
    access: 'portal',
    probes: (c) => [ownScope('GET', '/api/seller-portal/settlements', undefined, victimParcels(c))],
  },
  'GET /api/seller-portal/settlements/statement': {
    access: 'portal',
    probes: (c) => [
      ownScope(
        'GET',
        `/api/seller-portal/settlements/statement?${recentDates()}`,
        undefined,
        victimParcels(c),
      ),
    ],
  },
  'GET /api/seller-portal/settlements/statement.csv': {
    access: 'portal',
    probes: (c) => [
      ownScope(
        'GET',
        `/api/seller-portal/settlements/statement.csv?${recentDates()}`,
        undefined,
        victimParcels(c),
      ),
    ],
  },
  'DELETE /api/seller-portal/keys/:prefix': {
    access: 'portal',
    // Refused as 404, the answer for a prefix nobody holds; the victim's key stays in use (the snapshot).
    probes: (c) =>
      refused('DELETE', [
        `/api/seller-portal/keys/${sellerKeyPrefix(c.victimSeller.key)}`,
        `/api/seller-portal/keys/${encodeURIComponent(c.victimSeller.key)}`,
      ]),
  },

  // The operator console (docs/behaviour/operator.md): the password step is public, everything else needs an
  // operator session; the access matrix test also refuses a half session (no TOTP yet) on every route but the TOTP step.
  'POST /api/operator/sign-in': { access: 'public' },
  'POST /api/dev/operators': { access: 'dev' },
  'POST /api/operator/sign-in/totp': { access: 'operator' },
  'GET /api/operator/me': { access: 'operator' },
  'POST /api/operator/sign-out': { access: 'operator' },
  'GET /api/operator/sellers': { access: 'operator' },
  'GET /api/operator/sellers/:id': { access: 'operator', why: STAFF },
  'POST /api/operator/sellers/:id/review': { access: 'operator', why: STAFF },
  'POST /api/operator/sellers/:id/suspend': { access: 'operator', why: STAFF },
  'POST /api/operator/sellers/:id/reinstate': { access: 'operator', why: STAFF },
  'GET /api/operator/listings': { access: 'operator' },
  'GET /api/operator/listings/:id': { access: 'operator', why: STAFF },
  'POST /api/operator/listings/:id/review': { access: 'operator', why: STAFF },
  'GET /api/operator/search': { access: 'operator' },
  'GET /api/operator/orders/:id': { access: 'operator', why: STAFF },
  'POST /api/operator/orders/:id/cancel': { access: 'operator', why: STAFF },
  'POST /api/operator/returns/:id/refund': { access: 'operator', why: STAFF },
  'GET /api/operator/shoppers/:id': { access: 'operator', why: STAFF },
  'GET /api/operator/commission': { access: 'operator' },
  'POST /api/operator/commission': { access: 'operator' },
  'POST /api/operator/statutory-rates': { access: 'operator' },
  'GET /api/operator/audit': { access: 'operator' },
  'GET /api/operator/audit.csv': { access: 'operator' },
};
