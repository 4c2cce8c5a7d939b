// How a typed term becomes what is searched (issue 10): trimmed, rewritten (mobile → smartphone) while the
// typed words still match, and when that finds little, typo-corrected against real brand and name words.
import type { SearchInterpretation } from '@haat/domain/search/search-interpretation.schema';
import {
  anyOfTsQuery,
  closestCorrection,
  rewriteOfWord,
  rewriteSearchTerm,
  searchWords,
  singularPrefix,
} from '@haat/domain/search/search-terms';
import type { Db } from '../../db/client.ts';
import { correctionCandidates, countMatches } from './search.repository.ts';

/** Fewer matches than this and the words are checked for typos ("finds little or nothing"). */
export const CORRECT_BELOW = 3;
/** Shorter words are not corrected: two edits would make anything of them. */
const MIN_CORRECTED_LENGTH = 3;

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
/** The reading relevance prefers: the term as searched (rewritten or corrected when it was). */
export const rankQueryOf = (read: ReadTerm): string => anyOfTsQuery([read.interpretation.searched]);

/**
 * The term with each misspelt word replaced by the closest brand, product-name or category word of the
 * vocabulary (isFuzzyMatch: at most 2 edits and 40 %), or undefined when no word needed it. A word that begins a real word is left alone: the
 * prefix search already finds it ('iphon' is iPhone being typed, not a typo).
 */
export async function correctTerm(db: Db, term: string): Promise<string | undefined> {
  const words = searchWords(term);
  const checked = words.filter(
    // A rewrite key or its start ('earph') is understood, not misspelt.
    (w) => w.length >= MIN_CORRECTED_LENGTH && !/^\d+$/.test(w) && rewriteOfWord(w) === undefined,
  );
  if (checked.length === 0) return undefined;
  const candidates = await correctionCandidates(db, [...new Set(checked)]);
  let changed = false;
  const corrected = words.map((word) => {
    const found = candidates.get(word);
    if (!found) return word;
    if (found.some((c) => c.startsWith(singularPrefix(word)))) return word;
    const replacement = closestCorrection(word, found);
    if (replacement === undefined) return word;
    changed = true;
    return replacement;
  });
  return changed ? corrected.join(' ') : undefined;
}

/**
 * A term read for a full search: its readings and tsquery, corrected when the plain reading matches fewer
 * than CORRECT_BELOW published products. Undefined when the term holds no word to search for.
 */
export async function interpretSearch(
  db: Db,
  original: string,
  options: { exact?: boolean } = {},
): Promise<(ReadTerm & { textQuery: string; rankQuery: string }) | undefined> {
  if (searchWords(original).length === 0) return undefined;
  // "Search instead for …": the shopper's own words, neither rewritten nor corrected.
  if (options.exact) {
    const typed: ReadTerm = {
      interpretation: { original, searched: original, rewritten: false, corrected: false },
      readings: [original],
    };
    return { ...typed, textQuery: tsQueryOf(typed), rankQuery: rankQueryOf(typed) };
  }
  const plain = readTerm(original);
  const plainQuery = tsQueryOf(plain);
  if ((await countMatches(db, plainQuery, CORRECT_BELOW)) >= CORRECT_BELOW) {
    return { ...plain, textQuery: plainQuery, rankQuery: rankQueryOf(plain) };
  }
  const corrected = await correctTerm(db, original);
  if (corrected === undefined) return { ...plain, textQuery: plainQuery, rankQuery: rankQueryOf(plain) };
  const read = readTerm(original, corrected);
  return { ...read, textQuery: tsQueryOf(read), rankQuery: rankQueryOf(read) };
}
