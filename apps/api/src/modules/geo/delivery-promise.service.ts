// GET /api/delivery/promise (issue 9): for one pincode and a page of products, whether each comes, by when and
// whether cash on delivery is offered, by @haat/domain's productDeliveryPromise (the rules checkout applies).
import { paise, paiseToRupees } from '@haat/domain/money/money';
import type { DeliveryPromiseResponse } from '@haat/domain/shipping/delivery-promise.schema';
import { productDeliveryPromise } from '@haat/domain/shipping/delivery-promise';
import type { Db } from '../../db/client.ts';
import { findPromiseProducts } from './geo.repository.ts';
import { findPincodeService } from './pincode-service.ts';

export async function deliveryPromise(
  db: Db,
  query: { pincode: string; productIds: string[] },
  now: Date,
): Promise<DeliveryPromiseResponse> {
  const [service, rows] = await Promise.all([
    findPincodeService(db, query.pincode),
    findPromiseProducts(db, query.productIds),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const inDirectory = service.place !== undefined;
  return {
    success: true,
    pincode: query.pincode,
    city: service.place?.city ?? null,
    state: service.place?.state ?? null,
    serviceable: service.serviceable,
    codAvailable: service.codAvailable,
    // In the order asked; ids that are not published products are left out.
    promises: query.productIds.flatMap((productId) => {
      const row = byId.get(productId);
      if (!row) return [];
      return [
        {
          productId,
          ...productDeliveryPromise(
            {
              sellerPincode: row.sellerPincode,
              buyerPincode: query.pincode,
              inDirectory,
              unitPriceRupees: paiseToRupees(paise(row.sellingPricePaise)),
            },
            now,
          ),
        },
      ];
    }),
  };
}
