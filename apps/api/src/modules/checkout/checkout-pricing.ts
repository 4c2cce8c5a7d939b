// Prices the signed-in cart for checkout (issue 7): catalogue prices and stock, the saved address, the seller coupon
// spread over its lines, shipping per seller parcel and the marketplace's commission, all in paise.
import { couponRefusalAnswer } from '@haat/domain/coupons/coupon-refusals';
import { evaluateCoupon, type CouponLine } from '@haat/domain/coupons/coupon-rules';
import { COUPON_MESSAGES } from '@haat/domain/coupons/coupon.schema';
import { paise, splitInclusiveGst } from '@haat/domain/money/money';
import { commissionPaise, splitProportionally } from '@haat/domain/orders/order-pricing';
import { resolveCommissionRate } from '@haat/domain/settlements/commission-rates';
import { ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import { DELIVERY_ERROR_CODES, DELIVERY_MESSAGES } from '@haat/domain/shipping/delivery-promise';
import type { ShippingParcelQuote } from '@haat/domain/shipping/shipping-rules';
import { shippingWithoutPincode } from '@haat/domain/checkout/unquoted-shipping';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserAddress } from '../addresses/addresses.repository.ts';
import { listLines, type CartRow } from '../cart/cart.repository.ts';
import { commissionRatesFor } from '../commission/commission.service.ts';
import { couponTerms } from '../coupons/coupons.service.ts';
import { findPincodeService } from '../geo/pincode-service.ts';
import { countUsesByUser, findCouponByCode } from '../coupons/coupons.repository.ts';
import { quoteParcels } from '../shipping/shipping.service.ts';
import { findBuyerContact, listCheckoutSellers } from './checkout.repository.ts';
import type { PricedCheckout, PricedLine, PricedParcel } from './checkout.types.ts';

export const CHECKOUT_ERROR_CODES = {
  cartEmpty: 'CART_EMPTY',
  cartChanged: 'CART_CHANGED',
  insufficientStock: 'INSUFFICIENT_STOCK',
  unavailable: 'PRODUCT_UNAVAILABLE',
  shippingAddress: 'SHIPPING_ADDRESS_REQUIRED',
} as const;

export const checkoutErrors = {
  cartEmpty: () =>
    AppError.badRequest({ message: ORDER_MESSAGES.cartEmpty, code: CHECKOUT_ERROR_CODES.cartEmpty }),
  insufficientStock: (name: string, stock: number) =>
    AppError.conflict({
      message: ORDER_MESSAGES.insufficientStock(name, stock),
      code: CHECKOUT_ERROR_CODES.insufficientStock,
    }),
  unavailable: (name: string) =>
    AppError.conflict({ message: ORDER_MESSAGES.unavailable(name), code: CHECKOUT_ERROR_CODES.unavailable }),
  shippingAddress: () =>
    AppError.badRequest({
      message: ORDER_MESSAGES.shippingAddressRequired,
      field: 'shippingAddress',
      code: CHECKOUT_ERROR_CODES.shippingAddress,
    }),
  notServiceable: () =>
    AppError.unprocessable({
      message: DELIVERY_MESSAGES.notServiceable,
      code: DELIVERY_ERROR_CODES.notServiceable,
      field: 'shippingAddress',
    }),
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PriceCheckoutInput {
  userId: string;
  addressId: string;
  couponCode?: string;
  now: Date;
}

/** Refuses the first line that cannot be bought as it stands, in cart order. */
function checkLines(rows: CartRow[]): void {
  if (rows.length === 0) throw checkoutErrors.cartEmpty();
  for (const { product, quantity } of rows) {
    if (!product.isPublished) throw checkoutErrors.unavailable(product.name);
    if (quantity > product.stock)
      throw checkoutErrors.insufficientStock(product.name, Math.max(0, product.stock));
  }
}

interface CouponEffect {
  couponId: string;
  couponCode: string;
  sellerId: string;
  /** Paise off per product id (percentage and fixed coupons). */
  lineDiscounts: Map<string, number>;
  freeShipping: boolean;
}

/** The coupon evaluated by the same rules as validate-coupon; a refusal answers 422 COUPON_<REASON>. */
async function applyCoupon(
  db: Db,
  userId: string | undefined,
  code: string,
  lines: PricedLine[],
  now: Date,
): Promise<CouponEffect> {
  const row = await findCouponByCode(db, code.trim().toUpperCase());
  if (!row) throw AppError.unprocessable({ message: COUPON_MESSAGES.invalid, code: 'COUPON_INVALID' });
  const couponLines: CouponLine[] = lines.map((l) => ({
    productId: l.productId,
    sellerId: l.sellerId,
    unitPricePaise: l.unitPricePaise,
    quantity: l.quantity,
  }));
  const outcome = evaluateCoupon(couponTerms(row), couponLines, {
    now,
    // A visitor's quote (the cart page before sign-in) has no uses yet; placing the order counts them.
    usesByThisUser: userId ? await countUsesByUser(db, row.id, userId) : 0,
  });
  if (!outcome.ok) {
    const { code: refusal, message } = couponRefusalAnswer(outcome.reason, {
      minimumOrderPaise: row.minimumOrderPaise,
      eligibleSubtotalPaise: outcome.eligibleSubtotalPaise,
    });
    throw AppError.unprocessable({ message, code: refusal });
  }
  const lineDiscounts = new Map<string, number>();
  if (!outcome.freeShipping) {
    const eligible = lines.filter(
      (l) => l.sellerId === row.sellerId && outcome.eligibleProductIds.includes(l.productId),
    );
    const shares = splitProportionally(
      outcome.discountPaise,
      eligible.map((l) => l.lineTotalPaise),
    );
    eligible.forEach((l, i) => lineDiscounts.set(l.productId, shares[i] ?? 0));
  }
  return {
    couponId: row.id,
    couponCode: row.code,
    sellerId: row.sellerId,
    lineDiscounts,
    freeShipping: outcome.freeShipping,
  };
}

/** The lines, parcels and totals of a checkout, before the address and contact details are attached. */
export interface PricedLines {
  /** What the payment order and the order store (the checkout without its buyer). */
  priced: Omit<PricedCheckout, 'userId' | 'address' | 'contactEmail' | 'contactPhone'>;
  /** Per parcel (by seller id): what the zone and weight cost before a coupon waived it. */
  quotedShippingPaise: Record<string, number>;
  /** The order is above the checkout statement's threshold, so every parcel ships free. */
  freeAboveThreshold: boolean;
  /**
   * Sellers whose parcel's delivery charge is not known: no pincode was given and it is not free whatever the zone
   * (those parcels carry 0 here and no zone or date; the quote shows them as not quoted).
   */
  unquotedSellerIds: string[];
  /** A pincode was given: parcels carry their zone and delivery window. */
  zoned: boolean;
  /** The seller whose delivery a free-shipping coupon waived, or null. */
  waivedSellerId: string | null;
  /** Per parcel (by seller id): what it weighs, free-shipping lines included. */
  weightGrams: Record<string, number>;
  /** Some pincode's region was unknown, so its parcel was priced at the national rate. */
  fallback: boolean;
}

const NOT_QUOTED = {
  ratePaise: 0,
  zone: 'national',
  estimatedDelivery: { from: '', to: '' },
} as const satisfies Pick<ShippingParcelQuote, 'ratePaise' | 'zone' | 'estimatedDelivery'>;

export interface PriceLinesInput {
  /** The buyer, when signed in (a coupon's uses per buyer); a visitor's cart is quoted without. */
  userId?: string;
  /** Buyable lines, in cart order (checkLines or the quote's own filter has run). */
  rows: CartRow[];
  /** Null prices the goods and the coupon only: no shipping is quoted (a visitor with no location yet). */
  pincode: string | null;
  couponCode?: string;
  now: Date;
}

/**
 * Prices cart lines to a pincode: catalogue prices, the seller coupon spread over its lines, shipping per seller
 * parcel and the marketplace's commission, in paise. The one function behind the quote the pages show
 * (POST /api/checkout/quote), the payment order and the order (docs/decisions/0022-one-quote.md).
 */
export async function priceLines(db: Db, input: PriceLinesInput): Promise<PricedLines> {
  const { rows, now } = input;
  const rowSellerIds = [...new Set(rows.map((r) => r.product.sellerId))];
  const sellerRows = await listCheckoutSellers(db, rowSellerIds);
  const sellerOf = new Map(sellerRows.map((s) => [s.id, s]));
  // The commission module's rates, resolved per line by category as the seller's statement resolves them
  // (docs/decisions/0020-settlements.md), so the order's split and the statement agree.
  const ratesOf = new Map(
    await Promise.all(rowSellerIds.map(async (id) => [id, await commissionRatesFor(db, id)] as const)),
  );

  let lines: PricedLine[] = rows.map(({ product, quantity }) => ({
    productId: product.id,
    sellerId: product.sellerId,
    name: product.name,
    image: product.images[0]?.url ?? null,
    sku: product.sku,
    hsnCode: product.hsnCode,
    unitPricePaise: product.sellingPricePaise,
    mrpPaise: product.mrpPaise,
    quantity,
    lineTotalPaise: product.sellingPricePaise * quantity,
    discountPaise: 0,
    gstRatePercent: product.gstPercentage,
  }));

  const coupon = input.couponCode
    ? await applyCoupon(db, input.userId, input.couponCode, lines, now)
    : undefined;
  if (coupon) {
    lines = lines.map((l) => ({ ...l, discountPaise: coupon.lineDiscounts.get(l.productId) ?? 0 }));
  }

  // One parcel per seller, in the order the sellers first appear in the cart.
  const sellerIds = [...new Set(lines.map((l) => l.sellerId))];
  const productOf = new Map(rows.map((r) => [r.product.id, r.product]));
  const parcelsToQuote = sellerIds.map((sellerId) => {
    return {
      sellerId,
      lines: lines
        .filter((l) => l.sellerId === sellerId)
        .map((l) => ({
          productId: l.productId,
          quantity: l.quantity,
          unitPricePaise: l.unitPricePaise,
          weightGrams: productOf.get(l.productId)?.shippingWeightGrams ?? 0,
          freeShipping: productOf.get(l.productId)?.freeShipping ?? false,
        })),
    };
  });
  // Nothing to ship (a quote of a cart whose lines cannot be bought) has no parcel to quote.
  const quote =
    input.pincode && parcelsToQuote.length > 0
      ? await quoteParcels(db, parcelsToQuote, input.pincode, now)
      : null;
  const quoteOf = new Map(quote?.parcels.map((p) => [p.sellerId, p]));
  // Without a pincode only what is free whatever the zone is known (docs/decisions/0022-one-quote.md).
  const unquoted = quote ? null : shippingWithoutPincode(parcelsToQuote);
  const unquotedSellerIds = unquoted ? sellerIds.filter((_, i) => !unquoted.freeAnywhere[i]) : [];

  const parcels: PricedParcel[] = sellerIds.map((sellerId) => {
    const seller = sellerOf.get(sellerId);
    const parcelLines = lines.filter((l) => l.sellerId === sellerId);
    // Without a pincode no zone or date is known and nothing is charged yet (the quote shows what is not known).
    const quoted = quote ? quoteOf.get(sellerId) : NOT_QUOTED;
    if (!seller || !quoted) throw new Error(`checkout: no seller or shipping quote for ${sellerId}`);
    const subtotalPaise = parcelLines.reduce((sum, l) => sum + l.lineTotalPaise, 0);
    const discountPaise = parcelLines.reduce((sum, l) => sum + l.discountPaise, 0);
    // A free-shipping coupon waives its own seller's delivery charge, not the other parcels'.
    const shippingPaise = coupon?.freeShipping && coupon.sellerId === sellerId ? 0 : quoted.ratePaise;
    const totalPaise = subtotalPaise + shippingPaise - discountPaise;
    // Commission on each line's amount after its coupon share at its category's rate in force now (shipping is the
    // seller's, as on the statement).
    const commission = parcelLines.reduce((sum, l) => {
      const product = productOf.get(l.productId);
      const path = [product?.category, product?.subcategory, product?.subSubcategory]
        .filter(Boolean)
        .join('/');
      const { rateBps } = resolveCommissionRate(ratesOf.get(sellerId) ?? [], sellerId, path, now);
      return sum + commissionPaise(l.lineTotalPaise - l.discountPaise, rateBps);
    }, 0);
    return {
      sellerId,
      sellerName: seller.name,
      subtotalPaise,
      shippingPaise,
      discountPaise,
      totalPaise,
      commissionPaise: commission,
      transferPaise: totalPaise - commission,
      zone: quoted.zone,
      estimatedDelivery: quoted.estimatedDelivery,
    };
  });

  const sum = (pick: (p: PricedParcel) => number) => parcels.reduce((total, p) => total + pick(p), 0);
  // GST inside what is charged for the goods: per line, after its share of the coupon (the invoice's taxable value).
  const taxPaise = lines.reduce(
    (total, l) =>
      total + splitInclusiveGst(paise(l.lineTotalPaise - l.discountPaise), l.gstRatePercent ?? 18).gst,
    0,
  );
  const priced = {
    couponId: coupon?.couponId ?? null,
    couponCode: coupon?.couponCode ?? null,
    ...(coupon?.freeShipping ? { shippingWaivedPaise: quoteOf.get(coupon.sellerId)?.ratePaise ?? 0 } : {}),
    lines,
    parcels,
    subtotalPaise: sum((p) => p.subtotalPaise),
    shippingPaise: sum((p) => p.shippingPaise),
    discountPaise: sum((p) => p.discountPaise),
    taxPaise,
    totalPaise: sum((p) => p.totalPaise),
    pricedAt: now.toISOString(),
  };
  return {
    priced,
    quotedShippingPaise: Object.fromEntries((quote?.parcels ?? []).map((p) => [p.sellerId, p.ratePaise])),
    freeAboveThreshold: quote?.freeShipping ?? unquoted?.freeAboveThreshold ?? false,
    unquotedSellerIds,
    zoned: quote !== null,
    waivedSellerId: coupon?.freeShipping ? coupon.sellerId : null,
    weightGrams: Object.fromEntries((quote?.parcels ?? []).map((p) => [p.sellerId, p.weightGrams])),
    fallback: quote?.fallback ?? false,
  };
}

/**
 * The priced checkout of the shopper's cart to one of their saved addresses. Refuses an empty cart (400), a
 * withdrawn line or one above stock (409), someone else's or an unknown address (400), an address whose pincode
 * we do not deliver to (422, the delivery promise's rule) and a refused coupon (422).
 */
export async function priceCheckout(db: Db, input: PriceCheckoutInput): Promise<PricedCheckout> {
  const { userId, now } = input;
  const address = UUID_PATTERN.test(input.addressId)
    ? await findUserAddress(db, userId, input.addressId)
    : undefined;
  if (!address) throw checkoutErrors.shippingAddress();
  if (!(await findPincodeService(db, address.postalCode)).serviceable) throw checkoutErrors.notServiceable();
  const contact = await findBuyerContact(db, userId);
  if (!contact) throw checkoutErrors.shippingAddress();

  const rows = await listLines(db, userId);
  checkLines(rows);
  const { priced } = await priceLines(db, {
    userId,
    rows,
    pincode: address.postalCode,
    ...(input.couponCode ? { couponCode: input.couponCode } : {}),
    now,
  });
  return { userId, address, contactEmail: contact.email, contactPhone: contact.phone, ...priced };
}
