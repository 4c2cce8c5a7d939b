// Return requests as the shopper and the seller read them (returnRequestSchema): rupees, ISO dates, the lines with
// what was bought, and the refund once there is one. A list costs five queries, whatever its length.
import { paise, paiseToRupees } from '@haat/domain/money/money';
import type { ReturnReason, ReturnType } from '@haat/domain/returns/return-policy';
import type { ReturnRequest } from '@haat/domain/returns/return.schema';
import type { Db } from '../../db/client.ts';
import {
  itemsOfRequests,
  orderNumbersOf,
  refundsOfRequests,
  sellerNamesOf,
  type ReturnRequestRow,
} from './returns.repository.ts';

const rupees = (amount: number) => paiseToRupees(paise(amount));

export async function returnViews(db: Db, rows: readonly ReturnRequestRow[]): Promise<ReturnRequest[]> {
  const ids = rows.map((r) => r.id);
  const [items, refunds, orderNumbers, sellerNames] = await Promise.all([
    itemsOfRequests(db, ids),
    refundsOfRequests(db, ids),
    orderNumbersOf(db, [...new Set(rows.map((r) => r.orderId))]),
    sellerNamesOf(db, [...new Set(rows.map((r) => r.sellerId))]),
  ]);
  const orderNumber = new Map(orderNumbers.map((o) => [o.id, o.orderNumber]));
  const sellerName = new Map(sellerNames.map((s) => [s.id, s.name]));
  const refundOf = new Map(refunds.map((r) => [r.returnRequestId, r]));
  return rows.map((row) => {
    const refund = refundOf.get(row.id);
    return {
      _id: row.id,
      returnNumber: row.returnNumber,
      orderId: row.orderId,
      orderNumber: orderNumber.get(row.orderId) ?? '',
      subOrderId: row.subOrderId,
      sellerId: row.sellerId,
      sellerName: sellerName.get(row.sellerId) ?? row.sellerId,
      status: row.status,
      returnType: row.returnType as ReturnType,
      returnReason: row.returnReason as ReturnReason,
      detailedReason: row.detailedReason,
      customerNotes: row.customerNotes,
      items: items
        .filter((i) => i.returnRequestId === row.id)
        .map((i) => ({
          orderItemId: i.orderItemId,
          productId: i.productId,
          name: i.name,
          image: i.image,
          quantity: i.quantity,
          price: rupees(i.unitPricePaise),
        })),
      returnShippingPaidBy: row.returnShippingPaidBy,
      restockingFeePercentage: row.restockingFeePercent,
      paidAmount: rupees(row.paidPaise),
      restockingFee: rupees(row.restockingFeePaise),
      maxRefund: rupees(row.paidPaise - row.restockingFeePaise),
      refund: refund ? { amount: rupees(refund.amountPaise), status: refund.status } : null,
      sellerNote: row.sellerNote,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
