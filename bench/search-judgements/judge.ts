// How a search result is graded for a judged query (issue 24 item 1, docs/behaviour/search.md#relevance-judgements):
// by rules over the product's fields, never by product ids, so the judgements survive a change of seed.
//   3  exactly what was asked: the right type and every asked attribute (size, colour, price, gender, brand…)
//   2  the right type, an asked attribute wrong (a 1 ton AC for "1.5 ton ac", a ₹2,299 smart watch for "under 2000")
//   1  related: an accessory of the asked device, a sibling type ("iphone cover" for "iphone", pads for "cricket bat")
//   0  wrong

/** What a grading rule reads of a product: the fields every search and listing answer carries. */
export interface JudgedProduct {
  id: string;
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  subSubcategory?: string | null;
  /** Rupees. */
  price: number;
  specifications?: Record<string, string> | null;
  /** The product group (one card per group); the product's id when it has none. */
  groupKey?: string;
}

export type QueryClass =
  | 'brand-model'
  | 'product-type'
  | 'indian-word'
  | 'hinglish-spelling'
  | 'script-hindi'
  | 'script-other'
  | 'typo'
  | 'unit-size'
  | 'price'
  | 'gender-age'
  | 'colour'
  | 'accessory';

export type Audience = 'men' | 'women' | 'boys' | 'girls' | 'kids' | 'baby';

/** The attributes of an exact match (grade 3); a product of the right type missing one is a 2. */
export interface Want {
  /** One of these path prefixes (the best of several right types: analog watches for "watch"). */
  path?: readonly string[];
  /** Every one of these matches the name. */
  name?: readonly RegExp[];
  /** The brand is one of these (case-insensitive). */
  brand?: readonly string[];
  /** The Colour specification or the name. */
  colour?: RegExp;
  /** Specification values: each key's value matches. */
  spec?: Readonly<Record<string, RegExp>>;
  maxPrice?: number;
  minPrice?: number;
  /** Who it is for: the Ideal For specification, the name or the category path. */
  for?: Audience;
}

export interface JudgedQuery {
  query: string;
  class: QueryClass;
  /** Path prefixes (category/subcategory/sub_subcategory) of the product types that are what was asked. */
  type: readonly string[];
  /** When set, a product of those paths is of the type only if its name also matches (mixed paths). */
  typeName?: RegExp;
  /** A product whose name matches this is not of the type (a "TV Stick" under electronics/tv). */
  notName?: RegExp;
  want?: Want;
  /** Path prefixes of related products (grade 1). */
  related?: readonly string[];
  /** Names of related products (grade 1), whatever their path. */
  relatedName?: RegExp;
  /**
   * Why the catalogue has nothing of the asked type. Such a query scores nothing in NDCG, precision or the
   * zero-result rate: "nothing close" is a right answer; the report counts how many such queries list something.
   */
  absent?: string;
  /** What today's search does with it or why it is judged so. */
  note?: string;
}

export const pathOf = (p: JudgedProduct): string =>
  [p.category, p.subcategory, p.subSubcategory].filter(Boolean).join('/');

const startsWithAny = (path: string, prefixes: readonly string[] | undefined): boolean =>
  (prefixes ?? []).some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

const AUDIENCE: Record<Audience, RegExp> = {
  men: /\b(men|man|mens|gents|unisex)\b|\bmen's\b/i,
  women: /\b(women|woman|womens|ladies|unisex)\b|\bwomen's\b/i,
  boys: /\b(boys?|kids|unisex)\b|\bboys'/i,
  girls: /\b(girls?|kids|unisex)\b|\bgirls'/i,
  kids: /\b(kids?|boys?|girls?|junior|baby|infants?|children)\b/i,
  baby: /\b(baby|infants?|months)\b/i,
};

function isFor(p: JudgedProduct, audience: Audience): boolean {
  const path = pathOf(p);
  if (audience === 'kids' && (path.startsWith('kids/') || path.startsWith('fashion/kids/'))) return true;
  if (audience === 'baby' && (path.startsWith('kids/baby') || path.startsWith('fashion/kids/infant')))
    return true;
  const idealFor = p.specifications?.['Ideal For'];
  if (idealFor) return AUDIENCE[audience].test(idealFor);
  return AUDIENCE[audience].test(p.name);
}

export function isOfType(rule: JudgedQuery, p: JudgedProduct): boolean {
  if (!startsWithAny(pathOf(p), rule.type)) return false;
  if (rule.typeName && !rule.typeName.test(p.name)) return false;
  if (rule.notName?.test(p.name)) return false;
  return true;
}

export function meetsWant(want: Want | undefined, p: JudgedProduct): boolean {
  if (!want) return true;
  if (want.path && !startsWithAny(pathOf(p), want.path)) return false;
  if (want.name && !want.name.every((re) => re.test(p.name))) return false;
  if (want.brand && !want.brand.some((b) => b.toLowerCase() === p.brand.toLowerCase())) return false;
  if (want.colour && !want.colour.test(`${p.specifications?.Colour ?? ''} ${p.name}`)) return false;
  if (want.spec) {
    for (const [key, re] of Object.entries(want.spec)) {
      const value = p.specifications?.[key];
      if (value === undefined || !re.test(value)) return false;
    }
  }
  if (want.maxPrice !== undefined && p.price > want.maxPrice) return false;
  if (want.minPrice !== undefined && p.price < want.minPrice) return false;
  if (want.for && !isFor(p, want.for)) return false;
  return true;
}

/** The grade 0–3 of a product for a judged query. */
export function grade(rule: JudgedQuery, p: JudgedProduct): 0 | 1 | 2 | 3 {
  if (isOfType(rule, p)) return meetsWant(rule.want, p) ? 3 : 2;
  if (startsWithAny(pathOf(p), rule.related) || rule.relatedName?.test(p.name)) return 1;
  return 0;
}
