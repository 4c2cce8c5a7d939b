// The fifteen fixed FAQ entries (docs/behaviour/static-pages.md#faq, #return-and-refund-policy); every number comes
// from @haat/domain so the FAQ cannot drift from the policy pages, and the English text is the i18n key.
import { formatInr } from '@haat/domain/money/money';
import {
  FAQ_STATEMENTS,
  RETURN_POLICY_STATEMENTS,
  SHIPPING_POLICY,
  SHIPPING_STATEMENTS,
} from '@haat/domain/pricing/shipping-statements';
import { tk } from '../../i18n/translation-key.ts';

export const FAQ_CATEGORIES = ['all', 'orders', 'shipping', 'payment', 'account', 'security'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export type FaqTopic = Exclude<FaqCategory, 'all'>;

/** Chip labels, in English; the page passes them through t(). */
export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  all: 'All',
  orders: tk('Orders'),
  shipping: 'Shipping',
  payment: 'Payment',
  account: 'Account',
  security: tk('Security'),
};

export interface FaqItem {
  id: string;
  category: FaqTopic;
  question: string;
  answer: string;
}

/** A duration such as "1 hour" or "30 days", spelled by the shopper's language. */
type Duration = { value: number; unit: 'hour' | 'day' };

interface FaqSource extends FaqItem {
  /** Interpolation values; durations are formatted per language at display time. */
  values?: Record<string, string | number | Duration>;
}

const hours = (value: number): Duration => ({ value, unit: 'hour' });
const days = (value: number): Duration => ({ value, unit: 'day' });
/** Ranges such as "5-7" with a non-breaking hyphen, so a line never ends on "5-". */
const range = (text: string) => text.replace(/-/g, '\u2011');
const refund = RETURN_POLICY_STATEMENTS.refundDays;

export const FAQ_SOURCES: readonly FaqSource[] = [
  {
    id: 'change-cancel-order',
    category: 'orders',
    question: tk('Can I change or cancel my order?'),
    answer: tk(
      'Yes, within {{window}} of placing it. Open My Orders, select the order and choose Cancel, or contact support to change the address or items. After that the seller starts packing, so you can refuse the delivery or request a return once it arrives.',
    ),
    values: { window: hours(FAQ_STATEMENTS.changeOrCancelWithinHours) },
  },
  {
    id: 'track-order',
    category: 'orders',
    question: tk('How do I track my order?'),
    answer: tk(
      'Signed in, open My Orders and select the order to see its status and every tracking event. Without signing in, use Track Order with your order number and the email or phone number used at checkout. We also send updates by email and SMS as your order moves.',
    ),
  },
  {
    id: 'return-policy',
    category: 'orders',
    question: tk('What is the return policy?'),
    answer: tk(
      'Most items can be returned within {{returnWindow}} of the order date; bulk orders of {{bulkQuantity}} or more units get {{bulkWindow}}. Open the order in My Orders, choose Return, pick the items and a reason, and select a refund, an exchange or store credit. Each seller lists the return reasons it accepts on the product page.',
    ),
    values: {
      returnWindow: days(RETURN_POLICY_STATEMENTS.policyPageReturnDays),
      bulkQuantity: RETURN_POLICY_STATEMENTS.bulkMinimumQuantity,
      bulkWindow: days(RETURN_POLICY_STATEMENTS.bulkReturnDays),
    },
  },
  {
    id: 'shipping-cost',
    category: 'shipping',
    question: tk('Is shipping free?'),
    answer: tk(
      'Standard shipping is free on orders above {{freeFrom}}; below that a fee of {{fee}} applies. The exact charge for your pincode is calculated at checkout before you pay.',
    ),
    values: {
      freeFrom: formatInr(SHIPPING_STATEMENTS.policy.freeFrom),
      fee: formatInr(SHIPPING_STATEMENTS.policy.fee),
    },
  },
  {
    id: 'delivery-time',
    category: 'shipping',
    question: tk('How fast can I get my order?'),
    answer: tk(
      'The delivery date for your pincode is shown on the product page and at checkout. Express delivery ({{expressFee}}) arrives in {{expressDays}}, and same-day delivery ({{sameDayFee}}) is available in metro cities for orders placed before {{sameDayCutoff}}. Orders placed after {{nextDayAfter}} are processed the next business day.',
    ),
    values: {
      expressFee: formatInr(SHIPPING_POLICY.express.fee),
      expressDays: range(SHIPPING_POLICY.express.days),
      sameDayFee: formatInr(SHIPPING_POLICY.sameDay.fee),
      sameDayCutoff: SHIPPING_POLICY.sameDay.cutoff,
      nextDayAfter: SHIPPING_POLICY.nextDayAfter,
    },
  },
  {
    id: 'damaged-package',
    category: 'shipping',
    question: tk('What if my package arrives damaged?'),
    answer: tk(
      'Report it within {{window}} of delivery: open the order in My Orders and request a return with the reason Defective/Damaged Product, adding photos of the package and the item. You will get a replacement or a full refund.',
    ),
    values: { window: hours(SHIPPING_POLICY.damageReportHours) },
  },
  {
    id: 'payment-methods',
    category: 'payment',
    question: tk('Which payment methods can I use?'),
    answer: tk(
      'UPI (Google Pay, PhonePe, Paytm or any UPI app), credit and debit cards, net banking, wallets and cash on delivery. Online payments go through a secure payment gateway, and you can save cards for faster checkout.',
    ),
  },
  {
    id: 'cash-on-delivery',
    category: 'payment',
    question: tk('Is Cash on Delivery (COD) available?'),
    answer: tk(
      'Yes. Choose Cash on Delivery at checkout and pay when your order arrives. Please keep the exact amount ready. COD refunds are sent to your bank account.',
    ),
  },
  {
    id: 'refund-time',
    category: 'payment',
    question: tk('How long does a refund take?'),
    answer: tk(
      'Once a cancellation is confirmed or a return passes the quality check, refunds reach cards in {{card}} business days, wallets in {{wallet}} business days, and bank accounts (bank transfer or cash on delivery orders) in {{bankOrCod}} business days.',
    ),
    values: { card: range(refund.card), wallet: range(refund.wallet), bankOrCod: range(refund.bankOrCod) },
  },
  {
    id: 'gst-invoice',
    category: 'payment',
    question: tk('Will I get a GST invoice?'),
    answer: tk(
      'Yes. Every order comes with a GST tax invoice from each seller, showing their GSTIN, HSN codes and the tax breakup. Download it from the order page in My Orders. All prices on Haat include GST.',
    ),
  },
  {
    id: 'reset-password',
    category: 'account',
    question: tk('I forgot my password. How do I reset it?'),
    answer: tk(
      'Choose Forgot Password on the login page and enter the email address of your account. We will email you a reset link; it expires in {{window}}, after which you can simply request a new one.',
    ),
    values: { window: hours(FAQ_STATEMENTS.passwordResetLinkHours) },
  },
  {
    id: 'delete-account',
    category: 'account',
    question: tk('How do I delete my account?'),
    answer: tk(
      'Write to support from the email address of your account and ask us to delete it. Your account data is deleted within {{window}}; tax invoices are kept only as long as the law requires.',
    ),
    values: { window: days(FAQ_STATEMENTS.accountDeletionDays) },
  },
  {
    id: 'minimum-age',
    category: 'account',
    question: tk('Who can create a Haat account?'),
    answer: tk(
      'Anyone in India aged {{age}} or older. Haat is not meant for children under {{age}}, and we do not knowingly keep accounts or data of under-{{age}}s.',
    ),
    values: { age: FAQ_STATEMENTS.minimumAge },
  },
  {
    id: 'payment-safety',
    category: 'security',
    question: tk('Is my payment information safe?'),
    answer: tk(
      'Yes. Payments are processed by a PCI DSS compliant payment gateway over encrypted connections. Haat never sees or stores your full card number or CVV; a saved card keeps only its last four digits and a secure token.',
    ),
  },
  {
    id: 'otp-fraud',
    category: 'security',
    question: tk('Someone asked me for my OTP. What should I do?'),
    answer: tk(
      'Do not share it. Haat never asks for your OTP, password, card PIN or CVV by call, SMS or email. Report the contact to support and change your password if you already shared anything.',
    ),
  },
];

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The entries in the shopper's language; search then runs on exactly the text on screen. */
export function translateFaqItems(t: Translate, language: string): FaqItem[] {
  return FAQ_SOURCES.map(({ values, ...item }) => {
    const resolved: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(values ?? {})) {
      resolved[key] =
        typeof value === 'object'
          ? new Intl.NumberFormat(language, { style: 'unit', unit: value.unit, unitDisplay: 'long' }).format(
              value.value,
            )
          : value;
    }
    return { ...item, question: t(item.question), answer: t(item.answer, resolved) };
  });
}
