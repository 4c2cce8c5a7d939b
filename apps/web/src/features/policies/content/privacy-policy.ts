// Privacy Policy text under India's data-protection law; ages and retention periods come from @haat/domain.
import { FAQ_STATEMENTS, POLICY_FACTS } from '@haat/domain/pricing/shipping-statements';
import { SUPPORT_CONTACT } from '@haat/domain/shell/store-info';
import { withValues, type PolicyDocument } from './policy-types.ts';
import { tk } from '../../../i18n/translation-key.ts';

export const privacyPolicy: PolicyDocument = {
  slug: 'privacy-policy',
  title: tk('Privacy Policy'),
  summary: tk('What personal data we collect, why we use it, who we share it with and the choices you have.'),
  sections: [
    {
      id: 'about',
      heading: tk('About this policy'),
      blocks: [
        {
          kind: 'paragraph',
          text: withValues(
            '{{brand}} ("we", "us") runs the {{brand}} marketplace from {{location}}. This policy explains how we handle your personal data when you use our website and services, in line with the Digital Personal Data Protection Act, 2023, the Information Technology Act, 2000 and the rules made under them.',
            { location: SUPPORT_CONTACT.location },
          ),
        },
        {
          kind: 'paragraph',
          text: tk(
            'By creating an account or placing an order, you agree to the collection and use of your data as described here. Where we rely on your consent, you can withdraw it at any time.',
          ),
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: tk('Information we collect'),
      blocks: [
        {
          kind: 'facts',
          caption: tk('Personal data we collect'),
          columns: [tk('Type of data'), tk('Examples')],
          rows: [
            [
              tk('Account details'),
              tk('Name, email address, mobile number and password (stored only as a secure hash)'),
            ],
            [tk('Delivery details'), tk('Saved addresses, pincodes and the delivery location you choose')],
            [
              tk('Orders and payments'),
              tk('Items bought, order history, returns, and payment status from our payment partners'),
            ],
            [tk('Device and usage'), tk('Browser type, pages viewed, searches and the language you choose')],
            [tk('Your content'), tk('Product reviews, photos you upload and messages you send to support')],
          ],
        },
        {
          kind: 'note',
          text: tk(
            'We never see or store your full card number, CVV, UPI PIN or net-banking password. Payments are processed by RBI-authorised payment partners.',
          ),
        },
      ],
    },
    {
      id: 'how-we-use',
      heading: tk('How we use your information'),
      blocks: [
        {
          kind: 'list',
          items: [
            tk('To create and secure your account, and verify your email or mobile number.'),
            tk(
              'To process orders and payments, arrange delivery, and handle cancellations, returns and refunds.',
            ),
            tk('To issue GST invoices and meet our tax, accounting and legal obligations.'),
            tk('To answer your questions and resolve complaints.'),
            tk(
              'To show relevant products, trending items and search suggestions, based on what shoppers view and buy.',
            ),
            tk('To detect and prevent fraud, abuse and security incidents.'),
            tk(
              'To send offers and updates, only where you have agreed to receive them. You can opt out at any time.',
            ),
          ],
        },
      ],
    },
    {
      id: 'sharing',
      heading: tk('Who we share it with'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk('We do not sell your personal data. We share only what is needed, with:'),
        },
        {
          kind: 'list',
          items: [
            tk(
              'Sellers whose products you buy: your name, delivery address and phone number, so they can fulfil and support your order.',
            ),
            tk('Logistics partners: the details needed to pick up and deliver your packages.'),
            tk('Payment partners: to process payments and refunds.'),
            tk(
              'Service providers who host our systems or send our emails and messages, under contracts that protect your data.',
            ),
            tk('Government and law-enforcement authorities, when the law requires it.'),
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: tk('Cookies and local storage'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'We store a few items in your browser to keep you signed in and remember your cart, wishlist, language and delivery location. They are needed for the site to work. You can clear them from your browser settings at any time; you will then be signed out and your guest cart will be emptied.',
          ),
        },
      ],
    },
    {
      id: 'retention',
      heading: tk('How long we keep data'),
      blocks: [
        {
          kind: 'paragraph',
          text: withValues(
            tk(
              'We keep your data while your account is active. If you ask us to delete your account, your personal data is deleted within {{days}} days, except for records we must keep by law, such as tax invoices and transaction records required under GST law.',
            ),
            { days: FAQ_STATEMENTS.accountDeletionDays },
          ),
        },
      ],
    },
    {
      id: 'your-rights',
      heading: tk('Your rights and choices'),
      blocks: [
        {
          kind: 'list',
          items: [
            tk('Access a summary of the personal data we hold about you.'),
            tk('Correct or update your details from your profile, or by asking us.'),
            tk('Ask us to erase your data and close your account.'),
            tk('Withdraw consent for optional uses such as marketing messages.'),
            tk('Nominate another person to exercise your rights in case of death or incapacity.'),
            tk(
              'Raise a grievance with our Grievance Officer, and then with the Data Protection Board of India if you are not satisfied.',
            ),
          ],
        },
      ],
    },
    {
      id: 'children',
      heading: tk('Children'),
      blocks: [
        {
          kind: 'paragraph',
          text: withValues(
            '{{brand}} is not meant for children under {{minimumAge}}, and we do not knowingly collect their data. Users under {{contractAge}} may shop on {{brand}} only with the involvement and consent of a parent or legal guardian.',
            { minimumAge: FAQ_STATEMENTS.minimumAge, contractAge: POLICY_FACTS.minimumContractAge },
          ),
        },
      ],
    },
    {
      id: 'security',
      heading: tk('How we protect your data'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'We use encryption in transit, hashed passwords, access controls and monitoring to protect your data. Our Security Policy describes these measures and how to stay safe from fraud.',
          ),
        },
      ],
    },
    {
      id: 'changes',
      heading: tk('Changes to this policy'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'We may update this policy as our services or the law change. The date at the top shows when it was last updated; for significant changes we will also notify you by email or on the site.',
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
              'For any question or complaint about your personal data, write to our Grievance Officer. We acknowledge complaints within {{ackHours}} hours and resolve them within {{resolveDays}} days.',
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
