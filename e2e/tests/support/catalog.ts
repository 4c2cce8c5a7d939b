// Shared e2e helpers for cart and wishlist journeys: real products from the catalogue API, put into a shopper's
// server cart or wishlist, and read back.
import { expect, type APIRequestContext } from '@playwright/test';
import { bearer, type Session } from './accounts.ts';

export interface ApiProduct {
  _id: string;
  id: string;
  name: string;
  brand: string;
  sellingPrice: number;
  price: number;
  mrp: number;
  discount: number;
  stock: number;
  images: { url: string }[];
  ratings: { average: number; count: number };
  sellerId: string;
}

export interface ApiCartLine {
  product: ApiProduct;
  quantity: number;
}

/**
 * The seeded sellers: those with a development API key (GET /api/dev/sellers). A seller who signs up in Seller
 * Central during the run has none, and its listings come and go with that journey (the operator's suspends it).
 */
export async function seededSellerIds(request: APIRequestContext): Promise<Set<string>> {
  const res = await request.get('/api/dev/sellers');
  expect(res.status()).toBe(200);
  const { sellers } = (await res.json()) as { sellers: { id: string; apiKey: string | null }[] };
  return new Set(sellers.filter((s) => s.apiKey).map((s) => s.id));
}

/** Products of a listing page (published, in stock unless asked otherwise). */
export async function listProducts(
  request: APIRequestContext,
  params: Record<string, string | number> = {},
): Promise<ApiProduct[]> {
  const res = await request.get('/api/products', { params: { limit: 40, ...params } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { products: ApiProduct[] }).products;
}

export async function getProduct(request: APIRequestContext, id: string): Promise<ApiProduct> {
  const res = await request.get(`/api/products/${encodeURIComponent(id)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { product: ApiProduct }).product;
}

/** The first product whose stock lies within [min, max], looking through a few listing pages. */
export async function productWithStock(
  request: APIRequestContext,
  min: number,
  max: number,
): Promise<ApiProduct> {
  for (let page = 1; page <= 15; page++) {
    const found = (await listProducts(request, { page, limit: 100 })).find(
      (p) => p.stock >= min && p.stock <= max,
    );
    if (found) return found;
  }
  throw new Error(`no product with stock between ${min} and ${max}`);
}

export async function addToServerCart(
  request: APIRequestContext,
  session: Session,
  productId: string,
  quantity = 1,
): Promise<void> {
  const res = await request.post('/api/users/cart', {
    headers: bearer(session),
    data: { productId, quantity },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function serverCart(request: APIRequestContext, session: Session): Promise<ApiCartLine[]> {
  const res = await request.get('/api/users/get-cart', { headers: bearer(session) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { cart: ApiCartLine[] }).cart;
}

export async function addToServerWishlist(
  request: APIRequestContext,
  session: Session,
  productId: string,
): Promise<void> {
  const res = await request.post('/api/users/wishlist', { headers: bearer(session), data: { productId } });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function serverWishlist(
  request: APIRequestContext,
  session: Session,
): Promise<{ _id: string; product: ApiProduct }[]> {
  const res = await request.get('/api/users/wishlist', { headers: bearer(session) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { wishlist: { _id: string; product: ApiProduct }[] }).wishlist;
}

/** What the shell keeps of a product in a guest's cart or wishlist (the shape product cards store). */
export function asGuestProduct(p: ApiProduct) {
  return {
    _id: p._id,
    id: p.id,
    name: p.name,
    brand: p.brand,
    sellingPrice: p.sellingPrice,
    price: p.price,
    mrp: p.mrp,
    discount: p.discount,
    images: p.images.slice(0, 1).map(({ url }) => ({ url })),
    ratings: { average: p.ratings.average },
  };
}

/** The first two or three products, failing the test when the catalogue offers fewer. */
export function firstProducts(products: readonly ApiProduct[], count: 2): [ApiProduct, ApiProduct];
export function firstProducts(
  products: readonly ApiProduct[],
  count: 3,
): [ApiProduct, ApiProduct, ApiProduct];
export function firstProducts(products: readonly ApiProduct[], count: number): ApiProduct[] {
  expect(products.length, `at least ${count} products`).toBeGreaterThanOrEqual(count);
  return products.slice(0, count);
}
