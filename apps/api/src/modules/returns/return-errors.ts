// The machine codes of the returns API's refusals; the human messages come from @haat/domain/returns.
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import { ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import { RETURN_MESSAGES } from '@haat/domain/returns/return-policy';
import { AppError } from '../../http/app-error.ts';

export const RETURN_ERROR_CODES = {
  orderNotFound: ERROR_CODES.orderNotFound,
  returnNotFound: 'RETURN_NOT_FOUND',
  itemNotInOrder: 'RETURN_ITEM_NOT_IN_ORDER',
  notDelivered: 'RETURN_NOT_DELIVERED',
  windowClosed: 'RETURN_WINDOW_CLOSED',
  policy: 'RETURN_POLICY_REFUSED',
  quantityTooHigh: 'RETURN_QUANTITY_TOO_HIGH',
  statusConflict: 'RETURN_STATUS_CONFLICT',
  refundTooHigh: 'RETURN_REFUND_TOO_HIGH',
} as const;

/** Another shopper's order, an unknown and a malformed id all answer the same. */
export const orderNotFound = () =>
  AppError.notFound({ message: ORDER_MESSAGES.notFound, code: RETURN_ERROR_CODES.orderNotFound });
/** Another seller's request answers exactly as one that does not exist. */
export const returnNotFound = () =>
  AppError.notFound({ message: RETURN_MESSAGES.returnNotFound, code: RETURN_ERROR_CODES.returnNotFound });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);
