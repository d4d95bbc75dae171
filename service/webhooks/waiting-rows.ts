/**
 * One webhook's history rows waiting to be written (see AttemptHistory), kept off the JS heap.
 * Under load a waiting row lives until 100 newer ones of its webhook arrive: ~1,000 deliveries
 * with 10 webhooks, as long as the young generation takes to fill once or twice. As objects
 * (the row, its header objects, their strings) they were copied by the young generation's
 * collections and moved to the old one, whose collections then came every other burst (GC
 * pauses 24 -> 17 ms per 5,000 deliveries when they moved here; docs/performance.md, "Eighth
 * session"). Here a row is numbers in a Float64Array, the texts it made (its headers as JSON,
 * the response body, the error message) UTF-8 in one byte arena, and references to strings it
 * shares with others (the ids, the type, the event's body): nothing per row for a collector to
 * copy.
 */
import type { DeliveryAttemptRow } from '../db/entities';
import { HISTORY_LIMIT } from './registry';

/** A history row as the INSERT binds it: the table's row, with `at` in epoch ms. */
export type StoredRow = Omit<DeliveryAttemptRow, 'at' | 'succeeded'> & {
  at: number;
  succeeded: boolean;
};

// A slot's numbers (NaN is null).
const ID = 0;
const DELIVERY = 1;
const ATTEMPT = 2;
const AT = 3;
const SUCCEEDED = 4;
const STATUS = 5;
const DURATION = 6;
const NEXT = 7;
const NUMBERS = 8;
// A slot's references.
const EVENT_ID = 0;
const EVENT_TYPE = 1;
const ERROR_KIND = 2;
const REQUEST_BODY = 3;
const REFS = 4;
// A slot's texts, each an (offset, byte length) span of the arena, written one after the other
// (the first one's offset is where the row's bytes begin); length -1 is null.
const TEXTS = 4;

const MIN_ARENA = 64 * 1024;
/** A larger arena is not kept once its rows are written (a receiver's long answers grew it). */
const MAX_KEPT_ARENA = 256 * 1024;

const nullable = (n: number): number | null => (Number.isNaN(n) ? null : n);

export class WaitingRows {
  private readonly numbers = new Float64Array(HISTORY_LIMIT * NUMBERS);
  private readonly refs = new Array<string | null>(HISTORY_LIMIT * REFS).fill(null);
  private readonly spans = new Int32Array(HISTORY_LIMIT * TEXTS * 2);
  private arena = Buffer.allocUnsafeSlow(MIN_ARENA);
  /** Where the next row's bytes go. */
  private end = 0;
  /** The slot of the oldest row. */
  private first = 0;
  /** Rows waiting, at most HISTORY_LIMIT. */
  size = 0;

  constructor(readonly webhookId: string) {}

  /** Adds the webhook's newest row; the oldest is dropped when HISTORY_LIMIT are waiting. */
  push(row: StoredRow): void {
    const texts = [row.request_headers, row.response_headers, row.response_body, row.error_message];
    if (this.size === HISTORY_LIMIT) {
      this.first = (this.first + 1) % HISTORY_LIMIT;
      this.size--;
    }
    // A UTF-16 code unit is at most 3 UTF-8 bytes.
    this.reserve(texts.reduce((n, t) => n + (t === null ? 0 : t.length * 3), 0));
    const slot = (this.first + this.size) % HISTORY_LIMIT;
    this.size++;
    const n = slot * NUMBERS;
    this.numbers[n + ID] = row.id;
    this.numbers[n + DELIVERY] = row.delivery_id ?? NaN;
    this.numbers[n + ATTEMPT] = row.attempt;
    this.numbers[n + AT] = row.at;
    this.numbers[n + SUCCEEDED] = row.succeeded ? 1 : 0;
    this.numbers[n + STATUS] = row.http_status ?? NaN;
    this.numbers[n + DURATION] = row.duration_ms;
    this.numbers[n + NEXT] = row.next_attempt_at ?? NaN;
    const r = slot * REFS;
    this.refs[r + EVENT_ID] = row.event_id;
    this.refs[r + EVENT_TYPE] = row.event_type;
    this.refs[r + ERROR_KIND] = row.error_kind;
    this.refs[r + REQUEST_BODY] = row.request_body;
    for (let t = 0; t < TEXTS; t++) {
      const s = (slot * TEXTS + t) * 2;
      const text = texts[t]!;
      this.spans[s] = this.end;
      this.spans[s + 1] = text === null ? -1 : this.arena.write(text, this.end, 'utf8');
      this.end += Math.max(0, this.spans[s + 1]!);
    }
  }

  /**
   * Forgets every row (they were written), keeping the arrays and the arena for the next ones:
   * made anew per write, a busy service's arenas were garbage every second, freed only by an
   * old-generation collection (9 MB of array buffers at the benchmark's RSS peak).
   */
  clear(): void {
    this.size = 0;
    this.first = 0;
    this.end = 0;
    this.refs.fill(null);
    if (this.arena.length > MAX_KEPT_ARENA) this.arena = Buffer.allocUnsafeSlow(MIN_ARENA);
  }

  /** The newest `count` rows (all when fewer wait), oldest first. */
  newest(count: number): StoredRow[] {
    const rows: StoredRow[] = [];
    for (let k = Math.max(0, this.size - count); k < this.size; k++) {
      rows.push(this.row((this.first + k) % HISTORY_LIMIT));
    }
    return rows;
  }

  private row(slot: number): StoredRow {
    const n = slot * NUMBERS;
    const r = slot * REFS;
    const text = (t: number): string | null => {
      const s = (slot * TEXTS + t) * 2;
      const length = this.spans[s + 1]!;
      if (length < 0) return null;
      return this.arena.toString('utf8', this.spans[s], this.spans[s]! + length);
    };
    return {
      id: this.numbers[n + ID]!,
      webhook_id: this.webhookId,
      delivery_id: nullable(this.numbers[n + DELIVERY]!),
      event_id: this.refs[r + EVENT_ID]!,
      event_type: this.refs[r + EVENT_TYPE]!,
      attempt: this.numbers[n + ATTEMPT]!,
      at: this.numbers[n + AT]!,
      succeeded: this.numbers[n + SUCCEEDED] === 1,
      http_status: nullable(this.numbers[n + STATUS]!),
      error_kind: this.refs[r + ERROR_KIND]!,
      error_message: text(3),
      duration_ms: this.numbers[n + DURATION]!,
      request_headers: text(0)!,
      request_body: this.refs[r + REQUEST_BODY]!,
      response_headers: text(1),
      response_body: text(2),
      next_attempt_at: nullable(this.numbers[n + NEXT]!),
    };
  }

  /**
   * Room for `bytes` more after `end`: the live rows' bytes (the oldest row's first to `end`)
   * move to the start of the arena, or into one twice their size when they fill half of it. So
   * a row's bytes move about once while it waits.
   */
  private reserve(bytes: number): void {
    if (this.end + bytes <= this.arena.length) return;
    const from = this.size > 0 ? this.spans[this.first * TEXTS * 2]! : this.end;
    const live = this.end - from;
    if (live + bytes > this.arena.length / 2) {
      const next = Buffer.allocUnsafeSlow(Math.max(MIN_ARENA, 2 * (live + bytes)));
      this.arena.copy(next, 0, from, this.end);
      this.arena = next;
    } else {
      this.arena.copyWithin(0, from, this.end);
    }
    this.end = live;
    for (let k = 0; k < this.size; k++) {
      const slot = (this.first + k) % HISTORY_LIMIT;
      for (let t = 0; t < TEXTS; t++) {
        const s = (slot * TEXTS + t) * 2;
        this.spans[s] = this.spans[s]! - from;
      }
    }
  }
}
