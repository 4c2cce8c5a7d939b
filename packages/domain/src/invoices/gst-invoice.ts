// GST tax invoices (issue 7, docs/architecture.md#stack): the tax inside GST-inclusive prices split into CGST + SGST
// (a supply within one state) or IGST (across states), GST state codes, and amounts in words in Indian numbering.

/** GST state and union-territory codes (the first two digits of a GSTIN), by official name. */
export const GST_STATE_CODES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  // Code 25 (Daman and Diu) was merged into 26 when the two union territories became one in 2020.
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
} as const;
export type GstStateCode = keyof typeof GST_STATE_CODES;

/** Other spellings shoppers type or older forms use, by their normalised form. */
const STATE_ALIASES: Readonly<Record<string, string>> = {
  jk: '01',
  jammukashmir: '01',
  uttaranchal: '05',
  nctofdelhi: '07',
  newdelhi: '07',
  up: '09',
  orissa: '21',
  dadranagarhaveli: '26',
  damananddiu: '26',
  damandiu: '26',
  dnhdd: '26',
  pondicherry: '34',
  andamannicobar: '35',
  andamanandnicobar: '35',
  tamilnadu: '33',
  ap: '37',
  mp: '23',
};

const normaliseState = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

const CODE_BY_NAME = new Map<string, string>([
  ...Object.entries(GST_STATE_CODES).map(([code, name]) => [normaliseState(name), code] as [string, string]),
  ...Object.entries(STATE_ALIASES),
]);

/** The GST state code of a state or union territory by name ('Karnataka' → '29', 'Orissa' → '21'). */
export function gstStateCodeOf(stateName: string): string | undefined {
  return CODE_BY_NAME.get(normaliseState(stateName));
}

export interface GstSplit {
  /** The value before tax: round(amount × 100 / (100 + rate)). */
  taxablePaise: number;
  /** amount − taxable: the tax inside the amount, split below. */
  taxPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Splits a GST-inclusive amount. Within one state the tax is half CGST, half SGST (an odd paisa goes to CGST so
 * the halves add up to the tax exactly); across states it is all IGST.
 */
export function splitGst(amountPaise: number, ratePercent: number, intraState: boolean): GstSplit {
  if (!Number.isInteger(amountPaise) || amountPaise < 0) throw new RangeError(`bad amount ${amountPaise}`);
  const taxablePaise = Math.round((amountPaise * 100) / (100 + ratePercent));
  const taxPaise = amountPaise - taxablePaise;
  const cgstPaise = intraState ? Math.ceil(taxPaise / 2) : 0;
  return {
    taxablePaise,
    taxPaise,
    cgstPaise,
    sgstPaise: intraState ? taxPaise - cgstPaise : 0,
    igstPaise: intraState ? 0 : taxPaise,
  };
}

export interface InvoiceLineInput {
  name: string;
  hsnCode: string;
  quantity: number;
  /** GST-inclusive selling price of one unit. */
  unitPricePaise: number;
  /** unitPrice × quantity. */
  lineTotalPaise: number;
  /** This line's share of the coupon: a discount on the invoice, so it lowers the taxable value. */
  discountPaise: number;
  gstRatePercent: number;
}

export interface InvoiceRow extends GstSplit {
  name: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  discountPaise: number;
  gstRatePercent: number;
  /** lineTotal − discount: what the buyer pays for the line, tax included. */
  totalPaise: number;
}

export interface InvoiceTotals {
  rows: InvoiceRow[];
  intraState: boolean;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  discountPaise: number;
  /** Delivery charged on this invoice (its row's total; 0 when free). */
  shippingPaise: number;
  /** Everything the buyer pays this seller: the rows' totals. */
  totalPaise: number;
}

/** Delivery on the invoice: SAC 996812 (courier services), taxed like the goods it carries. */
export const SHIPPING_SAC = '996812';
export const SHIPPING_GST_PERCENT = 18;

/**
 * The rows of one seller's invoice: each item with its discount and tax, then delivery (when charged) as a row
 * of its own. Intra-state when the seller's state code is the place of supply's.
 */
export function invoiceTotals(
  lines: readonly InvoiceLineInput[],
  shippingPaise: number,
  sellerStateCode: string,
  placeOfSupplyCode: string | undefined,
): InvoiceTotals {
  const intraState = placeOfSupplyCode !== undefined && sellerStateCode === placeOfSupplyCode;
  const rows: InvoiceRow[] = lines.map((line) => {
    const totalPaise = line.lineTotalPaise - line.discountPaise;
    return {
      name: line.name,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      discountPaise: line.discountPaise,
      gstRatePercent: line.gstRatePercent,
      totalPaise,
      ...splitGst(totalPaise, line.gstRatePercent, intraState),
    };
  });
  if (shippingPaise > 0) {
    rows.push({
      name: 'Shipping charges',
      hsnCode: SHIPPING_SAC,
      quantity: 1,
      unitPricePaise: shippingPaise,
      discountPaise: 0,
      gstRatePercent: SHIPPING_GST_PERCENT,
      totalPaise: shippingPaise,
      ...splitGst(shippingPaise, SHIPPING_GST_PERCENT, intraState),
    });
  }
  const sum = (pick: (row: InvoiceRow) => number) => rows.reduce((s, row) => s + pick(row), 0);
  return {
    rows,
    intraState,
    taxablePaise: sum((r) => r.taxablePaise),
    cgstPaise: sum((r) => r.cgstPaise),
    sgstPaise: sum((r) => r.sgstPaise),
    igstPaise: sum((r) => r.igstPaise),
    discountPaise: sum((r) => r.discountPaise),
    shippingPaise: Math.max(0, shippingPaise),
    totalPaise: sum((r) => r.totalPaise),
  };
}

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** A whole number in Indian numbering: crore (10⁷), lakh (10⁵), thousand, hundred; crores of crores recurse. */
function indianWords(n: number): string {
  if (n < 100) return belowHundred(n);
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  if (crore > 0) parts.push(`${indianWords(crore)} Crore`);
  for (const [size, label] of [
    [100_000, 'Lakh'],
    [1_000, 'Thousand'],
    [100, 'Hundred'],
  ] as const) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (count > 0) parts.push(`${belowHundred(count)} ${label}`);
  }
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** 12345670 → 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only'. */
export function amountInWords(amountPaise: number): string {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0)
    throw new RangeError(`bad amount ${amountPaise}`);
  const rupees = Math.floor(amountPaise / 100);
  const paise = amountPaise % 100;
  return paise === 0
    ? `Rupees ${indianWords(rupees)} Only`
    : `Rupees ${indianWords(rupees)} and ${belowHundred(paise)} Paise Only`;
}
