// The home page's offers (spec 2 §Home page): banner slides, promo tiles and special-offer coupons with their
// links, copy and colours. Every text is an i18n key (English text) passed through t() where it is shown.
import {
  Bed,
  Bike,
  Camera,
  ChefHat,
  CookingPot,
  CreditCard,
  Dumbbell,
  Gamepad2,
  Gem,
  Handbag,
  Headphones,
  HeartPulse,
  Lamp,
  Laptop,
  Microwave,
  Puzzle,
  Shirt,
  Sofa,
  SportShoe,
  type LucideIcon,
} from 'lucide-react';
import { categoryLink, searchLink } from './home-sections.ts';

export interface BannerSlide {
  id: string;
  to: string;
  eyebrow: string;
  title: string;
  /** The big offer line; `{{price}}` is filled with `price` formatted in rupees. */
  highlight: string;
  price?: number;
  subtitle: string;
  cta: string;
  badge: string;
  /** CSS background of the slide: dark where the text sits, bright behind the artwork. */
  background: string;
  /** Colour of the product icons on the white artwork cards. */
  accent: string;
  icons: readonly [LucideIcon, LucideIcon, LucideIcon];
}

export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    id: 'fashion',
    to: categoryLink('fashion'),
    eyebrow: 'Festive Special',
    title: 'Festive Fashion Sale',
    highlight: 'Up to 70% off',
    subtitle: 'Kurtas, sarees, sneakers & more from sellers across India',
    cta: 'Shop Fashion',
    badge: 'New styles daily',
    background: 'linear-gradient(105deg, #831843 0%, #be185d 48%, #fb923c 100%)',
    accent: '#db2777',
    icons: [Shirt, Handbag, SportShoe],
  },
  {
    id: 'electronics',
    to: categoryLink('electronics'),
    eyebrow: 'Tech Carnival',
    title: 'Big Electronics Days',
    highlight: 'Up to 40% off',
    subtitle: 'Laptops, headphones, cameras & smart gadgets',
    cta: 'Shop Electronics',
    badge: 'No-cost EMI',
    background: 'linear-gradient(105deg, #1e1b4b 0%, #3730a3 48%, #38bdf8 100%)',
    accent: '#4f46e5',
    icons: [Laptop, Headphones, Camera],
  },
  {
    id: 'home',
    to: categoryLink('home'),
    eyebrow: 'Refresh your space',
    title: 'Home Makeover Week',
    highlight: 'Min. 50% off',
    subtitle: 'Decor, bedding, furniture & storage for every room',
    cta: 'Shop Home',
    badge: 'Fresh looks',
    background: 'linear-gradient(105deg, #134e4a 0%, #0f766e 48%, #4ade80 100%)',
    accent: '#0d9488',
    icons: [Sofa, Lamp, Bed],
  },
  {
    id: 'fitness',
    to: searchLink('fitness'),
    eyebrow: 'Fitness Fest',
    title: 'Get Fit India',
    highlight: 'Gear from {{price}}',
    price: 299,
    subtitle: 'Yoga mats, dumbbells, trackers & sportswear',
    cta: 'Shop Fitness',
    badge: 'Move more',
    background: 'linear-gradient(105deg, #7c2d12 0%, #c2410c 48%, #facc15 100%)',
    accent: '#ea580c',
    icons: [Dumbbell, HeartPulse, Bike],
  },
  {
    id: 'kitchen',
    to: categoryLink('home/kitchen'),
    eyebrow: 'Cook like a pro',
    title: 'Kitchen Upgrade Fest',
    highlight: 'Up to 60% off',
    subtitle: 'Mixers, air fryers, cookware & more',
    cta: 'Shop Kitchen',
    badge: 'Bank offers',
    background: 'linear-gradient(105deg, #3b0764 0%, #7e22ce 48%, #e879f9 100%)',
    accent: '#9333ea',
    icons: [ChefHat, CookingPot, Microwave],
  },
];

export interface PromoTile {
  to: string;
  eyebrow: string;
  title: string;
  cta: string;
  background: string;
  icons: readonly [LucideIcon, LucideIcon];
}

export const PROMO_TILES: readonly PromoTile[] = [
  {
    to: categoryLink('fashion'),
    eyebrow: 'Wedding & Festive Edit',
    title: 'Ethnic wear for every celebration',
    cta: 'Explore Fashion',
    background: 'linear-gradient(120deg, #9f1239 0%, #e11d48 55%, #fbbf24 130%)',
    icons: [Shirt, Gem],
  },
  {
    to: categoryLink('electronics'),
    eyebrow: 'Work & Play',
    title: 'Upgrade your tech for less',
    cta: 'Explore Electronics',
    background: 'linear-gradient(120deg, #0f172a 0%, #1e40af 60%, #22d3ee 130%)',
    icons: [Laptop, Gamepad2],
  },
];

/** Best Sellers shows categories, not products, until the product rows arrive; View All as the spec says. */
export interface SpecialOffer {
  to: string;
  /** The offer line; `{{price}}` is filled with `price` formatted in rupees. */
  title: string;
  price?: number;
  detail: string;
  note: string;
  icon: LucideIcon;
  /** Tailwind classes for the coloured stub of the coupon. */
  tone: string;
}

export const SPECIAL_OFFERS: readonly SpecialOffer[] = [
  {
    to: categoryLink('home/kitchen'),
    title: 'Up to 60% off',
    detail: 'Kitchen appliances',
    note: 'Mixers, air fryers, cookware & more',
    icon: CookingPot,
    tone: 'from-purple-600 to-fuchsia-500',
  },
  {
    to: categoryLink('electronics'),
    title: 'No-cost EMI',
    detail: 'On electronics',
    note: 'Laptops, TVs, cameras & audio',
    icon: CreditCard,
    tone: 'from-blue-700 to-sky-500',
  },
  {
    to: categoryLink('kids/toys'),
    title: 'Toys from {{price}}',
    price: 199,
    detail: 'Toys & games',
    note: 'Puzzles, blocks, board games & more',
    icon: Puzzle,
    tone: 'from-orange-600 to-amber-400',
  },
];
