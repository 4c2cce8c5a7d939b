// Cart use cases (docs/behaviour/cart.md#cart-lines, issue 6): prices and stock come from the catalogue, totals from
// @haat/domain, and every answer is the whole cart with notices on the lines the server changed or flags.
import {
  CART_MESSAGES as M,
  MAX_LINE_QUANTITY,
  type CartItemInput,
  type CartLineView,
  type CartNotice,
  type CartResponse,
} from '@haat/domain/cart/cart-api.schema';
import { lineLimit, mergeCartItems } from '@haat/domain/cart/cart-sync';
import { cartTotals } from '@haat/domain/cart/cart-totals';
import { paise, paiseToRupees } from '@haat/domain/money/money';
import type { Db } from '../../db/client.ts';
import { toProduct } from '../catalog/catalog.service.ts';
import { cartErrors } from './cart.errors.ts';
import {
  addToLine,
  deleteAllLines,
  deleteLine,
  findProductStock,
  hasLine,
  listLines,
  lockShopper,
  lowerLinesAboveStock,
  setLineQuantity,
  type ProductStockRow,
} from './cart.repository.ts';

export interface CartDeps {
  db: Db;
}

/** The notice of a line the server lowered; the per-line cap has its own words when the stock is larger. */
function cappedNotice(productId: string, quantity: number, stock: number): CartNotice {
  const message = stock > MAX_LINE_QUANTITY ? M.lineLimitReached : M.quantityCapped(quantity);
  return { productId, code: 'QUANTITY_CAPPED', message };
}

/** Why a product cannot go into the cart now, or undefined when it can. */
function refusal(product: ProductStockRow | undefined): CartNotice['code'] | undefined {
  if (!product?.isPublished) return 'UNAVAILABLE';
  if (product.stock <= 0) return 'OUT_OF_STOCK';
  return undefined;
}

function mergeNotices(...lists: CartNotice[][]): CartNotice[] {
  const seen = new Set<string>();
  return lists.flat().filter((n) => {
    const key = `${n.productId}\u0000${n.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The cart as it stands: lines above the current stock are lowered first (and said so); withdrawn or sold-out
 * lines stay, flagged and left out of the totals.
 */
export async function loadCart(
  db: Db,
  userId: string,
  extra: CartNotice[] = [],
  message?: string,
): Promise<CartResponse> {
  const lowered = await lowerLinesAboveStock(db, userId);
  const rows = await listLines(db, userId);
  const notices: CartNotice[] = lowered.map((l) => cappedNotice(l.productId, l.quantity, l.stock));
  const cart: CartLineView[] = rows.map(({ product, quantity, createdAt }) => {
    const code = refusal(product);
    if (code === 'UNAVAILABLE') notices.push({ productId: product.id, code, message: M.unavailable });
    if (code === 'OUT_OF_STOCK') notices.push({ productId: product.id, code, message: M.outOfStock });
    return {
      product: toProduct(product),
      quantity,
      lineTotal: paiseToRupees(paise(product.sellingPricePaise * quantity)),
      available: code === undefined,
      maxQuantity: code === undefined ? lineLimit(product.stock) : 0,
      addedAt: createdAt.toISOString(),
    };
  });
  const totals = cartTotals(
    rows
      .filter(({ product }) => refusal(product) === undefined)
      .map(({ product, quantity }) => ({
        unitPricePaise: product.sellingPricePaise,
        mrpPaise: product.mrpPaise,
        quantity,
      })),
  );
  const response: CartResponse = { success: true, cart, totals, notices: mergeNotices(extra, notices) };
  return message === undefined ? response : { ...response, message };
}

async function refuseProduct(db: Db, productId: string): Promise<never> {
  const [product] = await findProductStock(db, [productId]);
  if (refusal(product) === 'UNAVAILABLE') throw cartErrors.productNotFound();
  throw cartErrors.outOfStock();
}

/** POST: adds to the line (a new line at first), capped at stock and the per-line cap. */
export async function addToCart(
  { db }: CartDeps,
  userId: string,
  input: { productId: string; quantity: number },
): Promise<CartResponse> {
  const added = await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const line = await addToLine(tx, userId, input.productId, input.quantity);
    if (line) return line;
    const [product] = await findProductStock(tx, [input.productId]);
    const code = refusal(product);
    if (code === 'UNAVAILABLE') throw cartErrors.productNotFound();
    if (code === 'OUT_OF_STOCK') throw cartErrors.outOfStock();
    throw cartErrors.cartFull();
  });
  if (added.quantity < added.previous + input.quantity) {
    const notice = cappedNotice(input.productId, added.quantity, added.stock);
    return loadCart(db, userId, [notice], notice.message);
  }
  return loadCart(db, userId, [], M.added);
}

/** PUT: sets the line's quantity, capped likewise. */
export async function updateCartLine(
  { db }: CartDeps,
  userId: string,
  productId: string,
  quantity: number,
): Promise<CartResponse> {
  const set = await setLineQuantity(db, userId, productId, quantity);
  if (!set) {
    if (!(await hasLine(db, userId, productId))) throw cartErrors.notInCart();
    return refuseProduct(db, productId);
  }
  if (set.quantity < quantity) {
    const notice = cappedNotice(productId, set.quantity, set.stock);
    return loadCart(db, userId, [notice], notice.message);
  }
  return loadCart(db, userId, [], M.updated);
}

export async function removeCartLine(
  { db }: CartDeps,
  userId: string,
  productId: string,
): Promise<CartResponse> {
  if (!(await deleteLine(db, userId, productId))) throw cartErrors.notInCart();
  return loadCart(db, userId, [], M.removed);
}

export async function clearCart({ db }: CartDeps, userId: string): Promise<CartResponse> {
  await deleteAllLines(db, userId);
  return loadCart(db, userId, [], M.cleared);
}

/**
 * The guest cart at sign-in, in one transaction: each product's quantity is added to the account's line and
 * capped at stock; unknown, withdrawn and sold-out products are skipped with a notice; lines past MAX_CART_LINES
 * are dropped with the cart-full message.
 */
export async function mergeCart(
  { db }: CartDeps,
  userId: string,
  items: CartItemInput[],
): Promise<CartResponse> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    // Duplicates inside the guest copy become one item, in the guest's order.
    const guest = mergeCartItems([], items);
    const stock = new Map(
      (
        await findProductStock(
          tx,
          guest.map((i) => i.productId),
        )
      ).map((p) => [p.id, p]),
    );
    const notices: CartNotice[] = [];
    let full = false;
    for (const item of guest) {
      const product = stock.get(item.productId);
      const code = refusal(product);
      if (code) {
        const message = product ? (code === 'UNAVAILABLE' ? M.unavailable : M.outOfStock) : M.productNotFound;
        notices.push({ productId: item.productId, code, message });
        continue;
      }
      const line = await addToLine(tx, userId, item.productId, item.quantity);
      if (!line) {
        full = true;
        continue;
      }
      if (line.quantity < line.previous + item.quantity)
        notices.push(cappedNotice(item.productId, line.quantity, line.stock));
    }
    return loadCart(tx, userId, notices, full ? M.cartFull : undefined);
  });
}
