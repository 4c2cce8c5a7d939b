// A small time-bounded cache of listing pages, totals, facet counts and trending answers per query. Counting a large
// catalogue costs full scans; shoppers paging or re-sorting the same filter reuse the counts. Concurrent
// requests for the same key share one computation. Once a value is older than the TTL, the next request
// still gets it at once while one refresh runs behind it (stale-while-revalidate): a computation that takes
// about as long as the TTL never makes every shopper wait. Answers may so lag a product change by the TTL plus
// one computation.
import { catalogueGeneration } from './catalogue-changes.ts';

interface Entry<V> {
  /** The computation in flight for a key seen for the first time, or the last good value. */
  value: Promise<V>;
  expires: number;
  refreshing: boolean;
  /** catalogueGeneration() when computed: an entry from before a listing change is a miss (catalogue-changes.ts). */
  generation?: number;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (!hit || hit.generation !== catalogueGeneration()) return this.start(key, load);
    if (hit.expires <= this.now() && !hit.refreshing) {
      hit.refreshing = true;
      load().then(
        (value) => {
          // Re-inserted so that the oldest entry is the first one the Map yields.
          this.entries.delete(key);
          this.entries.set(key, {
            value: Promise.resolve(value),
            expires: this.now() + this.ttlMs,
            refreshing: false,
            generation: hit.generation,
          });
        },
        // A failed refresh keeps the old value and lets the next request try again.
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit.value;
  }

  private start(key: string, load: () => Promise<V>): Promise<V> {
    const value = load();
    const entry: Entry<V> = {
      value,
      expires: this.now() + this.ttlMs,
      refreshing: false,
      generation: catalogueGeneration(),
    };
    // A failed first computation is not remembered.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
    return value;
  }
}
