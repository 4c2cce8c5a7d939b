// A statement built once per database handle and prepared by name, for the reads a page makes on every request:
// drizzle builds a query's SQL anew on each call, which for the product page's reads was a fifth of the server's
// CPU at 900 requests a second, and PostgreSQL parses and plans a named statement once per connection instead of
// on every call. (A transaction-mode connection pooler in front of PostgreSQL must keep prepared statements:
// docs/operations.md#running-against-postgresql).
import type { Db } from './client.ts';

export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
