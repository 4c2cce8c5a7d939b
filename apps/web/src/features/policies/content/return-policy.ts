// Return Policy text; return windows, damage reporting and refund timelines come from @haat/domain.
import { RETURN_POLICY_STATEMENTS, SHIPPING_POLICY } from '@haat/domain/pricing/shipping-statements';
import { withValues, type PolicyDocument } from './policy-types.ts';
import { tk } from '../../../i18n/translation-key.ts';

const { policyPageReturnDays, bulkReturnDays, bulkMinimumQuantity, refundDays } = RETURN_POLICY_STATEMENTS;

export const returnPolicy: PolicyDocument = {
  slug: 'return-policy',
  title: tk('Return Policy'),
  summary: tk(
    'Which items can be returned, how long you have, and how refunds, exchanges and store credit work.',
  ),
  sections: [
    {
      id: 'window',
      heading: tk('Return window'),
      blocks: [
        {
          kind: 'paragraph',
          text: withValues(
            tk(
              'Most items bought on {{brand}} can be returned within {{days}} days of the order date. For bulk orders of {{quantity}} or more units, the return window is {{bulkDays}} days.',
            ),
            { days: policyPageReturnDays, quantity: bulkMinimumQuantity, bulkDays: bulkReturnDays },
          ),
        },
        {
          kind: 'paragraph',
          text: tk(
            'Each product page shows whether the item is returnable. Your rights under the Consumer Protection Act, 2019 for defective or deficient goods apply in addition to this policy.',
          ),
        },
      ],
    },
    {
      id: 'eligibility',
      heading: tk('What makes a return eligible'),
      blocks: [
        {
          kind: 'list',
          items: [
            tk('The item is unused, unwashed and in the condition you received it.'),
            tk(
              'Original tags, labels, brand packaging, manuals, accessories and any free gifts are included.',
            ),
            tk('Serial numbers, IMEI numbers and seals (where present) match our records and are intact.'),
            tk('For electronics, any accounts, passwords or locks you set up on the device are removed.'),
          ],
        },
      ],
    },
    {
      id: 'non-returnable',
      heading: tk('Items that cannot be returned'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'For hygiene, safety and legal reasons, the following cannot be returned unless they arrive damaged, defective or different from what you ordered:',
          ),
        },
        {
          kind: 'list',
          items: [
            tk('Groceries, fresh food and other perishable goods'),
            tk('Innerwear, lingerie, swimwear and socks'),
            tk('Beauty, personal care and health products once opened or used'),
            tk('Customised or personalised products'),
            tk('Gift cards, digital products and software licences once activated'),
            tk('Items marked "Not returnable" on the product page'),
          ],
        },
      ],
    },
    {
      id: 'how-to-return',
      heading: tk('How to request a return'),
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            tk('Open My Orders and choose the order with the item you want to return.'),
            tk(
              'Select Return, pick the item and the reason, and add photos if the item is damaged or defective.',
            ),
            tk('Choose how you would like to be compensated: a refund, an exchange or store credit.'),
            tk('Pack the item securely, ideally in its original packaging, and keep it ready for pickup.'),
            tk(
              'Hand the package to our pickup agent and keep the pickup receipt until your refund or exchange is complete.',
            ),
          ],
        },
      ],
    },
    {
      id: 'return-types',
      heading: tk('Refund, exchange or store credit'),
      blocks: [
        {
          kind: 'facts',
          caption: tk('Ways to resolve a return'),
          columns: [tk('Option'), tk('What happens')],
          rows: [
            [tk('Refund'), tk('The amount you paid for the item goes back to your original payment method.')],
            [
              tk('Exchange'),
              tk(
                'You receive the same item in another size or colour, or a replacement of the same item, subject to stock.',
              ),
            ],
            [
              tk('Store Credit'),
              tk('The amount is added to your {{brand}} account to spend on any future order.'),
            ],
          ],
        },
      ],
    },
    {
      id: 'damaged-items',
      heading: tk('Damaged, defective or wrong items'),
      blocks: [
        {
          kind: 'paragraph',
          text: withValues(
            tk(
              'If an item arrives damaged or defective, or you received the wrong item, report it within {{hours}} hours of delivery with clear photos of the item, its label and the packaging. We will arrange a free pickup and a replacement or full refund.',
            ),
            { hours: SHIPPING_POLICY.damageReportHours },
          ),
        },
      ],
    },
    {
      id: 'quality-check',
      heading: tk('Pickup and quality check'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'The seller inspects every returned item. If it does not meet the conditions above (for example, it is used, damaged after delivery or missing parts), the return may be declined and the item sent back to you, with the reason shown in My Orders. You can contact us if you disagree with the decision.',
          ),
        },
      ],
    },
    {
      id: 'refund-timelines',
      heading: tk('Refund timelines'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'Once the returned item passes the quality check, we start your refund. The time it takes to reach you depends on how you paid:',
          ),
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
          kind: 'note',
          text: tk(
            'For Cash on Delivery orders, refunds are made to the bank account you add when requesting the return, or as store credit if you prefer.',
          ),
        },
      ],
    },
    {
      id: 'contact',
      heading: tk('Need help with a return?'),
      blocks: [{ kind: 'contact' }],
    },
  ],
};
