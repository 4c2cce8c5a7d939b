// Writes full searches to search_log for trending (issue 10) in batches, off the answer's path: a search is
// answered first, and its log line joins the next insert. No user, session or address is ever written.
import type { FastifyBaseLogger } from 'fastify';
import { normaliseSearchTerm } from '@haat/domain/search/search-terms';
import type { SearchInterpretation } from '@haat/domain/search/search-interpretation.schema';
import { SEARCH_LIMITS } from '@haat/domain/search/search.schema';
import type { Db } from '../../../db/client.ts';
import { insertSearches, type LoggedSearch } from './search.repository.ts';

/** A burst of searches is written in one statement of at most this many rows; more wait for the next. */
const BATCH_SIZE = 500;
/** Searches kept in memory while the database is slow; beyond this they are dropped, not queued forever. */
const MAX_PENDING = 10_000;

export class SearchLogRecorder {
  private pending: LoggedSearch[] = [];
  private writing: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  /** Notes one search; terms under 2 characters (nothing was searched) are not logged. */
  record(term: string, resultCount: number): void {
    const normalised = normaliseSearchTerm(term).slice(0, SEARCH_LIMITS.maxTermLength);
    if (normalised.length < SEARCH_LIMITS.minTermLength || this.pending.length >= MAX_PENDING) return;
    this.pending.push({ term: normalised, resultCount, searchedAt: new Date() });
    if (!this.writing) this.writing = this.drain();
  }

  /** Resolves once every search recorded so far is written (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(): Promise<void> {
    // Let the searches answered in the same tick join this batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, BATCH_SIZE);
      try {
        await insertSearches(this.db, batch);
      } catch (err) {
        // A log line must never fail a search: it is dropped and said so.
        this.log.error({ err, searches: batch.length }, 'could not log searches');
      }
    }
    this.writing = undefined;
  }
}

/**
 * The term a search counts for: as typed, or its correction when it was misspelt ('samsng' trends as
 * samsung, and is never offered as a completion). A rewrite is no misspelling: 'mobile' stays mobile.
 */
export function loggedTerm(original: string, read: SearchInterpretation | undefined): string {
  return read?.corrected ? read.searched : original;
}

const recorders = new WeakMap<Db, SearchLogRecorder>();

/** The one recorder of a database handle, shared by the search and catalogue routes (and a test). */
export function searchLogFor(db: Db, log: Pick<FastifyBaseLogger, 'error'>): SearchLogRecorder {
  let recorder = recorders.get(db);
  if (!recorder) {
    recorder = new SearchLogRecorder(db, log);
    recorders.set(db, recorder);
  }
  return recorder;
}
