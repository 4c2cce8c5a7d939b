// The shapes of the category filter panels (docs/behaviour/catalogue.md#filter-panels): sections, options and the
// filters they edit.
/** The switches the products API understands (docs/behaviour/catalogue.md#calls). */
export type ToggleKey = 'newArrivals' | 'onSale' | 'inStock' | 'freeShipping';

export interface FilterOption {
  /** Sent to the API as is; specification values match case-insensitively. */
  value: string;
  label: string;
}

/** Shown only while one of these values is chosen in `key`'s list, or is the route's subcategory. */
export interface SectionCondition {
  key: string;
  anyOf: readonly string[];
}

interface SectionBase {
  /** Unique within the panel (two conditional sections may share one query key). */
  id: string;
  title: string;
  /** Priority sections carry the 'Popular' badge and start open. */
  popular?: boolean;
  showWhen?: SectionCondition;
}

/**
 * The price section. Its default is always no price filter (min 0, max null): the spec's per-panel range is read
 * as the slider's step and its span until the listing's facets say what the results cost, never as a filter
 * (docs/decisions/0010-price-slider-ranges.md).
 */
export interface PriceSection extends SectionBase {
  kind: 'price';
  /** The panel's step in rupees; a wide span uses a coarser one (filter-panels priceSpan). */
  step: number;
  /** The slider's ends while the results' prices are unknown; typed amounts may go beyond them. */
  bounds: readonly [number, number];
}

export interface CheckboxSection extends SectionBase {
  kind: 'checkbox';
  /** The query key of GET /api/products the chosen values go to (brands, colors, ram, …). */
  key: string;
  /** Fixed options; live facet values are added after them. */
  options: readonly FilterOption[];
  /** Which facet gives counts and further values: brands, categories, or a specifications key. */
  facet: 'brands' | 'categories' | { specification: string };
  /** One choice at a time (the API filters one subcategory). */
  single?: boolean;
  searchable?: boolean;
}

export interface RangeSection extends SectionBase {
  kind: 'range';
  /** The specification query key the chosen range turns into a value list for (ram → '4 GB,6 GB'). */
  key: string;
  unit: string;
  defaultRange: readonly [number, number];
  step: number;
  /** Values the catalogue commonly holds, so a range can be sent before facets have answered. */
  knownValues: readonly string[];
}

export interface RatingSection extends SectionBase {
  kind: 'rating';
}

export interface ToggleSection extends SectionBase {
  kind: 'toggles';
  toggles: readonly { key: ToggleKey; label: string }[];
}

export type FilterSection = PriceSection | CheckboxSection | RangeSection | RatingSection | ToggleSection;

export type PanelId =
  | 'trending'
  | 'general'
  | 'phone-a'
  | 'phone-b'
  | 'phone-c'
  | 'electronics'
  | 'laptop'
  | 'audio'
  | 'fashion'
  | 'home'
  | 'kitchen'
  | 'beauty'
  | 'grocery'
  | 'kids'
  | 'books'
  | 'simple';

export interface FilterPanel {
  id: PanelId;
  sections: readonly FilterSection[];
}

/** The filters a panel edits; lists and ranges are keyed by query key. */
export interface PanelFilters {
  price: { min: number; max: number | null };
  lists: Readonly<Record<string, readonly string[]>>;
  ranges: Readonly<Record<string, readonly [number, number]>>;
  /** Minimum average rating, 1 to 5 ('and up'), or null. */
  rating: number | null;
  toggles: Readonly<Partial<Record<ToggleKey, boolean>>>;
}
