// Rows Seller Central's orders need beyond the seller API's (Drizzle only, no rules): the seller's own address that
// labels and tracking events print, and how many of its return requests wait for it.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { returnRequests } from '../../db/schema/returns.ts';
import { sellers } from '../../db/schema/sellers.ts';

export async function findSellerShipFrom(db: Db, sellerId: string) {
  const [row] = await db
    .select({
      id: sellers.id,
      displayName: sellers.displayName,
      legalName: sellers.legalName,
      gstin: sellers.gstin,
      addressLine: sellers.addressLine,
      city: sellers.city,
      state: sellers.state,
      pincode: sellers.pincode,
    })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1);
  return row;
}
export type SellerShipFrom = NonNullable<Awaited<ReturnType<typeof findSellerShipFrom>>>;

type ReturnRequestStatus = (typeof returnRequests.$inferSelect)['status'];

export async function countSellerReturns(
  db: Db,
  sellerId: string,
  statuses: readonly ReturnRequestStatus[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(returnRequests)
    .where(and(eq(returnRequests.sellerId, sellerId), inArray(returnRequests.status, [...statuses])));
  return row?.n ?? 0;
}
