// Cancellation & Refund policy text; the change window and refund timelines come from @haat/domain.
import { FAQ_STATEMENTS, RETURN_POLICY_STATEMENTS } from '@haat/domain/pricing/shipping-statements';
import { withValues, type PolicyDocument } from './policy-types.ts';
import { tk } from '../../../i18n/translation-key.ts';

const { refundDays } = RETURN_POLICY_STATEMENTS;

export const cancellationRefundPolicy: PolicyDocument = {
  slug: 'cancellation-refund',
  title: tk('Cancellation & Refund Policy'),
  summary: tk('How to cancel an order, when a seller may cancel, and when your money comes back.'),
  sections: [
    {
      id: 'cancel-by-you',
      heading: tk('Cancelling an order'),
      blocks: [
        {
          kind: 'paragraph',
          text: withValues(
            tk(
              'You can change or cancel an order within {{hours}} hour of placing it, from My Orders, at no cost.',
            ),
            { hours: FAQ_STATEMENTS.changeOrCancelWithinHours },
          ),
        },
        {
          kind: 'list',
          items: [
            tk(
              'After that, you can still ask to cancel as long as the seller has not shipped the item. The seller confirms the cancellation and you are notified.',
            ),
            tk(
              'Once an item has been shipped, it can no longer be cancelled. You may refuse the delivery at your door, or accept it and request a return under our Return Policy.',
            ),
            tk(
              'In an order with items from several sellers, you can cancel individual items; the rest of the order continues as planned.',
            ),
          ],
        },
      ],
    },
    {
      id: 'cancel-by-seller',
      heading: tk('Cancellations by the seller or {{brand}}'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk('Occasionally an order has to be cancelled on our side. This can happen when:'),
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
          text: tk(
            'We will tell you by email and SMS, and any amount you paid is refunded in full, including shipping and other charges.',
          ),
        },
      ],
    },
    {
      id: 'charges',
      heading: tk('Cancellation charges'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            '{{brand}} does not charge a cancellation fee for orders cancelled before they are shipped, whether prepaid or Cash on Delivery. Shipping, express, same-day, scheduled delivery and gift-wrap charges are refunded with the order.',
          ),
        },
        {
          kind: 'note',
          text: tk(
            'Repeatedly refusing Cash on Delivery orders at the door may lead us to turn off Cash on Delivery for your account.',
          ),
        },
      ],
    },
    {
      id: 'cancellation-refunds',
      heading: tk('Refunds for cancelled orders'),
      blocks: [
        {
          kind: 'paragraph',
          text: withValues(
            tk(
              'Refunds for cancelled prepaid orders are started immediately and reach your original payment method within {{days}} business days. Cash on Delivery orders cancelled before delivery have nothing to refund.',
            ),
            { days: refundDays.cancellation },
          ),
        },
      ],
    },
    {
      id: 'refund-timelines',
      heading: tk('Refund timelines for returns'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk('When a return is approved, the refund goes back the way you paid:'),
        },
        {
          kind: 'facts',
          caption: tk('Refund time by payment method'),
          columns: [tk('Payment method'), tk('Refund time')],
          rows: [
            [tk('Credit and debit cards'), withValues('{{days}} business days', { days: refundDays.card })],
            ['UPI and wallets', withValues('{{days}} business days', { days: refundDays.wallet })],
            [
              tk('Net banking, bank transfer and Cash on Delivery'),
              withValues('{{days}} business days', { days: refundDays.bankOrCod }),
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: tk(
            'If you chose store credit, it is added to your {{brand}} account as soon as the return is approved.',
          ),
        },
      ],
    },
    {
      id: 'refund-delays',
      heading: tk('If a refund has not arrived'),
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            tk('Check the refund status and reference number in My Orders.'),
            tk(
              'Check with your bank or wallet provider, quoting the reference number; banks sometimes take longer to credit the amount.',
            ),
            tk(
              'If it still has not arrived after the stated time, contact us with your order ID and we will trace it with the payment provider.',
            ),
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: tk('Contact us'),
      blocks: [{ kind: 'contact' }],
    },
  ],
};
