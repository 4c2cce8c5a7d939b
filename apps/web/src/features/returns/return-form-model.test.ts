import { describe, expect, it } from 'vitest';
import type { Order } from '@haat/domain/orders/order.schema';
import {
  DEFAULT_RETURN_POLICY,
  RETURN_MESSAGES,
  type ReturnPolicy,
} from '@haat/domain/returns/return-policy';
import type { ReturnEligibility, ReturnableItem } from '@haat/domain/returns/return.schema';
import { ApiRequestError } from '../../lib/api-client.ts';
import {
  checkReturn,
  eligibilityFailureMessage,
  chosenLines,
  initialFormValues,
  quantityOptions,
  reasonOptions,
  refundLines,
  refundTime,
  returnPayload,
  submitError,
  submitFailureMessage,
  type ReturnFormValues,
} from './return-form-model.ts';

const strict: ReturnPolicy = {
  ...DEFAULT_RETURN_POLICY,
  returnShippingPaidBy: 'customer',
  restockingFeePercentage: 10,
  exchangeAllowed: false,
  acceptedReasons: ['Defective/Damaged Product', 'Wrong Item Received', 'Changed Mind'],
  freeReturnReasons: ['Defective/Damaged Product'],
};

const item = (over: Partial<ReturnableItem>): ReturnableItem => ({
  orderItemId: 'l1',
  productId: 'p1',
  subOrderId: 's1',
  sellerId: 'A',
  sellerName: 'Asha Traders',
  name: 'Steel Tiffin',
  image: null,
  price: 500,
  quantity: 2,
  returnableQuantity: 2,
  eligible: true,
  remainingDays: 5,
  ...over,
});

const eligibility: ReturnEligibility = {
  eligible: true,
  reason: null,
  reasons: [],
  remainingDays: 5,
  policy: DEFAULT_RETURN_POLICY,
  policies: [
    { sellerId: 'A', sellerName: 'Asha Traders', policy: DEFAULT_RETURN_POLICY },
    { sellerId: 'B', sellerName: 'Bharat Mart', policy: strict },
  ],
  items: [
    item({}),
    item({
      orderItemId: 'l2',
      subOrderId: 's2',
      sellerId: 'B',
      sellerName: 'Bharat Mart',
      price: 1000,
      quantity: 1,
      returnableQuantity: 1,
    }),
    item({ orderItemId: 'l3', quantity: 3, returnableQuantity: 0, eligible: false }),
  ],
  orderDetails: {
    orderNumber: 'HT-1',
    status: 'Order Delivered',
    statusCode: 'delivered',
    deliveredDate: null,
    daysSinceDelivery: 2,
  },
};

const orderLine = (id: string, subOrderId: string, price: number, quantity: number) => ({
  _id: id,
  productId: id,
  subOrderId,
  sellerId: subOrderId,
  sellerName: '',
  name: id,
  image: null,
  sku: id,
  price,
  mrp: price,
  quantity,
  lineTotal: price * quantity,
  returnedQuantity: 0,
});
const subOrder = (id: string, discount: number) => ({ _id: id, discount }) as Order['subOrders'][number];
const order = {
  _id: 'o1',
  items: [orderLine('l1', 's1', 500, 2), orderLine('l2', 's2', 1000, 1), orderLine('l3', 's1', 100, 3)],
  subOrders: [subOrder('s1', 130), subOrder('s2', 0)],
} as unknown as Order;

const values = (
  quantities: Record<string, number>,
  over: Partial<ReturnFormValues> = {},
): ReturnFormValues => ({
  ...initialFormValues(eligibility),
  items: eligibility.items.map((i) => ({
    orderItemId: i.orderItemId,
    quantity: quantities[i.orderItemId] ?? 0,
  })),
  ...over,
});

describe('quantity choices', () => {
  it('offers 0 to the returnable units, and nothing for a line that cannot go back', () => {
    expect(quantityOptions(eligibility.items[0]!)).toEqual([0, 1, 2]);
    expect(quantityOptions(eligibility.items[2]!)).toEqual([0]);
  });

  it('keeps chosen units within what can be returned', () => {
    const lines = chosenLines(eligibility, values({ l1: 5, l2: 0, l3: 2 }).items);
    expect(lines.map((l) => [l.item.orderItemId, l.units])).toEqual([['l1', 2]]);
  });
});

describe('reasons', () => {
  it('lists the reasons every seller accepts first, then some, then none', () => {
    const options = reasonOptions(eligibility.policies);
    expect(options).toHaveLength(10);
    expect(options.slice(0, 3).map((o) => o.acceptedBy)).toEqual(['all', 'all', 'all']);
    expect(options.find((o) => o.reason === 'Size/Fit Issues')?.acceptedBy).toBe('some');
    expect(reasonOptions([eligibility.policies[1]!]).at(-1)?.acceptedBy).toBe('none');
  });
});

describe('the live policy check', () => {
  it('asks for items when none is chosen', () => {
    const result = checkReturn({ eligibility, order, values: values({}, { returnReason: 'Changed Mind' }) });
    expect(result.complies).toBe(false);
    expect(result.warnings).toEqual([RETURN_MESSAGES.selectItemsWarning]);
  });

  it('warns when the chosen seller does not accept the reason', () => {
    const result = checkReturn({
      eligibility,
      order,
      values: values({ l2: 1 }, { returnReason: 'Size/Fit Issues' }),
    });
    expect(result.warnings).toEqual([RETURN_MESSAGES.reasonNotAccepted('Size/Fit Issues')]);
  });

  it('complies per seller with its payer and fee, and estimates the refund from what was paid', () => {
    const result = checkReturn({
      eligibility,
      order,
      values: values({ l1: 1, l2: 1 }, { returnReason: 'Changed Mind' }),
    });
    expect(result.complies).toBe(true);
    const [a, b] = result.sellers;
    expect([a?.sellerId, a?.returnShippingPaidBy, a?.restockingFeePercentage]).toEqual(['A', 'customer', 0]);
    expect([b?.sellerId, b?.returnShippingPaidBy, b?.restockingFeePercentage]).toEqual(['B', 'customer', 10]);
    // l1: 1000 of 1300 in parcel s1 carries 100 of its 130 discount; one of two units paid 450.
    expect(a?.refund.refundPaise).toBe(45_000);
    // l2: 1000 paid, 10% fee.
    expect(b?.refund).toEqual({ paidPaise: 100_000, restockingFeePaise: 10_000, refundPaise: 90_000 });
    expect(result.refund.refundPaise).toBe(135_000);
  });

  it('charges no fee and has the seller pay shipping for a free reason', () => {
    const result = checkReturn({
      eligibility,
      order,
      values: values({ l2: 1 }, { returnReason: 'Defective/Damaged Product' }),
    });
    expect(result.sellers[0]).toMatchObject({ returnShippingPaidBy: 'seller', restockingFeePercentage: 0 });
    expect(result.refund.refundPaise).toBe(100_000);
  });

  it('refuses an exchange the seller does not offer', () => {
    const result = checkReturn({
      eligibility,
      order,
      values: values({ l2: 1 }, { returnReason: 'Changed Mind', returnType: 'Exchange' }),
    });
    expect(result.warnings).toEqual([RETURN_MESSAGES.exchangeNotAllowed]);
  });
});

describe('refund lines', () => {
  it('never gives a line more discount than it cost', () => {
    const lines = refundLines(order, [{ item: eligibility.items[0]!, units: 2 }]);
    expect(lines).toEqual([
      { unitPricePaise: 50_000, quantity: 2, discountPaise: 10_000, returnQuantity: 2 },
    ]);
  });
});

describe('submitting', () => {
  it('names the first missing field with the spec message', () => {
    expect(submitError([], 'Changed Mind')).toBe(RETURN_MESSAGES.selectItem);
    const lines = chosenLines(eligibility, values({ l1: 1 }).items);
    expect(submitError(lines, '')).toBe(RETURN_MESSAGES.selectReason);
    expect(submitError(lines, 'Changed Mind')).toBeNull();
  });

  it('sends the chosen lines and trimmed texts only', () => {
    const form = values(
      { l1: 1 },
      { returnReason: 'Changed Mind', detailedReason: '  too big ', customerNotes: ' ' },
    );
    expect(returnPayload('o1', chosenLines(eligibility, form.items), form)).toEqual({
      orderId: 'o1',
      items: [{ orderItemId: 'l1', quantity: 1 }],
      returnReason: 'Changed Mind',
      detailedReason: 'too big',
      returnType: 'Refund',
      customerNotes: undefined,
    });
  });
});

describe('refund times', () => {
  it('follows the payment method (docs/behaviour/returns.md#return-windows-and-refunds)', () => {
    expect(refundTime('razorpay').days).toBe('5-7');
    expect(refundTime('upi').days).toBe('3-5');
    expect(refundTime('cod').days).toBe('7-10');
  });
});

describe('failure messages (docs/behaviour/returns.md#messages)', () => {
  it("shows the server's message, the fallback when it gave none, and the network failure", () => {
    const refused = new ApiRequestError('You can return only 1 unit', 422, 'VALIDATION', 'items', {
      success: false,
      error: 'You can return only 1 unit',
    });
    expect(submitFailureMessage(refused)).toBe('You can return only 1 unit');
    expect(
      submitFailureMessage(new ApiRequestError('Request failed (502)', 502, undefined, undefined, undefined)),
    ).toBe(RETURN_MESSAGES.submitFailed);
    expect(submitFailureMessage(new ApiRequestError('offline', 0, 'NETWORK_ERROR'))).toBe(
      RETURN_MESSAGES.submitNetworkFailed,
    );
    expect(submitFailureMessage(new TypeError('bad answer'))).toBe(RETURN_MESSAGES.submitFailed);
  });

  it('tells a refused eligibility check from one that could not be made', () => {
    expect(eligibilityFailureMessage(new ApiRequestError('Order not found', 404))).toBe(
      RETURN_MESSAGES.unableToCheck,
    );
    expect(eligibilityFailureMessage(new ApiRequestError('offline', 0))).toBe(RETURN_MESSAGES.errorChecking);
  });
});
