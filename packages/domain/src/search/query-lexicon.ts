// The words shoppers in India name things with, in every script of the store's 14 languages
// (docs/behaviour/search.md#query-understanding): product types mapped to the catalogue's category paths, colours,
// audiences, brand spellings and the stop words of shopping language. Pure data read by query-understanding.ts.
import type { SearchAudience } from './search-interpretation.schema.ts';

/** A kind of product and every way a shopper names it. */
export interface ProductTypeEntry {
  /**
   * Category path prefixes (category/subcategory[/item], as products carry them) whose products are this type,
   * the most typical first; its first path's category-tree name labels it ("Showing smart watches").
   */
  paths: readonly string[];
  /**
   * Every name, lower-case NFC, singular and plural, multi-word phrases allowed: English and Indian-English
   * ("tv", "television", "led tv"), Indian words and their spellings ("kurti", "kurthi"), and the words of the 13
   * other languages in their scripts. A name belongs to one entry only.
   */
  names: readonly string[];
  /** Who the type is for when its name says so (a kurti is a women's garment). */
  audience?: SearchAudience;
}

export const PRODUCT_TYPES: readonly ProductTypeEntry[] = [];

/** Colour words of any script → the English colour name the catalogue's Colour specification uses. */
export const COLOUR_WORDS: Readonly<Record<string, string>> = {};

/** Audience words of any script ("men", "mens", "gents", "ladies", "पुरुषों", "बच्चों") → the audience. */
export const AUDIENCE_WORDS: Readonly<Record<string, SearchAudience>> = {};

/** Brand names as typed in other scripts or spellings ("सैमसंग", "samsang" is a typo, not here) → the brand. */
export const BRAND_SPELLINGS: Readonly<Record<string, string>> = {};

/** Words that join a shopping query and mean nothing alone: "for", "with", "ke", "liye", "wala", "के", "लिए". */
export const QUERY_STOP_WORDS: ReadonlySet<string> = new Set();
