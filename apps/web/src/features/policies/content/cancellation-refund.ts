// Cancellation & Refund policy text; the change window and refund timelines come from @haat/domain.
import { FAQ_STATEMENTS, RETURN_POLICY_STATEMENTS } from '@haat/domain/pricing/shipping-statements';
import { withValues, type PolicyDocument } from './policy-types.ts';

const { refundDays } = RETURN_POLICY_STATEMENTS;

export const cancellationRefundPolicy: PolicyDocument = {
  slug: 'cancellation-refund',
  title: 'Cancellation & Refund Policy',
  summary: 'How to cancel an order, when a seller may cancel, and when your money comes back.',
  sections: [
    {
      id: 'cancel-by-you',
      heading: 'Cancelling an order',
      blocks: [
        {
          kind: 'paragraph',
          text: withValues(
            'You can change or cancel an order within {{hours}} hour of placing it, from My Orders, at no cost.',
            { hours: FAQ_STATEMENTS.changeOrCancelWithinHours },
          ),
        },
        {
          kind: 'list',
          items: [
            'After that, you can still ask to cancel as long as the seller has not shipped the item. The seller confirms the cancellation and you are notified.',
            'Once an item has been shipped, it can no longer be cancelled. You may refuse the delivery at your door, or accept it and request a return under our Return Policy.',
            'In an order with items from several sellers, you can cancel individual items; the rest of the order continues as planned.',
          ],
        },
      ],
    },
    {
      id: 'cancel-by-seller',
      heading: 'Cancellations by the seller or {{brand}}',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Occasionally an order has to be cancelled on our side. This can happen when:',
        },
        {
          kind: 'list',
          items: [
            'the item is out of stock or the seller is unable to fulfil it;',
            'the listed price or product details were clearly wrong;',
            'the delivery address is not serviceable by our logistics partners;',
            'a payment did not complete, or the order fails our fraud and safety checks.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We will tell you by email and SMS, and any amount you paid is refunded in full, including shipping and other charges.',
        },
      ],
    },
    {
      id: 'charges',
      heading: 'Cancellation charges',
      blocks: [
        {
          kind: 'paragraph',
          text: '{{brand}} does not charge a cancellation fee for orders cancelled before they are shipped, whether prepaid or Cash on Delivery. Shipping, express, same-day, scheduled delivery and gift-wrap charges are refunded with the order.',
        },
        {
          kind: 'note',
          text: 'Repeatedly refusing Cash on Delivery orders at the door may lead us to turn off Cash on Delivery for your account.',
        },
      ],
    },
    {
      id: 'cancellation-refunds',
      heading: 'Refunds for cancelled orders',
      blocks: [
        {
          kind: 'paragraph',
          text: withValues(
            'Refunds for cancelled prepaid orders are started immediately and reach your original payment method within {{days}} business days. Cash on Delivery orders cancelled before delivery have nothing to refund.',
            { days: refundDays.cancellation },
          ),
        },
      ],
    },
    {
      id: 'refund-timelines',
      heading: 'Refund timelines for returns',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When a return is approved, the refund goes back the way you paid:',
        },
        {
          kind: 'facts',
          caption: 'Refund time by payment method',
          columns: ['Payment method', 'Refund time'],
          rows: [
            ['Credit and debit cards', withValues('{{days}} business days', { days: refundDays.card })],
            ['UPI and wallets', withValues('{{days}} business days', { days: refundDays.wallet })],
            [
              'Net banking, bank transfer and Cash on Delivery',
              withValues('{{days}} business days', { days: refundDays.bankOrCod }),
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'If you chose store credit, it is added to your {{brand}} account as soon as the return is approved.',
        },
      ],
    },
    {
      id: 'refund-delays',
      heading: 'If a refund has not arrived',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Check the refund status and reference number in My Orders.',
            'Check with your bank or wallet provider, quoting the reference number; banks sometimes take longer to credit the amount.',
            'If it still has not arrived after the stated time, contact us with your order ID and we will trace it with the payment provider.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [{ kind: 'contact' }],
    },
  ],
};
