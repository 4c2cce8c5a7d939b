// The PostgreSQL connection pool: pg's Pool, made safe for a database that drops its connections (a restart, a
// failover, a database dropped and restored). No client whose connection died stays checked out or goes back idle.
import pg from 'pg';

/**
 * How long a request waits for a connection (a free one of the pool, or a new one) before it is answered 503:
 * without a limit, a server that stops answering (not refusing) would hold every request until the operating
 * system gives up on TCP, minutes later.
 */
export const CONNECTION_TIMEOUT_MS = 10_000;

/**
 * drizzle-orm's node-postgres transaction() sends BEGIN before the try/finally that releases its client
 * (drizzle-team/drizzle-orm#6023, #6341, open in 0.45): a BEGIN on a connection that has just been terminated
 * leaks the client for good, and after a few outages every request waits on an empty pool. Here a checked-out
 * client is released with an error (so pg-pool destroys it) as soon as its connection ends or fails, and a second
 * release (drizzle's finally, later) does nothing.
 */
export class ReleasingPool extends pg.Pool {
  // pg-pool calls connect(callback) itself for pool.query, which releases on error already; drizzle awaits connect().
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(releaseWhenConnectionDies);
  }
}

function releaseWhenConnectionDies(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const onDeath = (err?: Error) => finish(err ?? new Error('Connection terminated while checked out'));
  const finish = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', onDeath);
    client.removeListener('error', onDeath);
    release(err);
  };
  client.once('end', onDeath);
  client.once('error', onDeath);
  client.release = finish;
  return client;
}
