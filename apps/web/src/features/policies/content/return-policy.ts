// Return Policy text; return windows, damage reporting and refund timelines come from @haat/domain.
import { RETURN_POLICY_STATEMENTS, SHIPPING_POLICY } from '@haat/domain/pricing/shipping-statements';
import { withValues, type PolicyDocument } from './policy-types.ts';

const { policyPageReturnDays, bulkReturnDays, bulkMinimumQuantity, refundDays } = RETURN_POLICY_STATEMENTS;

export const returnPolicy: PolicyDocument = {
  slug: 'return-policy',
  title: 'Return Policy',
  summary:
    'Which items can be returned, how long you have, and how refunds, exchanges and store credit work.',
  sections: [
    {
      id: 'window',
      heading: 'Return window',
      blocks: [
        {
          kind: 'paragraph',
          text: withValues(
            'Most items bought on {{brand}} can be returned within {{days}} days of the order date. For bulk orders of {{quantity}} or more units, the return window is {{bulkDays}} days.',
            { days: policyPageReturnDays, quantity: bulkMinimumQuantity, bulkDays: bulkReturnDays },
          ),
        },
        {
          kind: 'paragraph',
          text: 'Each product page shows whether the item is returnable. Your rights under the Consumer Protection Act, 2019 for defective or deficient goods apply in addition to this policy.',
        },
      ],
    },
    {
      id: 'eligibility',
      heading: 'What makes a return eligible',
      blocks: [
        {
          kind: 'list',
          items: [
            'The item is unused, unwashed and in the condition you received it.',
            'Original tags, labels, brand packaging, manuals, accessories and any free gifts are included.',
            'Serial numbers, IMEI numbers and seals (where present) match our records and are intact.',
            'For electronics, any accounts, passwords or locks you set up on the device are removed.',
          ],
        },
      ],
    },
    {
      id: 'non-returnable',
      heading: 'Items that cannot be returned',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For hygiene, safety and legal reasons, the following cannot be returned unless they arrive damaged, defective or different from what you ordered:',
        },
        {
          kind: 'list',
          items: [
            'Groceries, fresh food and other perishable goods',
            'Innerwear, lingerie, swimwear and socks',
            'Beauty, personal care and health products once opened or used',
            'Customised or personalised products',
            'Gift cards, digital products and software licences once activated',
            'Items marked "Not returnable" on the product page',
          ],
        },
      ],
    },
    {
      id: 'how-to-return',
      heading: 'How to request a return',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Open My Orders and choose the order with the item you want to return.',
            'Select Return, pick the item and the reason, and add photos if the item is damaged or defective.',
            'Choose how you would like to be compensated: a refund, an exchange or store credit.',
            'Pack the item securely, ideally in its original packaging, and keep it ready for pickup.',
            'Hand the package to our pickup agent and keep the pickup receipt until your refund or exchange is complete.',
          ],
        },
      ],
    },
    {
      id: 'return-types',
      heading: 'Refund, exchange or store credit',
      blocks: [
        {
          kind: 'facts',
          caption: 'Ways to resolve a return',
          columns: ['Option', 'What happens'],
          rows: [
            ['Refund', 'The amount you paid for the item goes back to your original payment method.'],
            [
              'Exchange',
              'You receive the same item in another size or colour, or a replacement of the same item, subject to stock.',
            ],
            ['Store Credit', 'The amount is added to your {{brand}} account to spend on any future order.'],
          ],
        },
      ],
    },
    {
      id: 'damaged-items',
      heading: 'Damaged, defective or wrong items',
      blocks: [
        {
          kind: 'paragraph',
          text: withValues(
            'If an item arrives damaged or defective, or you received the wrong item, report it within {{hours}} hours of delivery with clear photos of the item, its label and the packaging. We will arrange a free pickup and a replacement or full refund.',
            { hours: SHIPPING_POLICY.damageReportHours },
          ),
        },
      ],
    },
    {
      id: 'quality-check',
      heading: 'Pickup and quality check',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The seller inspects every returned item. If it does not meet the conditions above (for example, it is used, damaged after delivery or missing parts), the return may be declined and the item sent back to you, with the reason shown in My Orders. You can contact us if you disagree with the decision.',
        },
      ],
    },
    {
      id: 'refund-timelines',
      heading: 'Refund timelines',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Once the returned item passes the quality check, we start your refund. The time it takes to reach you depends on how you paid:',
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
          kind: 'note',
          text: 'For Cash on Delivery orders, refunds are made to the bank account you add when requesting the return, or as store credit if you prefer.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Need help with a return?',
      blocks: [{ kind: 'contact' }],
    },
  ],
};
