// A snapshot of every table the API writes, to prove that a batch of calls changed nothing: rows as sorted JSON per
// table, compared table by table.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Tables left out, each for a reason that has nothing to do with one shopper's data. */
const SKIPPED: Record<string, string> = {
  pincodes: 'reference data (the India Post directory), tens of thousands of rows no route writes',
  reference_data_versions: 'reference data',
};

export type Snapshot = Record<string, string[]>;

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export async function snapshotTables(db: Db): Promise<Snapshot> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: Snapshot = {};
  for (const { name } of tables) {
    if (name in SKIPPED) continue;
    const rows = await rowsOf<Record<string, unknown>>(db, sql.raw(`select * from "${name}"`));
    snapshot[name] = rows
      .map((row) => JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)))
      .sort();
  }
  return snapshot;
}

/** Per changed table, the rows only before (-) and only after (+). */
export function snapshotDiff(before: Snapshot, after: Snapshot): Record<string, string[]> {
  const diff: Record<string, string[]> = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = new Set(before[table] ?? []);
    const now = new Set(after[table] ?? []);
    const changes = [
      ...[...was].filter((r) => !now.has(r)).map((r) => `- ${r}`),
      ...[...now].filter((r) => !was.has(r)).map((r) => `+ ${r}`),
    ];
    if (changes.length > 0) diff[table] = changes;
  }
  return diff;
}
