// SQL of the seller's dashboard (docs/behaviour/seller-portal.md#dashboard): parcels still to dispatch, recent
// sub-orders for the sales chart, live variants low on stock, the rating, deliveries and returns.
import type { SubOrderStatus } from '@haat/domain/orders/order-status';
import { and, asc, count, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, subOrders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { returnRequests } from '../../db/schema/returns.ts';
import { sellers } from '../../db/schema/sellers.ts';

export async function parcelsToDispatch(db: Db, sellerId: string, statuses: readonly SubOrderStatus[]) {
  return db
    .select({
      subOrderId: subOrders.id,
      orderNumber: orders.orderNumber,
      placedAt: orders.createdAt,
      status: subOrders.status,
    })
    .from(subOrders)
    .innerJoin(orders, eq(orders.id, subOrders.orderId))
    .where(and(eq(subOrders.sellerId, sellerId), inArray(subOrders.status, [...statuses])))
    .orderBy(asc(orders.createdAt));
}

/** The seller's sub-orders placed since `since`, cancelled ones left out: when, and the goods' amount. */
export async function salesSince(db: Db, sellerId: string, since: Date, cancelled: SubOrderStatus) {
  return db
    .select({
      placedAt: subOrders.createdAt,
      subtotalPaise: subOrders.subtotalPaise,
      discountPaise: subOrders.discountPaise,
    })
    .from(subOrders)
    .where(
      and(eq(subOrders.sellerId, sellerId), gte(subOrders.createdAt, since), ne(subOrders.status, cancelled)),
    );
}

export async function lowStock(db: Db, sellerId: string, atMost: number, limit: number) {
  return db
    .select({
      productId: products.id,
      groupId: products.variantGroup,
      name: products.name,
      sku: products.sku,
      stock: products.stock,
    })
    .from(products)
    .where(
      and(
        eq(products.sellerId, sellerId),
        eq(products.listingStatus, 'approved'),
        lte(products.stock, atMost),
      ),
    )
    .orderBy(asc(products.stock), asc(products.name))
    .limit(limit);
}

export async function sellerRating(db: Db, sellerId: string) {
  const [row] = await db
    .select({ rating: sellers.rating, count: sellers.ratingCount })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  return { average: Number(row?.rating ?? 0), count: row?.count ?? 0 };
}

export async function deliveriesAndReturnsSince(db: Db, sellerId: string, since: Date, rejected: string) {
  const [[deliveries], [returns]] = await Promise.all([
    db
      .select({ n: count() })
      .from(subOrders)
      .where(and(eq(subOrders.sellerId, sellerId), gte(subOrders.deliveredAt, since))),
    db
      .select({ n: count() })
      .from(returnRequests)
      .where(
        and(
          eq(returnRequests.sellerId, sellerId),
          gte(returnRequests.createdAt, since),
          ne(returnRequests.status, rejected as 'Rejected'),
        ),
      ),
  ]);
  return { deliveries: Number(deliveries?.n ?? 0), returns: Number(returns?.n ?? 0) };
}
