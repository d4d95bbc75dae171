/**
 * Recording attempts by group commit (docs/delivery.md, "Recording"): the attempts whose
 * exchange ends within RECORD_DELAY_MS of the first (at most RECORD_BATCH) are settled and
 * written to the history in ONE transaction, so a crash never separates a settled delivery from
 * its history row.
 */
import type { Database } from '../db/database';
import type { Clock } from '../util/clock';
import type { AttemptView } from './attempts';
import type { AttemptRow, DeliveryStore } from './delivery-store';
import type { FinishedAttempt, Settler } from './settle';

/** Group commit: at most this long after an attempt ends, or this many attempts. */
export const RECORD_DELAY_MS = 10;
export const RECORD_BATCH = 256;
/**
 * Records commit without an fsync of their own (docs/delivery.md, "Recording"): a record lost to
 * a power cut leaves its delivery pending, so it is sent again, and the event loop does not wait
 * for the disk once per batch.
 */
const RECORD_COMMIT = { durable: false };

/** A recorded attempt: its history row and the row's id. */
export interface Recorded {
  id: number;
  row: AttemptRow;
}

/** The attempt as the history shows it (the desktop's live history). */
export const recordedView = ({ id, row }: Recorded): AttemptView => {
  const { event_body: _stored, ...view } = row;
  return {
    ...view,
    id,
    at: new Date(row.at).toISOString(),
    next_attempt_at:
      row.next_attempt_at === null ? null : new Date(row.next_attempt_at).toISOString(),
  };
};

interface Queued {
  attempt: FinishedAttempt;
  resolve: (recorded: Recorded | null) => void;
  reject: (error: unknown) => void;
}

export class Recorder {
  private queue: Queued[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly store: DeliveryStore,
    private readonly settler: Settler,
    private readonly clock: Clock,
  ) {}

  /**
   * Settles the attempt and writes its history row in the next group commit. Resolves once
   * that commits: to the record, or null when the delivery or its webhook was deleted
   * meanwhile. Rejects when the attempt could not be recorded (its delivery stays pending).
   */
  record(attempt: FinishedAttempt): Promise<Recorded | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ attempt, resolve, reject });
      if (this.queue.length >= RECORD_BATCH) {
        if (this.timer) clearTimeout(this.timer);
        this.timer = setTimeout(() => this.flush(), 0);
      } else {
        this.timer ??= setTimeout(() => this.flush(), RECORD_DELAY_MS);
      }
    });
  }

  /** Writes what is queued now. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    let results: (Recorded | null | { error: unknown })[];
    try {
      results = this.db.tx(() => this.write(batch, false), RECORD_COMMIT);
    } catch {
      // One record failed and took the batch with it: write them again, each in its own
      // savepoint, so the others keep their record.
      try {
        results = this.db.tx(() => this.write(batch, true), RECORD_COMMIT);
      } catch (error) {
        for (const item of batch) item.reject(error);
        return;
      }
    }
    batch.forEach((item, i) => {
      const r = results[i]!;
      if (r !== null && 'error' in r) item.reject(r.error);
      else item.resolve(r);
    });
  }

  /** The batch's records, inside the transaction: every delivery settled, every row written. */
  private write(batch: Queued[], isolated: boolean): (Recorded | null | { error: unknown })[] {
    this.settler.begin();
    if (!isolated) {
      const rows = batch.map((item) => this.settler.settle(item.attempt, this.clock.now()));
      const ids = this.store.appendAttempts(rows.filter((r) => r !== null));
      let k = 0;
      return rows.map((row) => (row === null ? null : { id: ids[k++]!, row }));
    }
    return batch.map((item) => {
      try {
        // Inside a transaction: a savepoint.
        return this.db.tx(() => {
          const row = this.settler.settle(item.attempt, this.clock.now());
          return row === null ? null : { id: this.store.appendAttempts([row])[0]!, row };
        });
      } catch (error) {
        this.settler.begin(); // its webhook row may have been read in the rolled-back savepoint
        return { error };
      }
    });
  }
}
