// A value read from the database at most once per `ttl` for each database handle (a failed read is not kept): for
// facts that change slowly and that many requests need (the catalogue's brands and words, its size), where a read
// each time costs a round trip. A transaction is its own handle, so a read inside one is not shared.
import type { Db } from './client.ts';

export function perDatabase<T>(load: (db: Db) => Promise<T>, ttl: number): (db: Db) => Promise<T> {
  const cache = new WeakMap<Db, { at: number; value: Promise<T> }>();
  return (db) => {
    const cached = cache.get(db);
    if (cached && Date.now() - cached.at < ttl) return cached.value;
    const value = load(db);
    value.catch(() => cache.delete(db));
    cache.set(db, { at: Date.now(), value });
    return value;
  };
}
