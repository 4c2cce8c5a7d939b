// The box's own suggestions when the suggestion endpoints fail and only a product search answered
// (docs/behaviour/search.md#suggestions local fallback): up to 4 products (6 requested), up to 3 categories of the
// category tree matched by keyword, and 3 completions from the spec's set.
import { CATEGORIES } from '../catalog/category-tree.ts';
import type { SearchSuggestion } from './search.schema.ts';
import { isFuzzyMatch, rewriteSearchTerm } from './search-terms.ts';

export const LOCAL_SUGGESTION_LIMITS = {
  productsRequested: 6,
  products: 4,
  categories: 3,
  completions: 3,
} as const;

export const LOCAL_COMPLETIONS = [
  'for men',
  'for women',
  'under 1000',
  'best quality',
  'latest',
  'on sale',
  'with warranty',
  'reviews',
] as const;

/** The few product fields a suggestion row shows. */
export interface SuggestedProduct {
  _id: string;
  name: string;
  sellingPrice?: number;
  image?: string;
  category?: string;
  brand?: string;
}

/** /search?q=… encoded as a form would (space as +), like the box's own searches. */
export const searchUrl = (term: string) => `/search?q=${encodeURIComponent(term).replace(/%20/g, '+')}`;

function productSuggestion(p: SuggestedProduct): SearchSuggestion {
  return {
    type: 'product',
    text: p.name,
    _id: p._id,
    url: `/product/${encodeURIComponent(p._id)}`,
    ...(p.sellingPrice !== undefined && { sellingPrice: p.sellingPrice }),
    ...(p.image && { image: p.image }),
    ...(p.category && { category: p.category }),
    ...(p.brand && { brand: p.brand }),
  };
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);

interface CategoryNode {
  name: string;
  path: string;
  /** 0 root, 1 subcategory, 2 item. */
  depth: number;
}

// Built once: the tree never changes at run time.
const CATEGORY_NODES: CategoryNode[] = CATEGORIES.filter((c) => !c.pseudo).flatMap((c) => [
  { name: c.name, path: c.id, depth: 0 },
  ...c.subcategories.flatMap((s) => [
    { name: s.name, path: `${c.id}/${s.id}`, depth: 1 },
    ...s.items.map((i) => ({ name: i.name, path: `${c.id}/${s.id}/${i.id}`, depth: 2 })),
  ]),
]);

/** 2: a word of the name starts with a typed word; 1: a typed word of 4+ letters is a typo of it or of its start. */
function wordScore(typed: readonly string[], name: string): number {
  let best = 0;
  for (const n of words(name))
    for (const t of typed) {
      if (n.startsWith(t)) return 2;
      if (t.length >= 4 && (isFuzzyMatch(t, n) || isFuzzyMatch(t, n.slice(0, t.length)))) best = 1;
    }
  return best;
}

/**
 * Up to 3 categories whose name matches a typed word (or its rewrite: "mobile" finds Smartphones): words starting
 * with it, else near misses; deeper (more specific) first; one per name.
 */
export function matchCategories(
  term: string,
  limit: number = LOCAL_SUGGESTION_LIMITS.categories,
): SearchSuggestion[] {
  const typed = [...new Set([...words(term), ...words(rewriteSearchTerm(term) ?? '')])];
  if (!typed.length) return [];
  const seen = new Set<string>();
  const scored = CATEGORY_NODES.map((node, index) => ({ node, index, score: wordScore(typed, node.name) }));
  // Typo matches are loose on short words ("headph" is 2 edits from "health"): used only when nothing starts so.
  const best = Math.max(0, ...scored.map((x) => x.score));
  return scored
    .filter((x) => x.score > 0 && x.score === best)
    .sort((a, b) => b.score - a.score || b.node.depth - a.node.depth || a.index - b.index)
    .filter((x) => {
      const key = x.node.name.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, limit)
    .map(({ node }) => ({
      type: 'category' as const,
      text: node.name,
      category: node.path,
      url: `/category/${node.path}`,
    }));
}

/**
 * The term with its last word whole (docs/behaviour/search.md#suggestions: a completion is never a fragment): a
 * last word that only begins a word of the found products' names and brands or of the category tree is completed
 * to the most common such word, the products' words first ("sams" → "samsung"); a whole word, the singular of one
 * ("kurta" of "kurtas") or a number stays. Nothing to complete with: the term as typed.
 */
export function wholeWordTerm(term: string, products: readonly SuggestedProduct[] = []): string {
  const base = term.replace(/\s+/g, ' ').trim();
  const typed = base.split(' ');
  const last = typed.at(-1)?.toLowerCase() ?? '';
  // A number is whole as typed: "under 1000" is not "under 10000" being typed.
  if (!/\p{L}/u.test(last)) return base;
  const found = products.flatMap((p) => words(`${p.name} ${p.brand ?? ''}`));
  const tree = CATEGORY_NODES.flatMap((node) => words(node.name));
  const whole = new Set([...found, ...tree]);
  if (whole.has(last) || whole.has(`${last}s`) || whole.has(`${last}es`)) return base;
  // The products found say what is being typed better than the tree: "samsung ga" → galaxy, not games.
  const fromFound = found.filter((w) => w.startsWith(last));
  const begun = fromFound.length > 0 ? fromFound : tree.filter((w) => w.startsWith(last));
  if (begun.length === 0) return base;
  const counts = new Map<string, number>();
  for (const w of begun) counts.set(w, (counts.get(w) ?? 0) + 1);
  const [word] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
  return [...typed.slice(0, -1), word].join(' ');
}

/**
 * The term, its last word whole, with 3 endings of the spec's set it does not already contain ("kurta" → "kurta
 * for men", …; "sams" with Samsung products found → "samsung for men", …).
 */
export function completionsFor(term: string, products: readonly SuggestedProduct[] = []): SearchSuggestion[] {
  const base = wholeWordTerm(term, products);
  if (!base) return [];
  const lower = base.toLowerCase();
  return LOCAL_COMPLETIONS.filter((c) => !lower.includes(c))
    .slice(0, LOCAL_SUGGESTION_LIMITS.completions)
    .map((c) => {
      const text = `${base} ${c}`;
      return { type: 'completion' as const, text, searchTerm: text, url: searchUrl(text) };
    });
}

/** Products first (at most 4), then categories (at most 3), then completions (3). */
export function localSuggestions(term: string, products: readonly SuggestedProduct[]): SearchSuggestion[] {
  return [
    ...products.slice(0, LOCAL_SUGGESTION_LIMITS.products).map(productSuggestion),
    ...matchCategories(term),
    ...completionsFor(term, products),
  ];
}
