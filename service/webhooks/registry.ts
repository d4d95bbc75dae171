import type { WebhookInfo } from '../../shared/ipc';
import { AppError } from '../../shared/errors';
import { filterPasses } from './category-filter';
import { PING_EVENT, type EventType } from '../../shared/events';
import type { Database } from '../db/database';
import type { DeliveryRow, WebhookRow } from '../db/entities';
import type { AuditLog, Actor } from '../audit/audit-log';
import type { Tenancy } from '../tenancy/tenancy';
import type { SettingsStore } from '../settings/settings';
import type { EventLog } from '../events/event-log';
import { isoNow, type Clock } from '../util/clock';
import { newId } from '../util/ids';
import { Validator } from '../util/validate';
import { attemptView, HISTORY_LIMIT, type AttemptView } from './attempts';
import { webhookHealth } from './health';
import { parseHistoryFilter, type HistoryFilterInput } from './history-filter';
import { generateSigningSecret } from './signing';
import type { DeliveryStore } from './delivery-store';
import type { AttemptListener, DeliverySignals } from './signals';
import { previousSecretSigns } from './secret-rotation';
import type { WebhookSecrets } from './webhook-secrets';
import {
  MAX_WEBHOOKS_PER_BRANCH,
  MESSAGES,
  checkDescription,
  checkEvents,
  checkFilter,
  checkMaxPerSecond,
  checkSecret,
  checkUrl,
  type CreateWebhookInput,
  type UpdateWebhookInput,
} from './webhook-input';

/** What the dashboard and CLI show of a webhook (never the secret): the IPC contract's shape. */
export type WebhookView = WebhookInfo;
export type LastDelivery = NonNullable<WebhookInfo['last_delivery']>;

export type { AttemptListener };

/**
 * Webhook registrations and the admin actions on them (CLI now, desktop IPC later).
 * Rows are read fresh on every call, so a change made by another process shows at once.
 */
export class WebhookRegistry {
  constructor(
    private readonly db: Database,
    private readonly secrets: WebhookSecrets,
    private readonly tenancy: Tenancy,
    private readonly settings: SettingsStore,
    private readonly events: EventLog,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly store: DeliveryStore,
    private readonly signals: DeliverySignals,
  ) {}

  // ----- hooks --------------------------------------------------------------------------------

  /** Called after each recorded attempt (the desktop's live history). Returns an unsubscribe. */
  onAttempt(listener: AttemptListener): () => void {
    return this.signals.onAttempt(listener);
  }

  // ----- reading ------------------------------------------------------------------------------

  private row(id: string): WebhookRow {
    const row =
      typeof id === 'string'
        ? this.db.prepare<[string], WebhookRow>('SELECT * FROM webhooks WHERE id = ?').get(id)
        : undefined;
    if (!row) throw new AppError('not_found', `No webhook with id ${String(id)}.`);
    return row;
  }

  private view(row: WebhookRow): WebhookView {
    const last = this.store.lastAttempt(row.id);
    const pending = this.store.pendingCount(row.id);
    const missed =
      row.deactivated_sequence !== null
        ? {
            from_sequence: row.deactivated_sequence + 1,
            to_sequence: row.missed_until_sequence ?? this.events.lastSequence(row.branch_id),
          }
        : null;
    return {
      id: row.id,
      company_id: row.company_id,
      branch_id: row.branch_id,
      url: row.url,
      description: row.description,
      events: JSON.parse(row.events) as EventType[],
      filter: row.category_ids ? { category_ids: JSON.parse(row.category_ids) as string[] } : null,
      max_per_second: row.max_per_second,
      status: row.status,
      disabled_reason: row.disabled_reason,
      deactivated_at: row.deactivated_at,
      created_at: row.created_at,
      updated_at: row.updated_at,
      last_delivery: last
        ? {
            at: last.at,
            event_id: last.event_id,
            event_type: last.event_type,
            attempt: last.attempt,
            succeeded: last.succeeded === 1,
            http_status: last.http_status,
            error_kind: last.error_kind,
          }
        : null,
      pending_deliveries: pending,
      missed: missed && missed.to_sequence >= missed.from_sequence ? missed : null,
      previous_secret_expires_at: previousSecretSigns(row, this.clock.now())
        ? row.previous_secret_expires_at
        : null,
      ...webhookHealth(this.store, row),
    };
  }

  list(companyId: string, branchId: string): WebhookView[] {
    const { branch } = this.tenancy.tenant(companyId, branchId);
    return this.db
      .prepare<[string], WebhookRow>(
        `SELECT * FROM webhooks WHERE branch_id = ? ORDER BY created_at DESC, id DESC`,
      )
      .all(branch.id)
      .map((r) => this.view(r));
  }

  /** The live categories of a branch, by name: what a category filter may name. */
  filterCategories(companyId: string, branchId: string): { id: string; name: string }[] {
    const { branch } = this.tenancy.tenant(companyId, branchId);
    return this.db
      .prepare<[string], { id: string; name: string }>(
        `SELECT id, name FROM categories WHERE branch_id = ? AND deleted_at IS NULL ORDER BY name, id`,
      )
      .all(branch.id);
  }

  show(id: string): WebhookView {
    return this.view(this.row(id));
  }

  /**
   * The delivery history: the last attempts (at most 100 are kept), newest first, narrowed by
   * event, status and outcome when asked (history-filter.ts).
   */
  deliveries(id: string, options: { limit?: number } & HistoryFilterInput = {}): AttemptView[] {
    const row = this.row(id);
    const limit = Math.min(Math.max(options.limit ?? HISTORY_LIMIT, 1), HISTORY_LIMIT);
    return this.store.attempts(row.id, limit, parseHistoryFilter(options)).map(attemptView);
  }

  /** The queue of a webhook: deliveries not yet succeeded or given up. */
  pending(id: string): DeliveryRow[] {
    const row = this.row(id);
    return this.store.pending(row.id);
  }

  /** Whether the branch lets webhooks use plain http to this computer and the local network. */
  private allowHttpLocal(branchId: string): boolean {
    return this.settings.branch(branchId).allow_http_local;
  }

  /** Whether a category filter may name `id`: a live category of the branch. */
  private isLiveCategory(branchId: string): (id: string) => boolean {
    const live = this.db.prepare<[string, string], { id: string }>(
      'SELECT id FROM categories WHERE id = ? AND branch_id = ? AND deleted_at IS NULL',
    );
    return (id) => live.get(id, branchId) !== undefined;
  }

  // ----- writing ------------------------------------------------------------------------------

  /** Registers a webhook; the signing secret is returned this once and never again. */
  create(
    input: CreateWebhookInput,
    actor: Actor,
  ): { webhook: WebhookView; signing_secret: string } {
    const { company, branch } = this.tenancy.tenant(input.companyId, input.branchId);
    const v = new Validator();
    const url = checkUrl(v, input.url, this.allowHttpLocal(branch.id));
    const description = checkDescription(v, input.description);
    const events = checkEvents(v, input.events);
    const categoryIds = checkFilter(v, input.filter, this.isLiveCategory(branch.id));
    const maxPerSecond = checkMaxPerSecond(v, input.max_per_second);
    const typed = checkSecret(v, input.secret);
    v.done();

    const secret = typed ?? generateSigningSecret();
    const now = isoNow(this.clock);
    const id = newId('whk');
    const row: WebhookRow = {
      id,
      company_id: company.id,
      branch_id: branch.id,
      url: url!,
      description: description || null,
      events: JSON.stringify(events),
      secret_enc: this.secrets.seal(id, secret),
      status: 'active',
      disabled_reason: null,
      deactivated_at: null,
      deactivated_sequence: null,
      missed_until_sequence: null,
      failing_since: null,
      failure_count: 0,
      created_at: now,
      updated_at: now,
      previous_secret_enc: null,
      previous_secret_expires_at: null,
      category_ids: categoryIds ?? null,
      max_per_second: maxPerSecond ?? null,
    };
    this.db.tx(() => {
      const count = this.db
        .prepare<[string], { n: number }>('SELECT count(*) AS n FROM webhooks WHERE branch_id = ?')
        .get(branch.id)!.n;
      if (count >= MAX_WEBHOOKS_PER_BRANCH) throw new AppError('limit_reached', MESSAGES.limit);
      this.db
        .prepare(
          `INSERT INTO webhooks (id, company_id, branch_id, url, description, events, secret_enc, status,
             disabled_reason, deactivated_at, deactivated_sequence, missed_until_sequence, failing_since,
             failure_count, created_at, updated_at, category_ids, max_per_second)
           VALUES (@id, @company_id, @branch_id, @url, @description, @events, @secret_enc, @status,
             @disabled_reason, @deactivated_at, @deactivated_sequence, @missed_until_sequence, @failing_since,
             @failure_count, @created_at, @updated_at, @category_ids, @max_per_second)`,
        )
        .run(row);
      this.audit.record({
        actor,
        action: 'webhook.created',
        targetType: 'webhook',
        targetId: id,
        companyId: company.id,
        branchId: branch.id,
        details: {
          url: row.url,
          events,
          ...(row.category_ids ? { category_ids: JSON.parse(row.category_ids) as string[] } : {}),
          ...(row.max_per_second ? { max_per_second: row.max_per_second } : {}),
          secret: typed ? 'typed' : 'generated',
        },
      });
    });
    return { webhook: this.show(id), signing_secret: secret };
  }

  update(id: string, input: UpdateWebhookInput, actor: Actor): WebhookView {
    const row = this.row(id);
    const v = new Validator();
    const url =
      input.url === undefined
        ? row.url
        : checkUrl(v, input.url, this.allowHttpLocal(row.branch_id));
    const description =
      input.description === undefined
        ? row.description
        : checkDescription(v, input.description) || null;
    const events =
      input.events === undefined
        ? (JSON.parse(row.events) as EventType[])
        : checkEvents(v, input.events);
    const categoryIds =
      input.filter === undefined
        ? row.category_ids
        : checkFilter(v, input.filter, this.isLiveCategory(row.branch_id));
    const maxPerSecond =
      input.max_per_second === undefined
        ? row.max_per_second
        : checkMaxPerSecond(v, input.max_per_second);
    const secret = checkSecret(v, input.secret);
    v.done();
    const changed: string[] = [];
    if (url !== row.url) changed.push('url');
    if (description !== row.description) changed.push('description');
    if (JSON.stringify(events) !== row.events) changed.push('events');
    if (categoryIds !== row.category_ids) changed.push('filter');
    if (maxPerSecond !== row.max_per_second) changed.push('max_per_second');
    if (secret !== undefined) changed.push('secret');
    if (changed.length === 0) return this.view(row);
    this.db.tx(() => {
      this.db
        .prepare(
          'UPDATE webhooks SET url = ?, description = ?, events = ?, category_ids = ?, max_per_second = ?, secret_enc = ?, updated_at = ? WHERE id = ?',
        )
        .run(
          url,
          description,
          JSON.stringify(events),
          categoryIds ?? null,
          maxPerSecond ?? null,
          secret === undefined ? row.secret_enc : this.secrets.seal(row.id, secret),
          isoNow(this.clock),
          row.id,
        );
      // A typed secret replaces the current one at once: no overlap, and none left running.
      if (secret !== undefined) this.secrets.erasePrevious(row.id);
      this.audit.record({
        actor,
        action: 'webhook.updated',
        targetType: 'webhook',
        targetId: row.id,
        companyId: row.company_id,
        branchId: row.branch_id,
        details: {
          fields: changed,
          ...(changed.includes('url') ? { url } : {}),
          ...(secret !== undefined && previousSecretSigns(row, this.clock.now())
            ? { ended_overlap_until: row.previous_secret_expires_at }
            : {}),
        },
      });
    });
    return this.show(row.id);
  }

  /**
   * Active ⇄ Inactive by an admin. Deactivating remembers the branch's last sequence, so the
   * events missed until reactivation can be replayed ({@link replayMissed}); pending retries
   * are kept and resume on reactivation. `replayMissed: true` replays at once.
   */
  setStatus(
    id: string,
    status: 'active' | 'inactive',
    actor: Actor,
    options: { replayMissed?: boolean } = {},
  ): WebhookView & { replayed?: number } {
    const row = this.row(id);
    if (row.status !== status) {
      this.db.tx(() => {
        const now = isoNow(this.clock);
        const sequence = this.events.lastSequence(row.branch_id);
        if (status === 'inactive') {
          this.db
            .prepare(
              `UPDATE webhooks SET status = 'inactive', disabled_reason = NULL, deactivated_at = ?,
                 deactivated_sequence = ?, missed_until_sequence = NULL, updated_at = ? WHERE id = ?`,
            )
            .run(now, sequence, now, row.id);
        } else {
          this.db
            .prepare(
              `UPDATE webhooks SET status = 'active', disabled_reason = NULL, missed_until_sequence = ?,
                 failing_since = NULL, failure_count = 0, updated_at = ? WHERE id = ?`,
            )
            .run(sequence, now, row.id);
        }
        this.audit.record({
          actor,
          action: status === 'active' ? 'webhook.activated' : 'webhook.deactivated',
          targetType: 'webhook',
          targetId: row.id,
          companyId: row.company_id,
          branchId: row.branch_id,
          ...(row.disabled_reason ? { details: { previous_reason: row.disabled_reason } } : {}),
        });
      });
      if (status === 'active') this.signals.wake();
    }
    if (status === 'active' && options.replayMissed) {
      const { replayed } = this.replayMissed(id, actor);
      return { ...this.show(id), replayed };
    }
    return this.show(id);
  }

  /** Deletes the webhook, its pending deliveries and its history. */
  delete(id: string, actor: Actor): void {
    const row = this.row(id);
    this.db.tx(() => {
      this.store.deleteWebhook(row.id);
      this.db.prepare('DELETE FROM webhooks WHERE id = ?').run(row.id);
      this.audit.record({
        actor,
        action: 'webhook.deleted',
        targetType: 'webhook',
        targetId: row.id,
        companyId: row.company_id,
        branchId: row.branch_id,
        details: { url: row.url },
      });
    });
  }

  private insertDelivery(
    webhookId: string,
    eventId: string,
    eventType: string,
    body: string | null,
  ): number {
    return this.store.insert(webhookId, eventId, eventType, this.clock.now(), body);
  }

  /**
   * Sends one event again now (same event id, a new delivery with its own retries). The event
   * must still be kept (30 days) and belong to the webhook's branch; a ping can be redelivered
   * while its history row is kept.
   */
  redeliver(id: string, eventId: string, actor: Actor): { delivery_id: number; event_id: string } {
    const row = this.row(id);
    const event = this.events.get(eventId);
    let type: string;
    let body: string | null = null;
    if (event && event.branch_id === row.branch_id) {
      type = event.type;
    } else {
      const pingBody = this.store.pingBody(row.id, eventId);
      if (pingBody === undefined) {
        throw new AppError(
          'not_found',
          `No event ${String(eventId)} in this branch: events are kept 30 days, test events while their history is.`,
        );
      }
      type = PING_EVENT;
      body = pingBody;
    }
    const deliveryId = this.db.tx(() => {
      const deliveryIdInner = this.insertDelivery(row.id, eventId, type, body);
      this.audit.record({
        actor,
        action: 'webhook.redelivered',
        targetType: 'webhook',
        targetId: row.id,
        companyId: row.company_id,
        branchId: row.branch_id,
        details: { event_id: eventId, event_type: type },
      });
      return deliveryIdInner;
    });
    this.signals.wake();
    return { delivery_id: deliveryId, event_id: eventId };
  }

  /**
   * Sends a signed `ping` (not a catalog event: no sequence, empty data). It is sent even while
   * the webhook is Inactive, so an admin can check a receiver before activating it again.
   */
  sendTest(id: string, actor: Actor): { delivery_id: number; event_id: string } {
    const row = this.row(id);
    const eventId = newId('evt');
    const body = JSON.stringify({
      id: eventId,
      type: PING_EVENT,
      created_at: isoNow(this.clock),
      company_id: row.company_id,
      branch_id: row.branch_id,
      data: {},
    });
    const deliveryId = this.db.tx(() => {
      const inner = this.insertDelivery(row.id, eventId, PING_EVENT, body);
      this.audit.record({
        actor,
        action: 'webhook.test_sent',
        targetType: 'webhook',
        targetId: row.id,
        companyId: row.company_id,
        branchId: row.branch_id,
        details: { event_id: eventId },
      });
      return inner;
    });
    this.signals.wake();
    return { delivery_id: deliveryId, event_id: eventId };
  }

  /**
   * Queues the subscribed events of the branch that happened while the webhook was Inactive
   * (those still kept: 30 days), with their original ids, then forgets the range. Only for an
   * Active webhook, only when an admin asks.
   */
  replayMissed(
    id: string,
    actor: Actor,
  ): { replayed: number; from_sequence: number | null; to_sequence: number | null } {
    const row = this.row(id);
    if (row.status !== 'active') {
      throw new AppError('conflict', 'Activate the webhook before replaying the events it missed.');
    }
    const missed = this.view(row).missed;
    if (!missed) return { replayed: 0, from_sequence: null, to_sequence: null };
    const subscribed = new Set(JSON.parse(row.events) as string[]);
    let replayed = 0;
    this.db.tx(() => {
      let from = missed.from_sequence;
      for (;;) {
        const batch = this.events
          .listFrom(row.branch_id, from, 500)
          .filter((e) => e.sequence <= missed.to_sequence);
        for (const event of batch) {
          if (
            subscribed.has(event.type) &&
            filterPasses(row.category_ids, event.type, event.body)
          ) {
            this.insertDelivery(row.id, event.id, event.type, null);
            replayed++;
          }
        }
        if (batch.length < 500) break;
        from = batch[batch.length - 1]!.sequence + 1;
      }
      this.db
        .prepare(
          'UPDATE webhooks SET deactivated_sequence = NULL, missed_until_sequence = NULL, updated_at = ? WHERE id = ?',
        )
        .run(isoNow(this.clock), row.id);
      this.audit.record({
        actor,
        action: 'webhook.replayed',
        targetType: 'webhook',
        targetId: row.id,
        companyId: row.company_id,
        branchId: row.branch_id,
        details: { from_sequence: missed.from_sequence, to_sequence: missed.to_sequence, replayed },
      });
    });
    this.signals.wake();
    return { replayed, from_sequence: missed.from_sequence, to_sequence: missed.to_sequence };
  }

  /** "Rotate signing secret" (webhook-secrets.ts); the new secret is returned this once. */
  rotateSecret(
    id: string,
    input: { overlap?: unknown },
    actor: Actor,
  ): { webhook: WebhookView; signing_secret: string } {
    this.row(id);
    const secret = this.secrets.rotate(id, input.overlap, actor);
    return { webhook: this.show(id), signing_secret: secret };
  }
}
