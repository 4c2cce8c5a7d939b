// Inserts many rows in few statements: each chunk travels as one JSON parameter that PostgreSQL expands with
// jsonb_populate_recordset, so a statement never nears the 65,535 bind-parameter limit and the same code is fast
// on PGlite and on a PostgreSQL server.
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

/** Rows per statement: a few megabytes of JSON at most. */
export const JSON_CHUNK_ROWS = 2000;

function toJsonValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/** Only the columns the rows name are written; the others take their defaults. */
export async function insertJsonRows<T extends PgTable>(
  db: Pick<Db, 'execute'>,
  table: T,
  rows: readonly Record<string, unknown>[],
  chunkRows = JSON_CHUNK_ROWS,
  /** Called after each statement with the rows written so far (a first start's progress lines). */
  onChunk?: (written: number, total: number) => void,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const names = columns.map(([, column]) => `"${column.name}"`).join(', ');
  const tableName = `"${getTableName(table)}"`;
  for (let i = 0; i < rows.length; i += chunkRows) {
    const chunk = rows
      .slice(i, i + chunkRows)
      .map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, toJsonValue(row[key])])));
    await db.execute(
      sql`insert into ${sql.raw(tableName)} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_populate_recordset(null::${sql.raw(tableName)}, ${JSON.stringify(chunk)}::jsonb)`,
    );
    onChunk?.(i + chunk.length, rows.length);
  }
}
