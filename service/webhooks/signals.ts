import type { DeliveryAttemptDetail as AttemptView } from '../../shared/ipc';

/** What the deliveries of one event need for their first attempt: one object, shared by them. */
export interface NewEvent {
  eventId: string;
  eventType: string;
  /** The event body. */
  body: string;
  nextAttemptAt: number;
}

/** A delivery row a transaction wrote, handed over once it committed. */
export interface NewDelivery {
  id: number;
  webhookId: string;
  event: NewEvent;
}

export type AttemptListener = (attempt: AttemptView) => void;

type Listeners<T extends unknown[]> = Set<(...args: T) => void>;

function emit<T extends unknown[]>(listeners: Listeners<T>, ...args: T): void {
  for (const listener of listeners) {
    try {
      listener(...args);
    } catch {
      // A listener's failure is its own business.
    }
  }
}

function subscribe<T extends unknown[]>(
  listeners: Listeners<T>,
  listener: (...args: T) => void,
): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * How the webhook parts of one process tell each other what happened, made once in app.ts and
 * passed to each at construction: the fan-out hands over the rows it committed, admin actions
 * ask for a read of the database, and recorded attempts go to whoever listens (the desktop's
 * live history). Nobody installs callbacks into anybody else.
 */
export class DeliverySignals {
  private readonly handOver: Listeners<[NewDelivery[]]> = new Set();
  private readonly wakers: Listeners<[]> = new Set();
  private readonly attempts: Listeners<[AttemptView]> = new Set();

  /** Delivery rows a transaction wrote, after it committed (never before: see fanout.ts). */
  committed(deliveries: NewDelivery[]): void {
    emit(this.handOver, deliveries);
  }

  onCommitted(listener: (deliveries: NewDelivery[]) => void): () => void {
    return subscribe(this.handOver, listener);
  }

  /** Whether anyone takes handed-over rows (the fan-out keeps none otherwise). */
  takesHandOver(): boolean {
    return this.handOver.size > 0;
  }

  /** An admin action wrote delivery rows that must be read from the database. */
  wake(): void {
    emit(this.wakers);
  }

  onWake(listener: () => void): () => void {
    return subscribe(this.wakers, listener);
  }

  /** An attempt was recorded. */
  attempt(view: AttemptView): void {
    emit(this.attempts, view);
  }

  onAttempt(listener: AttemptListener): () => void {
    return subscribe(this.attempts, listener);
  }

  /** Whether anyone listens to attempts (the worker builds attempt views only then). */
  hasAttemptListeners(): boolean {
    return this.attempts.size > 0;
  }
}
