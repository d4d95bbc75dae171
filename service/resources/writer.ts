import type { RetentionRule } from '../maintenance/maintenance';
import type { Database } from '../db/database';
import type { EventLog } from '../events/event-log';
import type { Clock } from '../util/clock';
import { IdempotencyStore, type IdempotencyContext, type StoredResponse } from './idempotency';

/** Encrypts a stored answer that holds a secret (the master key: service/vault/master-key.ts). */
export interface Sealer {
  encrypt(plaintext: string, aad: string): string;
  decrypt(token: string, aad: string): string;
}

/** The options of one write. */
export interface WriteSpec {
  /**
   * The answer holds a secret shown once (a key's secret, a signing secret, a setup code): its
   * stored copy for a retry is encrypted, never plain text in the database.
   */
  sealed?: boolean;
}

/** A sealed body: stored JSON always starts with `{` or `[`, a sealed one with this. */
const SEALED = 'sealed:';

/**
 * Runs every write of the open API: one transaction for the work and its events, done once per
 * Idempotency-Key. A retry of the same request returns the first answer (`replayed: true`)
 * without doing the work again; the key is looked up and saved in the work's transaction, so two
 * concurrent retries cannot both do it.
 */
export class Writer {
  private readonly store: IdempotencyStore;

  constructor(
    private readonly events: EventLog,
    db: Database,
    clock: Clock,
    private readonly sealer: Sealer,
  ) {
    this.store = new IdempotencyStore(db, clock);
  }

  write(
    idempotency: IdempotencyContext | undefined,
    work: () => StoredResponse,
    spec: WriteSpec = {},
  ): StoredResponse & { replayed: boolean } {
    return this.events.transaction(() => {
      if (idempotency) {
        const stored = this.store.lookup(idempotency.keyId, idempotency.key, idempotency.hash);
        if (stored) return { ...stored, body: this.open(stored.body, idempotency), replayed: true };
      }
      const response = work();
      if (idempotency && response.status < 300) {
        const body = spec.sealed
          ? SEALED + this.sealer.encrypt(response.body, aadOf(idempotency))
          : response.body;
        this.store.save(idempotency.keyId, idempotency.key, idempotency.hash, {
          ...response,
          body,
        });
      }
      return { ...response, replayed: false };
    });
  }

  /** Idempotency records are kept 24 hours, the window in which a retry is answered. */
  retention(): RetentionRule {
    return {
      name: 'idempotency_keys',
      tables: ['idempotency_keys'],
      keeps: '24 hours of idempotency records',
      prune: () => this.store.prune(),
    };
  }

  private open(body: string, idempotency: IdempotencyContext): string {
    return body.startsWith(SEALED)
      ? this.sealer.decrypt(body.slice(SEALED.length), aadOf(idempotency))
      : body;
  }
}

/** A sealed answer decrypts only as the record of its own key and request. */
const aadOf = (i: IdempotencyContext) => `idempotency:${i.keyId}:${i.key}:${i.hash}`;
