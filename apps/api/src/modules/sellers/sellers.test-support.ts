// Test support for the seller API and tracking: two sellers with their dev API keys, stocked products, a signed-in
// buyer, and orders placed through the real placeOrder from a checkout priced here (no cart, no pincode directory).
import { paise, splitInclusiveGst } from '@haat/domain/money/money';
import { commissionPaise } from '@haat/domain/orders/order-pricing';
import type { PaymentMethod } from '@haat/domain/orders/order.schema';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { sellerApiKeys } from '../../db/schema/orders.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertFixtureProducts } from '../catalog/catalog.fixtures.ts';
import type { PricedCheckout, PricedLine, PricedParcel } from '../checkout/checkout.types.ts';
import { placeOrder } from '../checkout/place-order.ts';
import { bearer, createCustomer, signIn } from '../users/users.test-support.ts';
import { devSellerKey, sellerKeyRow } from './seller-keys.ts';

let serial = 0;
const tag = () => {
  serial += 1;
  return `${process.pid % 1000}${serial}`.padStart(4, '0').slice(-4);
};

export interface TestSeller {
  id: string;
  key: string;
  city: string;
}

/** Two sellers (Pune, Bengaluru) with ids unique to this call, each with its dev API key issued. */
export async function insertKeyedSellers(db: Db): Promise<{ a: TestSeller; b: TestSeller }> {
  const t = tag();
  const a = `sel_k${t}a`;
  const b = `sel_k${t}b`;
  await db.insert(sellers).values([
    {
      id: a,
      legalName: 'Shree Ganesh Traders',
      displayName: 'Ganesh Traders',
      gstin: `27AAPFG${t}A1Z5`,
      state: 'Maharashtra',
      stateCode: '27',
      addressLine: '14, East Street, Camp',
      city: 'Pune',
      pincode: '411001',
    },
    {
      id: b,
      legalName: 'Sapna Book Sellers LLP',
      displayName: 'Sapna Books',
      gstin: `29AAPFS${t}B1Z5`,
      state: 'Karnataka',
      stateCode: '29',
      addressLine: 'No. 11, 3rd Main Road, Gandhi Nagar',
      city: 'Bengaluru',
      pincode: '560009',
    },
  ]);
  await db.insert(sellerApiKeys).values([a, b].map((id) => sellerKeyRow(id, devSellerKey(id))));
  return {
    a: { id: a, key: devSellerKey(a), city: 'Pune' },
    b: { id: b, key: devSellerKey(b), city: 'Bengaluru' },
  };
}

export interface TestProduct {
  id: string;
  sellerId: string;
  name: string;
  pricePaise: number;
}

/** One product per seller (stock 10) with ids unique to this call. */
export async function insertSellerProducts(db: Db, sellerIds: string[], stock = 10): Promise<TestProduct[]> {
  const t = tag();
  const rows = sellerIds.map((sellerId, i) => ({
    id: `prd_k${t}_${i}`,
    sellerId,
    name: `Steel Tiffin Box ${t}-${i}`,
    pricePaise: 49_900 + i * 10_000,
  }));
  await insertFixtureProducts(
    db,
    rows.map((r) => ({ ...r, stock, sellingPricePaise: r.pricePaise, mrpPaise: r.pricePaise })),
  );
  return rows;
}

export interface TestBuyer {
  userId: string;
  token: string;
  email: string;
  phone: string;
}

export async function newBuyer(t: TestApp): Promise<TestBuyer> {
  const customer = await createCustomer(t.database.db, { fullName: 'Meera Iyer' });
  const { token } = await signIn(t.app, customer);
  return { userId: customer.user.id, token, email: customer.user.email, phone: customer.user.phone };
}

/**
 * Places an order of `quantity` of each product through placeOrder, priced as checkout would (one parcel per
 * seller, ₹40 shipping each, the sellers' 10 % commission), delivered to Chennai.
 */
export async function placeTestOrder(
  db: Db,
  buyer: TestBuyer,
  items: { product: TestProduct; quantity: number }[],
  method: PaymentMethod = 'cod',
): Promise<{ orderId: string; orderNumber: string }> {
  const lines: PricedLine[] = items.map(({ product, quantity }) => ({
    productId: product.id,
    sellerId: product.sellerId,
    name: product.name,
    image: null,
    sku: `SKU-${product.id}`,
    hsnCode: '8518',
    unitPricePaise: product.pricePaise,
    mrpPaise: product.pricePaise,
    quantity,
    lineTotalPaise: product.pricePaise * quantity,
    discountPaise: 0,
  }));
  const sellerIds = [...new Set(lines.map((l) => l.sellerId))];
  const parcels: PricedParcel[] = sellerIds.map((sellerId) => {
    const subtotalPaise = lines
      .filter((l) => l.sellerId === sellerId)
      .reduce((s, l) => s + l.lineTotalPaise, 0);
    const totalPaise = subtotalPaise + 4_000;
    const commission = commissionPaise(totalPaise, 1000);
    return {
      sellerId,
      sellerName: sellerId,
      subtotalPaise,
      shippingPaise: 4_000,
      discountPaise: 0,
      totalPaise,
      commissionPaise: commission,
      transferPaise: totalPaise - commission,
      zone: 'national',
      estimatedDelivery: { from: '2026-11-27', to: '2026-11-29' },
    };
  });
  const subtotalPaise = parcels.reduce((s, p) => s + p.subtotalPaise, 0);
  const shippingPaise = parcels.reduce((s, p) => s + p.shippingPaise, 0);
  const checkout: PricedCheckout = {
    userId: buyer.userId,
    address: {
      _id: '00000000-0000-4000-8000-000000000001',
      fullName: 'Meera Iyer',
      phone: '9876543210',
      addressLine1: '22, Luz Church Road, Mylapore',
      city: 'Chennai',
      state: 'Tamil Nadu',
      postalCode: '600004',
      country: 'India',
      addressType: 'Home',
      isDefault: true,
    },
    contactEmail: buyer.email,
    contactPhone: buyer.phone,
    couponId: null,
    couponCode: null,
    lines,
    parcels,
    subtotalPaise,
    shippingPaise,
    discountPaise: 0,
    taxPaise: splitInclusiveGst(paise(subtotalPaise)).gst,
    totalPaise: subtotalPaise + shippingPaise,
    pricedAt: new Date().toISOString(),
  };
  const placed = await placeOrder(db, {
    checkout,
    payment: { method, status: method === 'cod' ? 'Pending' : 'Completed' },
    now: new Date(),
  });
  return { orderId: placed.orderId, orderNumber: placed.orderNumber };
}

/** A call with a bearer credential (a seller key or a shopper's token), or none. */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  credential?: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    ...(credential ? { headers: bearer(credential) } : {}),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The app settings of the seller tests: many sign-ins and calls from one address, no background mail round. */
export const SELLER_TEST_ENV = {
  AUTH_RATE_LIMIT_MAX: '1000',
  RATE_LIMIT_MAX: '100000',
  MAIL_WORKER_INTERVAL_MS: '0',
} as const;

export interface SellerWorld {
  t: TestApp;
  a: TestSeller;
  b: TestSeller;
  productA: TestProduct;
  productB: TestProduct;
  buyer: TestBuyer;
}

/** A fresh app with two keyed sellers, one product each with this stock, and a signed-in buyer. */
export async function buildSellerWorld(stock: number): Promise<SellerWorld> {
  const t = await buildTestApp(SELLER_TEST_ENV);
  const { a, b } = await insertKeyedSellers(t.database.db);
  const [productA, productB] = (await insertSellerProducts(t.database.db, [a.id, b.id], stock)) as [
    TestProduct,
    TestProduct,
  ];
  return { t, a, b, productA, productB, buyer: await newBuyer(t) };
}

/** Moves one seller's parcel straight to delivered through the seller API (statuses only move forward). */
export async function deliverSubOrder(t: TestApp, sellerKey: string, subOrderId: string): Promise<void> {
  const res = await call(t, 'POST', `/api/seller/orders/${subOrderId}/status`, sellerKey, {
    status: 'delivered',
  });
  expect(res.statusCode, res.body).toBe(200);
}
