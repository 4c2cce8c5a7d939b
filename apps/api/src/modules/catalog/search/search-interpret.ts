// How a typed term becomes what is searched (docs/behaviour/search.md#query-understanding): read into types,
// brand, price, sizes, audience and colour (@haat/domain), typo-corrected against real brand and name words when
// it finds little, relaxed when it finds nothing. readTerm and correctTerm also serve the suggestions.
import type { SearchInterpretation } from '@haat/domain/search/search-interpretation.schema';
import {
  dropWords,
  hasSearch,
  replaceWords,
  typeNameCorrections,
  understandQuery,
  withImpliedType,
  WORDS_ONLY,
  type UnderstoodQuery,
} from '@haat/domain/search/query-understanding';
import { searchPlan, type PlanRelaxation } from '@haat/domain/search/search-plan';
import {
  anyOfTsQuery,
  closestCorrection,
  rewriteOfWord,
  rewriteSearchTerm,
  searchWords,
  singularPrefix,
} from '@haat/domain/search/search-terms';
import type { Db } from '../../../db/client.ts';
import { perDatabase } from '../../../db/per-database.ts';
import type { ProductFilter } from '../catalog.repository.ts';
import {
  bestMatchPath,
  brandNames,
  correctionCandidates,
  countMatching,
  vocabularyWords,
} from './search.repository.ts';

/** Fewer matches than this and the words are checked for typos ("finds little or nothing"). */
export const CORRECT_BELOW = 3;
/** Shorter words are not corrected: two edits would make anything of them. */
const MIN_CORRECTED_LENGTH = 3;
/** Fewer matches than this, all found by brand and model words, and the rest of their type follows them. */
const IMPLIED_TYPE_BELOW = 10;
/** How many matches are counted when choosing which word to leave out of a query that found nothing. */
const RELAX_SAMPLE = 200;

/** The readings of a term searched together (any of them matches) and how it was read. */
export interface ReadTerm {
  interpretation: SearchInterpretation;
  readings: string[];
}

export function readTerm(original: string, corrected?: string): ReadTerm {
  const rewritten = rewriteSearchTerm(original);
  const correctedRewritten = corrected === undefined ? undefined : rewriteSearchTerm(corrected);
  const searched = correctedRewritten ?? corrected ?? rewritten ?? original;
  const readings = [original, rewritten, corrected, correctedRewritten].filter(
    (r): r is string => r !== undefined,
  );
  return {
    interpretation: {
      original,
      searched,
      rewritten: rewritten !== undefined || correctedRewritten !== undefined,
      corrected: corrected !== undefined,
    },
    readings,
  };
}

export const tsQueryOf = (read: ReadTerm): string => anyOfTsQuery(read.readings);

/**
 * Each misspelt word of `words` mapped to the closest brand, product-name or category word of the vocabulary
 * (isFuzzyMatch: at most 2 edits and 40 %). A word that begins a real word is left alone: the prefix search
 * already finds it ('iphon' is iPhone being typed, not a typo); so is a rewrite key or its start ('earph').
 */
export async function correctWords(db: Db, words: readonly string[]): Promise<Map<string, string>> {
  const checked = words.filter(
    (w) => w.length >= MIN_CORRECTED_LENGTH && !/^\d+$/.test(w) && rewriteOfWord(w) === undefined,
  );
  const corrections = new Map<string, string>();
  if (checked.length === 0) return corrections;
  const candidates = await correctionCandidates(db, [...new Set(checked)]);
  for (const word of checked) {
    const found = candidates.get(word);
    if (!found || found.some((c) => c.startsWith(singularPrefix(word)))) continue;
    const replacement = closestCorrection(word, found);
    if (replacement !== undefined) corrections.set(word, replacement);
  }
  return corrections;
}

/** The term with each misspelt word replaced (correctWords), or undefined when no word needed it. */
export async function correctTerm(db: Db, term: string): Promise<string | undefined> {
  const words = searchWords(term);
  const corrections = await correctWords(db, words);
  return corrections.size > 0 ? words.map((w) => corrections.get(w) ?? w).join(' ') : undefined;
}

/** A search as read and planned: the listing filter that answers it and how it was read. */
export interface PlannedSearch {
  filter: ProductFilter;
  interpretation: SearchInterpretation;
}

/**
 * How long the catalogue's brand names and vocabulary are reused before they are read again: both change when
 * listings do, and a search that reads them every time pays a round trip each.
 */
const VOCABULARY_TTL_MS = 60_000;

/** The published catalogue's brands by their lower-case names. */
const catalogueBrands = perDatabase(
  async (db) => new Map((await brandNames(db)).map((name) => [name.toLowerCase(), name])),
  VOCABULARY_TTL_MS,
);

/** The search vocabulary's words (brand, name and category words of published products). */
const catalogueWords = perDatabase(async (db) => new Set(await vocabularyWords(db)), VOCABULARY_TTL_MS);

/** The relaxations tried, in order, when a search matches nothing (docs/behaviour/search.md#relaxation). */
function relaxations(read: UnderstoodQuery): PlanRelaxation[] {
  const limits: PlanRelaxation[] = [];
  if (read.price && !read.price.cheapest) limits.push({ dropPrice: true });
  if (read.audience) limits.push({ dropAudience: true });
  if (limits.length > 1) limits.push({ dropPrice: true, dropAudience: true });
  return limits;
}

/**
 * Reads a term for a full search (docs/behaviour/search.md#query-understanding) and plans it over `base` (the
 * listing's own filters): understood into types, brand, price, sizes, audience and colour; typo-corrected when it
 * matches fewer than CORRECT_BELOW products; relaxed when it matches none (the price limit, colour and audience
 * dropped, then the word whose absence finds the most). Undefined when the term holds no word to search for.
 * exact: the shopper's own words as text, nothing read into them ("Search instead for …").
 */
export async function planSearch(
  db: Db,
  original: string,
  base: ProductFilter,
  options: { exact?: boolean } = {},
): Promise<PlannedSearch | undefined> {
  let read = options.exact
    ? understandQuery(original, new Map(), WORDS_ONLY)
    : understandQuery(original, await catalogueBrands(db));
  // A query that is only an audience ("men", "लड़कियों के लिए") lists that audience's products; one that is only a
  // colour, a size or a price ("black", "xl") is searched as the words typed, never answered with nothing.
  if (!hasSearch(read) && !read.audience) read = understandQuery(original, new Map(), WORDS_ONLY);
  if (!hasSearch(read) && !read.audience) return undefined;
  const filterOf = (r: UnderstoodQuery, relax: PlanRelaxation = {}): ProductFilter => {
    const plan = searchPlan(r, relax);
    return {
      ...base,
      search: plan,
      // The shopper's own price filter wins over a price read from the words.
      minPricePaise: base.minPricePaise ?? plan.minPricePaise,
      maxPricePaise: base.maxPricePaise ?? plan.maxPricePaise,
    };
  };
  let chosen = read;
  let corrected: string | undefined;
  // A word the catalogue does not hold that is a product type's name misspelt ("televison", "sharee").
  const known = options.exact ? new Set<string>() : await catalogueWords(db);
  if (!options.exact && read.freeWords.length > 0) {
    const typos = typeNameCorrections(read.freeWords.filter((w) => !known.has(w)));
    if (typos.size > 0) {
      const text = replaceWords(original, typos);
      const reread = understandQuery(text, await catalogueBrands(db));
      // The misspelt word was the type ("televison", "cricket batt" → cricket bat), not a word beside a type
      // already named ("badminton racket" is no "badminton jacket").
      if (reread.types.length > 0 && reread.types.length <= Math.max(read.types.length, 1)) {
        [corrected, chosen] = [text, reread];
      }
    }
  }
  // How many products answer a reading, counting at most `cap`: with a type named only products of that type
  // do ("smart watch under 2000" is not answered by a fitness band whose text says smart and watch). One count
  // per reading tried; a brand query counts far enough to know whether it found only a few.
  const answering = (r: UnderstoodQuery, cap: number, relax?: PlanRelaxation) =>
    countMatching(db, filterOf(r, relax), cap, { headTypeOnly: r.types.length > 0 });
  const capOf = (r: UnderstoodQuery) =>
    r.brand && r.types.length === 0 ? IMPLIED_TYPE_BELOW : CORRECT_BELOW;
  let matches = await answering(chosen, capOf(chosen));
  // Then the closest catalogue word for each word that finds little, or that no product's name holds (with a
  // type named a word only ranks, so a misspelt one would find as much as a right one): "samsng", "quixotca".
  const doubtful = chosen.freeWords.filter((w) => matches < CORRECT_BELOW || !known.has(w));
  if (!options.exact && doubtful.length > 0) {
    const corrections = await correctWords(db, doubtful);
    if (corrections.size > 0) {
      const text = replaceWords(corrected ?? original, corrections);
      const reread = understandQuery(text, await catalogueBrands(db));
      const found = await answering(reread, capOf(reread));
      if (found >= matches) [chosen, corrected, matches] = [reread, text, found];
    }
  }
  // A brand and model query that finds a few products ("redmi 13c", "boat rockerz 450") lists them first and the
  // others of their type after, as a shopper comparing models would want; its words then rank. A rare word
  // without a brand ("zyloquartz") lists only what holds it.
  if (
    !options.exact &&
    chosen.types.length === 0 &&
    chosen.brand &&
    matches > 0 &&
    matches < IMPLIED_TYPE_BELOW
  ) {
    const path = await bestMatchPath(db, filterOf(chosen));
    if (path !== undefined) chosen = withImpliedType(chosen, path);
  }
  const interpretation = (
    relaxed?: SearchInterpretation['relaxed'],
    searched?: string,
  ): SearchInterpretation => {
    const typed = corrected ?? original;
    const rewritten = options.exact ? undefined : rewriteSearchTerm(typed);
    return {
      original,
      searched: searched ?? rewritten ?? typed,
      rewritten: rewritten !== undefined,
      corrected: corrected !== undefined,
      ...(chosen.parts.length > 0 ? { understood: chosen.parts } : {}),
      ...(relaxed ? { relaxed } : {}),
    };
  };
  if (matches > 0) return { filter: filterOf(chosen), interpretation: interpretation() };

  for (const relax of relaxations(chosen)) {
    if ((await answering(chosen, 1, relax)) > 0) {
      const left = chosen.parts.filter(
        (p) => (relax.dropPrice && p.kind === 'price') || (relax.dropAudience && p.kind === 'audience'),
      );
      const searched = dropWords(
        corrected ?? original,
        left.map((p) => p.words),
      );
      return {
        filter: filterOf(chosen, relax),
        interpretation: interpretation({ dropped: [], priceWidened: Boolean(relax.dropPrice) }, searched),
      };
    }
  }
  // Leave out the one word whose absence finds the most; with a type named, its words stay.
  const words = [...new Set(chosen.freeWords)];
  if (words.length + chosen.types.length > 1) {
    let best: { word: string; found: number } | undefined;
    for (const word of words) {
      const found = await answering(chosen, RELAX_SAMPLE, { dropWords: [word] });
      if (found > (best?.found ?? 0)) best = { word, found };
    }
    // No one word: leave out every word the catalogue does not hold ("toys for 5 year old").
    const unknown = best ? [] : words.filter((w) => !known.has(w));
    if (!best && unknown.length > 0 && unknown.length < words.length + chosen.types.length) {
      const found = await answering(chosen, 1, { dropWords: unknown });
      if (found > 0) best = { word: unknown.join(' '), found };
    }
    if (best) {
      const left = best.word.split(' ');
      return {
        filter: filterOf(chosen, { dropWords: left }),
        interpretation: interpretation(
          { dropped: left, priceWidened: false },
          dropWords(corrected ?? original, left),
        ),
      };
    }
  }
  // Nothing of the type: whatever the words found, if anything.
  return { filter: filterOf(chosen), interpretation: interpretation() };
}
