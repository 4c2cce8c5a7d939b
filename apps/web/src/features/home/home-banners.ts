// The home page's offers (docs/behaviour/catalogue.md#home-page): banner slides, promo tiles and special-offer
// coupons with their links, copy and colours. Every text is an i18n key (English text) passed through t() where it is
// shown.
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
import { tk } from '../../i18n/translation-key.ts';

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
    eyebrow: tk('Festive Special'),
    title: tk('Festive Fashion Sale'),
    highlight: tk('Up to 70% off'),
    subtitle: tk('Kurtas, sarees, sneakers & more from sellers across India'),
    cta: tk('Shop Fashion'),
    badge: tk('New styles daily'),
    background: 'linear-gradient(105deg, #831843 0%, #be185d 48%, #fb923c 100%)',
    accent: '#db2777',
    icons: [Shirt, Handbag, SportShoe],
  },
  {
    id: 'electronics',
    to: categoryLink('electronics'),
    eyebrow: tk('Tech Carnival'),
    title: tk('Big Electronics Days'),
    highlight: tk('Up to 40% off'),
    subtitle: tk('Laptops, headphones, cameras & smart gadgets'),
    cta: tk('Shop Electronics'),
    badge: tk('No-cost EMI'),
    background: 'linear-gradient(105deg, #1e1b4b 0%, #3730a3 48%, #38bdf8 100%)',
    accent: '#4f46e5',
    icons: [Laptop, Headphones, Camera],
  },
  {
    id: 'home',
    to: categoryLink('home'),
    eyebrow: tk('Refresh your space'),
    title: tk('Home Makeover Week'),
    highlight: tk('Min. 50% off'),
    subtitle: tk('Decor, bedding, furniture & storage for every room'),
    cta: tk('Shop Home'),
    badge: tk('Fresh looks'),
    background: 'linear-gradient(105deg, #134e4a 0%, #0f766e 48%, #4ade80 100%)',
    accent: '#0d9488',
    icons: [Sofa, Lamp, Bed],
  },
  {
    id: 'fitness',
    to: searchLink('fitness'),
    eyebrow: tk('Fitness Fest'),
    title: tk('Get Fit India'),
    highlight: tk('Gear from {{price}}'),
    price: 299,
    subtitle: tk('Yoga mats, dumbbells, trackers & sportswear'),
    cta: tk('Shop Fitness'),
    badge: tk('Move more'),
    background: 'linear-gradient(105deg, #7c2d12 0%, #c2410c 48%, #facc15 100%)',
    accent: '#ea580c',
    icons: [Dumbbell, HeartPulse, Bike],
  },
  {
    id: 'kitchen',
    to: categoryLink('home/kitchen'),
    eyebrow: tk('Cook like a pro'),
    title: tk('Kitchen Upgrade Fest'),
    highlight: tk('Up to 60% off'),
    subtitle: tk('Mixers, air fryers, cookware & more'),
    cta: tk('Shop Kitchen'),
    badge: tk('Bank offers'),
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
    eyebrow: tk('Wedding & Festive Edit'),
    title: tk('Ethnic wear for every celebration'),
    cta: tk('Explore Fashion'),
    background: 'linear-gradient(120deg, #9f1239 0%, #e11d48 55%, #fbbf24 130%)',
    icons: [Shirt, Gem],
  },
  {
    to: categoryLink('electronics'),
    eyebrow: tk('Work & Play'),
    title: tk('Upgrade your tech for less'),
    cta: tk('Explore Electronics'),
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
    title: tk('Up to 60% off'),
    detail: tk('Kitchen appliances'),
    note: tk('Mixers, air fryers, cookware & more'),
    icon: CookingPot,
    tone: 'from-purple-600 to-fuchsia-500',
  },
  {
    to: categoryLink('electronics'),
    title: tk('No-cost EMI'),
    detail: tk('On electronics'),
    note: tk('Laptops, TVs, cameras & audio'),
    icon: CreditCard,
    tone: 'from-blue-700 to-sky-500',
  },
  {
    to: categoryLink('kids/toys'),
    title: tk('Toys from {{price}}'),
    price: 199,
    detail: tk('Toys & games'),
    note: tk('Puzzles, blocks, board games & more'),
    icon: Puzzle,
    tone: 'from-orange-600 to-amber-400',
  },
];
