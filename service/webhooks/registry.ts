import { createHash, X509Certificate } from 'node:crypto';
import type { DeliveryAttemptDetail, DeliveryErrorKind, WebhookInfo } from '../../shared/ipc';
import { AppError, validationError } from '../../shared/errors';
import { filterPasses } from './category-filter';
import { EVENT_TYPES, isEventType, PING_EVENT, type EventType } from '../../shared/events';
import { type Database, TEXT_PARAM } from '../db/database';
import type { DeliveryRow, TrustedCaRow, WebhookRow } from '../db/entities';
import type { MasterKey } from '../vault/master-key';
import type { AuditLog, Actor } from '../audit/audit-log';
import type { Tenancy } from '../tenancy/tenancy';
import type { SettingsStore } from '../settings/settings';
import type { EventLog } from '../events/event-log';
import { isoNow, type Clock } from '../util/clock';
import { newId } from '../util/ids';
import { Validator } from '../util/validate';
import { checkWebhookUrl } from './url-policy';
import { webhookHealth } from './health';
import { parseHistoryFilter, type HistoryFilterInput } from './history-filter';
import { generateSigningSecret, standardWebhooksKey } from './signing';
import type { AttemptRead, DeliveryStore } from './delivery-store';
import type { AttemptListener, DeliverySignals } from './signals';
import { previousSecretAad, previousSecretSigns } from './secret-rotation';
import {
  DEFAULT_SECRET_OVERLAP,
  SECRET_OVERLAP_MS,
  SECRET_OVERLAPS,
  parseSecretOverlap,
} from '../../shared/signing-overlap';

export const MAX_WEBHOOKS_PER_BRANCH = 20;
export const HISTORY_LIMIT = 100;
export const SECRET_MIN = 16;
export const SECRET_MAX = 256;
/** A typed `whsec_` secret is Standard Webhooks': base64 of 24 to 64 random bytes. */
export const WHSEC_MIN_BYTES = 24;
export const WHSEC_MAX_BYTES = 64;
/** The most categories a webhook's filter may name. */
export const MAX_FILTER_CATEGORIES = 100;
/** The range of a webhook's throttle (deliveries per second). */
export const MAX_PER_SECOND_MIN = 1;
export const MAX_PER_SECOND_MAX = 1000;
const DESCRIPTION_RULE = { label: 'Description', max: 500, multiline: true } as const;

export const MESSAGES = {
  noEvent: 'Select at least one event.',
  secretLength: `The API key must be ${SECRET_MIN} to ${SECRET_MAX} characters (leave it blank to generate one).`,
  secretWhsec: `An API key that starts with "whsec_" must continue with the base64 of ${WHSEC_MIN_BYTES} to ${WHSEC_MAX_BYTES} random bytes, as Standard Webhooks secrets do (or leave it blank to generate one).`,
  secretControl: 'The API key must not contain control characters.',
  limit: `This branch already has ${MAX_WEBHOOKS_PER_BRANCH} webhooks, the most allowed. Delete or reuse one.`,
  overlap: `The overlap must be one of: ${SECRET_OVERLAPS.join(', ')}.`,
  filterShape:
    'The filter must be an object like { "category_ids": ["cat_…"] }, or null to send every product event.',
  filterTooMany: `A filter names at most ${MAX_FILTER_CATEGORIES} categories.`,
  maxPerSecond: `The maximum deliveries per second must be a whole number from ${MAX_PER_SECOND_MIN} to ${MAX_PER_SECOND_MAX}, or empty for no limit.`,
} as const;

/** What the dashboard and CLI show of a webhook (never the secret): the IPC contract's shape. */
export type WebhookView = WebhookInfo;
export type LastDelivery = NonNullable<WebhookInfo['last_delivery']>;

export type ErrorKind = DeliveryErrorKind;

/** One recorded attempt with its request and response: the IPC contract's shape. */
export type AttemptView = DeliveryAttemptDetail;

export type { AttemptListener };

export interface CreateWebhookInput {
  companyId: string;
  branchId: string;
  url: unknown;
  description?: unknown;
  /** The form's "API key" field: the signing secret; blank generates one. */
  secret?: unknown;
  events: unknown;
  /** `{ category_ids: [...] }` narrows product events to those categories; null or absent: all. */
  filter?: unknown;
  /** Deliveries started per second at most (1..1000); null or absent: no limit. */
  max_per_second?: unknown;
}

export interface UpdateWebhookInput {
  url?: unknown;
  description?: unknown;
  /** Blank or undefined keeps the current secret. */
  secret?: unknown;
  events?: unknown;
  /** Undefined keeps the current filter; null removes it. */
  filter?: unknown;
  /** Undefined keeps the current throttle; null removes it. */
  max_per_second?: unknown;
}

export interface TrustedCaView {
  fingerprint: string;
  subject: string;
  added_at: string;
  not_after: string | null;
}

export const attemptView = (r: AttemptRead): AttemptView => ({
  id: r.id,
  webhook_id: r.webhook_id,
  delivery_id: r.delivery_id,
  event_id: r.event_id,
  event_type: r.event_type,
  attempt: r.attempt,
  at: r.at,
  succeeded: r.succeeded === 1,
  http_status: r.http_status,
  error_kind: r.error_kind as ErrorKind | null,
  error_message: r.error_message,
  duration_ms: r.duration_ms,
  request_headers: JSON.parse(r.request_headers) as Record<string, string>,
  request_body: r.request_body,
  response_headers: r.response_headers
    ? (JSON.parse(r.response_headers) as Record<string, string>)
    : null,
  response_body: r.response_body,
  next_attempt_at: r.next_attempt_at === null ? null : new Date(r.next_attempt_at).toISOString(),
});

/** The AES-GCM associated data of a webhook's secret: a ciphertext copied to another row will not decrypt. */
export const secretAad = (webhookId: string): string => webhookId;

/**
 * Webhook registrations and the admin actions on them (CLI now, desktop IPC later).
 * Rows are read fresh on every call, so a change made by another process shows at once.
 */
export class WebhookRegistry {
  constructor(
    private readonly db: Database,
    private readonly master: MasterKey,
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
        `SELECT * FROM webhooks WHERE branch_id = ${TEXT_PARAM} ORDER BY created_at DESC, id DESC`,
      )
      .all(branch.id)
      .map((r) => this.view(r));
  }

  /** The live categories of a branch, by name: what a category filter may name. */
  filterCategories(companyId: string, branchId: string): { id: string; name: string }[] {
    const { branch } = this.tenancy.tenant(companyId, branchId);
    return this.db
      .prepare<[string], { id: string; name: string }>(
        `SELECT id, name FROM categories WHERE branch_id = ${TEXT_PARAM} AND deleted_at IS NULL ORDER BY name, id`,
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

  // ----- validation ---------------------------------------------------------------------------

  private checkUrl(v: Validator, raw: unknown, branchId: string): string | undefined {
    const result = checkWebhookUrl(typeof raw === 'string' ? raw : '', {
      allowHttpLocal: this.settings.branch(branchId).allow_http_local,
    });
    if (!result.ok) {
      v.add('url', result.message);
      return undefined;
    }
    return result.url.href;
  }

  private checkEvents(v: Validator, raw: unknown): EventType[] | undefined {
    if (!Array.isArray(raw) || raw.length === 0) {
      v.add('events', MESSAGES.noEvent);
      return undefined;
    }
    const unknown = raw.filter((e) => typeof e !== 'string' || !isEventType(e));
    if (unknown.length) {
      v.add(
        'events',
        `Unknown event ${unknown.map((e) => `"${String(e)}"`).join(', ')}. Choose from: ${EVENT_TYPES.join(', ')}.`,
      );
      return undefined;
    }
    // Catalog order, no duplicates.
    return EVENT_TYPES.filter((e) => (raw as string[]).includes(e));
  }

  /**
   * A category filter: live categories of the branch, at most {@link MAX_FILTER_CATEGORIES},
   * stored as a JSON array; null (no filter) for null or an empty list.
   */
  private checkFilter(v: Validator, raw: unknown, branchId: string): string | null | undefined {
    if (raw === null || raw === undefined) return null;
    const ids = (raw as { category_ids?: unknown }).category_ids;
    if (typeof raw !== 'object' || Array.isArray(raw) || !Array.isArray(ids)) {
      v.add('filter', MESSAGES.filterShape);
      return undefined;
    }
    if (ids.some((id) => typeof id !== 'string')) {
      v.add('filter', MESSAGES.filterShape);
      return undefined;
    }
    const unique = [...new Set(ids as string[])].sort();
    if (unique.length === 0) return null;
    if (unique.length > MAX_FILTER_CATEGORIES) {
      v.add('filter', MESSAGES.filterTooMany);
      return undefined;
    }
    const live = this.db.prepare<[string, string], { id: string }>(
      'SELECT id FROM categories WHERE id = ? AND branch_id = ? AND deleted_at IS NULL',
    );
    const unknown = unique.filter((id) => !live.get(id, branchId));
    if (unknown.length) {
      v.add(
        'filter',
        `No category ${unknown.map((id) => `"${id}"`).join(', ')} in this branch: choose live categories of the branch.`,
      );
      return undefined;
    }
    return JSON.stringify(unique);
  }

  /** A throttle: a whole number of deliveries per second in range, or null for none. */
  private checkMaxPerSecond(v: Validator, raw: unknown): number | null | undefined {
    if (raw === null || raw === undefined || raw === '') return null;
    const n = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
    if (
      typeof n !== 'number' ||
      !Number.isInteger(n) ||
      n < MAX_PER_SECOND_MIN ||
      n > MAX_PER_SECOND_MAX
    ) {
      v.add('max_per_second', MESSAGES.maxPerSecond);
      return undefined;
    }
    return n;
  }

  /** A typed secret, used as is; undefined when blank (generate at create, keep at edit). */
  private checkSecret(v: Validator, raw: unknown): string | undefined {
    if (raw === undefined || raw === null) return undefined;
    if (typeof raw !== 'string') {
      v.add('secret', MESSAGES.secretLength);
      return undefined;
    }
    if (raw.trim() === '') return undefined;
    if (raw.startsWith('whsec_')) {
      // Standard Webhooks receivers decode it: it must be a key their libraries accept.
      let bytes = -1;
      try {
        bytes = standardWebhooksKey(raw).length;
      } catch {
        // not canonical base64
      }
      if (bytes < WHSEC_MIN_BYTES || bytes > WHSEC_MAX_BYTES) {
        v.add('secret', MESSAGES.secretWhsec);
        return undefined;
      }
      return raw;
    }
    const length = [...raw].length;
    if (length < SECRET_MIN || length > SECRET_MAX) {
      v.add('secret', MESSAGES.secretLength);
      return undefined;
    }
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(raw)) {
      v.add('secret', MESSAGES.secretControl);
      return undefined;
    }
    return raw;
  }

  // ----- writing ------------------------------------------------------------------------------

  /** Registers a webhook; the signing secret is returned this once and never again. */
  create(
    input: CreateWebhookInput,
    actor: Actor,
  ): { webhook: WebhookView; signing_secret: string } {
    const { company, branch } = this.tenancy.tenant(input.companyId, input.branchId);
    const v = new Validator();
    const url = this.checkUrl(v, input.url, branch.id);
    const description = v.text('description', input.description, DESCRIPTION_RULE);
    const events = this.checkEvents(v, input.events);
    const categoryIds = this.checkFilter(v, input.filter, branch.id);
    const maxPerSecond = this.checkMaxPerSecond(v, input.max_per_second);
    const typed = this.checkSecret(v, input.secret);
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
      secret_enc: this.master.encrypt(secret, secretAad(id)),
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
    const url = input.url === undefined ? row.url : this.checkUrl(v, input.url, row.branch_id);
    const description =
      input.description === undefined
        ? row.description
        : v.text('description', input.description, DESCRIPTION_RULE) || null;
    const events =
      input.events === undefined
        ? (JSON.parse(row.events) as EventType[])
        : this.checkEvents(v, input.events);
    const categoryIds =
      input.filter === undefined
        ? row.category_ids
        : this.checkFilter(v, input.filter, row.branch_id);
    const maxPerSecond =
      input.max_per_second === undefined
        ? row.max_per_second
        : this.checkMaxPerSecond(v, input.max_per_second);
    const secret = this.checkSecret(v, input.secret);
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
          secret === undefined ? row.secret_enc : this.master.encrypt(secret, secretAad(row.id)),
          isoNow(this.clock),
          row.id,
        );
      // A typed secret replaces the current one at once: no overlap, and none left running.
      if (secret !== undefined) this.erasePreviousSecret(row.id);
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

  /**
   * "Rotate signing secret": a new generated secret signs from now on, and the current one keeps
   * signing next to it for the overlap (`none`, `1h`, `24h` by default, `7d`). A rotation during
   * an overlap replaces the previous secret with the one current until now: the newest previous
   * wins, and the older one stops at once. The new secret is returned this once.
   */
  rotateSecret(
    id: string,
    input: { overlap?: unknown },
    actor: Actor,
  ): { webhook: WebhookView; signing_secret: string } {
    this.row(id);
    const overlap =
      input.overlap === undefined
        ? DEFAULT_SECRET_OVERLAP
        : typeof input.overlap === 'string'
          ? parseSecretOverlap(input.overlap)
          : undefined;
    if (!overlap) throw validationError([{ path: 'overlap', message: MESSAGES.overlap }]);
    const secret = generateSigningSecret();
    this.db.tx(() => {
      // Read in the transaction: two rotations at once keep one chain (current → previous).
      const row = this.row(id);
      const now = this.clock.now();
      const endedOverlap = previousSecretSigns(row, now);
      const until = SECRET_OVERLAP_MS[overlap] > 0 ? now + SECRET_OVERLAP_MS[overlap] : null;
      const previousEnc =
        until === null
          ? null
          : this.master.encrypt(this.signingSecret(row), previousSecretAad(row.id));
      this.db
        .prepare(
          `UPDATE webhooks SET secret_enc = ?, previous_secret_enc = ?, previous_secret_expires_at = ?,
             updated_at = ? WHERE id = ?`,
        )
        .run(
          this.master.encrypt(secret, secretAad(row.id)),
          previousEnc,
          until === null ? null : new Date(until).toISOString(),
          new Date(now).toISOString(),
          row.id,
        );
      this.audit.record({
        actor,
        action: 'webhook.secret_rotated',
        targetType: 'webhook',
        targetId: row.id,
        companyId: row.company_id,
        branchId: row.branch_id,
        details: {
          overlap,
          previous_secret_expires_at: until === null ? null : new Date(until).toISOString(),
          ...(endedOverlap ? { ended_overlap_until: row.previous_secret_expires_at } : {}),
        },
      });
    });
    return { webhook: this.show(id), signing_secret: secret };
  }

  /** The signing secret, for the delivery worker only (never shown, never logged). */
  signingSecret(row: Pick<WebhookRow, 'id' | 'secret_enc'>): string {
    return this.master.decrypt(row.secret_enc, secretAad(row.id));
  }

  /** The secret a rotation replaced, for the delivery worker only; check its overlap first. */
  previousSigningSecret(row: Pick<WebhookRow, 'id' | 'previous_secret_enc'>): string {
    if (row.previous_secret_enc === null) throw new Error('This webhook has no previous secret.');
    return this.master.decrypt(row.previous_secret_enc, previousSecretAad(row.id));
  }

  private erasePreviousSecret(id: string): void {
    this.db
      .prepare(
        'UPDATE webhooks SET previous_secret_enc = NULL, previous_secret_expires_at = NULL WHERE id = ?',
      )
      .run(id);
  }

  /**
   * Erases the previous secrets whose overlap is over (they already sign nothing); returns how
   * many. Writes only when there is one, so an idle sweep moves no cache generation.
   */
  eraseExpiredPreviousSecrets(): number {
    const now = isoNow(this.clock);
    const due = this.db
      .prepare<[string], { n: number }>(
        `SELECT count(*) AS n FROM webhooks
         WHERE previous_secret_enc IS NOT NULL AND previous_secret_expires_at <= ?`,
      )
      .get(now)!;
    if (due.n === 0) return 0;
    return this.db.tx(
      () =>
        this.db
          .prepare(
            `UPDATE webhooks SET previous_secret_enc = NULL, previous_secret_expires_at = NULL
             WHERE previous_secret_enc IS NOT NULL AND previous_secret_expires_at <= ?`,
          )
          .run(now).changes,
    );
  }

  // ----- trusted CA certificates (per company) ------------------------------------------------

  /**
   * A company's trusted CAs. The worker adds them to the system roots only for that company's
   * receivers on loopback and private addresses (docs/webhooks.md, "Trusted CA certificates").
   */
  listTrustedCas(companyId: string): TrustedCaView[] {
    const company = this.tenancy.company(companyId);
    return this.db
      .prepare<[string], TrustedCaRow>(
        `SELECT * FROM trusted_cas WHERE company_id = ${TEXT_PARAM} ORDER BY id`,
      )
      .all(company.id)
      .map((r) => {
        let notAfter: string | null;
        try {
          notAfter = new Date(new X509Certificate(r.pem).validTo).toISOString();
        } catch {
          notAfter = null;
        }
        return {
          fingerprint: r.fingerprint,
          subject: r.subject,
          added_at: r.added_at,
          not_after: notAfter,
        };
      });
  }

  /**
   * Adds every certificate of a PEM bundle to the company's trusted CAs; returns the ones added
   * (ones the company already trusts are skipped).
   */
  addTrustedCa(companyId: string, pemText: string, actor: Actor): TrustedCaView[] {
    const company = this.tenancy.company(companyId);
    const blocks =
      typeof pemText === 'string'
        ? (pemText.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [])
        : [];
    if (blocks.length === 0) {
      throw validationError([
        {
          path: 'pem',
          message: 'The file holds no PEM certificate (-----BEGIN CERTIFICATE-----).',
        },
      ]);
    }
    const parsed = blocks.map((pem) => {
      let cert: X509Certificate;
      try {
        cert = new X509Certificate(pem);
      } catch {
        throw validationError([
          { path: 'pem', message: 'A certificate in the file cannot be read.' },
        ]);
      }
      if (!cert.ca) {
        throw validationError([
          {
            path: 'pem',
            message: `The certificate "${cert.subject.replace(/\n/g, ', ')}" is not a CA certificate.`,
          },
        ]);
      }
      const fingerprint = createHash('sha256').update(cert.raw).digest('hex');
      return { pem: `${pem.trim()}\n`, fingerprint, subject: cert.subject.replace(/\n/g, ', ') };
    });
    const added: string[] = [];
    this.db.tx(() => {
      for (const c of parsed) {
        const result = this.db
          .prepare(
            `INSERT OR IGNORE INTO trusted_cas (company_id, fingerprint, subject, pem, added_at)
             VALUES (?, ?, ?, ?, ?)`,
          )
          .run(company.id, c.fingerprint, c.subject, c.pem, isoNow(this.clock));
        if (result.changes) {
          added.push(c.fingerprint);
          this.audit.record({
            actor,
            action: 'settings.ca_added',
            targetType: 'settings',
            targetId: c.fingerprint,
            companyId: company.id,
            details: { subject: c.subject },
          });
        }
      }
    });
    return this.listTrustedCas(company.id).filter((c) => added.includes(c.fingerprint));
  }

  /** Another company's certificate is "not found" here, like an unknown one. */
  removeTrustedCa(companyId: string, fingerprint: string, actor: Actor): void {
    const company = this.tenancy.company(companyId);
    const normalized = String(fingerprint).toLowerCase().replace(/:/g, '');
    const row = this.db
      .prepare<[string, string], TrustedCaRow>(
        'SELECT * FROM trusted_cas WHERE company_id = ? AND fingerprint = ?',
      )
      .get(company.id, normalized);
    if (!row)
      throw new AppError(
        'not_found',
        `No trusted CA certificate with fingerprint ${String(fingerprint)} in this company.`,
      );
    this.db.tx(() => {
      this.db.prepare('DELETE FROM trusted_cas WHERE id = ?').run(row.id);
      this.audit.record({
        actor,
        action: 'settings.ca_removed',
        targetType: 'settings',
        targetId: row.fingerprint,
        companyId: company.id,
        details: { subject: row.subject },
      });
    });
  }
}
