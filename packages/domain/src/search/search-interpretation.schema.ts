// How the server read a search term; its own file because both the search answer (search.schema) and the
// product listing (catalog/product.schema) carry it, and search.schema already imports product.schema.
import { z } from 'zod';

/** Who a query asks for (docs/behaviour/search.md#query-understanding): a word such as "men", "ladies", "बच्चों". */
export const SEARCH_AUDIENCES = ['men', 'women', 'boys', 'girls', 'kids', 'baby'] as const;
export type SearchAudience = (typeof SEARCH_AUDIENCES)[number];

/** The kinds of part a query is read into; the web names each in the shopper's language. */
export const UNDERSTOOD_PART_KINDS = ['type', 'brand', 'price', 'audience', 'colour', 'size'] as const;
export type UnderstoodPartKind = (typeof UNDERSTOOD_PART_KINDS)[number];

/**
 * One part of the query the server understood, with the search that undoes it: "under 2000" read as a price
 * limit is undone by searching the rest of the words; a product type by searching the words as typed (exact).
 */
export const understoodPartSchema = z.object({
  kind: z.enum(UNDERSTOOD_PART_KINDS),
  /** The words of the query this part was read from, as typed ("2k se kam", "for men", "tv"). */
  words: z.string(),
  /**
   * What they were read as, as a code the web translates: type → its category path
   * ("electronics/wearables/smart-watches", named by the category tree); brand → the brand as the catalogue
   * spells it; audience → a SEARCH_AUDIENCES code; colour → the English colour name; size → value and unit
   * ("1.5 ton", "256 gb"); price → "min-max" in rupees, either side empty ("-2000", "20000-30000", "50000-"),
   * or "low" for a word asking for the cheapest ("cheap", "sasta": cheapest first, no limit).
   */
  value: z.string(),
  /** The search that drops this part: its q, and exact when the words are then to be searched as typed. */
  undo: z.object({ q: z.string(), exact: z.boolean().optional() }),
});
export type UnderstoodPart = z.infer<typeof understoodPartSchema>;

/** Shown as "Showing results for smartphone" with a link to search the original instead. */
export const searchInterpretationSchema = z.object({
  /** What was typed, trimmed. */
  original: z.string(),
  /** What was searched: the original, rewritten (mobile → smartphone) and/or corrected (samsng → samsung). */
  searched: z.string(),
  rewritten: z.boolean(),
  corrected: z.boolean(),
  /** The parts of the query read as a type, brand, price, audience, colour or size, in the query's order. */
  understood: z.array(understoodPartSchema).optional(),
  /**
   * Nothing matched the query as read, so it was relaxed (docs/behaviour/search.md#relaxation): "No results for
   * <original>; showing results for <searched>". dropped: the words left out; priceWidened: the price limit was
   * dropped.
   */
  relaxed: z.object({ dropped: z.array(z.string()), priceWidened: z.boolean() }).optional(),
});
export type SearchInterpretation = z.infer<typeof searchInterpretationSchema>;
