// SQL of the settlement statements (docs/behaviour/seller-portal.md#settlements): a seller's delivered sub-orders
// with their items' categories, the order's moment and number, and every refund of them.
import { and, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, refunds, subOrders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { returnRequests } from '../../db/schema/returns.ts';

/**
 * The seller's delivered sub-orders that have a line in [from, to): delivered in it, or refunded in it (a refund
 * is a line on or after the delivery). Without a range, all of them.
 */
export async function deliveredSubOrders(db: Db, sellerId: string, range?: { from: Date; to: Date }) {
  const refundedInRange = range
    ? sql`exists (select 1 from ${refunds} where ${refunds.subOrderId} = ${subOrders.id}
        and ${refunds.createdAt} >= ${range.from.toISOString()} and ${refunds.createdAt} < ${range.to.toISOString()})`
    : undefined;
  return db
    .select({
      subOrderId: subOrders.id,
      orderNumber: orders.orderNumber,
      placedAt: orders.createdAt,
      deliveredAt: subOrders.deliveredAt,
      shippingPaise: subOrders.shippingPaise,
    })
    .from(subOrders)
    .innerJoin(orders, eq(orders.id, subOrders.orderId))
    .where(
      and(
        eq(subOrders.sellerId, sellerId),
        isNotNull(subOrders.deliveredAt),
        range
          ? or(
              and(gte(subOrders.deliveredAt, range.from), lt(subOrders.deliveredAt, range.to)),
              refundedInRange,
            )
          : undefined,
      ),
    );
}

export async function itemsOf(db: Db, subOrderIds: readonly string[]) {
  if (subOrderIds.length === 0) return [];
  return db
    .select({
      subOrderId: orderItems.subOrderId,
      lineTotalPaise: orderItems.lineTotalPaise,
      discountPaise: orderItems.discountPaise,
      gstRatePercent: orderItems.gstRatePercent,
      category: products.category,
      subcategory: products.subcategory,
      subSubcategory: products.subSubcategory,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.subOrderId, [...subOrderIds]));
}

export async function refundsOf(db: Db, subOrderIds: readonly string[]) {
  if (subOrderIds.length === 0) return [];
  return db
    .select({
      refundId: refunds.id,
      subOrderId: sql<string>`${refunds.subOrderId}`,
      amountPaise: refunds.amountPaise,
      at: refunds.createdAt,
      returnNumber: returnRequests.returnNumber,
    })
    .from(refunds)
    .leftJoin(returnRequests, eq(returnRequests.id, refunds.returnRequestId))
    .where(inArray(refunds.subOrderId, [...subOrderIds]));
}
