// How a typed term becomes what is searched (spec 1 §5 rewrites, §9 fuzzy limits; issue 10): the spec's rewrites
// plus the words Indian shoppers type, and the typo rule both the server and the box's local fallback apply.

/** Whole-word rewrites, the spec's eight first (spec 1 §5), then Indian spellings and short forms. */
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
  chappal: 'sandals',
  chappals: 'sandals',
  kurti: 'kurta',
  kurtis: 'kurta',
  specs: 'spectacles',
  mixie: 'mixer grinder',
  mixy: 'mixer grinder',
  geyser: 'water heater',
  almirah: 'wardrobe',
  powerbank: 'power bank',
  pendrive: 'pen drive',
  sneakers: 'shoes',
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
      const replacement = SEARCH_REWRITES[word.toLowerCase()];
      if (replacement === undefined) return word;
      changed = true;
      return replacement;
    })
    .join(' ');
  return changed ? rewritten : undefined;
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

/** Typo tolerance of spec 1 §9: edit distance at most 2 and at most 40 % of the longer term. */
export const FUZZY_LIMITS = { maxDistance: 2, maxShare: 0.4 } as const;

export function isFuzzyMatch(typed: string, candidate: string): boolean {
  const distance = editDistance(typed, candidate);
  const longer = Math.max(typed.length, candidate.length);
  return distance <= FUZZY_LIMITS.maxDistance && distance <= FUZZY_LIMITS.maxShare * longer;
}
