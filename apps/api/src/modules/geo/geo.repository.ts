// Reads of the pincode directory and of what a delivery promise needs (Drizzle only, no rules).
import { and, between, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pincodes } from '../../db/schema/pincodes.ts';
import { products } from '../../db/schema/products.ts';
import { sellers } from '../../db/schema/sellers.ts';

export type PincodeRecord = typeof pincodes.$inferSelect;

export async function findPincode(db: Db, pincode: string): Promise<PincodeRecord | undefined> {
  const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode));
  return row;
}

/** Just enough of a pincode to decide its service: whether the directory has it, and its name. */
export async function findPincodePlace(
  db: Db,
  pincode: string,
): Promise<{ city: string; state: string } | undefined> {
  const [row] = await db
    .select({ city: pincodes.city, state: pincodes.state })
    .from(pincodes)
    .where(eq(pincodes.pincode, pincode));
  return row;
}

export interface PincodeCentre {
  pincode: string;
  city: string;
  locality: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** Pincode centres inside a latitude band and longitude range: an index range scan on (latitude, longitude). */
export async function findPincodeCentresIn(
  db: Db,
  box: { minLat: number; maxLat: number; minLon: number; maxLon: number },
): Promise<PincodeCentre[]> {
  const rows = await db
    .select({
      pincode: pincodes.pincode,
      city: pincodes.city,
      locality: pincodes.locality,
      state: pincodes.state,
      latitude: pincodes.latitude,
      longitude: pincodes.longitude,
    })
    .from(pincodes)
    .where(
      // Rows without a centre fail both comparisons (NULL), so only located pincodes are read.
      and(
        between(pincodes.latitude, box.minLat, box.maxLat),
        between(pincodes.longitude, box.minLon, box.maxLon),
      ),
    );
  // The WHERE clause has excluded NULL centres.
  return rows as PincodeCentre[];
}

export interface PromiseProductRow {
  id: string;
  sellingPricePaise: number;
  sellerPincode: string;
}

/** Published products with their price and their seller's pincode, in one query. */
export async function findPromiseProducts(db: Db, ids: readonly string[]): Promise<PromiseProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      sellingPricePaise: products.sellingPricePaise,
      sellerPincode: sellers.pincode,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(inArray(products.id, [...ids]), eq(products.isPublished, true)));
}
