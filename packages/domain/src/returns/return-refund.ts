// What a return pays back (issue 8: "never above what was paid for those lines"). Integer paise throughout.

export interface ReturnedLine {
  /** The order line as bought: unit price, units bought, and the line's share of the seller's coupon. */
  unitPricePaise: number;
  quantity: number;
  discountPaise: number;
  /** Units of this line in the return. */
  returnQuantity: number;
}

export interface ReturnRefund {
  /** What the shopper paid for the returned units: their share of the line after its coupon share. */
  paidPaise: number;
  restockingFeePaise: number;
  /** paid − restocking fee: the most a seller may refund for this return. */
  refundPaise: number;
}

/** The paid share of `returnQuantity` units of a line, rounded down so that the parts never exceed the line. */
export function paidForUnits(line: ReturnedLine): number {
  const linePaid = line.unitPricePaise * line.quantity - line.discountPaise;
  return Math.floor((linePaid * line.returnQuantity) / line.quantity);
}

/** Shipping is not refunded; the restocking fee is charged on what was paid, rounded to the nearest paisa. */
export function returnRefund(lines: readonly ReturnedLine[], restockingFeePercent: number): ReturnRefund {
  const paidPaise = lines.reduce((sum, line) => sum + paidForUnits(line), 0);
  const restockingFeePaise = Math.round((paidPaise * restockingFeePercent) / 100);
  return { paidPaise, restockingFeePaise, refundPaise: paidPaise - restockingFeePaise };
}
