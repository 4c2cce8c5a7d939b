// What a read query asks of the catalogue (docs/behaviour/search.md#ranking): the word groups every match holds,
// and what ranks the matches (the product type first, then exact attributes, then the words, popularity and
// rating). Pure: tsquery texts and PostgreSQL regular expressions that the API's SQL takes as parameters.
import type { UnderstoodQuery, UnderstoodSize } from './query-understanding.ts';
import type { SearchAudience } from './search-interpretation.schema.ts';
import { SEARCH_REWRITES, rewriteOfWord, singularPrefix } from './search-terms.ts';

/** One thing a match must hold: a product of one of `paths`, or a search document matching `text`. */
export interface MatchGroup {
  paths: readonly string[];
  /** A to_tsquery('simple', …) text; letters, marks and digits only inside quotes. */
  text: string;
}

/** Who a product is for when the query says so: its Ideal For value, else its path and name (audienceRule). */
export interface AudienceRule {
  /** Ideal For values (lower case) that fit. */
  idealFor: readonly string[];
  /** A path or name matching these is for someone else (PostgreSQL regular expressions, lower case). */
  otherPath: string;
  otherName: string;
}

export interface SearchPlan {
  groups: MatchGroup[];
  /** Ranking reads the short document: every word whole, and every word as a prefix (tsquery texts, OR). */
  rankWhole: string;
  rankPrefix: string;
  /** Products of the head type (the last named) rank first, of another named type second. */
  headPaths: readonly string[];
  otherTypePaths: readonly string[];
  /** The brand as the catalogue spells it. */
  brand?: string;
  /** One regular expression per asked size, over the lower-case name and specifications. */
  sizePatterns: string[];
  /** Over the lower-case Colour specification or name. */
  colourPattern?: string;
  audience?: AudienceRule;
  minPricePaise?: number;
  maxPricePaise?: number;
  cheapestFirst: boolean;
}

const quoted = (word: string) => `'${word}'`;
/** Only letters, marks and digits reach a tsquery: every operator character is gone (issue 24 item 7). */
const tsWord = (word: string) =>
  word
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '');

/**
 * A word as a tsquery term: whole when one character, a number ("iphone 15" is not 150) or a rewrite key ("ac"
 * is not "acer"); else a prefix of its singular.
 */
function wordTerm(word: string): string | undefined {
  const w = tsWord(word);
  if (!w) return undefined;
  if ([...w].length === 1 || /^\d+$/.test(w) || SEARCH_REWRITES[w] !== undefined) return quoted(w);
  return `${quoted(singularPrefix(w))}:*`;
}

/** Words to a tsquery text where each must match ('a' & 'b':*); undefined when none is left. */
function allOf(words: readonly string[]): string | undefined {
  const terms = words.flatMap((w) => {
    // A word holding several ("men's", "1.5") matches as its parts, as PostgreSQL's parser indexed them.
    const parts = w.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
    return parts.map(wordTerm).filter((t): t is string => t !== undefined);
  });
  if (terms.length === 0) return undefined;
  return terms.length === 1 ? terms[0]! : `(${terms.join(' & ')})`;
}

/** A word or phrase, or its rewrite ("mobile" | "smartphone", "mixie" | "mixer grinder"). */
function withRewrite(words: readonly string[]): string | undefined {
  const typed = allOf(words);
  const rewritten = words.map((w) => rewriteOfWord(w) ?? w);
  const changed = rewritten.some((w, i) => w !== words[i]);
  const alternative = changed ? allOf(rewritten.flatMap((w) => w.split(' '))) : undefined;
  if (!typed) return alternative;
  return alternative && alternative !== typed ? `(${typed} | ${alternative})` : typed;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const UNIT_PATTERNS: Readonly<Record<UnderstoodSize['unit'], string>> = {
  ton: '(tons?|tonnes?|tr)',
  inch: '(inch|inches|in\\M|"|”)',
  gb: 'gb',
  tb: 'tb',
  kg: '(kg|kgs|kilo)',
  g: '(g|gm|gms|grams?)\\M',
  l: '(l|ltr|litres?|liters?)\\M',
  ml: 'ml',
  mah: 'mah',
  w: '(w|watts?)\\M',
  mp: 'mp',
  cm: 'cm',
  mm: 'mm',
  star: 'star',
};

/**
 * A size as a PostgreSQL regular expression over lower-case text: the number not inside a longer one, then its
 * unit, fused or apart ("1.5 ton", "1.5-ton", "256gb", "55 inch", '55"'). 1.5 never matches 11.5 or 1.50.
 */
export function sizePattern(size: Pick<UnderstoodSize, 'value' | 'unit'>): string {
  const number = escapeRegex(String(size.value));
  return `(^|[^0-9.])${number}(\\.0+)?\\s*-?\\s*${UNIT_PATTERNS[size.unit]}`;
}

const AUDIENCE_RULES: Readonly<Record<SearchAudience, AudienceRule>> = {
  men: {
    idealFor: ['men', 'unisex'],
    otherPath: '(^|/)(womens|kids|girls?|boys?|infants?|baby)(/|$)|(^|/)(girls|boys|infant)-',
    otherName: "\\m(women|womens|women's|ladies|girls?|boys?|kids?|baby)\\M",
  },
  women: {
    idealFor: ['women', 'unisex'],
    otherPath: '(^|/)(mens|kids|girls?|boys?|infants?|baby)(/|$)|(^|/)(girls|boys|infant)-',
    otherName: "\\m(men|mens|men's|gents|boys?|kids?|baby)\\M",
  },
  boys: {
    idealFor: ['boys', 'kids', 'unisex'],
    otherPath: '(^|/)(mens|womens|girls?)(/|$)|(^|/)girls-',
    otherName: "\\m(men|mens|men's|women|womens|women's|ladies|girls?)\\M",
  },
  girls: {
    idealFor: ['girls', 'kids', 'unisex'],
    otherPath: '(^|/)(mens|womens|boys?)(/|$)|(^|/)boys-',
    otherName: "\\m(men|mens|men's|women|womens|women's|ladies|boys?)\\M",
  },
  kids: {
    idealFor: ['kids', 'boys', 'girls'],
    otherPath: '(^|/)(mens|womens)(/|$)',
    otherName: "\\m(men|mens|men's|women|womens|women's|ladies|gents)\\M",
  },
  baby: {
    idealFor: ['kids'],
    otherPath: '(^|/)(mens|womens)(/|$)',
    otherName: "\\m(men|mens|men's|women|womens|women's|ladies)\\M",
  },
};

export const audienceRule = (audience: SearchAudience): AudienceRule => AUDIENCE_RULES[audience];

/** What to leave out of a plan: for relaxing a query that matched nothing (docs/behaviour/search.md#relaxation). */
export interface PlanRelaxation {
  dropWords?: readonly string[];
  dropPrice?: boolean;
  dropAudience?: boolean;
  dropColour?: boolean;
}

/** The plan of a read query; `relax` leaves parts out. */
export function searchPlan(read: UnderstoodQuery, relax: PlanRelaxation = {}): SearchPlan {
  const dropped = new Set(relax.dropWords ?? []);
  const groups: MatchGroup[] = [];
  for (const type of read.types) {
    const text = withRewrite(type.tokens);
    if (text) groups.push({ paths: type.entry.paths, text });
  }
  const freeWords = read.freeWords.filter((w) => !dropped.has(w));
  for (const word of freeWords) {
    const text = withRewrite([word]);
    if (text) groups.push({ paths: [], text });
  }
  const rankWords = [...read.types.flatMap((t) => t.tokens), ...freeWords].flatMap((w) =>
    w.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean),
  );
  const rewrites = rankWords.flatMap((w) => rewriteOfWord(w)?.split(' ') ?? []);
  const whole = [...new Set([...rankWords, ...rewrites].map(tsWord).filter(Boolean))];
  const head = read.types.at(-1);
  const price = relax.dropPrice ? undefined : read.price;
  return {
    groups,
    rankWhole: whole.map(quoted).join(' | '),
    rankPrefix: whole.map((w) => `${quoted(singularPrefix(w))}:*`).join(' | '),
    headPaths: head?.entry.paths ?? [],
    otherTypePaths: read.types.slice(0, -1).flatMap((t) => t.entry.paths),
    brand: read.brand?.name,
    sizePatterns: read.sizes.map(sizePattern),
    colourPattern:
      read.colour && !relax.dropColour ? `\\m${escapeRegex(read.colour.colour.toLowerCase())}\\M` : undefined,
    audience: read.audience && !relax.dropAudience ? audienceRule(read.audience.audience) : undefined,
    minPricePaise: price?.minRupees === undefined ? undefined : price.minRupees * 100,
    maxPricePaise: price?.maxRupees === undefined ? undefined : price.maxRupees * 100,
    cheapestFirst: Boolean(price?.cheapest),
  };
}
