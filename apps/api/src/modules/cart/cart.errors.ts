// The cart's and wishlist's refusals: one status, machine code and message each (messages from @haat/domain).
import { CART_MESSAGES as M } from '@haat/domain/cart/cart-api.schema';
import { AppError } from '../../http/app-error.ts';
import { PRODUCT_NOT_FOUND } from '../catalog/catalog.service.ts';

export const CART_ERROR_CODES = {
  productNotFound: PRODUCT_NOT_FOUND.code,
  outOfStock: 'OUT_OF_STOCK',
  cartFull: 'CART_FULL',
  notInCart: 'NOT_IN_CART',
  alreadyInWishlist: 'ALREADY_IN_WISHLIST',
  wishlistFull: 'WISHLIST_FULL',
  notInWishlist: 'NOT_IN_WISHLIST',
} as const;

export const cartErrors = {
  productNotFound: () =>
    AppError.notFound({ message: M.productNotFound, code: CART_ERROR_CODES.productNotFound }),
  outOfStock: () => AppError.conflict({ message: M.outOfStock, code: CART_ERROR_CODES.outOfStock }),
  cartFull: () => AppError.conflict({ message: M.cartFull, code: CART_ERROR_CODES.cartFull }),
  notInCart: () => AppError.notFound({ message: M.notInCart, code: CART_ERROR_CODES.notInCart }),
  alreadyInWishlist: () =>
    AppError.conflict({ message: M.alreadyInWishlist, code: CART_ERROR_CODES.alreadyInWishlist }),
  wishlistFull: () => AppError.conflict({ message: M.wishlistFull, code: CART_ERROR_CODES.wishlistFull }),
  notInWishlist: () => AppError.notFound({ message: M.notInWishlist, code: CART_ERROR_CODES.notInWishlist }),
};
