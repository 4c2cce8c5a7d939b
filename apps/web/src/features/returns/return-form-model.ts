// What the return form works out from the order and its eligibility
// (docs/behaviour/returns.md#return-request-page, #eligibility, #reasons-and-types; ADR 0007): the units chosen, the
// reasons offered, the live policy check seller by seller, the refund estimate, the payload and the failure messages.
// Pure, so the rules are tested without a browser.
import { rupeesToPaise } from '@haat/domain/money/money';
import type { Order, PaymentMethod } from '@haat/domain/orders/order.schema';
import { RETURN_POLICY_STATEMENTS } from '@haat/domain/pricing/shipping-statements';
import {
  RETURN_MESSAGES,
  RETURN_REASONS,
  checkReturnAgainstPolicy,
  type ReturnPolicy,
  type ReturnPolicyCheck,
  type ReturnReason,
  type ReturnShippingPayer,
  type ReturnType,
} from '@haat/domain/returns/return-policy';
import { returnRefund, type ReturnRefund, type ReturnedLine } from '@haat/domain/returns/return-refund';
import type {
  CreateReturnRequest,
  ReturnEligibility,
  ReturnableItem,
} from '@haat/domain/returns/return.schema';
import { ApiRequestError } from '../../lib/api-client.ts';
import { tk } from '../../i18n/translation-key.ts';

/** docs/behaviour/returns.md#return-form; one quantity per returnable line (0 = not returned). */
export interface ReturnFormValues {
  items: { orderItemId: string; quantity: number }[];
  returnReason: ReturnReason | '';
  detailedReason: string;
  returnType: ReturnType;
  customerNotes: string;
}

export function initialFormValues(eligibility: ReturnEligibility): ReturnFormValues {
  return {
    items: eligibility.items.map((item) => ({ orderItemId: item.orderItemId, quantity: 0 })),
    returnReason: '',
    detailedReason: '',
    returnType: 'Refund',
    customerNotes: '',
  };
}

/** 0..returnableQuantity, the choices of a line's select (a line with nothing left offers none). */
export function quantityOptions(item: Pick<ReturnableItem, 'returnableQuantity' | 'eligible'>): number[] {
  const max = item.eligible ? Math.max(0, item.returnableQuantity) : 0;
  return Array.from({ length: max + 1 }, (_, units) => units);
}

export interface ChosenLine {
  item: ReturnableItem;
  units: number;
}

/** The lines with at least one unit chosen, each capped at what can still be returned. */
export function chosenLines(
  eligibility: ReturnEligibility,
  items: readonly { orderItemId: string; quantity: number }[],
): ChosenLine[] {
  return eligibility.items.flatMap((item) => {
    const wanted = Number(items.find((i) => i.orderItemId === item.orderItemId)?.quantity) || 0;
    const units = Math.min(Math.max(0, Math.trunc(wanted)), item.eligible ? item.returnableQuantity : 0);
    return units > 0 ? [{ item, units }] : [];
  });
}

export function unitsOf(lines: readonly ChosenLine[]): number {
  return lines.reduce((sum, line) => sum + line.units, 0);
}

interface SellerPolicy {
  sellerId: string;
  sellerName: string;
  policy: ReturnPolicy;
}

function policyOf(eligibility: ReturnEligibility, sellerId: string): SellerPolicy | undefined {
  return eligibility.policies.find((p) => p.sellerId === sellerId);
}

/** The sellers the form speaks about: those of the chosen lines, or of every returnable line before a choice. */
export function sellersInPlay(eligibility: ReturnEligibility, lines: readonly ChosenLine[]): SellerPolicy[] {
  const ids = (lines.length > 0 ? lines.map((l) => l.item) : eligibility.items.filter((i) => i.eligible)).map(
    (item) => item.sellerId,
  );
  return [...new Set(ids)].flatMap((id) => policyOf(eligibility, id) ?? []);
}

export type ReasonAcceptance = 'all' | 'some' | 'none';

export interface ReasonOption {
  reason: ReturnReason;
  acceptedBy: ReasonAcceptance;
}

/**
 * Every reason of docs/behaviour/returns.md#reasons-and-types, those the sellers accept first, then those only some
 * accept, then the rest.
 */
export function reasonOptions(sellers: readonly SellerPolicy[]): ReasonOption[] {
  const rank: Record<ReasonAcceptance, number> = { all: 0, some: 1, none: 2 };
  return RETURN_REASONS.map((reason): ReasonOption => {
    const accepting = sellers.filter((s) => (s.policy.acceptedReasons as readonly string[]).includes(reason));
    const acceptedBy =
      sellers.length === 0 || accepting.length === sellers.length
        ? 'all'
        : accepting.length > 0
          ? 'some'
          : 'none';
    return { reason, acceptedBy };
  }).sort((a, b) => rank[a.acceptedBy] - rank[b.acceptedBy]);
}

export interface SellerCheck extends ReturnPolicyCheck {
  sellerId: string;
  sellerName: string;
  policy: ReturnPolicy;
  lines: ChosenLine[];
  /** What the chosen units of this seller would pay back, less the fee (an estimate: the server decides). */
  refund: ReturnRefund;
}

export interface PolicyCheckResult {
  complies: boolean;
  /** The spec's warnings, each once, in the order met. */
  warnings: string[];
  /** One check per seller of the chosen lines (none before a unit is chosen). */
  sellers: SellerCheck[];
  refund: ReturnRefund;
}

/**
 * The live check of docs/behaviour/returns.md#return-request-page, run per seller (ADR 0007: one request per seller,
 * each against its own policy). With no unit chosen it checks the order's policy, which yields 'Please select items
 * to return'.
 */
export function checkReturn(input: {
  eligibility: ReturnEligibility;
  order: Order;
  values: Pick<ReturnFormValues, 'items' | 'returnReason' | 'returnType'>;
}): PolicyCheckResult {
  const { eligibility, order, values } = input;
  const lines = chosenLines(eligibility, values.items);
  const sellers: SellerCheck[] = [];
  for (const seller of sellersInPlay(eligibility, lines)) {
    const own = lines.filter((line) => line.item.sellerId === seller.sellerId);
    if (own.length === 0) continue;
    const check = checkReturnAgainstPolicy({
      policy: seller.policy,
      reason: values.returnReason,
      selectedUnits: unitsOf(own),
      returnType: values.returnType,
    });
    sellers.push({
      ...seller,
      ...check,
      lines: own,
      refund: returnRefund(refundLines(order, own), check.restockingFeePercentage),
    });
  }
  const warnings =
    sellers.length > 0
      ? sellers.flatMap((s) => s.warnings)
      : eligibility.policy
        ? checkReturnAgainstPolicy({
            policy: eligibility.policy,
            reason: values.returnReason,
            selectedUnits: 0,
            returnType: values.returnType,
          }).warnings
        : [RETURN_MESSAGES.selectItemsWarning];
  const unique = [...new Set(warnings)];
  const sum = (pick: (r: ReturnRefund) => number) => sellers.reduce((total, s) => total + pick(s.refund), 0);
  return {
    complies: unique.length === 0,
    warnings: unique,
    sellers,
    refund: {
      paidPaise: sum((r) => r.paidPaise),
      restockingFeePaise: sum((r) => r.restockingFeePaise),
      refundPaise: sum((r) => r.refundPaise),
    },
  };
}

/**
 * The order lines as return-refund.ts reads them. The order shows each parcel's coupon discount but not each line's
 * share, so the share is estimated in proportion to the line's total within its parcel; the server, which knows
 * the exact share, decides the refund.
 */
export function refundLines(order: Order, lines: readonly ChosenLine[]): ReturnedLine[] {
  return lines.flatMap(({ item, units }) => {
    const line = order.items.find((i) => i._id === item.orderItemId);
    if (!line) return [];
    const lineTotalPaise = rupeesToPaise(line.price) * line.quantity;
    const parcel = order.subOrders.find((s) => s._id === line.subOrderId);
    const parcelLinesPaise = order.items
      .filter((i) => i.subOrderId === line.subOrderId)
      .reduce((sum, i) => sum + rupeesToPaise(i.price) * i.quantity, 0);
    const parcelDiscountPaise = parcel ? rupeesToPaise(parcel.discount) : 0;
    const discountPaise =
      parcelLinesPaise > 0
        ? Math.min(lineTotalPaise, Math.floor((parcelDiscountPaise * lineTotalPaise) / parcelLinesPaise))
        : 0;
    return [
      {
        unitPricePaise: rupeesToPaise(line.price),
        quantity: line.quantity,
        discountPaise,
        returnQuantity: units,
      },
    ];
  });
}

/** The first message the form shows on Submit, or null when it may be sent (docs/behaviour/returns.md#messages). */
export function submitError(lines: readonly ChosenLine[], reason: string): string | null {
  if (lines.length === 0) return RETURN_MESSAGES.selectItem;
  if (!(RETURN_REASONS as readonly string[]).includes(reason)) return RETURN_MESSAGES.selectReason;
  return null;
}

/** docs/behaviour/returns.md#calls; the server takes orderItemId and quantity and knows the rest. */
export function returnPayload(
  orderId: string,
  lines: readonly ChosenLine[],
  values: ReturnFormValues,
): CreateReturnRequest {
  const text = (value: string) => value.trim() || undefined;
  return {
    orderId,
    items: lines.map(({ item, units }) => ({ orderItemId: item.orderItemId, quantity: units })),
    returnReason: values.returnReason as ReturnReason,
    detailedReason: text(values.detailedReason),
    returnType: values.returnType,
    customerNotes: text(values.customerNotes),
  };
}

/** Who pays return shipping, as a sentence. */
export const SHIPPING_PAYER_TEXT: Record<ReturnShippingPayer, string> = {
  seller: tk('Return shipping is paid by the seller'),
  customer: tk('Return shipping is paid by you'),
};

/**
 * How long the refund takes to reach the shopper by the way the order was paid
 * (docs/behaviour/returns.md#return-windows-and-refunds).
 */
export function refundTime(method: PaymentMethod): { label: string; days: string } {
  const { refundDays } = RETURN_POLICY_STATEMENTS;
  switch (method) {
    case 'razorpay':
      return { label: tk('Card payments'), days: refundDays.card };
    case 'upi':
      return { label: tk('UPI and wallet payments'), days: refundDays.wallet };
    case 'cod':
      return { label: tk('Cash on Delivery, refunded by bank transfer'), days: refundDays.bankOrCod };
  }
}

/**
 * docs/behaviour/returns.md#messages: the server's message when it gave one, the spec's fallback when not, and the
 * network failure.
 */
export function submitFailureMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return RETURN_MESSAGES.submitFailed;
  if (error.status === 0) return RETURN_MESSAGES.submitNetworkFailed;
  const body = error.body as { error?: unknown; message?: unknown } | null | undefined;
  const fromServer = typeof body?.error === 'string' || typeof body?.message === 'string';
  return fromServer && error.message ? error.message : RETURN_MESSAGES.submitFailed;
}

/** 'Unable to check eligibility' when the server answered with a failure; 'Error checking eligibility' when the
 *  check could not be made at all. */
export function eligibilityFailureMessage(error: unknown): string {
  return error instanceof ApiRequestError && error.status > 0
    ? RETURN_MESSAGES.unableToCheck
    : RETURN_MESSAGES.errorChecking;
}
