// What the home page's tiles show (docs/behaviour/catalogue.md#home-page): category strip, trending and everyday
// essentials with their links, labels and colours. Labels are i18n keys (English text) passed through t() when shown.
import { findCategory } from '@haat/domain/catalog/category-tree';
import {
  Backpack,
  BatteryCharging,
  BookOpen,
  Camera,
  Coffee,
  Cookie,
  CookingPot,
  CupSoda,
  Earbuds,
  Gem,
  Glasses,
  Handbag,
  Headphones,
  Jacket,
  Lamp,
  Laptop,
  Milk,
  MopSparkles,
  PerfumeBottle,
  Shirt,
  ShoppingBasket,
  Smartphone,
  Sofa,
  Soup,
  SportShoe,
  Watch,
  Wheat,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { tk } from '../../i18n/translation-key.ts';

/** The display name of a category path ("fashion", "fashion/shoes", "grocery/snacks/chips") from the tree. */
export function categoryName(path: string): string {
  const [rootId = '', subId, itemId] = path.split('/');
  const root = findCategory(rootId);
  const sub = subId === undefined ? undefined : root?.subcategories.find((s) => s.id === subId);
  const item = itemId === undefined ? undefined : sub?.items.find((i) => i.id === itemId);
  const name = itemId !== undefined ? item?.name : subId !== undefined ? sub?.name : root?.name;
  if (!name) throw new Error(`Unknown category path: ${path}`);
  return name;
}

export const categoryLink = (path: string) => `/category/${path}`;
export const searchLink = (term: string) => `/search?q=${encodeURIComponent(term)}`;
export interface IconTile {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Tailwind classes for the tile's background and icon colour. */
  tone: string;
}

export const CATEGORY_STRIP: readonly IconTile[] = [
  { label: 'T-Shirts', to: searchLink('t-shirts'), icon: Shirt, tone: 'bg-sky-100 text-sky-700' },
  { label: tk('Hoodies'), to: searchLink('hoodies'), icon: Jacket, tone: 'bg-violet-100 text-violet-700' },
  {
    label: tk('Sneakers'),
    to: searchLink('sneakers'),
    icon: SportShoe,
    tone: 'bg-orange-100 text-orange-700',
  },
  {
    label: tk('Headphones'),
    to: searchLink('headphones'),
    icon: Headphones,
    tone: 'bg-indigo-100 text-indigo-700',
  },
  {
    label: tk('Backpacks'),
    to: searchLink('backpacks'),
    icon: Backpack,
    tone: 'bg-emerald-100 text-emerald-700',
  },
  {
    label: tk('Smart Watches'),
    to: searchLink('smart watches'),
    icon: Watch,
    tone: 'bg-pink-100 text-pink-700',
  },
  { label: tk('Laptops'), to: searchLink('laptops'), icon: Laptop, tone: 'bg-slate-200 text-slate-700' },
  { label: tk('Cameras'), to: searchLink('cameras'), icon: Camera, tone: 'bg-amber-100 text-amber-700' },
  { label: tk('Books'), to: searchLink('books'), icon: BookOpen, tone: 'bg-teal-100 text-teal-700' },
];

export interface ArtTile {
  label: string;
  to: string;
  icon: LucideIcon;
  /** A second, smaller icon that completes the little composition. */
  extra: LucideIcon;
  /** Tailwind gradient classes (used with bg-linear-to-br). */
  gradient: string;
}

function categoryTile(path: string, icon: LucideIcon, extra: LucideIcon, gradient: string): ArtTile {
  return { label: categoryName(path), to: categoryLink(path), icon, extra, gradient };
}

export const TRENDING_CATEGORIES: readonly ArtTile[] = [
  categoryTile('fashion', Shirt, Handbag, 'from-pink-500 to-rose-700'),
  categoryTile('electronics', Smartphone, Headphones, 'from-indigo-500 to-blue-800'),
  categoryTile('home', Sofa, Lamp, 'from-teal-500 to-emerald-800'),
  categoryTile('beauty', PerfumeBottle, Gem, 'from-fuchsia-500 to-purple-800'),
  categoryTile('fashion/shoes', SportShoe, Zap, 'from-orange-500 to-red-700'),
  categoryTile('fashion/accessories', Watch, Glasses, 'from-sky-500 to-cyan-800'),
];

export interface ThemeTile extends IconTile {
  tagline: string;
}

export const TREND_THEMES: readonly ThemeTile[] = [
  {
    label: tk('Wireless Earbuds'),
    tagline: tk('Music on the go'),
    to: searchLink('wireless earbuds'),
    icon: Earbuds,
    tone: 'bg-indigo-100 text-indigo-700',
  },
  {
    label: tk('Kurtis'),
    tagline: tk('Everyday ethnic'),
    to: searchLink('kurtis'),
    icon: Shirt,
    tone: 'bg-rose-100 text-rose-700',
  },
  {
    label: tk('Air Fryer'),
    tagline: tk('Crispy, less oil'),
    to: searchLink('air fryer'),
    icon: CookingPot,
    tone: 'bg-amber-100 text-amber-700',
  },
  {
    label: tk('Smart Watch'),
    tagline: tk('Track your day'),
    to: searchLink('smart watch'),
    icon: Watch,
    tone: 'bg-emerald-100 text-emerald-700',
  },
  {
    label: tk('Power Bank'),
    tagline: tk('Charge anywhere'),
    to: searchLink('power bank'),
    icon: BatteryCharging,
    tone: 'bg-sky-100 text-sky-700',
  },
  {
    label: tk('Running Shoes'),
    tagline: tk('Go the distance'),
    to: searchLink('running shoes'),
    icon: SportShoe,
    tone: 'bg-orange-100 text-orange-700',
  },
];

function essential(path: string, icon: LucideIcon, tone: string): IconTile {
  return { label: categoryName(path), to: categoryLink(path), icon, tone };
}

export const EVERYDAY_ESSENTIALS: readonly IconTile[] = [
  essential('grocery/packaged', Wheat, 'bg-amber-100 text-amber-700'),
  essential('grocery/general', ShoppingBasket, 'bg-lime-100 text-lime-700'),
  essential('grocery/coffee', Coffee, 'bg-orange-100 text-orange-800'),
  essential('grocery/drinks', CupSoda, 'bg-sky-100 text-sky-700'),
  essential('grocery/snacks', Cookie, 'bg-yellow-100 text-yellow-700'),
  essential('grocery/cereals', Milk, 'bg-blue-100 text-blue-700'),
  essential('grocery/instant', Soup, 'bg-red-100 text-red-700'),
  essential('grocery/energy', Zap, 'bg-violet-100 text-violet-700'),
  essential('home/cleaning', MopSparkles, 'bg-teal-100 text-teal-700'),
];
