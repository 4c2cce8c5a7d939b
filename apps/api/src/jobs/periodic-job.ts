// A background round run at start-up and then every intervalMs (0: only at start-up), one round at a time; a
// failed round is logged, never thrown, and a stopped job runs no more rounds. The popularity and search
// vocabulary jobs are both this with their own round.
import type { FastifyBaseLogger } from 'fastify';

export type JobLog = Pick<FastifyBaseLogger, 'error' | 'debug'>;

export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    /** What the log calls a round: 'popularity refresh'. */
    private readonly name: string,
    private readonly round: () => Promise<unknown>,
    private readonly log: JobLog,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (this.stopped) return;
    void this.run();
    // unref: a pending round must never keep the process alive on its own.
    if (this.intervalMs > 0) this.timer = setInterval(() => void this.run(), this.intervalMs).unref();
  }

  /** Queues one round after any running one; resolves when it is done. */
  run(): Promise<void> {
    this.running = this.running.then(async () => {
      if (this.stopped) return;
      try {
        const result = await this.round();
        this.log.debug({ result }, `${this.name} done`);
      } catch (err) {
        this.log.error({ err }, `${this.name} failed`);
      }
    });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
