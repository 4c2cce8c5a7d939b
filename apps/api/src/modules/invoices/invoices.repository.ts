// Rows a GST invoice is made of (Drizzle only, no rules): the shopper's order, its sub-orders with their sellers,
// and the lines as they were bought.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, subOrders } from '../../db/schema/orders.ts';
import { sellers } from '../../db/schema/sellers.ts';

export interface InvoiceOrderRow {
  id: string;
  orderNumber: string;
  createdAt: Date;
  couponCode: string | null;
  paymentMethod: string;
  shippingAddress: unknown;
  contactEmail: string;
}

export interface InvoiceSubOrderRow {
  id: string;
  status: string;
  invoiceNumber: string;
  subtotalPaise: number;
  shippingPaise: number;
  discountPaise: number;
  totalPaise: number;
  createdAt: Date;
  seller: {
    id: string;
    legalName: string;
    displayName: string;
    gstin: string;
    state: string;
    stateCode: string;
    addressLine: string;
    city: string;
    pincode: string;
  };
}

export type InvoiceItemRow = Pick<
  typeof orderItems.$inferSelect,
  | 'subOrderId'
  | 'name'
  | 'sku'
  | 'hsnCode'
  | 'quantity'
  | 'unitPricePaise'
  | 'lineTotalPaise'
  | 'discountPaise'
  | 'gstRatePercent'
>;

/** The order when it is this shopper's; undefined for an unknown id and for someone else's order alike. */
export async function findShopperOrder(
  db: Db,
  userId: string,
  by: { id: string } | { orderNumber: string },
): Promise<InvoiceOrderRow | undefined> {
  const match = 'id' in by ? eq(orders.id, by.id) : eq(orders.orderNumber, by.orderNumber);
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      couponCode: orders.couponCode,
      paymentMethod: orders.paymentMethod,
      shippingAddress: orders.shippingAddress,
      contactEmail: orders.contactEmail,
    })
    .from(orders)
    .where(and(match, eq(orders.userId, userId)))
    .limit(1);
  return row;
}

/** The order of a sub-order when that sub-order is this seller's; undefined for anyone else's or an unknown one. */
export async function findSellerInvoiceOrder(
  db: Db,
  sellerId: string,
  subOrderId: string,
): Promise<InvoiceOrderRow | undefined> {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      couponCode: orders.couponCode,
      paymentMethod: orders.paymentMethod,
      shippingAddress: orders.shippingAddress,
      contactEmail: orders.contactEmail,
    })
    .from(subOrders)
    .innerJoin(orders, eq(orders.id, subOrders.orderId))
    .where(and(eq(subOrders.id, subOrderId), eq(subOrders.sellerId, sellerId)))
    .limit(1);
  return row;
}

export async function findInvoiceSubOrders(db: Db, orderId: string): Promise<InvoiceSubOrderRow[]> {
  return db
    .select({
      id: subOrders.id,
      status: subOrders.status,
      invoiceNumber: subOrders.invoiceNumber,
      subtotalPaise: subOrders.subtotalPaise,
      shippingPaise: subOrders.shippingPaise,
      discountPaise: subOrders.discountPaise,
      totalPaise: subOrders.totalPaise,
      createdAt: subOrders.createdAt,
      seller: {
        id: sellers.id,
        legalName: sellers.legalName,
        displayName: sellers.displayName,
        gstin: sellers.gstin,
        state: sellers.state,
        stateCode: sellers.stateCode,
        addressLine: sellers.addressLine,
        city: sellers.city,
        pincode: sellers.pincode,
      },
    })
    .from(subOrders)
    .innerJoin(sellers, eq(sellers.id, subOrders.sellerId))
    .where(eq(subOrders.orderId, orderId))
    .orderBy(asc(subOrders.invoiceNumber));
}

export async function findInvoiceItems(db: Db, orderId: string): Promise<InvoiceItemRow[]> {
  return db
    .select({
      subOrderId: orderItems.subOrderId,
      name: orderItems.name,
      sku: orderItems.sku,
      hsnCode: orderItems.hsnCode,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
      lineTotalPaise: orderItems.lineTotalPaise,
      discountPaise: orderItems.discountPaise,
      gstRatePercent: orderItems.gstRatePercent,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
}
