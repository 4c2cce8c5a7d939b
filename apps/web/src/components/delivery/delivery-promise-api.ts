// GET /api/delivery/promise (issue 9): when up to 60 products reach one pincode, and whether it takes cash.
// Public: no session is sent, so a guest's cards ask the same way.
import {
  deliveryPromiseResponseSchema,
  type DeliveryPromiseResponse,
} from '@haat/domain/shipping/delivery-promise.schema';
import { apiRequest } from '../../lib/api-client.ts';

export async function getDeliveryPromises(
  pincode: string,
  productIds: readonly string[],
): Promise<DeliveryPromiseResponse> {
  const data = await apiRequest<unknown>('/delivery/promise', {
    query: { pincode, productIds: productIds.join(',') },
    auth: false,
  });
  return deliveryPromiseResponseSchema.parse(data);
}
