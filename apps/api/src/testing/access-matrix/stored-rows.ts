// The stored rows the mass-assignment checks read: what the API kept, whatever the body carried.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { addresses, orders } from '../../db/schema/orders.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { products } from '../../db/schema/products.ts';
import { returnRequests } from '../../db/schema/returns.ts';
import { productReviews } from '../../db/schema/reviews.ts';
import { users } from '../../db/schema/users.ts';
import { codeIn, outboxFor } from '../../modules/account/account.test-support.ts';

export const userRow = async (db: Db, id: string) =>
  (await db.select().from(users).where(eq(users.id, id)))[0];
export const userByEmail = async (db: Db, email: string) =>
  (await db.select().from(users).where(eq(users.email, email)))[0];
export const cartRows = (db: Db, userId: string) =>
  db.select().from(cartItems).where(eq(cartItems.userId, userId));
export const addressRows = (db: Db, userId: string) =>
  db.select().from(addresses).where(eq(addresses.userId, userId));
export const addressRow = async (db: Db, id: string) =>
  (await db.select().from(addresses).where(eq(addresses.id, id)))[0];
export const productRow = async (db: Db, id: string) =>
  (await db.select().from(products).where(eq(products.id, id)))[0];
export const orderRow = async (db: Db, id: string) =>
  (await db.select().from(orders).where(eq(orders.id, id)))[0];
export const paymentOrderRow = async (db: Db, id: string) =>
  (await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0];
export const latestReturn = async (db: Db, userId: string) =>
  (
    await db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.userId, userId))
      .orderBy(desc(returnRequests.createdAt))
      .limit(1)
  )[0];
export const reviewRow = async (db: Db, id: string) =>
  (await db.select().from(productReviews).where(eq(productReviews.id, id)))[0];

/** The sign-up code mailed to this address (the dev outbox a test reads). */
export async function signupCode(db: Db, email: string): Promise<string> {
  const mails = await outboxFor(db, email);
  return codeIn(mails[mails.length - 1]);
}
