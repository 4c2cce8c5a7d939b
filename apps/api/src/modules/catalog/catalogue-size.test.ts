// The size hints of catalogue-size.sql.ts: free estimates from the planner's statistics, which countMatches uses
// to tell a small category from a large one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase, testDatabaseKind } from '../../testing/build-test-app.ts';
import { categorySizes } from './catalogue-size.sql.ts';
import { rowsOf } from './sql-rows.ts';

describe(`catalogue size hints (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase({ seed: { demoCustomer: false } }));
  });
  afterAll(() => drop?.());

  it('estimates each category from the statistics', async () => {
    await database.db.execute(sql`analyze products`);
    const counted = await rowsOf<{ category: string; n: number }>(
      database.db,
      sql`select category, count(*)::int as n from products group by category`,
    );
    expect(counted.length).toBeGreaterThan(3);
    const after = await categorySizes(database.db);
    // The seeded table is smaller than ANALYZE's sample, so its statistics count every row.
    for (const { category, n } of counted) expect(after.get(category), category).toBeCloseTo(n, -1);
  });
});
