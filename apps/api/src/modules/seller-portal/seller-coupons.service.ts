// Seller Central's coupons (docs/behaviour/seller-portal.md#coupons): the seller lists, creates, edits and switches
// off its own coupons, the ones the cart and checkout apply (docs/behaviour/cart.md#coupons). Another seller's coupon
// is "not found", as one that does not exist.
import { randomBytes } from 'node:crypto';
import {
  istDate,
  istDayEnd,
  istDayStart,
  SELLER_COUPON_MESSAGES as M,
  sellerCouponState,
  type ParsedSellerCoupon,
  type SellerCouponView,
} from '@haat/domain/sellers/seller-coupons.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  findCouponIdByCode,
  findSellerCoupon,
  insertCoupon,
  selectSellerCoupons,
  sellerProductIds,
  updateSellerCoupon,
  type NewCouponRow,
  type SellerCouponRow,
} from './seller-coupons.repository.ts';
import { CHECK_VIOLATION, isUniqueViolation, postgresErrorCode } from '../../db/postgres-errors.ts';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const randomId = () => `cpn_${Array.from(randomBytes(10), (b) => ALPHABET.charAt(b % 32)).join('')}`;
const paise = (rupees: number) => Math.round(rupees * 100);

const notFound = () => new AppError({ status: 404, code: 'COUPON_NOT_FOUND', message: M.couponNotFound });
const codeTaken = () =>
  new AppError({ status: 409, code: 'COUPON_CODE_TAKEN', message: M.codeTaken, field: 'code' });

export function couponView(row: SellerCouponRow, now = new Date()): SellerCouponView {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    discountType: row.discountType,
    discountValue: row.discountType === 'fixed' ? row.discountValue / 100 : row.discountValue,
    maxDiscountRupees: row.maxDiscountPaise === null ? null : row.maxDiscountPaise / 100,
    minimumOrderRupees: row.minimumOrderPaise / 100,
    startsOn: istDate(row.startsAt),
    endsOn: istDate(row.endsAt),
    productIds: row.applicableProductIds,
    usageLimit: row.usageLimit,
    perUserLimit: row.perUserLimit,
    usedCount: row.usedCount,
    isActive: row.isActive,
    state: sellerCouponState(row, now),
  };
}

/** The coupon's terms as stored: paise, instants; the products only the seller's own. */
async function termsOf(db: Db, sellerId: string, c: ParsedSellerCoupon) {
  const own = await sellerProductIds(db, sellerId, c.productIds);
  if (own.size !== c.productIds.length)
    throw AppError.badRequest({ message: M.productsNotYours, field: 'productIds' });
  return {
    code: c.code,
    name: c.name,
    description: c.description,
    discountType: c.discountType,
    discountValue: c.discountType === 'fixed' ? paise(c.discountValue) : c.discountValue,
    maxDiscountPaise: c.maxDiscountRupees === null ? null : paise(c.maxDiscountRupees),
    minimumOrderPaise: paise(c.minimumOrderRupees),
    startsAt: istDayStart(c.startsOn),
    endsAt: istDayEnd(c.endsOn),
    applicableProductIds: c.productIds,
    usageLimit: c.usageLimit,
    perUserLimit: c.perUserLimit,
  } satisfies Partial<NewCouponRow>;
}

export async function listSellerCoupons(db: Db, sellerId: string): Promise<SellerCouponView[]> {
  const now = new Date();
  return (await selectSellerCoupons(db, sellerId)).map((row) => couponView(row, now));
}

export async function getSellerCoupon(db: Db, sellerId: string, id: string): Promise<SellerCouponView> {
  const row = await findSellerCoupon(db, sellerId, id);
  if (!row) throw notFound();
  return couponView(row);
}

export async function createSellerCoupon(
  db: Db,
  sellerId: string,
  input: ParsedSellerCoupon,
): Promise<SellerCouponView> {
  const terms = await termsOf(db, sellerId, input);
  if (await findCouponIdByCode(db, terms.code)) throw codeTaken();
  const id = randomId();
  try {
    await insertCoupon(db, { id, sellerId, ...terms, isActive: true });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
  return getSellerCoupon(db, sellerId, id);
}

/**
 * New terms for one of the seller's coupons; they apply to carts from now on (an order keeps the discount it was
 * placed with). A coupon already used keeps its code, and its usage limit stays at or above its uses.
 */
export async function updateSellerCouponTerms(
  db: Db,
  sellerId: string,
  id: string,
  input: ParsedSellerCoupon,
): Promise<SellerCouponView> {
  const current = await findSellerCoupon(db, sellerId, id);
  if (!current) throw notFound();
  const terms = await termsOf(db, sellerId, input);
  if (terms.code !== current.code) {
    if (current.usedCount > 0)
      throw new AppError({ status: 409, code: 'COUPON_CODE_FIXED', message: M.codeFixed, field: 'code' });
    const holder = await findCouponIdByCode(db, terms.code);
    if (holder && holder !== id) throw codeTaken();
  }
  if (terms.usageLimit !== null && terms.usageLimit < current.usedCount)
    throw AppError.badRequest({ message: M.limitBelowUses, field: 'usageLimit' });
  try {
    await updateSellerCoupon(db, sellerId, id, terms);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    // An order used it meanwhile, past the new limit: coupons_usage refuses the row.
    if (postgresErrorCode(error) === CHECK_VIOLATION)
      throw AppError.badRequest({ message: M.limitBelowUses, field: 'usageLimit' });
    throw error;
  }
  return getSellerCoupon(db, sellerId, id);
}

/** Switches a coupon off (shoppers get "Invalid coupon code", as for an unknown code) or on again. */
export async function setSellerCouponActive(
  db: Db,
  sellerId: string,
  id: string,
  isActive: boolean,
): Promise<SellerCouponView> {
  if (!(await updateSellerCoupon(db, sellerId, id, { isActive }))) throw notFound();
  return getSellerCoupon(db, sellerId, id);
}
