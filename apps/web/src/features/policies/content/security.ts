// Security Policy text: how accounts and payments are protected and how shoppers avoid fraud.
import { FAQ_STATEMENTS, POLICY_FACTS } from '@haat/domain/pricing/shipping-statements';
import { SUPPORT_CONTACT } from '@haat/domain/shell/store-info';
import { withValues, type PolicyDocument } from './policy-types.ts';
import { tk } from '../../../i18n/translation-key.ts';

const portalHost = new URL(POLICY_FACTS.cyberCrimePortal).host;

export const securityPolicy: PolicyDocument = {
  slug: 'security',
  title: tk('Security Policy'),
  summary: tk('How we protect your account, payments and data, and how to keep yourself safe from fraud.'),
  sections: [
    {
      id: 'approach',
      heading: tk('Our approach'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'Security is built into every part of {{brand}}, from how we store passwords to how payments are confirmed. We follow recognised industry practice, review our systems regularly and fix problems as soon as we find them.',
          ),
        },
      ],
    },
    {
      id: 'account-protection',
      heading: tk('Protecting your account'),
      blocks: [
        {
          kind: 'list',
          items: [
            tk(
              'Passwords are stored only as Argon2id hashes, a memory-hard algorithm designed to resist cracking. No one at {{brand}} can see your password.',
            ),
            tk(
              'Sign-in sessions use short-lived access tokens that renew automatically; if an old session token is ever reused, we end that session.',
            ),
            tk(
              'Email and mobile numbers are verified with one-time passwords (OTPs) that are valid only once and for a short time.',
            ),
            withValues(tk('Password reset links expire after {{hours}} hours and work only once.'), {
              hours: FAQ_STATEMENTS.passwordResetLinkHours,
            }),
            tk('Repeated failed sign-in attempts are slowed down to stop password guessing.'),
          ],
        },
      ],
    },
    {
      id: 'payments',
      heading: tk('Secure payments'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'Payments are processed by RBI-authorised payment partners that follow the PCI DSS standard. Your card number, CVV, UPI PIN and net-banking password go directly to the payment partner or your bank; {{brand}} never receives or stores them. Every payment is confirmed with a signed message from the payment partner before your order is placed, and card payments are verified by your bank.',
          ),
        },
      ],
    },
    {
      id: 'data-protection',
      heading: tk('Protecting your data'),
      blocks: [
        {
          kind: 'list',
          items: [
            tk('All traffic between your browser and {{brand}} is encrypted with HTTPS.'),
            tk(
              'Access to customer data is limited to staff and systems that need it to serve you, and is logged.',
            ),
            tk('Uploaded images are checked and re-encoded, and location data hidden in photos is removed.'),
            tk('Sellers see only the details needed to fulfil your order.'),
          ],
        },
      ],
    },
    {
      id: 'stay-safe',
      heading: tk('Keeping yourself safe'),
      blocks: [
        {
          kind: 'note',
          text: tk(
            '{{brand}} will never ask for your password, OTP, CVV, UPI PIN or bank details by phone, email, SMS or social media, and never asks you to pay to receive a refund or a prize.',
          ),
        },
        {
          kind: 'list',
          items: [
            tk('Use a strong password that you do not use on other sites, and never share OTPs with anyone.'),
            tk('Check that the address bar shows our website with a padlock before you sign in or pay.'),
            tk(
              'Beware of "customer care" numbers found through search engines or social media. Use only the contact details on this page.',
            ),
            tk(
              'For Cash on Delivery, pay only the order amount, and only to the delivery agent at your door.',
            ),
            tk('Sign out when you use a shared or public computer.'),
          ],
        },
      ],
    },
    {
      id: 'report-fraud',
      heading: tk('Reporting fraud'),
      blocks: [
        {
          kind: 'paragraph',
          text: tk(
            'If you think your account has been misused, change your password immediately and contact us. If you have lost money to a fraud, also report it without delay:',
          ),
        },
        {
          kind: 'list',
          items: [
            withValues(tk('Call the National Cyber Crime Helpline on {{helpline}}.'), {
              helpline: POLICY_FACTS.cyberCrimeHelpline,
            }),
            withValues(tk('File a complaint at {{portal}}.'), { portal: portalHost }),
            tk('Inform your bank so it can block your card or account.'),
          ],
        },
        {
          kind: 'links',
          items: [
            {
              label: withValues(tk('Call {{helpline}}'), { helpline: POLICY_FACTS.cyberCrimeHelpline }),
              href: `tel:${POLICY_FACTS.cyberCrimeHelpline}`,
            },
            {
              label: withValues(tk('Open {{portal}}'), { portal: portalHost }),
              href: POLICY_FACTS.cyberCrimePortal,
              external: true,
            },
          ],
        },
      ],
    },
    {
      id: 'vulnerabilities',
      heading: tk('Reporting a security issue'),
      blocks: [
        {
          kind: 'paragraph',
          text: withValues(
            tk(
              'If you find a security vulnerability on {{brand}}, please email {{email}} with the subject "Security report" and the steps to reproduce it. Please do not access other people’s data or disrupt the service while testing. We will acknowledge your report, keep you informed and credit you if you wish.',
            ),
            { email: SUPPORT_CONTACT.email },
          ),
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
