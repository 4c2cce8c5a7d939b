// What a start is doing, as plain lines on stderr (opening the database, migrating, loading the pincode directory,
// seeding, ready): a first start takes seconds on a laptop and minutes on a loaded machine, and without these lines
// it was silent. stdout keeps the JSON log for machines; LOG_LEVEL=warn and above silence these lines too.
import type { Config } from './config.ts';

export type StartupProgress = (line: string) => void;

const QUIET_LEVELS: ReadonlySet<Config['logLevel']> = new Set(['warn', 'error', 'fatal', 'silent']);

export function createStartupProgress(
  logLevel: Config['logLevel'],
  write: (text: string) => void = (text) => void process.stderr.write(text),
): StartupProgress {
  if (QUIET_LEVELS.has(logLevel)) return () => {};
  return (line) => write(`${line}\n`);
}

/** Seconds since `started` (a performance.now() reading), for the progress lines: "3.4 s". */
export function secondsSince(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}
