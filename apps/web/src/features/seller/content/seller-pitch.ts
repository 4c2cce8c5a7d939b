// What the seller landing page promises (docs/behaviour/static-pages.md#seller-landing): benefits, the steps to
// start, what to keep ready.
import {
  BadgeIndianRupee,
  Boxes,
  Building2,
  ClipboardList,
  Headset,
  IdCard,
  Landmark,
  MapPinned,
  PackageCheck,
  Rocket,
  UserPlus,
  Upload,
  type LucideIcon,
} from 'lucide-react';
import { tk } from '../../../i18n/translation-key.ts';

export interface PitchItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const SELLER_BENEFITS: PitchItem[] = [
  {
    icon: Rocket,
    title: tk('Guided onboarding'),
    text: tk(
      'Step-by-step help to register, verify your business and bank details, and publish your first listings.',
    ),
  },
  {
    icon: BadgeIndianRupee,
    title: tk('Secure payments and fast settlements'),
    text: tk(
      'We collect payments securely from shoppers and settle them straight to your bank account, with a clear statement for every order.',
    ),
  },
  {
    icon: Boxes,
    title: tk('Inventory and order tools'),
    text: tk(
      'Manage listings, stock, prices and coupons, update order status and tracking, and handle returns from one dashboard.',
    ),
  },
  {
    icon: Headset,
    title: tk('Support when you need it'),
    text: tk(
      'A seller support team by email and phone, plus guides for listing, shipping, GST invoices and returns.',
    ),
  },
];

export const SELLER_STEPS: PitchItem[] = [
  {
    icon: UserPlus,
    title: tk('Create your seller account'),
    text: tk('Sign up on the {{brand}} Seller Portal with your mobile number and email address.'),
  },
  {
    icon: ClipboardList,
    title: tk('Add your business details'),
    text: tk('Enter your GSTIN, PAN, bank account and pickup address. We verify them for you.'),
  },
  {
    icon: Upload,
    title: tk('List your products'),
    text: tk('Add photos, GST-inclusive prices, stock and your return policy, one by one or in bulk.'),
  },
  {
    icon: PackageCheck,
    title: tk('Receive orders and get paid'),
    text: tk(
      'Pack each order, hand it to our delivery partner and receive your settlement in your bank account.',
    ),
  },
];

export const SELLER_REQUIREMENTS: PitchItem[] = [
  {
    icon: Building2,
    title: 'GSTIN',
    text: tk(
      'Your GST registration number. Sellers of only GST-exempt goods, such as books, can register with their PAN.',
    ),
  },
  {
    icon: IdCard,
    title: tk('PAN card'),
    text: tk('Of the business or, for sole proprietors, your personal PAN.'),
  },
  { icon: Landmark, title: tk('Bank account'), text: tk('In the name of the business, for settlements.') },
  {
    icon: MapPinned,
    title: tk('Pickup address'),
    text: tk('Where our delivery partners collect your orders.'),
  },
];
