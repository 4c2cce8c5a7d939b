// Seeds an empty database with the deterministic foundation data; a database that has data is left alone.
import type { Db } from '../client.ts';

export async function seedIfEmpty(_db: Db): Promise<void> {
  // Filled by the seed module (sellers, products) — see seed-foundation.
}
