// The category filter panels of docs/behaviour/catalogue.md#filter-panels: which panel a route key picks and the pure
// rules the sidebar and the modal share (defaults, active count, conditional sections, K/L labels, ranges, options).
import { PANELS } from './filter-panel-data.ts';
import type {
  FilterOption,
  FilterPanel,
  FilterSection,
  PanelFilters,
  PanelId,
  PriceSection,
  RangeSection,
} from './filter-panel-types.ts';

export type * from './filter-panel-types.ts';

/** docs/behaviour/catalogue.md#filter-panels: route key → panel. Anything else gets the simple panel. */
export const PANEL_KEYS: Readonly<Record<Exclude<PanelId, 'simple'>, readonly string[]>> = {
  trending: ['trending'],
  general: ['', 'all'],
  'phone-a': ['mobile-phones', 'cellphones'],
  'phone-b': ['smartphones', 'phones', 'phone'],
  'phone-c': ['mobile'],
  electronics: ['electronics', 'electronic', 'gadgets', 'tech', 'technology', 'devices'],
  laptop: ['laptops', 'laptop', 'computers', 'computer', 'pc', 'macbook', 'notebook'],
  audio: ['headphones', 'audio', 'speakers', 'earphones', 'earbuds', 'sound', 'music'],
  fashion: [
    'fashion',
    'clothing',
    'apparel',
    'clothes',
    'wear',
    'dress',
    'shirts',
    'pants',
    'shoes',
    'footwear',
    'accessories',
    'jewelry',
    'bags',
  ],
  home: ['home', 'furniture', 'home-decor', 'decor', 'living', 'bedroom', 'bathroom', 'dining', 'garden'],
  kitchen: ['homekitchen', 'kitchen', 'appliances', 'home-appliances'],
  beauty: ['beauty', 'makeup', 'skincare', 'cosmetics', 'perfume', 'fragrance', 'haircare', 'personal-care'],
  grocery: [
    'grocery',
    'food',
    'groceries',
    'snacks',
    'beverages',
    'drinks',
    'organic',
    'health',
    'nutrition',
  ],
  kids: ['kids', 'toys', 'children', 'baby', 'toddler', 'infant', 'games', 'educational', 'playground'],
  books: [
    'books',
    'book',
    'literature',
    'novels',
    'textbooks',
    'ebooks',
    'magazines',
    'comics',
    'education',
    'academic',
    'fiction',
    'non-fiction',
  ],
};

const panelByKey = new Map<string, PanelId>(
  (Object.entries(PANEL_KEYS) as [PanelId, readonly string[]][]).flatMap(([id, keys]) =>
    keys.map((key) => [key, id] as const),
  ),
);

/** The panel for a route key (lower-cased categoryId); featured, popular, deals, … and unknown keys: simple. */
export function panelIdForKey(key: string | undefined): PanelId {
  return panelByKey.get((key ?? '').trim().toLowerCase()) ?? 'simple';
}

/** Panels that narrow a broader one: a subcategory page of the broader panel's category gets the narrower. */
const REFINEMENTS: Partial<Record<PanelId, readonly PanelId[]>> = {
  electronics: ['laptop', 'audio'],
  home: ['kitchen'],
};

/**
 * The panel of a category route. The category id decides (spec 2); 'homekitchen' in the key list shows that
 * category and subcategory joined count too, so /category/home/kitchen gets the kitchen panel, and a subcategory
 * whose key names a narrower panel of the same family (electronics/audio) gets that one.
 */
export function panelIdForRoute(categoryId: string | undefined, subcategoryId?: string): PanelId {
  const category = (categoryId ?? '').trim().toLowerCase();
  const subcategory = (subcategoryId ?? '').trim().toLowerCase();
  if (subcategory && panelByKey.has(`${category}${subcategory}`))
    return panelIdForKey(`${category}${subcategory}`);
  const broad = panelIdForKey(category);
  const narrow = subcategory ? panelByKey.get(subcategory) : undefined;
  return narrow && REFINEMENTS[broad]?.includes(narrow) ? narrow : broad;
}

export function filterPanel(id: PanelId): FilterPanel {
  return PANELS[id];
}

// ——— Rules ———

export function priceSection(panel: FilterPanel): PriceSection | undefined {
  return panel.sections.find((s): s is PriceSection => s.kind === 'price');
}

/**
 * No price filter: the default of every panel. The spec's per-panel ranges shape the slider only
 * (docs/decisions/0010-price-slider-ranges.md); a range nobody chose never hides a product.
 */
export const NO_PRICE_FILTER: PanelFilters['price'] = { min: 0, max: null };

/** The panel's filters with nothing chosen: no price filter, empty lists, default numeric ranges. */
export function defaultFilters(panel: FilterPanel): PanelFilters {
  const ranges: Record<string, readonly [number, number]> = {};
  for (const s of panel.sections) if (s.kind === 'range') ranges[s.key] = s.defaultRange;
  return { price: { ...NO_PRICE_FILTER }, lists: {}, ranges, rating: null, toggles: {} };
}

/** Whether a price choice filters nothing: no minimum above 0 and no maximum. */
export function isDefaultPrice(price: PanelFilters['price']): boolean {
  return price.min <= 0 && price.max === null;
}

/** Most steps a price slider has: a span wider than this many panel steps moves in coarser, round steps. */
export const MAX_PRICE_STEPS = 100;

export interface PriceSpan {
  lo: number;
  hi: number;
  step: number;
}

/** The smallest of step × 1, 2, 5, 10, 20, 50, … that crosses `width` in at most MAX_PRICE_STEPS steps. */
function roundStep(step: number, width: number): number {
  const base = step > 0 ? step : 1;
  if (!Number.isFinite(width) || width <= 0) return base;
  for (let scale = 1; ; scale *= 10)
    for (const factor of [1, 2, 5]) {
      const candidate = base * factor * scale;
      if (width / candidate <= MAX_PRICE_STEPS) return candidate;
    }
}

/**
 * The price slider's ends and step: the listed results' cheapest and dearest price (the facets, which leave the
 * price filter out) rounded outward to the step, or the section's bounds while they are unknown; widened to a
 * chosen amount beyond them so a thumb never lies. docs/decisions/0010-price-slider-ranges.md
 */
export function priceSpan(
  section: PriceSection,
  listed: { min: number; max: number } | null | undefined,
  chosen: PanelFilters['price'] = NO_PRICE_FILTER,
): PriceSpan {
  const [from, to] = listed ? [listed.min, listed.max] : section.bounds;
  const low = Math.min(from, chosen.min > 0 ? chosen.min : from);
  const high = Math.max(to, chosen.max ?? to);
  const step = roundStep(section.step, high - Math.max(0, low));
  const lo = Math.max(0, Math.floor(low / step) * step);
  const hi = Math.max(Math.ceil(high / step) * step, lo + step);
  return { lo, hi, step };
}

/** Where the thumbs of a price choice sit on a span: no minimum at its start, no maximum at its end. */
export function priceThumbs(span: PriceSpan, price: PanelFilters['price']): [number, number] {
  const clamp = (n: number) => Math.min(span.hi, Math.max(span.lo, n));
  return [clamp(price.min), price.max === null ? span.hi : clamp(price.max)];
}

/**
 * The price choice of released thumbs. A thumb that did not move keeps its bound as it was (a typed amount, no
 * maximum); a moved thumb at its end of the span is no bound at all, since nothing listed lies beyond it. So moving
 * one thumb changes one bound, and every result inside the new range stays listed.
 */
export function priceFromThumbs(
  span: PriceSpan,
  price: PanelFilters['price'],
  [low, high]: readonly [number, number],
): PanelFilters['price'] {
  const [wasLow, wasHigh] = priceThumbs(span, price);
  const min = low === wasLow ? price.min : low <= span.lo ? 0 : low;
  const max = high === wasHigh ? price.max : high >= span.hi ? null : high;
  return { min, max };
}

function isDefaultRange(section: RangeSection, value: readonly [number, number] | undefined): boolean {
  return (
    value === undefined || (value[0] === section.defaultRange[0] && value[1] === section.defaultRange[1])
  );
}

/** Whether anything differs from the panel's defaults: 'Clear All Filters' shows only then. */
export function differsFromDefault(panel: FilterPanel, filters: PanelFilters): boolean {
  if (!isDefaultPrice(filters.price)) return true;
  if (filters.rating !== null) return true;
  if (Object.values(filters.toggles).some(Boolean)) return true;
  if (Object.values(filters.lists).some((values) => values.length > 0)) return true;
  return panel.sections.some((s) => s.kind === 'range' && !isDefaultRange(s, filters.ranges[s.key]));
}

/**
 * docs/behaviour/catalogue.md#listing-state: 1 for a price filter (any minimum above 0 or any maximum), one per
 * chosen brand, category, colour and size, 1 for a rating, new arrivals, on sale.
 */
export function activeFilterCount(filters: PanelFilters): number {
  const listed = (key: string) => filters.lists[key]?.length ?? 0;
  return (
    (isDefaultPrice(filters.price) ? 0 : 1) +
    listed('brands') +
    listed('categories') +
    (filters.rating !== null ? 1 : 0) +
    listed('colors') +
    listed('sizes') +
    (filters.toggles.newArrivals ? 1 : 0) +
    (filters.toggles.onSale ? 1 : 0)
  );
}

/** The sections to show: conditional ones only while their value is chosen or is the route's subcategory. */
export function visibleSections(
  panel: FilterPanel,
  filters: PanelFilters,
  subcategoryId?: string,
): FilterSection[] {
  return panel.sections.filter((s) => {
    if (!s.showWhen) return true;
    const chosen = new Set([
      ...(filters.lists[s.showWhen.key] ?? []),
      ...(subcategoryId ? [subcategoryId] : []),
    ]);
    return s.showWhen.anyOf.some((value) => chosen.has(value));
  });
}

/** Drops choices of sections that are no longer shown, so no hidden filter keeps narrowing the list. */
export function pruneHiddenChoices(
  panel: FilterPanel,
  filters: PanelFilters,
  subcategoryId?: string,
): PanelFilters {
  const shownKeys = new Set(
    visibleSections(panel, filters, subcategoryId).flatMap((s) => ('key' in s ? [s.key] : [])),
  );
  const lists = Object.fromEntries(Object.entries(filters.lists).filter(([key]) => shownKeys.has(key)));
  return Object.keys(lists).length === Object.keys(filters.lists).length ? filters : { ...filters, lists };
}

/** Slider label: ₹ amounts as 950, 5K, 12.5K, 1L, 2.5L (thousands as K, 100000 and above as L). */
export function abbreviateAmount(amount: number): string {
  const trim = (n: number) => String(Math.round(n * 10) / 10);
  if (amount >= 100000) return `${trim(amount / 100000)}L`;
  if (amount >= 1000) return `${trim(amount / 1000)}K`;
  return trim(amount);
}

/**
 * The leading number of a specification value: '8 GB' → 8, '6.67 inch' → 6.67, '4 years and up' → 4; terabytes
 * count in gigabytes ('1 TB SSD' → 1024) so storage ranges compare like with like.
 */
export function leadingNumber(value: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*(TB)?/i.exec(value.replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * (match[2] ? 1024 : 1);
}

/**
 * The specification values a numeric range stands for: the API matches values, so a RAM range of 4–8 GB is
 * sent as '4 GB,6 GB,8 GB' from the values the catalogue holds. Null when the range is the default.
 */
export function rangeToValues(
  section: RangeSection,
  value: readonly [number, number] | undefined,
  liveValues: readonly string[] = [],
): string[] | null {
  if (isDefaultRange(section, value) || value === undefined) return null;
  const [lo, hi] = value;
  const candidates = [...new Set([...section.knownValues, ...liveValues])];
  return candidates.filter((v) => {
    const n = leadingNumber(v);
    return n !== null && n >= lo && n <= hi;
  });
}

export type PriceInputError = 'min-above-max' | 'max-below-min' | null;

/**
 * docs/behaviour/catalogue.md#validation: min cannot exceed max; max cannot be below min (null max is 'No maximum').
 */
export function checkPriceInput(edited: 'min' | 'max', min: number, max: number | null): PriceInputError {
  if (max === null || min <= max) return null;
  return edited === 'min' ? 'min-above-max' : 'max-below-min';
}

export interface OptionWithCount extends FilterOption {
  /** Null while no facet has answered for the option's section. */
  count: number | null;
  fixed: boolean;
}

/**
 * Fixed options first (in their order), then live facet values not already listed, by count. Only fixed
 * options can show a count of 0; facet values always have products.
 */
export function mergeOptions(
  fixed: readonly FilterOption[],
  facet: readonly { value: string; label?: string; count: number }[] | undefined,
): OptionWithCount[] {
  const counts = new Map((facet ?? []).map((f) => [f.value.toLowerCase(), f]));
  const merged: OptionWithCount[] = fixed.map((o) => ({
    ...o,
    count: facet ? (counts.get(o.value.toLowerCase())?.count ?? 0) : null,
    fixed: true,
  }));
  const listed = new Set(fixed.map((o) => o.value.toLowerCase()));
  const extra = (facet ?? [])
    .filter((f) => f.count > 0 && !listed.has(f.value.toLowerCase()))
    .sort((a, b) => b.count - a.count)
    .map((f) => ({ value: f.value, label: f.label ?? f.value, count: f.count, fixed: false }));
  return [...merged, ...extra];
}

/** In-list search appears above this many options (docs/behaviour/catalogue.md#filter-panels). */
export const OPTION_SEARCH_THRESHOLD = 8;

export function filterOptions<T extends FilterOption>(options: readonly T[], term: string): T[] {
  const needle = term.trim().toLowerCase();
  return needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : [...options];
}
