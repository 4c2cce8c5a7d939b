// What a read query asks of the catalogue (docs/behaviour/search.md#ranking): the word groups every match holds,
// and what ranks the matches (the product type first, then exact attributes, then the words, popularity and
// rating). Pure: tsquery texts and PostgreSQL regular expressions that the API's SQL takes as parameters.
import { PRODUCT_TYPES, type ProductTypeEntry } from './query-lexicon.ts';
import {
  typeLabelPath,
  type UnderstoodQuery,
  type UnderstoodSize,
  type UnderstoodType,
} from './query-understanding.ts';
import type { SearchAudience } from './search-interpretation.schema.ts';
import { SEARCH_REWRITES, rewriteOfWord, singularPrefix } from './search-terms.ts';

/**
 * One thing a match must hold: a product of one of `paths`, or a search document matching `text` (the short
 * document of name, brand and category path for a type: a ring whose description mentions watches is no watch).
 */
export interface MatchGroup {
  paths: readonly string[];
  /** A to_tsquery('simple', …) text; letters, marks and digits only inside quotes; empty: the paths alone. */
  text: string;
  /** Match the short document (name, brand, category path) rather than the full one. */
  titleOnly?: boolean;
}

/**
 * Who a product is for when the query says so: its Ideal For value, else its path and name (audienceRule). Plain
 * words and segments, not patterns: a catalogue read tests them by equality and substring first (search.sql
 * fitsAudience), where a regular expression on every match's path and name took about 60 of the 85 ms of counting
 * the 19,000 matches of "phone for men" at 100,000 listings.
 */
export interface AudienceRule {
  /** Ideal For values (lower case) that fit, the exact one first (it ranks above unisex). */
  idealFor: readonly string[];
  /** A category path with one of these segments, or a segment beginning with one of the prefixes, is for someone else. */
  otherSegments: readonly string[];
  otherSegmentPrefixes: readonly string[];
  /** A name holding one of these as a whole word (lower case) is for someone else. */
  otherNameWords: readonly string[];
}

export interface SearchPlan {
  groups: MatchGroup[];
  /** Ranking reads the short document: every word whole, and every word as a prefix (tsquery texts, OR). */
  rankWhole: string;
  rankPrefix: string;
  /** Products of the head type (the last named) rank first, of another named type second. */
  headPaths: readonly string[];
  /**
   * Where the head type's most typical products are, when it spans several categories ("watch": wrist watches
   * before smart watches); they rank first among the type's.
   */
  primaryPath?: string;
  /** Paths the head type shares with other types: of the head type where the short document matches `text`. */
  headSharedPaths?: MatchGroup;
  otherTypePaths: readonly string[];
  /** Words that rank rather than filter when a type is named, each a tsquery text over the short document. */
  softWords: string[];
  /** The brand as the catalogue spells it. */
  brand?: string;
  /** One regular expression per asked size, over the lower-case name and specifications. */
  sizePatterns: string[];
  /** Over the lower-case Colour specification or name: the colour asked for ranks first (and shows on the card). */
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

/** A type's words as typed, or its first (English) name: "टीवी" and "airfryer" also find "TV", "Air Fryer". */
function typeText(type: UnderstoodType): string | undefined {
  // No rewrite: the type's paths stand for it ("jeans" finds the jeans categories, not a phone in Denim Black).
  const typed = type.tokens.length > 0 ? allOf(type.tokens) : undefined;
  const first = type.entry.names[0];
  const canonical = first === undefined ? undefined : allOf(first.split(/\s+/));
  if (!typed) return canonical;
  return canonical && canonical !== typed && !typed.includes(canonical) ? `(${typed} | ${canonical})` : typed;
}

/** The head type's typical path (typeLabelPath) when its paths span several categories. */
function primaryPathOf(entry: ProductTypeEntry): string | undefined {
  const categories = new Set(entry.paths.map((p) => p.split('/')[0]));
  return categories.size > 1 ? typeLabelPath(entry) : undefined;
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

const WOMEN = ['women', 'womens', "women's", 'ladies'];
const MEN = ['men', 'mens', "men's"];
const AUDIENCE_RULES: Readonly<Record<SearchAudience, AudienceRule>> = {
  men: {
    idealFor: ['men', 'unisex'],
    otherSegments: ['womens', 'kids', 'girl', 'girls', 'boy', 'boys', 'infant', 'infants', 'baby'],
    otherSegmentPrefixes: ['girls-', 'boys-', 'infant-'],
    otherNameWords: [...WOMEN, 'girl', 'girls', 'boy', 'boys', 'kid', 'kids', 'baby'],
  },
  women: {
    idealFor: ['women', 'unisex'],
    otherSegments: ['mens', 'kids', 'girl', 'girls', 'boy', 'boys', 'infant', 'infants', 'baby'],
    otherSegmentPrefixes: ['girls-', 'boys-', 'infant-'],
    otherNameWords: [...MEN, 'gents', 'boy', 'boys', 'kid', 'kids', 'baby'],
  },
  boys: {
    idealFor: ['boys', 'kids', 'unisex'],
    otherSegments: ['mens', 'womens', 'girl', 'girls'],
    otherSegmentPrefixes: ['girls-'],
    otherNameWords: [...MEN, ...WOMEN, 'girl', 'girls'],
  },
  girls: {
    idealFor: ['girls', 'kids', 'unisex'],
    otherSegments: ['mens', 'womens', 'boy', 'boys'],
    otherSegmentPrefixes: ['boys-'],
    otherNameWords: [...MEN, ...WOMEN, 'boy', 'boys'],
  },
  kids: {
    idealFor: ['kids', 'boys', 'girls'],
    otherSegments: ['mens', 'womens'],
    otherSegmentPrefixes: [],
    otherNameWords: [...MEN, ...WOMEN, 'gents'],
  },
  baby: {
    idealFor: ['kids'],
    otherSegments: ['mens', 'womens'],
    otherSegmentPrefixes: [],
    otherNameWords: [...MEN, ...WOMEN],
  },
};

export const audienceRule = (audience: SearchAudience): AudienceRule => AUDIENCE_RULES[audience];

/** The rule's name words as one PostgreSQL regular expression: any of them as a whole word (\\m … \\M). */
export const otherNamePattern = (rule: AudienceRule): string =>
  `\\m(${rule.otherNameWords.map(escapeRegex).join('|')})\\M`;

/**
 * The fewest pieces of text one of which every name word holds ("women" for "womens" and "women's"): a name without
 * any of them cannot match otherNamePattern, which a substring test tells far more cheaply than the expression.
 */
export function otherNameFragments(rule: AudienceRule): string[] {
  const words = [...new Set(rule.otherNameWords)];
  return words.filter((word) => !words.some((other) => other !== word && word.includes(other)));
}

/** What to leave out of a plan: for relaxing a query that matched nothing (docs/behaviour/search.md#relaxation). */
export interface PlanRelaxation {
  dropWords?: readonly string[];
  dropPrice?: boolean;
  dropAudience?: boolean;
}

const shared = new WeakMap<readonly ProductTypeEntry[], Set<string>>();
/** Paths that more than one type lists: they hold products of several types. */
function sharedPaths(types: readonly ProductTypeEntry[]): Set<string> {
  let paths = shared.get(types);
  if (!paths) {
    const seen = new Map<string, number>();
    for (const entry of types)
      for (const path of new Set(entry.paths)) seen.set(path, (seen.get(path) ?? 0) + 1);
    paths = new Set([...seen].flatMap(([path, n]) => (n > 1 ? [path] : [])));
    shared.set(types, paths);
  }
  return paths;
}

/** The plan of a read query; `relax` leaves parts out; `types` is the lexicon the query was read with. */
export function searchPlan(
  read: UnderstoodQuery,
  relax: PlanRelaxation = {},
  types: readonly ProductTypeEntry[] = PRODUCT_TYPES,
): SearchPlan {
  const dropped = new Set(relax.dropWords ?? []);
  const groups: MatchGroup[] = [];
  const mixed = sharedPaths(types);
  // The head type: the last named that is not what the product is for ("iphone cover" asks for covers).
  const head = read.types.filter((t) => !t.target).at(-1);
  const headText = head ? typeText(head) : undefined;
  // A path several types share (home/kitchen/small-appliances: toasters, mixers and air fryers) holds the type
  // only where the product's words say so.
  if (head?.implied) groups.push({ paths: head.entry.paths, text: '' });
  else if (head && headText) {
    groups.push({ paths: head.entry.paths.filter((p) => !mixed.has(p)), text: headText, titleOnly: true });
  }
  const freeWords = read.freeWords.filter((w) => !dropped.has(w));
  // With a type named, the other words and types rank rather than filter: "nike shoes" lists Nike's shoes first,
  // then other shoes; "iphone 13" the iPhone 13, then other iPhones; "iphone charger" the chargers that name the
  // iPhone, then other chargers.
  const softWords: string[] = read.types.flatMap((t) => (t === head ? [] : [typeText(t) ?? []].flat()));
  for (const word of freeWords) {
    const text = withRewrite([word]);
    if (!text) continue;
    if (head) softWords.push(text);
    else groups.push({ paths: [], text });
  }
  const rankWords = [...read.types.flatMap((t) => t.tokens), ...freeWords].flatMap((w) =>
    w.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean),
  );
  const rewrites = rankWords.flatMap((w) => rewriteOfWord(w)?.split(' ') ?? []);
  const whole = [...new Set([...rankWords, ...rewrites].map(tsWord).filter(Boolean))];

  const price = relax.dropPrice ? undefined : read.price;
  return {
    groups,
    rankWhole: whole.map(quoted).join(' | '),
    rankPrefix: whole.map((w) => `${quoted(singularPrefix(w))}:*`).join(' | '),
    headPaths: head?.entry.paths.filter((p) => head.implied || !mixed.has(p)) ?? [],
    primaryPath: head ? primaryPathOf(head.entry) : undefined,
    headSharedPaths:
      head && headText ? { paths: head.entry.paths.filter((p) => mixed.has(p)), text: headText } : undefined,
    otherTypePaths: read.types.filter((t) => t !== head).flatMap((t) => t.entry.paths),
    softWords,
    brand: read.brand?.name,
    sizePatterns: read.sizes.map(sizePattern),
    colourPattern: read.colour ? `\\m${escapeRegex(read.colour.colour.toLowerCase())}\\M` : undefined,
    audience: read.audience && !relax.dropAudience ? audienceRule(read.audience.audience) : undefined,
    minPricePaise: price?.minRupees === undefined ? undefined : price.minRupees * 100,
    maxPricePaise: price?.maxRupees === undefined ? undefined : price.maxRupees * 100,
    // A budget nothing of the type met: the nearest to it first.
    cheapestFirst:
      Boolean(price?.cheapest) || Boolean(relax.dropPrice && read.price?.maxRupees !== undefined),
  };
}
