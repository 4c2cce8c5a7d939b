// Rebuilds search_vocabulary, the words typos are corrected against, at start-up and every
// VOCABULARY_REFRESH_MS: a new product's words are known to the correction within minutes, and a search
// never reads every product to correct a word. Like the popularity job, an advisory lock lets one of several
// instances rebuild while the others skip the round.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { PeriodicJob, type JobLog } from '../../../jobs/periodic-job.ts';
import { rowsOf } from '../sql-rows.ts';

export const VOCABULARY_REFRESH_MS = 10 * 60 * 1000;
/** pg advisory lock key of this job ('srch' in ASCII). */
const VOCABULARY_LOCK_KEY = 0x73726368;

/**
 * Replaces the vocabulary with the words (3 to 40 characters, not only digits) of the name, brand and
 * category parts (weights A and B) of published products' documents, with how many products hold each.
 * Answers the number of words, or null when another instance held the lock.
 */
export async function refreshVocabulary(db: Db): Promise<number | null> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [lock] = await rowsOf<{ locked: boolean }>(
      t,
      sql`select pg_try_advisory_xact_lock(${sql.raw(String(VOCABULARY_LOCK_KEY))}) as locked`,
    );
    if (!lock?.locked) return null;
    await t.execute(sql`delete from search_vocabulary`);
    const inserted = await rowsOf<{ word: string }>(
      t,
      sql`insert into search_vocabulary (word, products)
          select word, ndoc from ts_stat('select ts_filter(search_document, ''{a,b}'') from products where is_published')
          where char_length(word) between 3 and 40 and word !~ '^[0-9]+$'
          returning word`,
    );
    return inserted.length;
  });
}

/** Runs refreshVocabulary now and then every intervalMs (0: only now); a failed round is logged, never thrown. */
export class VocabularyJob extends PeriodicJob {
  constructor(db: Db, log: JobLog, intervalMs = VOCABULARY_REFRESH_MS) {
    super('search vocabulary rebuild', () => refreshVocabulary(db), log, intervalMs);
  }
}
