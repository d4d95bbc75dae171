/**
 * Settling an attempt (inside the recorder's transaction): a delivered row is deleted, a failed
 * one rescheduled or given up, the webhook's failure counters kept, and a webhook that keeps
 * failing set Inactive (docs/delivery.md, "Automatic deactivation").
 */
import { PING_EVENT } from '../../shared/events';
import type { Database } from '../db/database';
import type { WebhookRow } from '../db/entities';
import type { EventLog } from '../events/event-log';
import { type AuditLog, SYSTEM_ACTOR } from '../audit/audit-log';
import type { Logger } from '../util/logger';
import type { AttemptRow, DeliveryStore, DueDelivery } from './delivery-store';
import type { Outcome } from './exchange';
import {
  AUTO_DEACTIVATE_AFTER_MS,
  AUTO_DEACTIVATE_MIN_ATTEMPTS,
  MAX_ATTEMPTS,
  parseRetryAfter,
  retryDelay,
} from './schedule';

/** An attempt whose HTTP exchange is over. */
export interface FinishedAttempt {
  delivery: Pick<DueDelivery, 'id' | 'webhook_id' | 'event_id' | 'event_type' | 'next_attempt_at'>;
  body: string;
  /** The body is the event's (not a test event's own). */
  eventBody: boolean;
  attempt: number;
  /** When it started (epoch ms). */
  at: number;
  headers: Record<string, string>;
  outcome: Outcome;
  durationMs: number;
}

export interface SettleOptions {
  db: Database;
  store: DeliveryStore;
  events: EventLog;
  audit: AuditLog;
  log: Logger;
  /** [0, 1): the retry jitter. */
  random: () => number;
}

export class Settler {
  /** Webhook rows as this transaction reads them (dropped when settling changes one). */
  private readonly webhooks = new Map<string, WebhookRow | undefined>();

  constructor(private readonly options: SettleOptions) {}

  /** Call at the start of each transaction: rows read in another may have changed. */
  begin(): void {
    this.webhooks.clear();
  }

  /**
   * Settles the attempt's delivery as of `now` and returns its history row; null when the
   * delivery or its webhook was deleted while in flight (nothing to record).
   */
  settle(a: FinishedAttempt, now: number): AttemptRow | null {
    const { delivery, outcome } = a;
    const webhook = this.webhook(delivery.webhook_id);
    if (!webhook) return null;
    const succeeded = outcome.kind === null;
    const isPing = delivery.event_type === PING_EVENT;
    let next: number | null = null;
    if (succeeded) {
      if (!this.options.store.delivered(delivery.id)) return null;
      // Only when there is something to clear: a healthy webhook's row is not rewritten.
      if (!isPing && (webhook.failing_since !== null || webhook.failure_count !== 0)) {
        this.options.db
          .prepare('UPDATE webhooks SET failing_since = NULL, failure_count = 0 WHERE id = ?')
          .run(webhook.id);
        this.webhooks.delete(webhook.id);
      }
    } else {
      // A test event is tried once: the admin sends another.
      let delay = isPing ? null : retryDelay(a.attempt, this.options.random);
      if (delay !== null && (outcome.status === 429 || outcome.status === 503)) {
        delay = parseRetryAfter(outcome.retryAfter, now) ?? delay;
      }
      next = delay === null || a.attempt >= MAX_ATTEMPTS ? null : now + delay;
      if (!this.options.store.failed(delivery.id, a.attempt, next, delivery.next_attempt_at, now)) {
        return null;
      }
      if (!isPing) {
        this.countFailure(webhook, now, outcome.status);
        this.webhooks.delete(webhook.id);
      }
    }
    return {
      webhook_id: webhook.id,
      delivery_id: delivery.id,
      event_id: delivery.event_id,
      event_type: delivery.event_type,
      attempt: a.attempt,
      at: a.at,
      succeeded,
      http_status: outcome.status,
      error_kind: outcome.kind,
      error_message: outcome.message,
      duration_ms: a.durationMs,
      request_headers: a.headers,
      request_body: a.body,
      event_body: a.eventBody,
      response_headers: outcome.responseHeaders,
      response_body: outcome.responseBody,
      next_attempt_at: next,
    };
  }

  private webhook(id: string): WebhookRow | undefined {
    if (!this.webhooks.has(id)) {
      this.webhooks.set(
        id,
        this.options.db
          .prepare<[string], WebhookRow>('SELECT * FROM webhooks WHERE id = ?')
          .get(id),
      );
    }
    return this.webhooks.get(id);
  }

  /** Failure bookkeeping; 410, or 72 h of failures (≥ 10 attempts), sets the webhook Inactive. */
  private countFailure(webhook: WebhookRow, now: number, status: number | null): void {
    const failingSince = webhook.failing_since ?? now;
    const failures = webhook.failure_count + 1;
    this.options.db
      .prepare('UPDATE webhooks SET failing_since = ?, failure_count = ? WHERE id = ?')
      .run(failingSince, failures, webhook.id);
    if (webhook.status !== 'active') return;
    let reason: string | null = null;
    const when = new Date(now).toISOString();
    if (status === 410) {
      reason = `The receiver answered 410 Gone on ${when}.`;
    } else if (
      now - failingSince >= AUTO_DEACTIVATE_AFTER_MS &&
      failures >= AUTO_DEACTIVATE_MIN_ATTEMPTS
    ) {
      reason = `Every delivery attempt failed for 72 hours (${failures} attempts since ${new Date(failingSince).toISOString()}).`;
    }
    if (!reason) return;
    this.options.db
      .prepare(
        `UPDATE webhooks SET status = 'inactive', disabled_reason = ?, deactivated_at = ?, deactivated_sequence = ?,
           missed_until_sequence = NULL, updated_at = ? WHERE id = ?`,
      )
      .run(reason, when, this.options.events.lastSequence(webhook.branch_id), when, webhook.id);
    this.options.audit.record({
      actor: SYSTEM_ACTOR,
      action: 'webhook.auto_deactivated',
      targetType: 'webhook',
      targetId: webhook.id,
      companyId: webhook.company_id,
      branchId: webhook.branch_id,
      details: { reason },
    });
    this.options.log.warn({ webhookId: webhook.id, reason }, 'webhook set Inactive');
  }
}
