// POST /api/checkout/quote's use case (docs/behaviour/checkout.md#the-quote, docs/decisions/0022-one-quote.md): the
// lines the shopper holds, priced by priceLines, the function that prices the payment order and the order, so the
// cart page, the cart dropdown and checkout show the figures the order will charge. Lines that cannot be bought are
// left out and named; a refused coupon leaves the quote without it and says why, as validate-coupon would.
import type { CheckoutQuote, CheckoutQuoteRequest } from '@haat/domain/checkout/checkout-quote.schema';
import { cartFreeShippingHint } from '@haat/domain/checkout/quote-hint';
import { paise, paiseToRupees } from '@haat/domain/money/money';
import { COD_LIMIT_RUPEES } from '@haat/domain/orders/order.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { CartRow } from '../cart/cart.repository.ts';
import { findPincodeService } from '../geo/pincode-service.ts';
import { priceLines, type PricedLines } from './checkout-pricing.ts';
import { findQuoteProducts } from './checkout.repository.ts';

const rupees = (amount: number) => paiseToRupees(paise(amount));

export interface QuoteInput extends CheckoutQuoteRequest {
  /** The signed-in buyer (a coupon's uses per buyer count), or none for a visitor. */
  userId?: string;
  now: Date;
}

/** A coupon refused for this cart (422 COUPON_…), as opposed to a fault. */
function isCouponRefusal(err: unknown): err is AppError {
  return err instanceof AppError && err.statusCode === 422 && err.code.startsWith('COUPON_');
}

export async function quoteCart(db: Db, input: QuoteInput): Promise<CheckoutQuote> {
  // A product listed twice is one line, as in the cart.
  const quantities = new Map<string, number>();
  for (const item of input.items) {
    quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
  }
  const products = new Map((await findQuoteProducts(db, [...quantities.keys()])).map((p) => [p.id, p]));
  const rows: CartRow[] = [];
  const excluded: CheckoutQuote['excluded'] = [];
  for (const [productId, quantity] of quantities) {
    const product = products.get(productId);
    if (!product?.isPublished) excluded.push({ productId, reason: 'unavailable', available: 0 });
    else if (quantity > product.stock) {
      excluded.push({ productId, reason: 'stock', available: Math.max(0, product.stock) });
    } else rows.push({ quantity, createdAt: input.now, product });
  }

  const pincode = input.pincode ?? null;
  const base = { ...(input.userId ? { userId: input.userId } : {}), rows, pincode, now: input.now };
  let couponRefusal: CheckoutQuote['couponRefusal'] = null;
  let priced: PricedLines;
  try {
    priced = await priceLines(db, { ...base, ...(input.couponCode ? { couponCode: input.couponCode } : {}) });
  } catch (err) {
    if (!isCouponRefusal(err)) throw err;
    couponRefusal = { code: err.code, message: err.message };
    priced = await priceLines(db, base);
  }
  const service = pincode ? await findPincodeService(db, pincode) : null;
  return quoteOf(priced, { excluded, couponRefusal, pincode, service });
}

function shippingReason(
  priced: PricedLines,
  parcel: PricedLines['priced']['parcels'][number],
): CheckoutQuote['parcels'][number]['shippingReason'] {
  if (priced.waivedSellerId === parcel.sellerId) return 'coupon';
  if (priced.unquotedSellerIds.includes(parcel.sellerId)) return 'no_pincode';
  if (parcel.shippingPaise > 0) return 'charged';
  return priced.freeAboveThreshold ? 'free_threshold' : 'free_products';
}

/** The priced lines in the contract's shape (rupees), with what the pages need beside them. */
export function quoteOf(
  priced: PricedLines,
  extra: {
    excluded: CheckoutQuote['excluded'];
    couponRefusal: CheckoutQuote['couponRefusal'];
    pincode: string | null;
    service: { serviceable: boolean; codAvailable: boolean } | null;
  },
): CheckoutQuote {
  const p = priced.priced;
  const zoned = priced.zoned;
  const reasons = new Map(p.parcels.map((parcel) => [parcel.sellerId, shippingReason(priced, parcel)]));
  const known = (sellerId: string) => reasons.get(sellerId) !== 'no_pincode';
  const allKnown = p.parcels.every((parcel) => known(parcel.sellerId));
  const windows = p.parcels.map((parcel) => parcel.estimatedDelivery);
  const latest = (key: 'from' | 'to') => windows.map((w) => w[key]).reduce((a, b) => (b > a ? b : a), '');
  const totalRupees = rupees(p.totalPaise);
  const mrpSavingsPaise = p.lines.reduce(
    (sum, l) => sum + Math.max(0, l.mrpPaise - l.unitPricePaise) * l.quantity,
    0,
  );
  const hint = cartFreeShippingHint(p.subtotalPaise, allKnown ? p.shippingPaise : null);
  return {
    lines: p.lines.map((l) => ({
      productId: l.productId,
      sellerId: l.sellerId,
      name: l.name,
      quantity: l.quantity,
      unitPrice: rupees(l.unitPricePaise),
      mrp: rupees(l.mrpPaise),
      lineTotal: rupees(l.lineTotalPaise),
      discount: rupees(l.discountPaise),
    })),
    excluded: extra.excluded,
    parcels: p.parcels.map((parcel) => ({
      sellerId: parcel.sellerId,
      sellerName: parcel.sellerName,
      items: p.lines.filter((l) => l.sellerId === parcel.sellerId).reduce((n, l) => n + l.quantity, 0),
      weightGrams: priced.weightGrams[parcel.sellerId] ?? 0,
      subtotal: rupees(parcel.subtotalPaise),
      shipping: known(parcel.sellerId) ? rupees(parcel.shippingPaise) : null,
      shippingReason: reasons.get(parcel.sellerId) ?? 'no_pincode',
      discount: rupees(parcel.discountPaise),
      total: rupees(parcel.totalPaise),
      zone: zoned ? parcel.zone : null,
      estimatedDelivery: zoned ? parcel.estimatedDelivery : null,
    })),
    itemCount: p.lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: rupees(p.subtotalPaise),
    mrpSavings: rupees(mrpSavingsPaise),
    savings: rupees(mrpSavingsPaise + p.discountPaise),
    shipping: allKnown ? rupees(p.shippingPaise) : null,
    discount: rupees(p.discountPaise),
    couponCode: p.couponCode,
    couponRefusal: extra.couponRefusal,
    tax: rupees(p.taxPaise),
    total: totalRupees,
    fallback: priced.fallback,
    estimatedDelivery: zoned && windows.length > 0 ? { from: latest('from'), to: latest('to') } : null,
    cashOnDelivery: extra.service
      ? {
          allowed: extra.service.codAvailable && totalRupees <= COD_LIMIT_RUPEES,
          reason: !extra.service.codAvailable ? 'pincode' : totalRupees > COD_LIMIT_RUPEES ? 'limit' : null,
          limit: COD_LIMIT_RUPEES,
        }
      : null,
    freeShippingHint: hint
      ? {
          threshold: rupees(hint.thresholdPaise),
          remaining: rupees(hint.remainingPaise),
          percent: hint.percent,
        }
      : null,
    pincode: extra.pincode,
    serviceable: extra.service ? extra.service.serviceable : null,
  };
}
