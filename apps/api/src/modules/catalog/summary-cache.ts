// A small time-bounded cache of listing totals and facet counts per filter. Counting a large catalogue costs
// full scans; shoppers paging or re-sorting the same filter reuse the counts for a few seconds (counts may lag
// a product change by at most the TTL; the page rows themselves are always read fresh). Concurrent requests
// for the same filter share one computation.
export class TtlCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const time = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > time) return hit.value;
    if (hit) this.entries.delete(key);
    const value = load();
    // A failed computation is not remembered.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    // Oldest first: Map keeps insertion order, so the first key is the one to drop.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { expires: time + this.ttlMs, value });
    return value;
  }
}
