// Rows the shipping estimate reads (Drizzle only, no rules): products' price, seller, weight and free-shipping
// flag, and the sellers' names and pincodes.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { sellers } from '../../db/schema/sellers.ts';

export interface ShippingProductRow {
  id: string;
  sellerId: string;
  sellingPricePaise: number;
  shippingWeightGrams: number;
  freeShipping: boolean;
  isPublished: boolean;
  stock: number;
}

export interface ShippingSellerRow {
  id: string;
  displayName: string;
  pincode: string;
}

export async function findShippingProducts(db: Db, ids: readonly string[]): Promise<ShippingProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      sellerId: products.sellerId,
      sellingPricePaise: products.sellingPricePaise,
      shippingWeightGrams: products.shippingWeightGrams,
      freeShipping: products.freeShipping,
      isPublished: products.isPublished,
      stock: products.stock,
    })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

export async function findShippingSellers(db: Db, ids: readonly string[]): Promise<ShippingSellerRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: sellers.id, displayName: sellers.displayName, pincode: sellers.pincode })
    .from(sellers)
    .where(inArray(sellers.id, [...ids]));
}
