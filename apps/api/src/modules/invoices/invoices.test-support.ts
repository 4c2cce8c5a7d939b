// Test support for invoices: sellers in two states and orders written straight into orders, sub_orders and
// order_items (no checkout needed), plus the text a PDF draws, read back from its content streams.
import { inflateSync } from 'node:zlib';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, subOrders } from '../../db/schema/orders.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { insertFixtureProducts } from '../catalog/catalog.fixtures.ts';

export const INVOICE_SELLERS = {
  /** Karnataka (29), with its street filled. */
  blr: {
    id: 'sel_inv_blr',
    legalName: 'Kaveri Kitchenware Private Limited',
    displayName: 'Kaveri Kitchenware',
    gstin: '29AAKCK1234F1Z3',
    state: 'Karnataka',
    stateCode: '29',
    addressLine: '88 Residency Road',
    city: 'Bengaluru',
    pincode: '560025',
  },
  /** Delhi (07), street not filled yet (as the seed may leave it). */
  del: {
    id: 'sel_inv_del',
    legalName: 'Yamuna Textiles LLP',
    displayName: 'Yamuna Textiles',
    gstin: '07AAFFY5678K1Z9',
    state: 'Delhi',
    stateCode: '07',
    addressLine: '',
    city: 'New Delhi',
    pincode: '110005',
  },
} as const;

export async function insertInvoiceFixtures(db: Db): Promise<void> {
  await db.insert(sellers).values(Object.values(INVOICE_SELLERS));
  await insertFixtureProducts(db, [
    { id: 'inv_kettle', sellerId: INVOICE_SELLERS.blr.id, hsnCode: '8516' },
    { id: 'inv_tawa', sellerId: INVOICE_SELLERS.blr.id, hsnCode: '7323' },
    { id: 'inv_saree', sellerId: INVOICE_SELLERS.del.id, hsnCode: '5407' },
  ]);
}

export interface InvoiceLineFixture {
  productId: string;
  name: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  discountPaise?: number;
}

export interface InvoiceOrderFixture {
  userId: string;
  buyer: { fullName: string; state: string; postalCode: string; city: string };
  couponCode?: string;
  parcels: { sellerId: string; shippingPaise: number; lines: InvoiceLineFixture[] }[];
}

let serial = 0;

/** One order with a sub-order per parcel; every total is consistent, so the database's checks pass. */
export async function insertInvoiceOrder(
  db: Db,
  f: InvoiceOrderFixture,
): Promise<{ id: string; orderNumber: string }> {
  serial += 1;
  const tag = `${process.pid % 100_000}${serial}`.padStart(10, '0').slice(-10);
  const orderNumber = `HT${tag}`;
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  const parcels = f.parcels.map((p) => {
    const subtotal = sum(p.lines.map((l) => l.unitPricePaise * l.quantity));
    const discount = sum(p.lines.map((l) => l.discountPaise ?? 0));
    const total = subtotal + p.shippingPaise - discount;
    return { ...p, subtotal, discount, total, commission: Math.round(total / 10) };
  });
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber,
        userId: f.userId,
        status: 'confirmed',
        subtotalPaise: sum(parcels.map((p) => p.subtotal)),
        shippingPaise: sum(parcels.map((p) => p.shippingPaise)),
        discountPaise: sum(parcels.map((p) => p.discount)),
        taxPaise: 0,
        totalPaise: sum(parcels.map((p) => p.total)),
        couponCode: f.couponCode ?? null,
        paymentMethod: 'cod',
        paymentStatus: 'Pending',
        shippingAddress: {
          _id: '00000000-0000-4000-8000-000000000001',
          fullName: f.buyer.fullName,
          phone: '9876543210',
          addressLine1: '12 MG Road',
          city: f.buyer.city,
          state: f.buyer.state,
          postalCode: f.buyer.postalCode,
          country: 'India',
          addressType: 'Home',
          isDefault: true,
        },
        contactEmail: 'buyer@example.in',
        contactPhone: '+919876543210',
      })
      .returning({ id: orders.id });
    for (const [i, p] of parcels.entries()) {
      const [sub] = await tx
        .insert(subOrders)
        .values({
          orderId: order!.id,
          sellerId: p.sellerId,
          status: 'confirmed',
          subtotalPaise: p.subtotal,
          shippingPaise: p.shippingPaise,
          discountPaise: p.discount,
          totalPaise: p.total,
          commissionPaise: p.commission,
          transferPaise: p.total - p.commission,
          invoiceNumber: `INV/${tag}/${i + 1}`,
        })
        .returning({ id: subOrders.id });
      await tx.insert(orderItems).values(
        p.lines.map((l) => ({
          orderId: order!.id,
          subOrderId: sub!.id,
          productId: l.productId,
          name: l.name,
          sku: `SKU-${l.productId}`,
          hsnCode: l.hsnCode,
          unitPricePaise: l.unitPricePaise,
          mrpPaise: l.unitPricePaise,
          quantity: l.quantity,
          lineTotalPaise: l.unitPricePaise * l.quantity,
          discountPaise: l.discountPaise ?? 0,
        })),
      );
    }
    return { id: order!.id, orderNumber };
  });
}

/**
 * The text a pdfkit PDF draws, one entry per text-showing operation: content streams are inflated when
 * compressed, and the hex strings of each TJ array (pdfkit's encoding for the standard fonts) are decoded.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const runs: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(match[1]!, 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      runs.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return runs;
}
