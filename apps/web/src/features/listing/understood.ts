// What the results page says it understood of a search (docs/behaviour/search.md#results-page-notices): the parts
// the server read (search-interpretation.schema understood) as the words of one sentence, each with the address
// that undoes it. Pure: the component translates the keys these return.
import { findCategory } from '@haat/domain/catalog/category-tree';
import type {
  SearchAudience,
  SearchInterpretation,
  UnderstoodPart,
} from '@haat/domain/search/search-interpretation.schema';
import { tk } from '../../i18n/translation-key.ts';

/** URL and API flag: search the term as typed, without rewrites, typo correction or reading. */
export const EXACT_PARAM = 'exact';

/** The category tree's name for a path (root, root/sub or root/sub/item); undefined for a path it lacks. */
export function categoryPathName(path: string): string | undefined {
  const [rootId = '', subId, itemId] = path.split('/');
  const root = findCategory(rootId);
  if (!root || root.pseudo) return undefined;
  if (!subId) return root.name;
  const sub = root.subcategories.find((s) => s.id === subId);
  if (!sub) return undefined;
  if (!itemId) return sub.name;
  return sub.items.find((i) => i.id === itemId)?.name;
}

/** A price part's value: "-2000" under, "500-" over, "20000-30000" between, "low" cheapest first. */
export type PriceReading =
  | { kind: 'under'; max: number }
  | { kind: 'over'; min: number }
  | { kind: 'between'; min: number; max: number }
  | { kind: 'low' };

export function readPriceValue(value: string): PriceReading | undefined {
  if (value === 'low') return { kind: 'low' };
  const match = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/.exec(value);
  if (!match) return undefined;
  const min = match[1] === undefined ? undefined : Number(match[1]);
  const max = match[2] === undefined ? undefined : Number(match[2]);
  if (min !== undefined && max !== undefined) return { kind: 'between', min, max };
  if (max !== undefined) return { kind: 'under', max };
  if (min !== undefined) return { kind: 'over', min };
  return undefined;
}

/** "for men" and the rest, each a whole phrase so that a language puts its postposition where it belongs. */
export const AUDIENCE_PHRASES: Record<SearchAudience, string> = {
  men: tk('for men'),
  women: tk('for women'),
  boys: tk('for boys'),
  girls: tk('for girls'),
  kids: tk('for kids'),
  baby: tk('for babies'),
};

/**
 * One of the sentence's slots: a translation key and its values, to be translated as a whole phrase. A text is
 * shown as it is (a brand, a size).
 */
export type Phrase = { key: string; values?: Record<string, string | number> } | { text: string };

export interface NoticePart {
  part: UnderstoodPart;
  /** What the sentence and the chip say for it. */
  phrase: Phrase;
}

/** How a part reads in the sentence; a value the web cannot name reads as the words typed. */
export function partPhrase(part: UnderstoodPart): Phrase {
  switch (part.kind) {
    case 'type': {
      const name = categoryPathName(part.value);
      return name ? { key: name } : { text: part.words };
    }
    case 'brand':
      return { text: part.value || part.words };
    case 'price': {
      const price = readPriceValue(part.value);
      if (!price) return { text: part.words };
      if (price.kind === 'low') return { key: tk('at low prices') };
      if (price.kind === 'under') return { key: tk('under {{price}}'), values: { price: price.max } };
      if (price.kind === 'over') return { key: tk('over {{price}}'), values: { price: price.min } };
      return { key: tk('between {{min}} and {{max}}'), values: { min: price.min, max: price.max } };
    }
    case 'audience': {
      const phrase = AUDIENCE_PHRASES[part.value as SearchAudience] as string | undefined;
      return phrase ? { key: phrase } : { text: part.words };
    }
    case 'colour':
      // The seed's colour names (Black, Navy Blue) are translated keys of the colour filter already.
      return part.value ? { key: part.value } : { text: part.words };
    case 'size':
      return { text: part.value || part.words };
  }
}

/**
 * The parts the page names and offers to undo. None after a relaxation: the results no longer hold every part
 * (a price widened, a word dropped), and each part's undo search still carries what found nothing.
 */
export function shownParts(query: SearchInterpretation): NoticePart[] {
  if (query.relaxed) return [];
  return (query.understood ?? []).map((part) => ({ part, phrase: partPhrase(part) }));
}

/**
 * The sentence's template (one per shape: with a product type, or without one, when only a brand, price,
 * audience, colour or size was read) and which part fills each slot. A slot with no part is left empty and the
 * spaces around it collapse; every slot holds a whole phrase ("under ₹2,000", "for men").
 */
export function noticeTemplate(parts: readonly NoticePart[]): {
  key: string;
  slots: Partial<Record<'type' | 'brand' | 'price' | 'audience' | 'colour' | 'size', NoticePart>>;
} {
  const slots: Partial<Record<UnderstoodPart['kind'], NoticePart>> = {};
  // The query's first part of a kind fills its slot ("tv under 20000 under 30000" names one price).
  for (const part of parts) slots[part.part.kind] ??= part;
  const key = slots.type
    ? tk('Showing {{colour}} {{size}} {{brand}} {{type}} {{price}} {{audience}}')
    : tk('Showing {{colour}} {{size}} {{brand}} products {{price}} {{audience}}');
  return { key, slots };
}

/**
 * The address that undoes a part: this page with the part's undo search as q (exact when the server says so),
 * every other parameter kept (filters, sort), back to page 1. A term in the path gives way to q.
 */
export function undoHref(basePath: string, current: URLSearchParams, undo: UnderstoodPart['undo']): string {
  const params = new URLSearchParams(current);
  params.delete('search');
  params.delete('page');
  params.set('q', undo.q);
  if (undo.exact) params.set(EXACT_PARAM, 'true');
  else params.delete(EXACT_PARAM);
  return `${basePath}?${params.toString()}`;
}
