// Types of embedded-postgres.mjs (plain JavaScript, shared with the test runner).
export interface EmbeddedPostgresOptions {
  /** The cluster's folder (data/, socket/, password, postgres.log); a new temporary folder when not persistent. */
  dir?: string;
  /** true: kept between starts, durable settings; false: a throw-away test server removed by stop(). */
  persistent?: boolean;
  /** The database the URL names, created when missing (default `postgres`). */
  database?: string;
  log?: (line: string) => void;
  /** Called before initdb runs, i.e. on the first start of a persistent cluster. */
  onInitdb?: () => void;
}

export interface EmbeddedPostgres {
  url: string;
  version: string;
  port: number;
  stop(): Promise<void>;
}

export function startEmbeddedPostgres(options?: EmbeddedPostgresOptions): Promise<EmbeddedPostgres>;
