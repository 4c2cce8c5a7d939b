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
import { PRODUCT_TYPES, type ProductTypeEntry } from '@haat/domain/search/query-lexicon';
import { typeLabelPath } from '@haat/domain/search/query-understanding';
import type { Db } from '../../../db/client.ts';
import { CORRECT_BELOW, correctTerm, readTerm, tsQueryOf, type ReadTerm } from './search-interpret.ts';
import { loggedCompletions, matchingProducts, type SuggestionRow } from './search.repository.ts';

/**
 * The most popular matching products read per suggestion request: the first few are shown, all feed brands,
 * categories and completions.
 */
const CANDIDATE_ROWS = 80;
const MAX_PRODUCTS = 4;
const MAX_CATEGORIES = 2;
const MAX_BRANDS = 2;
const MAX_COMPLETIONS = 3;

/** Every word of the reading begins some word of `text` (plurals as their singular). */
function wordsBegin(reading: string, text: string, targets = searchWords(text)): boolean {
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

/** The category tree's names with their words, read once rather than for every suggestion. */
const CATEGORY_NAMES = CATEGORIES.filter((c) => !c.pseudo).map((category) => ({
  id: category.id,
  name: category.name,
  words: searchWords(category.name),
  subcategories: category.subcategories.map((sub) => ({ ...sub, words: searchWords(sub.name) })),
}));

/** Subcategories (and categories) whose names the term's readings begin, then those of the matches. */
function categorySuggestions(read: ReadTerm, rows: SuggestionRow[]): SearchSuggestion[] {
  const found = new Map<string, SearchSuggestion>();
  const add = (path: string, text: string, category: string) => {
    if (!found.has(path)) found.set(path, { type: 'category', text, category, url: `/category/${path}` });
  };
  for (const { id, name, words, subcategories } of CATEGORY_NAMES) {
    if (read.readings.some((r) => wordsBegin(r, name, words))) add(id, name, id);
    for (const sub of subcategories) {
      if (read.readings.some((r) => wordsBegin(r, sub.name, sub.words))) add(`${id}/${sub.id}`, sub.name, id);
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
 * Every word of a name or phrase as searchWords reads words (searchWords keeps only a query's first 8); "Men's" is
 * one word to a shopper, not 'men' and 's'.
 */
const phraseWords = (text: string): string[] =>
  text
    .replace(/['’]s\b/gi, 's')
    .normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

/**
 * The typed words begin `target` at word `at`: every typed word but the last whole, the last as the start of a
 * word ("samsung ga" begins "samsung galaxy a35 5g", "sams" begins "samsung").
 */
function beginsAt(typed: readonly string[], target: readonly string[], at: number): boolean {
  return (
    typed.length > 0 &&
    typed.every((word, i) => {
      const there = target[at + i];
      if (there === undefined) return false;
      return i === typed.length - 1 ? there.startsWith(word) : there === word;
    })
  );
}

/** The longest phrase a completion may be: a model name longer than this is a product, shown as one. */
const MAX_PHRASE_WORDS = 5;

/**
 * Model names the typed words begin, to the end of the name: a product's name without what is in brackets (a
 * colour, a size, a condition), from its start or from just after the brand it starts with, so "iph" completes
 * to "iphone 16 pro max" and "samsung ga" to "samsung galaxy a35 5g". A name is never cut, nor entered in its
 * middle: "samsung 7" of "Samsung 7 kg … Washing Machine" and "box set of 3" of "Milton Lunch Box Set of 3" are
 * fragments; a name too long to be a search (over MAX_PHRASE_WORDS from there) offers nothing.
 */
function modelNamePhrases(typed: readonly string[], rows: readonly SuggestionRow[]): string[] {
  return rows.flatMap((row) => {
    const words = phraseWords(row.name.replace(/\([^)]*\)/g, ' '));
    const brand = phraseWords(row.brand);
    const afterBrand = brand.every((w, i) => words[i] === w) ? brand.length : 0;
    const at = [0, afterBrand].find((i) => beginsAt(typed, words, i));
    if (at === undefined || words.length - at > MAX_PHRASE_WORDS) return [];
    return [words.slice(at).join(' ')];
  });
}

/** The category tree's name for a path (category, category/subcategory or a whole path). */
function pathName(path: string): string | undefined {
  const [categoryId, subId, itemId] = path.split('/');
  const category = CATEGORIES.find((c) => c.id === categoryId && !c.pseudo);
  if (!subId) return category?.name;
  const sub = category?.subcategories.find((s) => s.id === subId);
  return itemId ? sub?.items.find((i) => i.id === itemId)?.name : sub?.name;
}

/**
 * The name of a product's kind as "Showing …" names it: the product type of the query lexicon whose path is the
 * longest prefix of the product's, named by the category tree (an Android phone is one of the Smartphones, a
 * smart watch under Mobile Phones one of the Smart Watches); a product of no listed type, none.
 */
function kindName(row: SuggestionRow): string | undefined {
  const path = [row.category, row.subcategory, row.subSubcategory].filter(Boolean).join('/');
  // A suggestion asks this of its 80 candidates, every keystroke: once per path of the category tree is enough.
  if (!kindNames.has(path)) kindNames.set(path, kindNameOfPath(path));
  return kindNames.get(path);
}

const kindNames = new Map<string, string | undefined>();

function kindNameOfPath(path: string): string | undefined {
  let best: ProductTypeEntry | undefined;
  let depth = -1;
  for (const entry of PRODUCT_TYPES) {
    for (const typePath of entry.paths) {
      if ((path === typePath || path.startsWith(`${typePath}/`)) && typePath.length > depth) {
        best = entry;
        depth = typePath.length;
      }
    }
  }
  return best ? pathName(typeLabelPath(best)) : undefined;
}

/**
 * Brand and kind pairs the catalogue sells ("samsung smart watches", "samsung washing machines"), when the typed
 * words begin the brand and then, if there are more, the kind's name; the most common among the matches first.
 */
function brandKindPhrases(typed: readonly string[], rows: readonly SuggestionRow[]): string[] {
  return rows.flatMap((row) => {
    const kind = kindName(row);
    if (!kind) return [];
    // Typed words beyond the brand must begin the kind: "samsung sm" → "samsung smart watches".
    const words = [...phraseWords(row.brand), ...phraseWords(kind)];
    return beginsAt(typed, words, 0) ? [words.join(' ')] : [];
  });
}

/** Category names the typed words begin, of the matches' own paths (item, then subcategory): "kurt" → "kurtas". */
function categoryNamePhrases(typed: readonly string[], rows: readonly SuggestionRow[]): string[] {
  return rows.flatMap((row) => {
    const names = [
      row.subSubcategory ? pathName(`${row.category}/${row.subcategory}/${row.subSubcategory}`) : undefined,
      pathName(`${row.category}/${row.subcategory}`),
    ];
    return names.flatMap((name) => {
      const words = name ? phraseWords(name) : [];
      return words.length > 0 && beginsAt(typed, words, 0) ? [words.join(' ')] : [];
    });
  });
}

/**
 * Completions, phrases that exist (docs/behaviour/search.md#suggestions): searches shoppers made that found
 * something (the log), then the catalogue's brand and kind pairs, category names and model names that the typed
 * words begin, one per product group, most common first. Never the typed words plus whatever word follows them in a name.
 */
function catalogueCompletions(typed: string, rows: readonly SuggestionRow[]): string[] {
  const words = searchWords(typed);
  if (words.length === 0) return [];
  const models = distinctModels(rows);
  return [
    ...mostCommon(brandKindPhrases(words, models)),
    ...mostCommon(categoryNamePhrases(words, models)),
    ...mostCommon(modelNamePhrases(words, models)),
  ].filter((phrase) => phrase !== words.join(' '));
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

/**
 * One listing per product group, as the listing shows one card per group
 * (docs/behaviour/catalogue.md#one-card-per-group; group_key is the variant group, or the product alone): the
 * colours and sizes of one phone are one suggestion, its most popular listing.
 */
function distinctModels<Row extends SuggestionRow>(rows: readonly Row[]): Row[] {
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

/** "samsung w" → the words before ("samsung") and the letter ("w"); undefined unless the last word is one letter. */
function trailingLetter(typed: string): { before: string; letter: string } | undefined {
  const words = searchWords(typed);
  const last = words.at(-1);
  if (words.length < 2 || last === undefined || [...last].length !== 1) return undefined;
  return { before: words.slice(0, -1).join(' '), letter: last };
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
  const letter = trailingLetter(typed);
  if (rows.length < CORRECT_BELOW && letter) {
    // A one-letter word matches only itself (search-interpret); while it is being typed ("samsung w") the
    // matches of the words before it that have a word it begins stand in for the matches of the whole.
    const before = await matchingProducts(db, tsQueryOf(readTerm(letter.before)), CANDIDATE_ROWS);
    rows = before.filter((row) =>
      phraseWords(`${row.name} ${kindName(row) ?? ''}`).some((w) => w.startsWith(letter.letter)),
    );
  }
  rows = nameMatchesFirst(read, rows);
  const searched = read.interpretation.searched;
  const logged = await loggedCompletions(db, typed, SEARCH_LIMITS.trendingDays, MAX_COMPLETIONS);
  const categoryItems = categorySuggestions(read, rows);
  // A category the box already offers as a category is not offered again as a search for its name.
  const offered = new Set(categoryItems.map((c) => c.text.toLowerCase()));
  const completions = [
    ...new Set([
      ...logged.map((l) => l.term),
      ...catalogueCompletions(searched, rows).filter((phrase) => !offered.has(phrase)),
    ]),
  ].map((text): SearchSuggestion => ({
    type: 'completion',
    text,
    url: `/search?q=${encodeURIComponent(text)}`,
    searchTerm: text,
  }));
  const products: Group = {
    items: distinctModels(rows).map(productSuggestion),
    first: Math.min(MAX_PRODUCTS, Math.ceil(limit / 2)),
    max: MAX_PRODUCTS,
  };
  const brands: Group = { items: brandSuggestions(read, rows), first: 1, max: MAX_BRANDS };
  const categories: Group = { items: categoryItems, first: 1, max: MAX_CATEGORIES };
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
