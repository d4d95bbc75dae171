import { WorkerLock } from '../webhooks/worker-lock';
import type { Logger } from '../util/logger';
import type { Exports } from './exports';
import type { Scheduler } from './scheduler';

/** Beside the database: one export runner per data directory (as one delivery worker). */
export const EXPORT_LOCK_FILE = 'export-runner.lock';

/**
 * The background part of exports and scheduled reports, in the process that holds the data
 * directory's export lock (`serve` or the desktop app, never the CLI). Each poll: the scheduler
 * queues the runs that are due, files past their retention are removed, and queued exports are
 * written one at a time. Exports left running by a process that died are queued again when the
 * lock is first taken (the lock proves no other process is writing them).
 */
export class ExportRunner {
  private lock: WorkerLock | null = null;
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<void> | null = null;
  private again = false;
  private stopping = false;

  constructor(
    private readonly exports: Exports,
    private readonly scheduler: Scheduler,
    private readonly dataDir: string,
    private readonly log: Logger,
    private readonly pollMs = 1000,
  ) {}

  start(): void {
    this.exports.onQueued = () => this.kick();
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Starts a poll now, or another one right after the one running. */
  kick(): void {
    if (this.stopping) return;
    if (this.current) {
      this.again = true;
      return;
    }
    this.current = (async () => {
      do {
        this.again = false;
        await this.poll().catch((error: unknown) =>
          this.log.warn({ err: error }, 'export runner: poll failed; will retry'),
        );
      } while (this.again && !this.stopping);
    })().finally(() => {
      this.current = null;
    });
  }

  /** Waits until the work due now is done (tests on a ManualClock, shutdown). */
  async settle(): Promise<void> {
    this.kick();
    while (this.current) await this.current;
  }

  private async poll(): Promise<void> {
    if (!this.lock) {
      this.lock = WorkerLock.tryAcquire(this.dataDir, EXPORT_LOCK_FILE);
      if (!this.lock) return;
      await this.exports.requeueInterrupted();
    }
    this.scheduler.queueDue();
    await this.exports.removeExpired();
    for (;;) {
      if (this.stopping) return;
      const row = this.exports.claim();
      if (!row) return;
      await this.exports.run(row, () => this.stopping);
      if (row.schedule_id) await this.scheduler.afterRun(row.schedule_id);
    }
  }

  /** Stops between chunks: an export cut short stays running and starts again next time. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.current) await this.current;
    this.lock?.release();
    this.lock = null;
  }
}
