// How a typed term becomes what is searched (docs/behaviour/search.md#term-rewrites, #limits fuzzy limits; issue 10):
// the spec's rewrites plus the words Indian shoppers type, and the typo rule both the server and the box's local
// fallback apply.

/**
 * Whole-word rewrites, the spec's eight first (docs/behaviour/search.md#term-rewrites), then Indian spellings and
 * short forms. A word the catalogue has as a category of its own (chappals, sneakers, sandals) is no key: it finds
 * its category as typed.
 */
export const SEARCH_REWRITES: Readonly<Record<string, string>> = {
  mobile: 'smartphone',
  laptop: 'computer',
  tv: 'television',
  fridge: 'refrigerator',
  phone: 'smartphone',
  earphones: 'headphones',
  tshirt: 't-shirt',
  jeans: 'denim',
  // Ours: what shoppers in India type.
  mobiles: 'smartphone',
  phones: 'smartphone',
  cellphone: 'smartphone',
  ac: 'air conditioner',
  headfone: 'headphones',
  headfones: 'headphones',
  earphone: 'headphones',
  earbuds: 'headphones',
  tees: 't-shirt',
  tshirts: 't-shirt',
  sari: 'saree',
  saris: 'saree',
  sarees: 'saree',
  // Hindi in Devanagari, as typed or spoken into the box (keys in NFC, see searchWords).
  साड़ी: 'saree',
  साड़ियां: 'saree',
  कुर्ता: 'kurta',
  मोबाइल: 'smartphone',
  फोन: 'smartphone',
  फ़ोन: 'smartphone',
  जूते: 'shoes',
  जूता: 'shoes',
  चप्पल: 'chappals',
  घड़ी: 'watch',
  लैपटॉप: 'computer',
  टीवी: 'television',
  फ्रिज: 'refrigerator',
  किताब: 'book',
  किताबें: 'book',
  आटा: 'atta',
  चावल: 'rice',
  साबुन: 'soap',
  शर्ट: 'shirt',
  लहंगा: 'lehenga',
  चूड़ियां: 'bangles',
  बैग: 'bag',
  specs: 'spectacles',
  mixie: 'mixer grinder',
  mixy: 'mixer grinder',
  geyser: 'water heater',
  almirah: 'wardrobe',
  powerbank: 'power bank',
  pendrive: 'pen drive',
  racket: 'racquet',
  rackets: 'racquet',
};

/**
 * The term with each rewritten word replaced, or undefined when nothing applies. Words are matched whole and
 * case-insensitively; the rest of the term is kept as typed ("mobile cover" → "smartphone cover").
 */
export function rewriteSearchTerm(term: string): string | undefined {
  let changed = false;
  const rewritten = term
    .trim()
    .split(/\s+/)
    .map((word) => {
      const replacement = rewriteOfWord(word);
      if (replacement === undefined) return word;
      changed = true;
      return replacement;
    })
    .join(' ');
  return changed ? rewritten : undefined;
}

/** The shortest start of a key that stands for it: 'earph' is 'earphones' being typed, 'ea' could be anything. */
const MIN_REWRITE_PREFIX = 4;
/** …and it must be most of the key: 'power' is a word of its own, not 'powerbank' being typed. */
const MIN_REWRITE_PREFIX_SHARE = 0.6;

/**
 * A word's rewrite: its key's, or, for a word of 4+ letters that begins keys and is most of them, their common
 * rewrite when they all agree ('earph' → earphone → headphones). Keys are compared in NFC and lower case.
 */
export function rewriteOfWord(word: string): string | undefined {
  const key = word.normalize('NFC').toLowerCase();
  const whole = SEARCH_REWRITES[key];
  if (whole !== undefined) return whole;
  if ([...key].length < MIN_REWRITE_PREFIX) return undefined;
  const targets = new Set(
    Object.entries(SEARCH_REWRITES).flatMap(([k, target]) =>
      k.startsWith(key) && [...key].length >= MIN_REWRITE_PREFIX_SHARE * [...k].length ? [target] : [],
    ),
  );
  return targets.size === 1 ? [...targets][0] : undefined;
}

/** Words that join a query's other words and hold no meaning of their own ('watch for men'). */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'by',
  'for',
  'in',
  'of',
  'on',
  'the',
  'to',
  'with',
  'से',
  'के',
  'की',
  'का',
  'लिए',
]);

/**
 * The words a query must all match: stop words left out, except the last word (the shopper may be typing
 * 'formal') and a term of stop words only.
 */
export function meaningfulWords(words: readonly string[]): string[] {
  const kept = words.filter((word, i) => i === words.length - 1 || !STOP_WORDS.has(word));
  return kept.length > 0 ? kept : [...words];
}

/** Levenshtein distance (insertions, deletions, substitutions), case-insensitive. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  if (s === t) return 0;
  if (!s.length) return t.length;
  if (!t.length) return s.length;
  let previous = Array.from({ length: t.length + 1 }, (_, i) => i);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[t.length]!;
}

/** Typo tolerance of docs/behaviour/search.md#limits: edit distance at most 2 and at most 40 % of the longer term. */
export const FUZZY_LIMITS = { maxDistance: 2, maxShare: 0.4 } as const;

export function isFuzzyMatch(typed: string, candidate: string): boolean {
  const distance = editDistance(typed, candidate);
  const longer = Math.max(typed.length, candidate.length);
  return distance <= FUZZY_LIMITS.maxDistance && distance <= FUZZY_LIMITS.maxShare * longer;
}

/** A term as the search log keeps it: lower-case, trimmed, inner whitespace collapsed. */
export function normaliseSearchTerm(term: string): string {
  return term.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The most words one term searches for; the rest of a pasted paragraph is ignored. */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words of a term as the full-text search reads them: runs of letters (any script, with their marks) and
 * digits, lower-case, at most MAX_SEARCH_WORDS. Punctuation separates ("t-shirt" → t, shirt), as PostgreSQL's
 * parser also indexes the parts of a hyphenated word.
 */
export function searchWords(term: string): string[] {
  // NFC: a Devanagari nukta letter typed as one code point or as letter + nukta is the same word.
  return (
    term
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).slice(0, MAX_SEARCH_WORDS);
}

/**
 * What a word is matched as a prefix of: its singular by a rough English rule, so "shoes", "watches" and
 * "batteries" also find shoe, watch and battery (the document is not stemmed, see products.ts).
 */
export function singularPrefix(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return word.slice(0, -3);
  if (word.length > 4 && /(ch|sh|x|ss|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Weight letters of the search document a query may be limited to ('AB': name, brand and category). */
export type TsWeights = '' | 'A' | 'AB' | 'ABC';

/**
 * A to_tsquery('simple', …) text that matches products holding every word: a word of two or more characters
 * as a prefix (the shopper may still be typing; plurals as their singular), one character as itself; with
 * `weights`, only in those parts of the document. The words hold letters, marks and digits only, so quoting
 * them needs no escaping. Empty when there are no words.
 */
export function prefixTsQuery(words: readonly string[], weights: TsWeights = ''): string {
  return meaningfulWords(words)
    .map((word) =>
      // A whole rewrite key ('ac', 'tv', 'mobile') is a word of its own, not the start of 'acer' or 'tvs'.
      word.length === 1 || SEARCH_REWRITES[word] !== undefined
        ? `'${word}'${weights ? `:${weights}` : ''}`
        : `'${singularPrefix(word)}':*${weights}`,
    )
    .join(' & ');
}

/**
 * Any of several readings of a term (as typed, rewritten, corrected) as one tsquery text: each reading's words
 * all match, any reading will do. Duplicate and empty readings are dropped.
 */
export function anyOfTsQuery(readings: readonly (string | undefined)[], weights: TsWeights = ''): string {
  const parts = [
    ...new Set(
      readings.flatMap((reading) =>
        reading === undefined ? [] : [prefixTsQuery(searchWords(reading), weights)],
      ),
    ),
  ].filter(Boolean);
  return parts.length === 1 ? parts[0]! : parts.map((part) => `(${part})`).join(' | ');
}

/**
 * The closest candidate of a word by edit distance, when it is a typo of it (isFuzzyMatch) and not the word
 * itself; ties go to the earlier candidate (the caller lists the most similar first).
 */
export function closestCorrection(word: string, candidates: readonly string[]): string | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance === 0) return undefined;
    if (!isFuzzyMatch(word, candidate)) continue;
    if (!best || distance < best.distance) best = { candidate: candidate.toLowerCase(), distance };
  }
  return best?.candidate;
}
