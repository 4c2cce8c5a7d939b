// The search box's mixed suggestions (docs/behaviour/search.md#suggestions, #calls; issue 10): products, categories,
// brands and completions of what is typed; products match by name, brand or category path only.
import { CATEGORIES } from '@haat/domain/catalog/category-tree';
import { paise, paiseToRupees } from '@haat/domain/money/money';
import {
  SEARCH_REWRITES,
  normaliseSearchTerm,
  searchWords,
  singularPrefix,
} from '@haat/domain/search/search-terms';
import {
  SEARCH_LIMITS,
  type SearchSuggestion,
  type SuggestionsResponse,
} from '@haat/domain/search/search.schema';
import type { Db } from '../../db/client.ts';
import { CORRECT_BELOW, correctTerm, readTerm, tsQueryOf, type ReadTerm } from './search-interpret.ts';
import { loggedCompletions, matchingProducts, type SuggestionRow } from './search.repository.ts';

/**
 * The most popular matching products read per suggestion request: the first few are shown, all feed brands,
 * categories and completions.
 */
const CANDIDATE_ROWS = 40;
const MAX_PRODUCTS = 4;
const MAX_CATEGORIES = 2;
const MAX_BRANDS = 2;
const MAX_COMPLETIONS = 3;

/** Every word of the reading begins some word of `text` (plurals as their singular). */
function wordsBegin(reading: string, text: string): boolean {
  const targets = searchWords(text);
  const words = searchWords(reading);
  // A whole rewrite key ('ac') names its rewrite, not every word it begins ('accessories').
  return (
    words.length > 0 &&
    words.every((w) =>
      targets.some((t) => (SEARCH_REWRITES[w] !== undefined ? t === w : t.startsWith(singularPrefix(w)))),
    )
  );
}

function mostCommon(values: string[]): string[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([v]) => v);
}

/** Subcategories (and categories) whose names the term's readings begin, then those of the matches. */
function categorySuggestions(read: ReadTerm, rows: SuggestionRow[]): SearchSuggestion[] {
  const found = new Map<string, SearchSuggestion>();
  const add = (path: string, text: string, category: string) => {
    if (!found.has(path)) found.set(path, { type: 'category', text, category, url: `/category/${path}` });
  };
  for (const category of CATEGORIES.filter((c) => !c.pseudo)) {
    if (read.readings.some((r) => wordsBegin(r, category.name))) add(category.id, category.name, category.id);
    for (const sub of category.subcategories) {
      if (read.readings.some((r) => wordsBegin(r, sub.name))) {
        add(`${category.id}/${sub.id}`, sub.name, category.id);
      }
    }
  }
  for (const path of mostCommon(rows.map((r) => `${r.category}/${r.subcategory}`))) {
    const [categoryId, subId] = path.split('/');
    const category = CATEGORIES.find((c) => c.id === categoryId);
    const sub = category?.subcategories.find((s) => s.id === subId);
    if (category && sub) add(path, sub.name, category.id);
  }
  return [...found.values()];
}

/** The brands of the matches, most frequent first (iphon → Apple), and brands the term begins. */
function brandSuggestions(read: ReadTerm, rows: SuggestionRow[]): SearchSuggestion[] {
  const named = rows.filter((r) => read.readings.some((reading) => wordsBegin(reading, r.brand)));
  return mostCommon([...named, ...rows].map((r) => r.brand)).map((brand) => ({
    type: 'brand',
    text: brand,
    brand,
    url: `/search?q=${encodeURIComponent(brand)}`,
    searchTerm: brand,
  }));
}

/**
 * Completions: terms shoppers searched that begin with what is typed (the log), then the typed words with
 * the last one completed by a matching product name and followed by the name's next word ('sams' → 'samsung
 * galaxy').
 */
function nameCompletions(typed: string, rows: SuggestionRow[]): string[] {
  const words = searchWords(typed);
  const last = words.at(-1);
  if (!last) return [];
  const phrases = rows.flatMap((row) => {
    // What is in brackets is a variant (colour, size), no words to complete a search with.
    // "Men's" is one word to a shopper, not 'men' and 's'.
    const nameWords = searchWords(row.name.replace(/\([^)]*\)/g, ' ').replace(/['’]s\b/gi, 's'));
    const at = nameWords.findIndex((w) => w.startsWith(last));
    if (at < 0) return [];
    return [[...words.slice(0, -1), ...nameWords.slice(at, at + 2)].join(' ')];
  });
  return mostCommon(phrases).filter((p) => p !== searchWords(typed).join(' '));
}

function productSuggestion(row: SuggestionRow): SearchSuggestion {
  return {
    type: 'product',
    _id: row.id,
    text: row.name,
    brand: row.brand,
    category: row.category,
    sellingPrice: paiseToRupees(paise(row.sellingPricePaise)),
    ...(row.image ? { image: row.image } : {}),
    url: `/product/${encodeURIComponent(row.id)}`,
  };
}

/** One listing per model: the colours of one phone are one suggestion. */
function distinctModels(rows: SuggestionRow[]): SuggestionRow[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const model = r.variantGroup ?? r.id;
    if (seen.has(model)) return false;
    seen.add(model);
    return true;
  });
}

interface Group {
  items: SearchSuggestion[];
  /** Taken in the first pass, so that every kind has a place when the limit is small. */
  first: number;
  max: number;
}

/**
 * Takes each group up to `first` in the order given (its priority), then fills what is left of `limit` up to
 * each group's `max` in the same order. Returns how many of each group to show.
 */
function allocate(groups: Group[], limit: number): number[] {
  const taken = groups.map(() => 0);
  let total = 0;
  for (const pass of ['first', 'max'] as const) {
    groups.forEach((group, i) => {
      const cap = Math.min(group[pass], group.items.length);
      while (taken[i]! < cap && total < limit) {
        taken[i]!++;
        total++;
      }
    });
  }
  return taken;
}

/** Products whose name or brand begins with the words first (a category-only match after), else as read. */
function nameMatchesFirst(read: ReadTerm, rows: SuggestionRow[]): SuggestionRow[] {
  const named = (row: SuggestionRow) =>
    read.readings.some((reading) => wordsBegin(reading, `${row.name} ${row.brand}`));
  return [...rows.filter(named), ...rows.filter((row) => !named(row))];
}

export async function getSuggestions(db: Db, q: string, limit: number): Promise<SuggestionsResponse> {
  const typed = normaliseSearchTerm(q);
  if (typed.length < SEARCH_LIMITS.minTermLength || searchWords(typed).length === 0) {
    return { success: true, suggestions: [] };
  }
  let read = readTerm(typed);
  let rows = await matchingProducts(db, tsQueryOf(read), CANDIDATE_ROWS);
  if (rows.length < CORRECT_BELOW) {
    const corrected = await correctTerm(db, typed);
    if (corrected !== undefined) {
      read = readTerm(typed, corrected);
      rows = await matchingProducts(db, tsQueryOf(read), CANDIDATE_ROWS);
    }
  }
  rows = nameMatchesFirst(read, rows);
  const searched = read.interpretation.searched;
  const logged = await loggedCompletions(db, typed, SEARCH_LIMITS.trendingDays, MAX_COMPLETIONS);
  const completions = [...new Set([...logged.map((l) => l.term), ...nameCompletions(searched, rows)])].map(
    (text): SearchSuggestion => ({
      type: 'completion',
      text,
      url: `/search?q=${encodeURIComponent(text)}`,
      searchTerm: text,
    }),
  );
  const products: Group = {
    items: distinctModels(rows).map(productSuggestion),
    first: Math.min(MAX_PRODUCTS, Math.ceil(limit / 2)),
    max: MAX_PRODUCTS,
  };
  const brands: Group = { items: brandSuggestions(read, rows), first: 1, max: MAX_BRANDS };
  const categories: Group = { items: categorySuggestions(read, rows), first: 1, max: MAX_CATEGORIES };
  const completed: Group = { items: completions, first: 2, max: MAX_COMPLETIONS };
  const [p = 0, b = 0, c = 0, t = 0] = allocate([products, brands, categories, completed], limit);
  return {
    success: true,
    // Shown as the box lists them: what to type, then products, categories and brands.
    suggestions: [
      ...completed.items.slice(0, t),
      ...products.items.slice(0, p),
      ...categories.items.slice(0, c),
      ...brands.items.slice(0, b),
    ],
    ...(searched !== typed ? { correctedTerm: searched } : {}),
  };
}
