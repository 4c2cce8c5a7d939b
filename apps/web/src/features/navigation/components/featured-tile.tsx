// A featured tile of a mega menu: store-made artwork (a gradient card with soft shapes and an icon), no photos.
import {
  Baby,
  Backpack,
  BatteryCharging,
  Bed,
  Bike,
  Blocks,
  BookOpen,
  Cable,
  Camera,
  Car,
  CookingPot,
  Dice5,
  Droplets,
  Footprints,
  Gamepad2,
  Gauge,
  GraduationCap,
  HardHat,
  Headphones,
  Keyboard,
  Lamp,
  Laptop,
  Luggage,
  Monitor,
  Palette,
  Printer,
  Scissors,
  Shirt,
  ShoppingBag,
  Smartphone,
  Smile,
  Sofa,
  Sparkles,
  Speaker,
  Sun,
  Tablet,
  Tv,
  Watch,
  type LucideIcon,
} from 'lucide-react';
import type { TileIcon } from '../menu-data.ts';

const ICONS: Record<TileIcon, LucideIcon> = {
  smartphone: Smartphone,
  camera: Camera,
  watch: Watch,
  battery: BatteryCharging,
  cable: Cable,
  sparkles: Sparkles,
  shirt: Shirt,
  footprints: Footprints,
  bag: ShoppingBag,
  luggage: Luggage,
  sofa: Sofa,
  pot: CookingPot,
  lamp: Lamp,
  bed: Bed,
  tv: Tv,
  headphones: Headphones,
  laptop: Laptop,
  speaker: Speaker,
  monitor: Monitor,
  tablet: Tablet,
  printer: Printer,
  keyboard: Keyboard,
  book: BookOpen,
  cap: GraduationCap,
  car: Car,
  helmet: HardHat,
  bike: Bike,
  gauge: Gauge,
  sun: Sun,
  palette: Palette,
  droplets: Droplets,
  scissors: Scissors,
  dice: Dice5,
  blocks: Blocks,
  gamepad: Gamepad2,
  baby: Baby,
  backpack: Backpack,
  smile: Smile,
};

const TONES = [
  'from-brand-50 to-brand-200 text-brand-800',
  'from-amber-50 to-orange-200 text-orange-800',
  'from-emerald-50 to-green-200 text-green-800',
  'from-pink-50 to-rose-200 text-rose-800',
  'from-violet-50 to-purple-200 text-purple-800',
  'from-cyan-50 to-sky-200 text-sky-800',
] as const;

export function FeaturedTileArt({ icon, index }: { icon: TileIcon; index: number }) {
  const Icon = ICONS[icon];
  return (
    <span
      aria-hidden="true"
      className={`relative flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-md bg-gradient-to-br ${TONES[index % TONES.length]}`}
    >
      <svg viewBox="0 0 100 75" className="absolute inset-0 h-full w-full" preserveAspectRatio="none">
        <circle cx="88" cy="8" r="26" fill="currentColor" opacity="0.12" />
        <circle cx="6" cy="74" r="20" fill="currentColor" opacity="0.1" />
        <path d="M0 60 Q 30 48 55 60 T 100 56 V75 H0z" fill="white" opacity="0.35" />
      </svg>
      <span className="relative flex h-11 w-11 items-center justify-center rounded-full bg-white/90 shadow-card">
        <Icon className="h-6 w-6" />
      </span>
    </span>
  );
}
