// What the seller landing page promises (spec 3 §Static pages): benefits, the steps to start, what to keep ready.
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

export interface PitchItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const SELLER_BENEFITS: PitchItem[] = [
  {
    icon: Rocket,
    title: 'Guided onboarding',
    text: 'Step-by-step help to register, verify your business and bank details, and publish your first listings.',
  },
  {
    icon: BadgeIndianRupee,
    title: 'Secure payments and fast settlements',
    text: 'We collect payments securely from shoppers and settle them straight to your bank account, with a clear statement for every order.',
  },
  {
    icon: Boxes,
    title: 'Inventory and order tools',
    text: 'Manage listings, stock, prices and coupons, update order status and tracking, and handle returns from one dashboard.',
  },
  {
    icon: Headset,
    title: 'Support when you need it',
    text: 'A seller support team by email and phone, plus guides for listing, shipping, GST invoices and returns.',
  },
];

export const SELLER_STEPS: PitchItem[] = [
  {
    icon: UserPlus,
    title: 'Create your seller account',
    text: 'Sign up on the {{brand}} Seller Portal with your mobile number and email address.',
  },
  {
    icon: ClipboardList,
    title: 'Add your business details',
    text: 'Enter your GSTIN, PAN, bank account and pickup address. We verify them for you.',
  },
  {
    icon: Upload,
    title: 'List your products',
    text: 'Add photos, GST-inclusive prices, stock and your return policy, one by one or in bulk.',
  },
  {
    icon: PackageCheck,
    title: 'Receive orders and get paid',
    text: 'Pack each order, hand it to our delivery partner and receive your settlement in your bank account.',
  },
];

export const SELLER_REQUIREMENTS: PitchItem[] = [
  {
    icon: Building2,
    title: 'GSTIN',
    text: 'Your GST registration number. Sellers of only GST-exempt goods, such as books, can register with their PAN.',
  },
  { icon: IdCard, title: 'PAN card', text: 'Of the business or, for sole proprietors, your personal PAN.' },
  { icon: Landmark, title: 'Bank account', text: 'In the name of the business, for settlements.' },
  { icon: MapPinned, title: 'Pickup address', text: 'Where our delivery partners collect your orders.' },
];
