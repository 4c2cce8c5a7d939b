// Terms of Use text for the marketplace; the contracting age and the place of jurisdiction come from @haat/domain.
import { POLICY_FACTS } from '@haat/domain/pricing/shipping-statements';
import { SUPPORT_CONTACT } from '@haat/domain/shell/store-info';
import { withValues, type PolicyDocument } from './policy-types.ts';
import { tk } from '../../../i18n/translation-key.ts';

export const termsOfUse: PolicyDocument = {
  slug: 'terms',
  title: tk('Terms of Use'),
  summary: tk('The agreement between you and {{brand}} when you browse, buy and review on our marketplace.'),
  sections: [
    {
      id: 'acceptance',
      heading: tk('Accepting these terms'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'These terms apply whenever you use the {{brand}} website or services. By using them you agree to these terms and to the policies linked from this page. If you do not agree, please do not use {{brand}}.',
          ),
        },
      ],
    },
    {
      id: 'marketplace',
      heading: tk('Our role as a marketplace'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            '{{brand}} is an online marketplace and an intermediary under the Information Technology Act, 2000. Products are listed, sold and shipped by independent sellers, whose name and details appear on each product page and invoice. The contract of sale is between you and the seller; we provide the platform, payments, delivery network and customer support that make it work.',
          ),
        },
      ],
    },
    {
      id: 'account',
      heading: tk('Your account'),
      blocks: [
        {
          kind: 'list',
          items: [
            withValues(
              tk(
                'You must be at least {{age}} years old to create an account and place orders. A minor may use {{brand}} only through a parent or legal guardian.',
              ),
              { age: POLICY_FACTS.minimumContractAge },
            ),
            tk(
              'Give accurate details and keep them up to date, especially your phone number and delivery addresses.',
            ),
            tk(
              'Keep your password private. You are responsible for activity on your account until you tell us it has been misused.',
            ),
            tk('We may suspend accounts that break these terms, misuse offers or put other users at risk.'),
          ],
        },
      ],
    },
    {
      id: 'prices',
      heading: tk('Prices, GST and offers'),
      blocks: [
        {
          kind: 'list',
          items: [
            tk(
              'All prices are in Indian Rupees and include GST. The maximum retail price (MRP) is shown where it applies.',
            ),
            tk('Shipping and other charges, if any, are shown at checkout before you pay.'),
            tk(
              'Offers and coupons have their own conditions, are valid for a limited time and cannot be exchanged for cash.',
            ),
            tk(
              'If a price or product detail is listed incorrectly, the seller or {{brand}} may cancel the order and refund you in full.',
            ),
          ],
        },
      ],
    },
    {
      id: 'orders',
      heading: tk('Orders and payment'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'Placing an order is an offer to buy. The order is accepted when the seller confirms and ships it; until then it may be cancelled as described in our Cancellation & Refund Policy. You can pay by card, UPI, wallet, net banking or, where offered, Cash on Delivery. Payments are handled by RBI-authorised payment partners.',
          ),
        },
      ],
    },
    {
      id: 'delivery-returns',
      heading: tk('Delivery, returns and refunds'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'Delivery options and charges are set out in our Shipping & Delivery Policy. Returns, exchanges and refunds follow our Return Policy and our Cancellation & Refund Policy, which form part of these terms.',
          ),
        },
      ],
    },
    {
      id: 'reviews',
      heading: tk('Reviews and content you post'),
      blocks: [
        {
          kind: 'list',
          items: [
            tk(
              'Reviews must be honest and about a product you have used. Paid, fake or misleading reviews are not allowed.',
            ),
            tk(
              'Do not post content that is unlawful, abusive, defamatory, obscene, or that infringes anyone else’s rights.',
            ),
            tk(
              'You allow {{brand}} to display and use your reviews and photos on the platform. We may remove content that breaks these rules.',
            ),
          ],
        },
      ],
    },
    {
      id: 'prohibited',
      heading: tk('What you must not do'),
      blocks: [
        {
          kind: 'list',
          items: [
            tk('Use {{brand}} for any unlawful or fraudulent purpose.'),
            tk(
              'Buy products for resale in violation of a seller’s quantity limits, or misuse coupons and referral offers.',
            ),
            tk(
              'Copy, scrape or harvest data from the site by automated means without our written permission.',
            ),
            tk(
              'Interfere with the security or normal working of the site, or try to access other people’s accounts.',
            ),
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: tk('Intellectual property'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'The {{brand}} name, logo, design and software belong to us. Product names, images and brand marks belong to their owners. You may not use them without permission.',
          ),
        },
      ],
    },
    {
      id: 'liability',
      heading: tk('Liability'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'Sellers are responsible for the products they sell, including their quality, safety and warranty. To the extent the law allows, {{brand}} is not liable for indirect or consequential losses. Nothing in these terms limits your rights as a consumer under the Consumer Protection Act, 2019.',
          ),
        },
      ],
    },
    {
      id: 'law',
      heading: tk('Governing law and disputes'),
      blocks: [
        {
          kind: 'paragraph',
          text: withValues(
            tk(
              'These terms are governed by the laws of India. Subject to your right to approach a consumer commission, the courts at {{location}} have jurisdiction over disputes. Please contact us first: most problems are solved quickly by our support team.',
            ),
            { location: SUPPORT_CONTACT.location },
          ),
        },
      ],
    },
    {
      id: 'changes',
      heading: tk('Changes to these terms'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'We may update these terms from time to time. The date at the top of this page shows the latest version, which applies from the moment it is published.',
          ),
        },
      ],
    },
    {
      id: 'grievance',
      heading: tk('Grievance Officer'),
      blocks: [
        {
          kind: 'paragraph',
          text: withValues(
            tk(
              'In line with the Consumer Protection (E-Commerce) Rules, 2020, complaints can be sent to our Grievance Officer. We acknowledge every complaint within {{ackHours}} hours and resolve it within {{resolveDays}} days.',
            ),
            {
              ackHours: POLICY_FACTS.grievanceAcknowledgeHours,
              resolveDays: POLICY_FACTS.grievanceResolveDays,
            },
          ),
        },
        { kind: 'contact' },
      ],
    },
  ],
};
