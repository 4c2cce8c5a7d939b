// Resolves what a shopper typed in a category URL to a catalogue entry (docs/behaviour/catalogue.md#category-page).
import { CATEGORIES, type Category, type CategoryItem, type Subcategory } from './category-tree.ts';
import { filterPanel, panelIdForKey, panelIdForRoute, type PanelId } from './filter-panels.ts';
import { slugify } from './slug.ts';

/** Aliases of docs/behaviour/catalogue.md#category-page; keys are lower-case. */
export const CATEGORY_ALIASES: Readonly<Record<string, string>> = {
  electronic: 'electronics',
  computer: 'electronics',
  tech: 'electronics',
  mobile: 'mobile-phones',
  phones: 'mobile-phones',
  smartphone: 'mobile-phones',
  kitchen: 'home',
  furniture: 'home',
  clothing: 'fashion',
  clothes: 'fashion',
  apparel: 'fashion',
  book: 'books',
  skincare: 'beauty',
  makeup: 'beauty',
  food: 'grocery',
};

/** Case-insensitive by id or name, then by alias. */
export function resolveCategory(input: string): Category | undefined {
  const key = input.trim().toLowerCase();
  if (!key) return undefined;
  const direct = CATEGORIES.find(
    (c) => c.id === key || c.name.toLowerCase() === key || slugify(c.name) === key,
  );
  if (direct) return direct;
  const aliased = CATEGORY_ALIASES[key];
  return aliased ? CATEGORIES.find((c) => c.id === aliased) : undefined;
}

/** By id, by name, then by partial name match. */
export function resolveSubcategory(category: Category, input: string): Subcategory | undefined {
  const key = input.trim().toLowerCase();
  if (!key) return undefined;
  return (
    category.subcategories.find((s) => s.id === key || s.name.toLowerCase() === key) ??
    category.subcategories.find((s) => s.name.toLowerCase().includes(key) || s.id.includes(key))
  );
}

// ——— Typed category URLs (issue 23 item 6) ———

/** A place in the tree: a category, one of its subcategories, one of that subcategory's items. */
interface TreePlace {
  category: Category;
  subcategory?: Subcategory;
  item?: CategoryItem;
}

/** By id or name, as typed or as a slug ('Android Phones', 'android phones', 'android-phones'). */
const matches = (node: { id: string; name: string }, key: string) =>
  node.id === key ||
  node.name.toLowerCase() === key ||
  node.id === slugify(key) ||
  slugify(node.name) === slugify(key);

/** The first subcategory, then the first item, named `key` in these categories (tree order). */
function findInTree(categories: readonly Category[], key: string): TreePlace | undefined {
  for (const category of categories) {
    const subcategory = category.subcategories.find((s) => matches(s, key));
    if (subcategory) return { category, subcategory };
  }
  for (const category of categories)
    for (const subcategory of category.subcategories) {
      const item = subcategory.items.find((i) => matches(i, key));
      if (item) return { category, subcategory, item };
    }
  return undefined;
}

/**
 * Where each filter panel's route keys belong (docs/behaviour/catalogue.md#panel-by-route-key): a key that names no
 * place of the tree goes to its panel's page, whose panel is that one (laptop → Electronics > Computers).
 */
const PANEL_HOMES: Readonly<Record<Exclude<PanelId, 'simple'>, string>> = {
  trending: 'trending',
  general: 'all',
  'phone-a': 'mobile-phones',
  'phone-b': 'mobile-phones',
  'phone-c': 'mobile-phones',
  electronics: 'electronics',
  laptop: 'electronics/computers',
  audio: 'electronics/audio',
  fashion: 'fashion',
  home: 'home',
  kitchen: 'home/kitchen',
  beauty: 'beauty',
  grocery: 'grocery',
  kids: 'kids',
  books: 'books',
};

/**
 * The simple panel's keys that name a listing of their own rather than a category: the deals page, the trending
 * new arrivals, the whole catalogue by popularity (clearance and flash-sale are items of Trending > Deals).
 */
export const LISTING_KEY_TARGETS: Readonly<Record<string, string>> = {
  deals: '/deals',
  sale: '/deals',
  offers: '/deals',
  'new-arrivals': '/category/trending/new-arrivals',
  popular: '/category/all?sort=popular',
  bestsellers: '/category/all?sort=popular',
};

const pathOf = ({ category, subcategory, item }: TreePlace) =>
  `/category/${[category.id, subcategory?.id, item?.id].filter(Boolean).join('/')}`;

function placeOfPath(path: string): TreePlace | undefined {
  const [categoryId = '', subcategoryId] = path.split('/');
  const category = CATEGORIES.find((c) => c.id === categoryId);
  if (!category) return undefined;
  const subcategory = subcategoryId ? category.subcategories.find((s) => s.id === subcategoryId) : undefined;
  return { category, subcategory };
}

/** A category's panel's own category choice named `key` (grocery's Beverages is drinks), by value or label. */
function panelCategoryChoice(category: Category, key: string): string | undefined {
  const section = filterPanel(panelIdForRoute(category.id)).sections.find(
    (s) => s.kind === 'checkbox' && s.key === 'categories',
  );
  if (section?.kind !== 'checkbox') return undefined;
  return section.options.find((o) => o.value.toLowerCase() === key || o.label.toLowerCase() === key)?.value;
}

/**
 * `key` under a category: a subcategory or item of it, else its panel's category choice: the subcategory the choice
 * names, or (a choice the tree lacks, such as grocery's Dairy) the category's listing with that choice made.
 */
function placeUnder(category: Category, key: string): TreePlace | string | undefined {
  const subcategory = resolveSubcategory(category, key);
  if (subcategory) return { category, subcategory };
  const found = findInTree([category], key);
  if (found) return found;
  const choice = panelCategoryChoice(category, key);
  if (!choice) return undefined;
  const chosen = category.subcategories.find((s) => s.id === choice);
  return chosen
    ? { category, subcategory: chosen }
    : `${pathOf({ category })}?categories=${encodeURIComponent(choice)}`;
}

/** The first segment: a category, a listing key, a panel key (its place, or its panel's page), or any tree name. */
function locateFirst(key: string, alone: boolean): TreePlace | string | undefined {
  const category = resolveCategory(key);
  if (category) return { category };
  if (alone && LISTING_KEY_TARGETS[key]) return LISTING_KEY_TARGETS[key];
  const panel = panelIdForKey(key);
  if (panel !== 'simple') {
    const home = placeOfPath(PANEL_HOMES[panel]);
    if (home) {
      const under = placeUnder(home.category, key);
      return (typeof under === 'string' ? undefined : under) ?? findInTree(CATEGORIES, key) ?? home;
    }
  }
  return findInTree(CATEGORIES, key);
}

/**
 * Where a typed /category/… path that names no page as typed belongs (issue 23 item 6): the canonical URL of the
 * place it names (/category/laptops → /category/electronics/computers/laptops, /category/grocery/dairy → the grocery
 * listing with its Dairy choice, /category/deals → /deals), or null for nonsense ('Category Not Found'). A server
 * answers it with a 301 and the web app replaces the address; paths that resolve as typed (aliases included) keep
 * their own page and panel.
 */
export function categoryRedirect(segments: readonly string[]): string | null {
  const keys = segments.map((s) => s.trim().toLowerCase()).filter(Boolean);
  const [first, ...rest] = keys;
  if (!first || first === 'brand') return null;
  const start = locateFirst(first, rest.length === 0);
  if (typeof start === 'string' || !start) return start ?? null;
  let place: TreePlace = start;
  for (const [index, key] of rest.entries()) {
    if (place.item) return null;
    if (place.subcategory) {
      const item = place.subcategory.items.find((i) => matches(i, key));
      if (!item) return null;
      place = { ...place, item };
      continue;
    }
    const under = placeUnder(place.category, key);
    if (typeof under === 'string') return index === rest.length - 1 ? under : null;
    if (!under) return null;
    place = under;
  }
  return pathOf(place);
}
