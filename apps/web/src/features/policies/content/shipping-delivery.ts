// Shipping & Delivery policy text; every charge, limit and time comes from @haat/domain/pricing/shipping-statements.
import { formatInr } from '@haat/domain/money/money';
import { SHIPPING_POLICY, SHIPPING_STATEMENTS } from '@haat/domain/pricing/shipping-statements';
import { translated, withValues, type PolicyDocument } from './policy-types.ts';
import { tk } from '../../../i18n/translation-key.ts';

const standard = SHIPPING_STATEMENTS.policy;
const [heavy, extraHeavy] = SHIPPING_POLICY.heavySurcharge;

export const shippingDeliveryPolicy: PolicyDocument = {
  slug: 'shipping-delivery',
  title: tk('Shipping & Delivery Policy'),
  summary: tk('Delivery options, charges, timelines and what to do when a package arrives damaged.'),
  sections: [
    {
      id: 'overview',
      heading: tk('How shipping works on {{brand}}'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            '{{brand}} is a marketplace: the products you buy are sold and shipped by independent sellers across India, through our logistics partners. When your order has items from more than one seller, they may arrive in separate packages, each with its own tracking updates.',
          ),
        },
        {
          kind: 'paragraph',
          text: tk(
            'All prices on {{brand}} include GST. Shipping charges, where they apply, are shown separately at checkout before you pay, and the amount shown at checkout is the amount you are charged.',
          ),
        },
      ],
    },
    {
      id: 'options-and-charges',
      heading: tk('Delivery options and charges'),
      blocks: [
        {
          kind: 'facts',
          caption: tk('Delivery options and their charges'),
          columns: [tk('Delivery option'), tk('Charge and timing')],
          rows: [
            [
              withValues(tk('Standard delivery ({{days}} business days)'), {
                days: SHIPPING_POLICY.standardDays,
              }),
              withValues('Free on orders above {{freeFrom}}; {{fee}} on smaller orders', {
                freeFrom: formatInr(standard.freeFrom),
                fee: formatInr(standard.fee),
              }),
            ],
            [
              withValues(tk('Express delivery ({{days}})'), {
                days: translated(SHIPPING_POLICY.express.days),
              }),
              withValues('{{fee}} per order', { fee: formatInr(SHIPPING_POLICY.express.fee) }),
            ],
            [
              tk('Same-day delivery'),
              withValues('{{fee}}; order before {{cutoff}}, available in metro cities only', {
                fee: formatInr(SHIPPING_POLICY.sameDay.fee),
                cutoff: translated(SHIPPING_POLICY.sameDay.cutoff),
              }),
            ],
            [
              tk('Scheduled delivery'),
              withValues('{{fee}}; choose a delivery date up to {{days}} days ahead', {
                fee: formatInr(SHIPPING_POLICY.scheduled.fee),
                days: SHIPPING_POLICY.scheduled.aheadDays,
              }),
            ],
            [
              tk('Gift wrapping'),
              withValues('{{fee}} per item', { fee: formatInr(SHIPPING_POLICY.giftWrapPerItem) }),
            ],
          ],
        },
        {
          kind: 'note',
          text: tk(
            'Express, same-day and scheduled delivery are offered only where the seller and our logistics partners can meet the promised time. Checkout shows the options available for your pincode.',
          ),
        },
      ],
    },
    {
      id: 'processing',
      heading: tk('Order processing and dispatch'),
      blocks: [
        {
          kind: 'list',
          items: [
            withValues(tk('Orders placed after {{cutoff}} are processed on the next business day.'), {
              cutoff: translated(SHIPPING_POLICY.nextDayAfter),
            }),
            tk('Business days are Monday to Saturday, excluding national and regional public holidays.'),
            tk(
              'Sellers pack your order and hand it to our logistics partner; you receive an update when it is shipped, out for delivery and delivered.',
            ),
            tk('Delivery timelines start when the order is dispatched, not when it is placed.'),
          ],
        },
      ],
    },
    {
      id: 'heavy-items',
      heading: tk('Heavy and bulky items'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'Large items such as furniture and appliances need special handling, so a surcharge applies by shipment weight:',
          ),
        },
        {
          kind: 'facts',
          caption: tk('Surcharge by shipment weight'),
          columns: [tk('Shipment weight'), tk('Surcharge')],
          rows: [
            [
              withValues(tk('Above {{kg}} kg'), { kg: heavy.aboveKg }),
              withValues('{{fee}} per shipment', { fee: formatInr(heavy.fee) }),
            ],
            [
              withValues(tk('Above {{kg}} kg'), { kg: extraHeavy.aboveKg }),
              withValues('{{fee}} per shipment', { fee: formatInr(extraHeavy.fee) }),
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: tk(
            'Only the higher surcharge applies to a shipment. Where a product needs installation, the seller or brand will contact you to schedule it after delivery.',
          ),
        },
      ],
    },
    {
      id: 'delivery-areas',
      heading: tk('Where we deliver'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'We deliver to serviceable pincodes across India. Enter your pincode on a product page or at checkout to see whether the item can be delivered to you and by when.',
          ),
        },
        {
          kind: 'list',
          items: [
            tk(
              'Deliveries to remote and hilly areas, and to the North-East, Andaman & Nicobar and Lakshadweep, can take longer than the standard estimate.',
            ),
            tk('Same-day delivery is limited to metro cities.'),
            tk('We do not ship outside India at present.'),
          ],
        },
      ],
    },
    {
      id: 'tracking',
      heading: tk('Tracking your order'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'Follow every package from My Orders, or use Track Order with your order ID if you checked out without signing in. We also send updates by email and SMS when your order is shipped and when it is out for delivery.',
          ),
        },
      ],
    },
    {
      id: 'receiving',
      heading: tk('Receiving your package'),
      blocks: [
        {
          kind: 'list',
          items: [
            tk(
              'Check that the outer packaging is sealed and undamaged before you accept it. If it looks tampered with, you may refuse the delivery.',
            ),
            tk(
              'For Cash on Delivery orders, pay only the amount shown in your order, and only to the delivery agent at your door.',
            ),
            withValues(
              tk(
                'If an item arrives damaged, defective or different from what you ordered, report it within {{hours}} hours of delivery from My Orders, with photos of the item and its packaging.',
              ),
              { hours: SHIPPING_POLICY.damageReportHours },
            ),
          ],
        },
        {
          kind: 'note',
          text: tk(
            'Keep the original packaging until you are sure you will keep the item. It makes damage claims and returns much quicker.',
          ),
        },
      ],
    },
    {
      id: 'failed-delivery',
      heading: tk('Delays and failed deliveries'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'Weather, strikes, local restrictions or incorrect addresses can delay a delivery. If our logistics partner cannot reach you, they will try again and contact you on the phone number in your order. If the package still cannot be delivered, it returns to the seller and any amount you paid is refunded in full to your original payment method.',
          ),
        },
      ],
    },
    {
      id: 'contact',
      heading: tk('Questions about a delivery'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'If your order is late or tracking has not changed for a while, contact us with your order ID and we will follow it up with the seller and our logistics partner.',
          ),
        },
        { kind: 'contact' },
      ],
    },
  ],
};
