// Search's tables (issue 10): the log trending searches are counted from, and the vocabulary typos are
// corrected against.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A normalised term, how many products it found and when. Deliberately no user, session or address: what a
 * shopper searched is nobody's business.
 */

export const searchLog = pgTable(
  'search_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Trimmed, lower-case, inner whitespace collapsed (search-terms normaliseSearchTerm). */
    term: text('term').notNull(),
    resultCount: integer('result_count').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Trending reads a window of days and groups by term: the whole query is answered from this index.
    index('search_log_window_idx').on(t.searchedAt, t.term, t.resultCount),
    // Completions read the terms starting with what is typed.
    index('search_log_term_idx').on(t.term.op('text_pattern_ops'), t.searchedAt),
    check('search_log_term_length', sql`char_length(${t.term}) between 1 and 200`),
    check('search_log_result_count', sql`${t.resultCount} >= 0`),
  ],
);

/**
 * The words of published products' names, brands and category paths (the A and B parts of their search
 * documents) with how many products hold each, rebuilt by the vocabulary job (modules/catalog/search). A misspelt
 * word is compared with these few tens of thousands of words by trigram similarity, which stays fast at a
 * million products where a trigram scan of every name would not (PostgreSQL's pg_trgm docs recommend it).
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: text('word').primaryKey(),
    products: integer('products').notNull(),
  },
  (t) => [index('search_vocabulary_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
