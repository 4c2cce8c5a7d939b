// Shipping use cases (issue 7): the estimate checkout shows, and quoteParcels, which the payment order and the
// order reuse so that what a shopper is shown is what they are charged. Rules live in @haat/domain/shipping.
import { PRODUCT_NOT_FOUND } from '../catalog/catalog.service.ts';
import { paise, paiseToRupees } from '@haat/domain/money/money';
import type {
  ShippingEstimateRequest,
  ShippingEstimateResponse,
} from '@haat/domain/shipping/shipping-estimate.schema';
import { quoteShipping, type ShippingQuote } from '@haat/domain/shipping/shipping-rules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findPincodeService } from '../geo/pincode-service.ts';
import { findShippingProducts, findShippingSellers } from './shipping.repository.ts';

export interface QuoteParcelLine {
  /** Not needed for the charge; optional so callers that priced lines without it can pass them as they are. */
  productId?: string;
  quantity: number;
  unitPricePaise: number;
  weightGrams: number;
  freeShipping: boolean;
}

/**
 * Quotes parcels already priced by the caller (one per seller, in the caller's order): reads each seller's name
 * and pincode, then applies quoteShipping. A seller id that does not exist is a programming error, not input.
 */
export async function quoteParcels(
  db: Db,
  parcels: { sellerId: string; lines: QuoteParcelLine[] }[],
  buyerPincode: string,
  now: Date,
): Promise<ShippingQuote> {
  const sellerRows = await findShippingSellers(db, [...new Set(parcels.map((p) => p.sellerId))]);
  const sellers = new Map(sellerRows.map((s) => [s.id, s]));
  return quoteShipping(
    parcels.map((parcel) => {
      const seller = sellers.get(parcel.sellerId);
      if (!seller) throw new Error(`quoteParcels: unknown seller ${parcel.sellerId}`);
      return {
        sellerId: seller.id,
        sellerName: seller.displayName,
        sellerPincode: seller.pincode,
        lines: parcel.lines.map(({ quantity, unitPricePaise, weightGrams, freeShipping }) => ({
          quantity,
          unitPricePaise,
          weightGrams,
          freeShipping,
        })),
      };
    }),
    buyerPincode,
    now,
  );
}

const rupees = (amount: number) => paiseToRupees(paise(amount));

/**
 * POST /api/orders/shipping-estimate: prices come from the catalogue, never the client. A line repeated in the
 * request is one line. Stock is not checked here: the estimate is informational and the order transaction is
 * where stock is decided; a withdrawn (unpublished) listing is 'Product not found', as everywhere else.
 */
export async function estimateShipping(
  db: Db,
  request: ShippingEstimateRequest,
  now: Date,
): Promise<ShippingEstimateResponse> {
  const quantities = new Map<string, number>();
  for (const item of request.items) {
    quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
  }
  const rows = await findShippingProducts(db, [...quantities.keys()]);
  const byId = new Map(rows.filter((row) => row.isPublished).map((row) => [row.id, row]));

  // One parcel per seller, in the order the sellers first appear in the cart.
  const parcels = new Map<string, { sellerId: string; lines: QuoteParcelLine[] }>();
  for (const [productId, quantity] of quantities) {
    const product = byId.get(productId);
    if (!product)
      throw AppError.notFound({ message: PRODUCT_NOT_FOUND.message, code: PRODUCT_NOT_FOUND.code });
    const parcel = parcels.get(product.sellerId) ?? { sellerId: product.sellerId, lines: [] };
    parcel.lines.push({
      productId,
      quantity,
      unitPricePaise: product.sellingPricePaise,
      weightGrams: product.shippingWeightGrams,
      freeShipping: product.freeShipping,
    });
    parcels.set(product.sellerId, parcel);
  }

  const quote = await quoteParcels(db, [...parcels.values()], request.shippingPincode, now);
  // Informational here, as the charge is: the checkout page shows it, the order refuses what is not served.
  const service = await findPincodeService(db, request.shippingPincode);
  return {
    success: true,
    shippingCost: rupees(quote.totalPaise),
    breakdown: quote.parcels.map((p) => ({
      sellerId: p.sellerId,
      sellerName: p.sellerName,
      items: p.items,
      rate: rupees(p.ratePaise),
      zone: p.zone,
      weightGrams: p.weightGrams,
      estimatedDelivery: p.estimatedDelivery,
    })),
    estimatedDelivery: quote.estimatedDelivery,
    fallback: quote.fallback,
    freeShipping: quote.freeShipping,
    serviceable: service.serviceable,
    codAvailable: service.codAvailable,
  };
}
