// Header navigation derived from the category tree (docs/behaviour/shell.md#header): the secondary bar's mega menus,
// the side menu's categories, trending links and Coming Soon programs. Pure data so it is tested, not buried in JSX.
import {
  findCategory,
  CATEGORIES,
  type Category,
  type Subcategory,
} from '@haat/domain/catalog/category-tree';
import {
  BRAND_NAME,
  COMING_SOON_PROGRAMS,
  MEGA_MENU_FEATURED_TILES,
  MEGA_MENU_ITEMS_PER_SUBCATEGORY,
  SIDE_MENU_ITEMS_PER_SUBCATEGORY,
} from '@haat/domain/shell/store-info';
import { tk } from '../../i18n/translation-key.ts';

export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup extends NavLink {
  items: NavLink[];
}

/** Icon names the tile component knows how to draw. */
export type TileIcon =
  | 'smartphone'
  | 'camera'
  | 'watch'
  | 'battery'
  | 'cable'
  | 'sparkles'
  | 'shirt'
  | 'footprints'
  | 'bag'
  | 'luggage'
  | 'sofa'
  | 'pot'
  | 'lamp'
  | 'bed'
  | 'tv'
  | 'headphones'
  | 'laptop'
  | 'speaker'
  | 'monitor'
  | 'tablet'
  | 'printer'
  | 'keyboard'
  | 'book'
  | 'cap'
  | 'car'
  | 'helmet'
  | 'bike'
  | 'gauge'
  | 'sun'
  | 'palette'
  | 'droplets'
  | 'scissors'
  | 'dice'
  | 'blocks'
  | 'gamepad'
  | 'baby'
  | 'backpack'
  | 'smile';

export interface FeaturedTile extends NavLink {
  icon: TileIcon;
}

export type SecondaryEntry =
  | ({ id: string; kind: 'link' } & NavLink)
  | ({
      id: string;
      kind: 'mega';
      description: string;
      groups: NavGroup[];
      featured: FeaturedTile[];
    } & NavLink);

export function categoryHref(...segments: string[]): string {
  return `/category/${segments.filter(Boolean).join('/')}`;
}

/** Resolves "root", "root/sub" or "root/sub/item" against the tree; undefined for a path that does not exist. */
export function resolveCategoryPath(
  path: string,
): { category: Category; sub?: Subcategory; label: string } | undefined {
  const [rootId = '', subId, itemId] = path.split('/');
  const category = findCategory(rootId);
  if (!category || category.pseudo) return undefined;
  if (!subId) return { category, label: category.name };
  const sub = category.subcategories.find((s) => s.id === subId);
  if (!sub) return undefined;
  if (!itemId) return { category, sub, label: sub.name };
  const item = sub.items.find((i) => i.id === itemId);
  return item ? { category, sub, label: item.name } : undefined;
}

function groupOf(category: Category, sub: Subcategory, limit: number): NavGroup {
  return {
    label: sub.name,
    to: categoryHref(category.id, sub.id),
    items: sub.items
      .slice(0, limit)
      .map((item) => ({ label: item.name, to: categoryHref(category.id, sub.id, item.id) })),
  };
}

/** A path like "electronics/computers" shows one group; a root shows each of its subcategories. */
function megaGroups(path: string): NavGroup[] {
  const resolved = resolveCategoryPath(path);
  if (!resolved) throw new Error(`Unknown menu category ${path}`);
  const subs = resolved.sub ? [resolved.sub] : resolved.category.subcategories;
  return subs.map((sub) => groupOf(resolved.category, sub, MEGA_MENU_ITEMS_PER_SUBCATEGORY));
}

function tiles(specs: [path: string, icon: TileIcon][]): FeaturedTile[] {
  return specs.slice(0, MEGA_MENU_FEATURED_TILES).map(([path, icon]) => {
    const resolved = resolveCategoryPath(path);
    if (!resolved) throw new Error(`Unknown featured tile category ${path}`);
    return { label: resolved.label, to: categoryHref(path), icon };
  });
}

function mega(id: string, label: string, path: string, featured: [string, TileIcon][]): SecondaryEntry {
  const description = resolveCategoryPath(path)?.category.description ?? '';
  return {
    id,
    kind: 'mega',
    label,
    description,
    to: categoryHref(path),
    groups: megaGroups(path),
    featured: tiles(featured),
  };
}

/** The secondary bar of large screens, in the spec's order. */
export const SECONDARY_BAR: readonly SecondaryEntry[] = [
  { id: 'bestsellers', kind: 'link', label: tk('Bestsellers'), to: '/trending' },
  { id: 'offers', kind: 'link', label: tk('Offers'), to: '/deals' },
  mega('mobiles', tk('Mobiles'), 'mobile-phones', [
    ['mobile-phones/smartphones/5g-phones', 'smartphone'],
    ['mobile-phones/smartphones/iphones', 'smartphone'],
    ['mobile-phones/smartphones/camera-phones', 'camera'],
    ['mobile-phones/wearables/smart-watches', 'watch'],
    ['mobile-phones/accessories/power-banks', 'battery'],
    ['mobile-phones/accessories/chargers', 'cable'],
  ]),
  mega('fashion', 'Fashion', 'fashion', [
    ['fashion/womens/sarees', 'sparkles'],
    ['fashion/mens/kurtas', 'shirt'],
    ['fashion/shoes/sneakers', 'footprints'],
    ['fashion/accessories/watches', 'watch'],
    ['fashion/accessories/handbags', 'bag'],
    ['fashion/luggage/trolley-bags', 'luggage'],
  ]),
  mega('home', 'Home & Kitchen', 'home', [
    ['home/furniture/sofas', 'sofa'],
    ['home/kitchen/cookware', 'pot'],
    ['home/decor/diyas-and-lights', 'lamp'],
    ['home/bedding/bedsheets', 'bed'],
    ['home/decor/wall-art', 'palette'],
    ['home/cleaning/mops', 'sparkles'],
  ]),
  mega('electronics', 'Electronics', 'electronics', [
    ['electronics/tv/smart-tvs', 'tv'],
    ['electronics/audio/earbuds', 'headphones'],
    ['electronics/computers/laptops', 'laptop'],
    ['electronics/cameras/action-cameras', 'camera'],
    ['electronics/audio/bluetooth-speakers', 'speaker'],
    ['electronics/wearables/smart-watches', 'watch'],
  ]),
  mega('computers', 'Computers', 'electronics/computers', [
    ['electronics/computers/laptops', 'laptop'],
    ['electronics/computers/desktops', 'monitor'],
    ['electronics/computers/monitors', 'monitor'],
    ['electronics/computers/tablets', 'tablet'],
    ['electronics/computers/printers', 'printer'],
    ['electronics/computers/keyboards', 'keyboard'],
  ]),
  mega('books', 'Books', 'books', [
    ['books/fiction/thrillers', 'book'],
    ['books/fiction/indian-writing', 'book'],
    ['books/non-fiction/self-help', 'sun'],
    ['books/childrens/comics', 'smile'],
    ['books/textbooks/competitive-exams', 'cap'],
    ['books/format/audiobooks', 'headphones'],
  ]),
  mega('automotive', 'Car & Motorbike', 'automotive', [
    ['automotive/car-accessories/dash-cams', 'camera'],
    ['automotive/car-accessories/seat-covers', 'car'],
    ['automotive/riding-gear/helmets', 'helmet'],
    ['automotive/motorbike-accessories/bike-covers', 'bike'],
    ['automotive/tyres/tyre-inflators', 'gauge'],
    ['automotive/car-accessories/car-perfumes', 'sparkles'],
  ]),
  mega('beauty', 'Beauty', 'beauty', [
    ['beauty/skincare/sunscreen', 'sun'],
    ['beauty/makeup/lipsticks', 'palette'],
    ['beauty/haircare/hair-oil', 'droplets'],
    ['beauty/skincare/serums', 'droplets'],
    ['beauty/fragrance/perfumes', 'sparkles'],
    ['beauty/personal-care/trimmers', 'scissors'],
  ]),
  mega('toys', 'Toys & Games', 'kids', [
    ['kids/toys/board-games', 'dice'],
    ['kids/toys/building-blocks', 'blocks'],
    ['kids/toys/remote-control-toys', 'gamepad'],
    ['kids/toys/soft-toys', 'smile'],
    ['kids/baby/diapers', 'baby'],
    ['kids/school/bags', 'backpack'],
  ]),
  { id: 'seller', kind: 'link', label: tk('Seller'), to: '/seller/register' },
];

export interface SideMenuCategory extends NavLink {
  id: string;
  groups: NavGroup[];
}

/** The side menu's All Categories accordion: every real category, 6 items per subcategory. */
export const SIDE_MENU_CATEGORIES: readonly SideMenuCategory[] = CATEGORIES.filter((c) => !c.pseudo).map(
  (category) => ({
    id: category.id,
    label: category.name,
    to: categoryHref(category.id),
    groups: category.subcategories.map((sub) => groupOf(category, sub, SIDE_MENU_ITEMS_PER_SUBCATEGORY)),
  }),
);

export const TRENDING_LINKS: readonly NavLink[] = [
  { label: tk('Bestsellers'), to: '/trending' },
  { label: tk('New Release'), to: '/trending/new-arrivals' },
  { label: tk('Coupon & Offers'), to: '/deals' },
];

export interface ProgramLink extends NavLink {
  /** The program without the brand, so it can be translated while "Haat" stays as it is. */
  program: string;
}

/** The twelve Coming Soon programs, each under the brand prefix ("Haat Pay"). */
export const PROGRAM_LINKS: readonly ProgramLink[] = COMING_SOON_PROGRAMS.map((program) => {
  const label = `${BRAND_NAME} ${program}`;
  return { label, program, to: `/coming-soon?feature=${encodeURIComponent(label)}` };
});
