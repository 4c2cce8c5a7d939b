// The GST tax invoice of an order (issue 7): one page per seller's sub-order, taxed by the place of supply (the
// shipping address's state): CGST + SGST when the seller is in the same state, IGST otherwise.
import { addressSchema } from '@haat/domain/addresses/address.schema';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import { gstStateCodeOf, invoiceTotals } from '@haat/domain/invoices/gst-invoice';
import { ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { renderInvoicePdf, type InvoicePage, type InvoicePdfOptions } from './invoices.pdf.ts';
import {
  findInvoiceItems,
  findInvoiceSubOrders,
  findSellerInvoiceOrder,
  findShopperOrder,
  type InvoiceItemRow,
  type InvoiceOrderRow,
  type InvoiceSubOrderRow,
} from './invoices.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const orderNotFound = () =>
  AppError.notFound({ message: ORDER_MESSAGES.notFound, code: ERROR_CODES.orderNotFound });

/** The buyer as the order kept the address at checkout; a malformed copy prints what it has. */
function buyerOf(order: InvoiceOrderRow): { buyer: InvoicePage['buyer']; state: string } {
  const parsed = addressSchema.partial().safeParse(order.shippingAddress);
  const a = parsed.success ? parsed.data : {};
  const cityLine = [a.city, a.postalCode].filter(Boolean).join(' - ');
  const lines = [a.addressLine1, a.addressLine2, cityLine, [a.state, a.country].filter(Boolean).join(', ')]
    .map((line) => line?.trim() ?? '')
    .filter((line) => line !== '');
  return {
    buyer: { name: a.fullName ?? order.contactEmail, lines, phone: a.phone ?? '' },
    state: a.state ?? '',
  };
}

export interface OrderInvoice {
  orderNumber: string;
  pdf: Buffer;
}

/** The invoice PDF of one of this shopper's orders, by id or order number; anyone else's is 404. */
export async function orderInvoice(
  db: Db,
  userId: string,
  idOrNumber: string,
  options: InvoicePdfOptions = {},
): Promise<OrderInvoice> {
  const key = idOrNumber.trim();
  const order = await findShopperOrder(db, userId, UUID.test(key) ? { id: key } : { orderNumber: key });
  if (!order) throw orderNotFound();
  const [subOrders, items] = await Promise.all([
    findInvoiceSubOrders(db, order.id),
    findInvoiceItems(db, order.id),
  ]);
  if (subOrders.length === 0) throw orderNotFound();

  return {
    orderNumber: order.orderNumber,
    pdf: await renderInvoicePdf(invoicePages(order, subOrders, items), options),
  };
}

/**
 * The invoice page of one of this seller's sub-orders, the page the shopper's invoice holds for it (Seller Central
 * prints it with the parcel, docs/behaviour/seller-portal.md#packing); anyone else's is 404.
 */
export async function sellerSubOrderInvoice(
  db: Db,
  sellerId: string,
  subOrderId: string,
  options: InvoicePdfOptions = {},
): Promise<OrderInvoice> {
  const order = UUID.test(subOrderId) ? await findSellerInvoiceOrder(db, sellerId, subOrderId) : undefined;
  if (!order) throw orderNotFound();
  const [subOrders, items] = await Promise.all([
    findInvoiceSubOrders(db, order.id),
    findInvoiceItems(db, order.id),
  ]);
  const own = subOrders.filter((sub) => sub.id === subOrderId);
  if (own.length === 0) throw orderNotFound();
  return {
    orderNumber: order.orderNumber,
    pdf: await renderInvoicePdf(invoicePages(order, own, items), options),
  };
}

function invoicePages(
  order: InvoiceOrderRow,
  subOrders: readonly InvoiceSubOrderRow[],
  items: readonly InvoiceItemRow[],
): InvoicePage[] {
  const { buyer, state } = buyerOf(order);
  const placeOfSupply = { state, code: gstStateCodeOf(state) };
  return subOrders.map((sub): InvoicePage => ({
    seller: sub.seller,
    invoiceNumber: sub.invoiceNumber,
    invoiceDate: sub.createdAt,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt,
    paymentMethod: order.paymentMethod,
    buyer,
    placeOfSupply,
    couponCode: order.couponCode,
    totals: invoiceTotals(
      items.filter((item) => item.subOrderId === sub.id),
      sub.shippingPaise,
      sub.seller.stateCode,
      placeOfSupply.code,
    ),
  }));
}
