// POST /api/returns/create (docs/behaviour/returns.md#return-request-page, ADR 0007): the chosen lines split by
// seller, one request per sub-order, each checked against its seller's policy; units reserved by one conditional
// UPDATE per line, the requests, their lines and a tracking event written in one transaction. A retry with the same
// Idempotency-Key finds the requests it made instead of making twins.
import { RETURN_EVENT_STATUSES } from '@haat/domain/orders/order-status';
import { formatTrackingText } from '@haat/domain/orders/tracking-texts';
import { randomInt } from 'node:crypto';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import { paidForUnits, returnRefund } from '@haat/domain/returns/return-refund';
import { checkReturnAgainstPolicy, RETURN_MESSAGES } from '@haat/domain/returns/return-policy';
import type { createReturnRequestSchema } from '@haat/domain/returns/return.schema';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { IDEMPOTENCY_MESSAGES } from '../../http/idempotency.ts';
import { lineStates, refusalOf, type LineState } from './return-eligibility.ts';
import { isUuid, orderNotFound, RETURN_ERROR_CODES } from './return-errors.ts';
import { listingWindowsOf, policiesOf } from './return-policies.ts';
import {
  insertReturnItems,
  insertReturnRequest,
  insertTrackingEvent,
  linesOfOrder,
  lockIdempotencyKey,
  requestsByKey,
  reserveUnits,
  returnedQuantityOf,
  shareLockUserOrder,
  subOrdersWithSeller,
  type ReturnRequestRow,
} from './returns.repository.ts';

export type CreateReturnBody = z.output<typeof createReturnRequestSchema>;

export interface CreateReturnInput {
  userId: string;
  body: CreateReturnBody;
  idempotencyKey?: string;
  now: Date;
}

export interface CreatedReturns {
  requests: ReturnRequestRow[];
  /** false when an earlier call with the same Idempotency-Key made them. */
  created: boolean;
}

const RETURN_NUMBER_TRIES = 5;
/** 'RT' + 10 digits; the caller retries on the rare collision. */
const drawReturnNumber = () => `RT${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;

const refuse = (message: string, code: string, field?: string) =>
  AppError.unprocessable({ message, code, field });

const quantityMessage = (name: string, left: number) =>
  left <= 0 ? RETURN_MESSAGES.itemNotReturnable(name) : RETURN_MESSAGES.quantityTooHigh(name, left);

interface Part {
  state: LineState;
  quantity: number;
}

/** The asked-for lines by sub-order (a line named twice counts once, with its quantities added). */
function partsBySubOrder(
  states: readonly LineState[],
  items: CreateReturnBody['items'],
): Map<string, Part[]> {
  const units = new Map<string, number>();
  for (const item of items) units.set(item.orderItemId, (units.get(item.orderItemId) ?? 0) + item.quantity);
  const groups = new Map<string, Part[]>();
  for (const [orderItemId, quantity] of units) {
    const state = states.find((s) => s.line.id === orderItemId);
    if (!state) throw refuse(RETURN_MESSAGES.itemNotInOrder, RETURN_ERROR_CODES.itemNotInOrder, 'items');
    groups.set(state.sub.id, [...(groups.get(state.sub.id) ?? []), { state, quantity }]);
  }
  return groups;
}

/** Every check of one seller's part, with the spec's messages; answers the policy's terms for this reason. */
function checkPart(parts: readonly Part[], body: CreateReturnBody) {
  const [first] = parts;
  if (!first) throw new Error('checkPart: an empty part');
  // Each line's own window: a listing may set its own (docs/decisions/0021-listing-return-window.md).
  for (const { state } of parts) {
    if (!state.window) {
      throw refuse(refusalOf(state) ?? RETURN_MESSAGES.notDelivered, RETURN_ERROR_CODES.notDelivered);
    }
    if (!state.window.open)
      throw refuse(RETURN_MESSAGES.windowClosed(state.policy.returnWindow), RETURN_ERROR_CODES.windowClosed);
  }
  // The seller's other terms are one for the whole part.
  const { policy } = first.state;
  const check = checkReturnAgainstPolicy({
    policy,
    reason: body.returnReason,
    selectedUnits: parts.reduce((sum, p) => sum + p.quantity, 0),
    returnType: body.returnType,
  });
  const [warning] = check.warnings;
  if (warning) {
    const field = warning === RETURN_MESSAGES.exchangeNotAllowed ? 'returnType' : 'returnReason';
    throw refuse(warning, RETURN_ERROR_CODES.policy, field);
  }
  for (const { state, quantity } of parts) {
    if (quantity > state.left) {
      throw refuse(quantityMessage(state.line.name, state.left), RETURN_ERROR_CODES.quantityTooHigh, 'items');
    }
  }
  return check;
}

async function createInTransaction(tx: Db, input: CreateReturnInput): Promise<CreatedReturns> {
  const { userId, body, idempotencyKey, now } = input;
  if (idempotencyKey) {
    await lockIdempotencyKey(tx, userId, idempotencyKey);
    const earlier = await requestsByKey(tx, userId, idempotencyKey);
    if (earlier.length > 0) {
      if (earlier.some((r) => r.orderId !== body.orderId)) {
        throw refuse(IDEMPOTENCY_MESSAGES.reused, ERROR_CODES.idempotencyConflict);
      }
      return { requests: earlier, created: false };
    }
  }
  const order = await shareLockUserOrder(tx, userId, body.orderId);
  if (!order) throw orderNotFound();
  const subs = await subOrdersWithSeller(tx, order.id);
  const policies = await policiesOf(tx, [...new Set(subs.map((s) => s.sellerId))]);
  const lines = await linesOfOrder(tx, order.id);
  const windows = await listingWindowsOf(
    tx,
    lines.map((l) => l.productId),
  );
  const states = lineStates(subs, lines, policies, now, windows);

  // By seller, as a repeat with the same key reads them back.
  const groups = [...partsBySubOrder(states, body.items).values()].toSorted((a, b) =>
    (a[0] as Part).state.sub.sellerId < (b[0] as Part).state.sub.sellerId ? -1 : 1,
  );
  // Every part checked before anything is written: a refusal of one seller's part refuses the whole request.
  const checked = groups.map((parts) => ({ parts, check: checkPart(parts, body) }));

  // In line-id order, so two requests sharing lines lock them in one order.
  const reservations = groups.flat().toSorted((a, b) => (a.state.line.id < b.state.line.id ? -1 : 1));
  for (const { state, quantity } of reservations) {
    if (!(await reserveUnits(tx, state.line.id, quantity))) {
      // Another request took the units since they were read.
      const left = (await returnedQuantityOf(tx, state.line.id)) ?? 0;
      throw AppError.conflict({
        message: quantityMessage(state.line.name, left),
        code: RETURN_ERROR_CODES.quantityTooHigh,
      });
    }
  }

  const requests: ReturnRequestRow[] = [];
  for (const { parts, check } of checked) {
    const { sub } = (parts[0] as Part).state;
    const money = returnRefund(
      parts.map(({ state, quantity }) => ({
        unitPricePaise: state.line.unitPricePaise,
        quantity: state.line.quantity,
        discountPaise: state.line.discountPaise,
        returnQuantity: quantity,
      })),
      check.restockingFeePercentage,
    );
    let request: ReturnRequestRow | undefined;
    for (let attempt = 0; !request && attempt < RETURN_NUMBER_TRIES; attempt += 1) {
      request = await insertReturnRequest(tx, {
        returnNumber: drawReturnNumber(),
        orderId: order.id,
        subOrderId: sub.id,
        userId,
        sellerId: sub.sellerId,
        idempotencyKey: idempotencyKey ?? null,
        returnType: body.returnType,
        returnReason: body.returnReason,
        detailedReason: body.detailedReason || null,
        customerNotes: body.customerNotes || null,
        returnShippingPaidBy: check.returnShippingPaidBy,
        restockingFeePercent: check.restockingFeePercentage,
        paidPaise: money.paidPaise,
        restockingFeePaise: money.restockingFeePaise,
        createdAt: now,
        updatedAt: now,
      });
    }
    if (!request) throw new Error('createReturnRequests: could not draw a free return number');
    await insertReturnItems(
      tx,
      parts.map(({ state, quantity }) => ({
        returnRequestId: (request as ReturnRequestRow).id,
        orderItemId: state.line.id,
        quantity,
        paidPaise: paidForUnits({
          unitPricePaise: state.line.unitPricePaise,
          quantity: state.line.quantity,
          discountPaise: state.line.discountPaise,
          returnQuantity: quantity,
        }),
      })),
    );
    const units = parts.reduce((sum, p) => sum + p.quantity, 0);
    await insertTrackingEvent(tx, {
      orderId: order.id,
      subOrderId: sub.id,
      status: RETURN_EVENT_STATUSES.requested,
      description: formatTrackingText(units === 1 ? 'returnRequestedOne' : 'returnRequestedMany', {
        returnNumber: request.returnNumber,
        count: units,
        reason: body.returnReason,
      }),
      updatedBy: 'customer',
    });
    requests.push(request);
  }
  return { requests, created: true };
}

export async function createReturnRequests(db: Db, input: CreateReturnInput): Promise<CreatedReturns> {
  if (!isUuid(input.body.orderId)) throw orderNotFound();
  return db.transaction((tx) => createInTransaction(tx, input));
}
