// Writes the daily facts trending and popularity rank from (product_daily_stats, one row per product and UTC
// day): product views, batched per process, and units sold, written by the order transaction.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { productDailyStats } from '../../db/schema/product-stats.ts';

/** Today in UTC as the database sees it; every stats row is keyed by it. */
export const UTC_TODAY = sql`(now() at time zone 'UTC')::date`;

/**
 * Adds units sold today to a product's stats. Call it inside the order transaction (#7), so a rolled-back
 * order never counts; `tx` may be the database or a transaction.
 */
export async function recordSale(tx: Db, productId: string, quantity: number): Promise<void> {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) {
    throw new RangeError(`quantity must be a whole number above 0, got ${quantity}`);
  }
  await tx
    .insert(productDailyStats)
    .values({ productId, day: UTC_TODAY, sales: quantity })
    .onConflictDoUpdate({
      target: [productDailyStats.productId, productDailyStats.day],
      set: { sales: sql`${productDailyStats.sales} + ${quantity}` },
    });
}

/** Adds today's views of several products in one statement; ids of products that no longer exist are skipped. */
export async function addViews(db: Db, views: Map<string, number>): Promise<void> {
  if (views.size === 0) return;
  const rows = JSON.stringify([...views].map(([id, n]) => ({ id, n })));
  await db.execute(sql`
    insert into ${productDailyStats} (product_id, day, views)
    select v.id, ${UTC_TODAY}, v.n
    from json_to_recordset(${rows}::json) as v(id text, n int)
    join products p on p.id = v.id
    on conflict (product_id, day) do update set views = ${productDailyStats}.views + excluded.views`);
}

/**
 * Counts product page views in memory and writes them in batches: at most one write in flight per process,
 * views arriving meanwhile join the next one. A busy product page then costs one upsert per round trip
 * instead of one per view, and hot rows are not fought over by every request. A failed write is logged and
 * its views dropped: a view counter must never fail or slow a product read.
 */
export class ViewRecorder {
  private pending = new Map<string, number>();
  private writing: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  record(productId: string): void {
    this.pending.set(productId, (this.pending.get(productId) ?? 0) + 1);
    if (!this.writing) this.writing = this.drain();
  }

  /** Resolves once every view recorded so far is written (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(): Promise<void> {
    // Let the views of requests answered in the same tick join this batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.pending.size > 0) {
      const batch = this.pending;
      this.pending = new Map();
      try {
        await addViews(this.db, batch);
      } catch (err) {
        this.log.error({ err, products: batch.size }, 'could not record product views');
      }
    }
    this.writing = undefined;
  }
}

const recorders = new WeakMap<Db, ViewRecorder>();

/** The one recorder of a database handle, so every route (and a test) shares its batches. */
export function viewRecorderFor(db: Db, log: Pick<FastifyBaseLogger, 'error'>): ViewRecorder {
  let recorder = recorders.get(db);
  if (!recorder) {
    recorder = new ViewRecorder(db, log);
    recorders.set(db, recorder);
  }
  return recorder;
}
