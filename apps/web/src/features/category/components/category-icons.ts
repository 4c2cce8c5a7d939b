// A picture and colour per root category for the landing tiles and the not-found list.
import {
  Armchair,
  BookOpen,
  Car,
  Dumbbell,
  Flame,
  Laptop,
  type LucideIcon,
  Refrigerator,
  Shirt,
  ShoppingBasket,
  Smartphone,
  Sparkles,
  Star,
  ToyBrick,
  WashingMachine,
} from 'lucide-react';

export interface CategoryLook {
  icon: LucideIcon;
  /** Tailwind classes of the tile's icon well. */
  tone: string;
}

const LOOKS: Record<string, CategoryLook> = {
  'mobile-phones': { icon: Smartphone, tone: 'bg-sky-100 text-sky-700' },
  electronics: { icon: Laptop, tone: 'bg-indigo-100 text-indigo-700' },
  fashion: { icon: Shirt, tone: 'bg-pink-100 text-pink-700' },
  home: { icon: Armchair, tone: 'bg-amber-100 text-amber-700' },
  books: { icon: BookOpen, tone: 'bg-emerald-100 text-emerald-700' },
  beauty: { icon: Sparkles, tone: 'bg-rose-100 text-rose-700' },
  grocery: { icon: ShoppingBasket, tone: 'bg-lime-100 text-lime-700' },
  kids: { icon: ToyBrick, tone: 'bg-orange-100 text-orange-700' },
  sports: { icon: Dumbbell, tone: 'bg-teal-100 text-teal-700' },
  automotive: { icon: Car, tone: 'bg-slate-200 text-slate-700' },
  appliances: { icon: Refrigerator, tone: 'bg-cyan-100 text-cyan-700' },
  'home-appliances': { icon: WashingMachine, tone: 'bg-violet-100 text-violet-700' },
  trending: { icon: Flame, tone: 'bg-red-100 text-red-700' },
  featured: { icon: Star, tone: 'bg-yellow-100 text-yellow-700' },
};

export function categoryLook(id: string): CategoryLook {
  return LOOKS[id] ?? { icon: ShoppingBasket, tone: 'bg-brand-50 text-brand-700' };
}
