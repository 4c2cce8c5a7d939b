// Raw SQL rows from either driver: node-postgres and PGlite both answer db.execute with `{ rows }`.
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
