// What a shopper's search means (docs/behaviour/search.md#query-understanding, issue 24): the words of a query
// read into a product type (by the catalogue's category paths), a brand, a price limit, an audience, a colour and
// sizes, and the words left to match as text. Pure: the vocabulary of brands comes from the caller.
import {
  AUDIENCE_WORDS,
  BRAND_SPELLINGS,
  COLOUR_WORDS,
  PRODUCT_TYPES,
  QUERY_STOP_WORDS,
  type ProductTypeEntry,
} from './query-lexicon.ts';
import type { SearchAudience, UnderstoodPart, UnderstoodPartKind } from './search-interpretation.schema.ts';
import { editDistance, FUZZY_LIMITS, isFuzzyMatch } from './search-terms.ts';

/** One word of a query with where it stands in the typed text (so a part can be cut out of it). */
export interface QueryToken {
  /** Lower-case NFC, digits of every script as 0–9. */
  text: string;
  start: number;
  end: number;
}

/** The tables the reading uses; the defaults are query-lexicon's. */
export interface QueryLexicon {
  types: readonly ProductTypeEntry[];
  colours: Readonly<Record<string, string>>;
  audiences: Readonly<Record<string, SearchAudience>>;
  brandSpellings: Readonly<Record<string, string>>;
  stopWords: ReadonlySet<string>;
}

export const DEFAULT_LEXICON: QueryLexicon = {
  types: PRODUCT_TYPES,
  colours: COLOUR_WORDS,
  audiences: AUDIENCE_WORDS,
  brandSpellings: BRAND_SPELLINGS,
  stopWords: QUERY_STOP_WORDS,
};

/** No word read into anything: the shopper's own words searched as text ("Search instead for …"). */
export const WORDS_ONLY: QueryLexicon = {
  types: [],
  colours: {},
  audiences: {},
  brandSpellings: {},
  stopWords: new Set(),
};

export const SIZE_UNITS = [
  'ton',
  'inch',
  'gb',
  'tb',
  'kg',
  'g',
  'l',
  'ml',
  'mah',
  'w',
  'mp',
  'cm',
  'mm',
  'star',
] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

const UNIT_WORDS: Readonly<Record<string, SizeUnit>> = {
  ton: 'ton',
  tons: 'ton',
  tonne: 'ton',
  inch: 'inch',
  inches: 'inch',
  in: 'inch',
  gb: 'gb',
  tb: 'tb',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  g: 'g',
  gm: 'g',
  gms: 'g',
  gram: 'g',
  grams: 'g',
  l: 'l',
  ltr: 'l',
  litre: 'l',
  liter: 'l',
  litres: 'l',
  liters: 'l',
  ml: 'ml',
  mah: 'mah',
  w: 'w',
  watt: 'w',
  watts: 'w',
  mp: 'mp',
  cm: 'cm',
  mm: 'mm',
  star: 'star',
};

export interface UnderstoodType {
  entry: ProductTypeEntry;
  /** The words as typed. */
  words: string;
  /** The query's tokens that named it (searched as text too: "tv" also finds a "TV Unit" by its name). */
  tokens: string[];
  /** Where its words start in the query. */
  start: number;
  /** What the product is for ("phone" in "memory card for phone"): ranks, does not filter. */
  target?: boolean;
  /** No word named it: it is the type of what the words found (withImpliedType). */
  implied?: boolean;
}

export interface UnderstoodSize {
  value: number;
  unit: SizeUnit;
  words: string;
}

export interface UnderstoodPrice {
  minRupees?: number;
  maxRupees?: number;
  /** "cheap", "sasta": no limit, the cheapest first. */
  cheapest?: boolean;
  words: string;
}

export interface UnderstoodQuery {
  original: string;
  /**
   * The product types named, in the query's order; the last that is no target is the head ("iphone cover" asks
   * for covers, "memory card for phone" for memory cards).
   */
  types: UnderstoodType[];
  brand?: { name: string; words: string };
  price?: UnderstoodPrice;
  audience?: { audience: SearchAudience; words: string };
  colour?: { colour: string; words: string };
  sizes: UnderstoodSize[];
  /** The words every match holds as text (brand and model words included; type, price, size, audience, colour and stop words not). */
  freeWords: string[];
  parts: UnderstoodPart[];
}

// Digit zeros of the scripts of the store's languages: Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil,
// Telugu, Kannada, Malayalam, Arabic-Indic and Extended Arabic-Indic (Urdu).
const DIGIT_ZEROS = [0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0x660, 0x6f0];

/** Digits of any of those scripts as 0–9, so "५०० से कम" reads as 500. */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? digit : String(code - zero);
  });
}

/**
 * The words of a query with their places: runs of letters and marks (with an apostrophe inside: "men's"), numbers
 * with their decimal and grouping marks and a unit or k after them ("1.5", "2,000", "256gb", "15k"), and ₹. Other
 * characters (tsquery operators among them) only separate words.
 */
export function queryTokens(term: string): QueryToken[] {
  const text = asciiDigits(term.normalize('NFC').toLowerCase());
  const tokens: QueryToken[] = [];
  for (const m of text.matchAll(/₹|\d+(?:[.,]\d+)*[\p{L}]*|[\p{L}\p{M}\p{N}]+(?:['’][\p{L}]+)?/gu)) {
    tokens.push({ text: m[0].replace(/’/g, "'"), start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}

const CURRENCY_BEFORE = new Set(['₹', 'rs', 'inr', 'rupees', 'rupee', 'रु', 'रू', 'रुपये', 'rupaye']);
const CURRENCY_AFTER = new Set(['rs', 'rupees', 'rupee', 'rupaye', 'रुपये', 'रुपए', '₹', 'inr']);
const THOUSAND_WORDS = new Set(['k', 'thousand', 'hazar', 'hazaar', 'हजार', 'हज़ार']);
const LAKH_WORDS = new Set(['lakh', 'lac', 'lakhs', 'लाख']);

/** Phrases before an amount that make it a maximum ("under 2000") or a minimum ("above 50000"). */
const MAX_BEFORE = [
  ['under'],
  ['below'],
  ['upto'],
  ['up', 'to'],
  ['within'],
  ['less', 'than'],
  ['max'],
  ['maximum'],
  ['max.'],
  ['budget'],
];
const MIN_BEFORE = [['above'], ['over'], ['more', 'than'], ['min'], ['minimum'], ['from'], ['starting']];
/** Phrases after an amount: "2k se kam", "10k ke andar", "500 से कम", "1000 tak", "5000 and above". */
const MAX_AFTER = [
  ['se', 'kam'],
  ['se', 'neeche'],
  ['se', 'niche'],
  ['ke', 'andar'],
  ['ke', 'neeche'],
  ['tak'],
  ['से', 'कम'],
  ['के', 'अंदर'],
  ['के', 'नीचे'],
  ['तक'],
  ['or', 'less'],
  ['and', 'below'],
  ['and', 'under'],
];
const MIN_AFTER = [
  ['se', 'zyada'],
  ['se', 'jyada'],
  ['se', 'upar'],
  ['से', 'ज़्यादा'],
  ['से', 'ज्यादा'],
  ['से', 'ऊपर'],
  ['and', 'above'],
  ['or', 'more'],
  ['plus'],
];
/** Words asking for the cheapest ("cheap earbuds", "sasta mobile"): no limit, cheapest first. */
const CHEAPEST_WORDS = new Set([
  'cheap',
  'cheapest',
  'sasta',
  'sasti',
  'saste',
  'सस्ता',
  'सस्ती',
  'सस्ते',
  'affordable',
  'lowest',
]);

/** Screen resolutions, never a budget on their own ("4k tv", "8k monitor"). */
const DISPLAY_RESOLUTIONS = new Set(['4k', '8k']);

interface Amount {
  rupees: number;
  /** Tokens it spans: [from, to). */
  from: number;
  to: number;
  /** Said as money: ₹, rs, rupees, 15k, 2 hazar, 1 lakh. */
  marked: boolean;
}

/** An amount at token i (with its currency and multiplier words), or undefined. */
function amountAt(tokens: readonly QueryToken[], i: number): Amount | undefined {
  let at = i;
  let marked = false;
  if (CURRENCY_BEFORE.has(tokens[at]?.text ?? '')) {
    marked = true;
    at++;
  }
  const m = /^(\d+(?:,\d{2,3})*(?:\.\d+)?)(k|lakh|lac)?$/.exec(tokens[at]?.text ?? '');
  if (!m) return undefined;
  let rupees = Number(m[1]!.replace(/,/g, ''));
  let to = at + 1;
  if (m[2] === 'k') rupees *= 1000;
  else if (m[2]) rupees *= 100_000;
  if (m[2]) marked = true;
  else if (THOUSAND_WORDS.has(tokens[to]?.text ?? '')) {
    rupees *= 1000;
    marked = true;
    to++;
  } else if (LAKH_WORDS.has(tokens[to]?.text ?? '')) {
    rupees *= 100_000;
    marked = true;
    to++;
  }
  if (CURRENCY_AFTER.has(tokens[to]?.text ?? '')) {
    marked = true;
    to++;
  }
  if (!Number.isFinite(rupees) || rupees <= 0) return undefined;
  return { rupees: Math.round(rupees), from: i, to, marked };
}

/** Whether the tokens from i spell the phrase; its length, or 0. */
function phraseAt(tokens: readonly QueryToken[], i: number, phrases: readonly (readonly string[])[]): number {
  for (const phrase of phrases) {
    if (phrase.every((word, k) => tokens[i + k]?.text === word)) return phrase.length;
  }
  return 0;
}

interface Span {
  from: number;
  to: number;
}

/** The price phrase of a query and the tokens it spans. */
export function readPrice(
  tokens: readonly QueryToken[],
): (Omit<UnderstoodPrice, 'words'> & Span) | undefined {
  for (let i = 0; i < tokens.length; i++) {
    // between A and B · A to B · A - B (the dash is not a token: two amounts in a row, one of them money)
    const between = tokens[i]!.text === 'between' ? 1 : 0;
    const first = amountAt(tokens, i + between);
    if (first) {
      const joiner = phraseAt(tokens, first.to, [['and'], ['to'], ['se'], ['से']]);
      const second = amountAt(tokens, first.to + joiner);
      if (second && second.rupees > first.rupees && (between || joiner || first.marked || second.marked)) {
        const tail = phraseAt(tokens, second.to, [['tak'], ['तक'], ['ke', 'beech'], ['के', 'बीच']]);
        return { minRupees: first.rupees, maxRupees: second.rupees, from: i, to: second.to + tail };
      }
    }
    const maxLead = phraseAt(tokens, i, MAX_BEFORE);
    const minLead = maxLead ? 0 : phraseAt(tokens, i, MIN_BEFORE);
    const led = amountAt(tokens, i + maxLead + minLead);
    if ((maxLead || minLead) && led) {
      const tail = phraseAt(tokens, led.to, [['only'], ['ka'], ['ki'], ['ke']]);
      return maxLead
        ? { maxRupees: led.rupees, from: i, to: led.to + tail }
        : { minRupees: led.rupees, from: i, to: led.to + tail };
    }
    const amount = amountAt(tokens, i);
    if (amount) {
      const maxTail = phraseAt(tokens, amount.to, MAX_AFTER);
      if (maxTail) {
        const more = phraseAt(tokens, amount.to + maxTail, [['ka'], ['ki'], ['ke'], ['का'], ['की'], ['के']]);
        return { maxRupees: amount.rupees, from: i, to: amount.to + maxTail + more };
      }
      const minTail = phraseAt(tokens, amount.to, MIN_AFTER);
      if (minTail) return { minRupees: amount.rupees, from: i, to: amount.to + minTail };
      // "mobile 15k", "₹500 kurti": money said without a direction is a budget; "4k tv" is a resolution.
      if (amount.marked && !DISPLAY_RESOLUTIONS.has(tokens[i]!.text)) {
        return { maxRupees: amount.rupees, from: i, to: amount.to };
      }
    }
  }
  const cheap = tokens.findIndex((t) => CHEAPEST_WORDS.has(t.text));
  if (cheap >= 0) return { cheapest: true, from: cheap, to: cheap + 1 };
  return undefined;
}

/** Sizes: a number and its unit, fused or apart ("1.5 ton", "256gb", "55 inch", "5 kg"). */
export function readSizes(tokens: readonly QueryToken[]): (Omit<UnderstoodSize, 'words'> & Span)[] {
  const sizes: (Omit<UnderstoodSize, 'words'> & Span)[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const fused = /^(\d+(?:\.\d+)?)([a-z]+)$/.exec(tokens[i]!.text);
    const unitOf = (word: string | undefined) => (word === undefined ? undefined : UNIT_WORDS[word]);
    if (fused && unitOf(fused[2])) {
      sizes.push({ value: Number(fused[1]), unit: unitOf(fused[2])!, from: i, to: i + 1 });
    } else if (/^\d+(?:\.\d+)?$/.test(tokens[i]!.text) && unitOf(tokens[i + 1]?.text)) {
      sizes.push({ value: Number(tokens[i]!.text), unit: unitOf(tokens[i + 1]!.text)!, from: i, to: i + 2 });
      i++;
    }
  }
  return sizes;
}

interface TypeIndex {
  /** First token of a name → the names starting with it, longest first. */
  byFirst: Map<string, { tokens: string[]; entry: ProductTypeEntry }[]>;
}

const typeIndexes = new WeakMap<readonly ProductTypeEntry[], TypeIndex>();

function typeIndex(types: readonly ProductTypeEntry[]): TypeIndex {
  const cached = typeIndexes.get(types);
  if (cached) return cached;
  const byFirst = new Map<string, { tokens: string[]; entry: ProductTypeEntry }[]>();
  for (const entry of types) {
    for (const name of entry.names) {
      const tokens = queryTokens(name).map((t) => t.text);
      if (tokens.length === 0) continue;
      byFirst.set(tokens[0]!, [...(byFirst.get(tokens[0]!) ?? []), { tokens, entry }]);
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  const index = { byFirst };
  typeIndexes.set(types, index);
  return index;
}

/** A word's singular by a rough English rule, for names listed in one number only ("bats" → bat). */
function singular(word: string): string | undefined {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ch|sh|x|ss|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return undefined;
}

/** The longest type name starting at token i among the unclaimed tokens: its entry and length. */
function typeAt(
  words: readonly (string | undefined)[],
  i: number,
  index: TypeIndex,
): { entry: ProductTypeEntry; length: number } | undefined {
  const first = words[i];
  if (first === undefined) return undefined;
  const matches = (word: string | undefined, want: string) =>
    word !== undefined && (word === want || singular(word) === want || word === `${want}s`);
  for (const key of [first, singular(first)]) {
    if (key === undefined) continue;
    for (const name of index.byFirst.get(key) ?? []) {
      if (name.tokens.every((want, k) => matches(words[i + k], want))) {
        return { entry: name.entry, length: name.tokens.length };
      }
    }
  }
  return undefined;
}

/** The query with the spans cut out, spaces collapsed: what undoing a part searches for. */
function without(original: string, tokens: readonly QueryToken[], spans: readonly Span[]): string {
  let text = '';
  let at = 0;
  for (const span of [...spans].sort((a, b) => a.from - b.from)) {
    const start = tokens[span.from]!.start;
    const end = tokens[span.to - 1]!.end;
    text += `${original.slice(at, start)} `;
    at = end;
  }
  text += original.slice(at);
  return text.replace(/\s+/g, ' ').trim();
}

/** The words of a span as typed. */
const spanWords = (original: string, tokens: readonly QueryToken[], span: Span) =>
  original.slice(tokens[span.from]!.start, tokens[span.to - 1]!.end);

/**
 * Reads a query. `brands` maps the catalogue's brands in lower case to their spelling ("boat" → "boAt");
 * brand names of several words are matched whole. Every part it reads carries the search that undoes it.
 */
export function understandQuery(
  query: string,
  brands: ReadonlyMap<string, string> = new Map(),
  lexicon: QueryLexicon = DEFAULT_LEXICON,
): UnderstoodQuery {
  const original = query.normalize('NFC').replace(/\s+/g, ' ').trim();
  const tokens = queryTokens(original);
  // Which part each token was read into; undefined = a word still to read.
  const claimed: (UnderstoodPartKind | 'stop' | undefined)[] = tokens.map(() => undefined);
  const claim = (span: Span, kind: UnderstoodPartKind | 'stop') => {
    for (let k = span.from; k < span.to; k++) claimed[k] = kind;
  };
  const spans: { kind: UnderstoodPartKind; span: Span; value: string }[] = [];

  const priceRead = readPrice(tokens);
  let price: UnderstoodPrice | undefined;
  if (priceRead) {
    const { from, to, ...limits } = priceRead;
    price = { ...limits, words: spanWords(original, tokens, priceRead) };
    claim(priceRead, 'price');
    const value = limits.cheapest ? 'low' : `${limits.minRupees ?? ''}-${limits.maxRupees ?? ''}`;
    spans.push({ kind: 'price', span: { from, to }, value });
  }

  const sizes: UnderstoodSize[] = [];
  for (const size of readSizes(tokens)) {
    if (claimed.slice(size.from, size.to).some((c) => c !== undefined)) continue;
    sizes.push({ value: size.value, unit: size.unit, words: spanWords(original, tokens, size) });
    claim(size, 'size');
    spans.push({ kind: 'size', span: size, value: `${size.value} ${size.unit}` });
  }

  // Brands before types: "nothing phone" is the brand Nothing; a brand's words stay searched as text.
  // Brands by their names without spaces or marks too: "one plus" is OnePlus, "real me" realme.
  const brandNames = new Map<string, string>();
  for (const [key, brand] of [...brands, ...Object.entries(lexicon.brandSpellings)]) {
    brandNames.set(key, brand);
    brandNames.set(compact(key), brand);
  }
  let brand: UnderstoodQuery['brand'];
  for (let i = 0; i < tokens.length && !brand; i++) {
    for (const length of [3, 2, 1]) {
      if (i + length > tokens.length || claimed.slice(i, i + length).some((c) => c !== undefined)) continue;
      const typed = tokens.slice(i, i + length).map((t) => t.text);
      const words = typed.join(' ');
      const name = brandNames.get(words) ?? brandNames.get(compact(words));
      // A one-word brand is often an everyday word too ("Max" in "iphone 15 pro max", "Real", "Only"): it is
      // read as the brand where shoppers put brands, first; longer names and other scripts' spellings anywhere.
      const spelt = lexicon.brandSpellings[words] !== undefined;
      if (name !== undefined && (length > 1 || i === 0 || spelt)) {
        const span = { from: i, to: i + length };
        brand = { name, words: spanWords(original, tokens, span) };
        claim(span, 'brand');
        spans.push({ kind: 'brand', span, value: name });
        break;
      }
    }
  }

  const index = typeIndex(lexicon.types);
  const types: UnderstoodType[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const open = tokens.map((t, k) => (claimed[k] === undefined ? t.text : undefined));
    const found = typeAt(open, i, index);
    if (!found) continue;
    const span = { from: i, to: i + found.length };
    types.push({
      entry: found.entry,
      words: spanWords(original, tokens, span),
      tokens: tokens.slice(span.from, span.to).map((t) => t.text),
      start: tokens[i]!.start,
    });
    claim(span, 'type');
    spans.push({ kind: 'type', span, value: typeLabelPath(found.entry) });
    i += found.length - 1;
  }

  let audience: UnderstoodQuery['audience'];
  let colour: UnderstoodQuery['colour'];
  // Colours of two words first ("navy blue", "sky blue"), as one name or apart.
  for (let i = 0; i + 1 < tokens.length && !colour; i++) {
    if (claimed[i] !== undefined || claimed[i + 1] !== undefined) continue;
    const pair = `${tokens[i]!.text} ${tokens[i + 1]!.text}`;
    const hue = lexicon.colours[pair] ?? lexicon.colours[compact(pair)];
    if (hue !== undefined) {
      const span = { from: i, to: i + 2 };
      colour = { colour: hue, words: spanWords(original, tokens, span) };
      claim(span, 'colour');
      spans.push({ kind: 'colour', span, value: hue });
    }
  }
  tokens.forEach((token, i) => {
    if (claimed[i] !== undefined) return;
    const who = lexicon.audiences[token.text];
    if (who !== undefined && !audience) {
      audience = { audience: who, words: token.text };
      // Its joining words go with it ("for men", "पुरुषों के लिए"), so undoing it leaves no dangling "for".
      const isJoin = (k: number) =>
        (claimed[k] === undefined || claimed[k] === 'stop') && lexicon.stopWords.has(tokens[k]?.text ?? '');
      let from = i;
      let to = i + 1;
      if (isJoin(from - 1)) from--;
      while (to < tokens.length && isJoin(to)) to++;
      claim({ from, to }, 'audience');
      spans.push({ kind: 'audience', span: { from, to }, value: who });
      return;
    }
    const hue = lexicon.colours[token.text];
    if (hue !== undefined && !colour) {
      colour = { colour: hue, words: token.text };
      claim({ from: i, to: i + 1 }, 'colour');
      spans.push({ kind: 'colour', span: { from: i, to: i + 1 }, value: hue });
      return;
    }
    // A lone letter ("a" of "a:*", "t" of "t-shirt") says nothing the other words do not: it would match
    // nearly every description.
    if (lexicon.stopWords.has(token.text) || /^\p{L}$/u.test(token.text))
      claim({ from: i, to: i + 1 }, 'stop');
  });
  // "memory card for phone", "फोन के लिए कवर": a type after "for" (or before "के लिए") is what the product is
  // for, not what is asked for; it ranks, the type before it is the head.
  const tokenIndexOf = (type: UnderstoodType) => tokens.findIndex((t) => t.start === type.start);
  for (const type of types) {
    const at = tokenIndexOf(type);
    const before = tokens[at - 1]?.text;
    const after = [tokens[at + type.tokens.length]?.text, tokens[at + type.tokens.length + 1]?.text].join(
      ' ',
    );
    if (before === 'for' || after === 'के लिए' || after === 'ke liye' || after === 'ke liya')
      type.target = true;
  }
  if (types.every((t) => t.target)) for (const t of types) t.target = false;
  const head = types.filter((t) => !t.target).at(-1);
  if (!audience && head?.entry.audience) audience = { audience: head.entry.audience, words: '' };

  // The brand's words are searched as the catalogue spells the brand ("सैमसंग", "one plus" → samsung, oneplus).
  const brandTokens = brand ? queryTokens(brand.name).map((t) => t.text) : [];
  const firstBrandToken = claimed.indexOf('brand');
  const freeWords = tokens.flatMap((t, i) => {
    if (claimed[i] === undefined) return [t.text];
    return i === firstBrandToken ? brandTokens : [];
  });
  // A query of joining words only ("for", "and") searches them rather than nothing.
  if (freeWords.length === 0 && types.length === 0 && claimed.every((c) => c === 'stop' || c === undefined)) {
    freeWords.push(...tokens.flatMap((t) => ([...t.text].length > 1 ? [t.text] : [])));
  }

  const parts: UnderstoodPart[] = spans
    .sort((a, b) => a.span.from - b.span.from)
    .map(({ kind, span, value }) => {
      const words = spanWords(original, tokens, span);
      // A type or brand is undone by searching the words as typed; a limit by searching without its words.
      const undo =
        kind === 'type' || kind === 'brand'
          ? { q: original, exact: true }
          : { q: without(original, tokens, [span]) };
      return { kind, words, value, undo };
    });

  return { original, types, brand, price, audience, colour, sizes, freeWords, parts };
}

/** A name without spaces or marks, to match brands typed apart or together. */
const compact = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Words that look like a misspelt product type name of the lexicon ("televison", "sharee", "tshrt"): each word
 * of 4 or more letters that is no type name itself, mapped to the closest single-word name (isFuzzyMatch: at most
 * 2 edits and 40 %; ties to the more similar start). The caller passes only words the catalogue does not know.
 */
export function typeNameCorrections(
  words: readonly string[],
  lexicon: QueryLexicon = DEFAULT_LEXICON,
): Map<string, string> {
  const { single: names, words: nameWords } = typeNameWords(lexicon.types);
  const corrections = new Map<string, string>();
  for (const word of words) {
    // A word of any name ("cricket" of "cricket bat") is spelt right.
    if ([...word].length < 4 || /\d/.test(word) || nameWords.has(word)) continue;
    let best: { name: string; distance: number } | undefined;
    for (const name of names) {
      if (Math.abs(name.length - word.length) > FUZZY_LIMITS.maxDistance || !isFuzzyMatch(word, name))
        continue;
      const distance = editDistance(word, name) - (name[0] === word[0] ? 0.5 : 0);
      if (!best || distance < best.distance) best = { name, distance };
    }
    if (best) corrections.set(word, best.name);
  }
  return corrections;
}

const nameWordsOf = new WeakMap<readonly ProductTypeEntry[], { single: Set<string>; words: Set<string> }>();
/** The lexicon's one-word type names, and every word of every name. */
function typeNameWords(types: readonly ProductTypeEntry[]): { single: Set<string>; words: Set<string> } {
  let found = nameWordsOf.get(types);
  if (!found) {
    const tokenised = types.flatMap((t) => t.names).map((n) => queryTokens(n).map((token) => token.text));
    found = {
      single: new Set(tokenised.filter((t) => t.length === 1 && !/\d/.test(t[0]!)).map((t) => t[0]!)),
      words: new Set(tokenised.flat()),
    };
    nameWordsOf.set(types, found);
  }
  return found;
}

/**
 * The path that names a type in "Showing …": the deepest level shared by the most of its paths under one
 * category and subcategory (mobile-phones/smartphones for every kind of smartphone, electronics/tv for every
 * television), the first such group on a tie.
 */
export function typeLabelPath(entry: ProductTypeEntry): string {
  const groups = new Map<string, string[][]>();
  for (const path of entry.paths) {
    const levels = path.split('/');
    const key = levels.slice(0, 2).join('/');
    groups.set(key, [...(groups.get(key) ?? []), levels]);
  }
  const largest = [...groups.values()].reduce((best, group) => (group.length > best.length ? group : best));
  if (largest.length === 1) return largest[0]!.join('/');
  const shared: string[] = [];
  for (
    let level = 0;
    largest.every((p) => p[level] !== undefined && p[level] === largest[0]![level]);
    level++
  ) {
    shared.push(largest[0]![level]!);
  }
  return shared.join('/');
}

/**
 * The type a product of `path` is: the lexicon entry with the deepest path that holds it (the one with fewer
 * paths, the more specific, on a tie); undefined when none does.
 */
export function typeOfPath(
  path: string,
  types: readonly ProductTypeEntry[] = PRODUCT_TYPES,
): ProductTypeEntry | undefined {
  let best: { entry: ProductTypeEntry; depth: number } | undefined;
  for (const entry of types) {
    for (const p of entry.paths) {
      if (path !== p && !path.startsWith(`${p}/`)) continue;
      const depth = p.split('/').length;
      if (
        !best ||
        depth > best.depth ||
        (depth === best.depth && entry.paths.length < best.entry.paths.length)
      ) {
        best = { entry, depth };
      }
    }
  }
  return best?.entry;
}

/**
 * The reading with the type of the products at `path` (typeOfPath, else that path alone) as its type though no
 * word named one: a brand and model query ("redmi 13c", "dhoti") that finds a few products lists them first and
 * the others of their type after (the words then rank, not filter).
 */
export function withImpliedType(
  read: UnderstoodQuery,
  path: string,
  types: readonly ProductTypeEntry[] = PRODUCT_TYPES,
): UnderstoodQuery {
  const found = typeOfPath(path, types);
  const entry: ProductTypeEntry = { paths: found?.paths ?? [path], names: [] };
  return { ...read, types: [{ entry, words: '', tokens: [], start: -1, implied: true }] };
}

/** Whether the reading found anything to search for: a word, a type, or a limit on its own ("under 500"). */
export const hasSearch = (read: UnderstoodQuery): boolean =>
  read.freeWords.length > 0 || read.types.length > 0;

/** The query with every word equal to one of `words` (as queryTokens reads them) left out, spaces collapsed. */
export function dropWords(query: string, words: readonly string[]): string {
  const drop = new Set(words.flatMap((w) => queryTokens(w).map((t) => t.text)));
  const tokens = queryTokens(query);
  const spans = tokens.flatMap((t, i) => (drop.has(t.text) ? [{ from: i, to: i + 1 }] : []));
  return spans.length === 0 ? query : without(query, tokens, spans);
}

/** The query with words replaced (as queryTokens reads them: "samsng" → "samsung"), the rest as typed. */
export function replaceWords(query: string, replacements: ReadonlyMap<string, string>): string {
  let text = '';
  let at = 0;
  for (const token of queryTokens(query)) {
    const replacement = replacements.get(token.text);
    if (replacement === undefined) continue;
    text += query.normalize('NFC').slice(at, token.start) + replacement;
    at = token.end;
  }
  return text + query.normalize('NFC').slice(at);
}
