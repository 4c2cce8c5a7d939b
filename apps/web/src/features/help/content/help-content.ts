// Help-centre topics and popular questions; the facts in their answers come from @haat/domain.
import {
  CreditCard,
  Package,
  ReceiptIndianRupee,
  RotateCcw,
  ShieldCheck,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { formatInr } from '@haat/domain/money/money';
import {
  FAQ_STATEMENTS,
  RETURN_POLICY_STATEMENTS,
  SHIPPING_STATEMENTS,
} from '@haat/domain/pricing/shipping-statements';
import { tk } from '../../../i18n/translation-key.ts';

/** An English text (the i18n key) and the values for its {{placeholders}}. */
export interface HelpText {
  text: string;
  values?: Record<string, string | number>;
}

export interface HelpTopic {
  icon: LucideIcon;
  title: string;
  description: HelpText;
  to: string;
}

export interface HelpQuestion {
  question: HelpText;
  answer: HelpText;
}

export const HELP_TOPICS: HelpTopic[] = [
  {
    icon: Package,
    title: tk('Orders & tracking'),
    description: { text: tk('Track a package, follow delivery updates and find your order details.') },
    to: '/track-order',
  },
  {
    icon: RotateCcw,
    title: tk('Returns & refunds'),
    description: {
      text: tk('{{days}}-day returns, pickups, exchanges and refund timelines.'),
      values: { days: RETURN_POLICY_STATEMENTS.policyPageReturnDays },
    },
    to: '/return-policy',
  },
  {
    icon: CreditCard,
    title: tk('Payments'),
    description: { text: tk('Cards, UPI, wallets, Cash on Delivery, failed payments and invoices.') },
    to: '/faq',
  },
  {
    icon: Truck,
    title: tk('Shipping'),
    description: {
      text: tk('Delivery options and charges, with free standard shipping above {{amount}}.'),
      values: { amount: formatInr(SHIPPING_STATEMENTS.policy.freeFrom) },
    },
    to: '/shipping-delivery',
  },
  {
    icon: ShieldCheck,
    title: tk('Account & security'),
    description: { text: tk('Sign-in, passwords and keeping your account safe from fraud.') },
    to: '/security',
  },
  {
    icon: ReceiptIndianRupee,
    title: tk('Cancellations'),
    description: {
      text: tk('Change or cancel within {{hours}} hour of ordering, and cancellation refunds.'),
      values: { hours: FAQ_STATEMENTS.changeOrCancelWithinHours },
    },
    to: '/cancellation-refund',
  },
];

const { refundDays } = RETURN_POLICY_STATEMENTS;

export const POPULAR_QUESTIONS: HelpQuestion[] = [
  {
    question: { text: tk('Can I change or cancel my order?') },
    answer: {
      text: tk('Yes. You can change or cancel it within {{hours}} hour of placing it, from My Orders.'),
      values: { hours: FAQ_STATEMENTS.changeOrCancelWithinHours },
    },
  },
  {
    question: { text: tk('How long do refunds take?') },
    answer: {
      text: tk(
        '{{card}} business days for cards, {{wallet}} for wallets and {{bank}} for bank transfers or Cash on Delivery.',
      ),
      values: { card: refundDays.card, wallet: refundDays.wallet, bank: refundDays.bankOrCod },
    },
  },
  {
    question: { text: tk('What are the delivery charges?') },
    answer: {
      text: tk(
        'Standard shipping is free above {{free}}; smaller orders pay {{fee}}. Checkout shows the exact charge.',
      ),
      values: {
        free: formatInr(SHIPPING_STATEMENTS.policy.freeFrom),
        fee: formatInr(SHIPPING_STATEMENTS.policy.fee),
      },
    },
  },
  {
    question: { text: tk('How do I return an item?') },
    answer: {
      text: tk(
        'Request a return from My Orders within {{days}} days of the order date and we will arrange a pickup.',
      ),
      values: { days: RETURN_POLICY_STATEMENTS.policyPageReturnDays },
    },
  },
  {
    question: { text: tk('I forgot my password. What should I do?') },
    answer: {
      text: tk('Use Forgot password on the sign-in page. The reset link is valid for {{hours}} hours.'),
      values: { hours: FAQ_STATEMENTS.passwordResetLinkHours },
    },
  },
  {
    question: { text: tk('How do I delete my account?') },
    answer: {
      text: tk('Contact us from your registered email. Your personal data is deleted within {{days}} days.'),
      values: { days: FAQ_STATEMENTS.accountDeletionDays },
    },
  },
];
