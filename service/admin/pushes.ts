import {
  type DeliveryAttemptInfo,
  type PushContract,
  type PushName,
  type WebhookAttemptPush,
} from '../../shared/ipc';
import { isAdminRole } from '../../shared/roles';
import type { Service } from '../app';
import type { UserRow } from '../db/entities';
import type { Users } from '../accounts/users';
import type { Sessions } from '../accounts/sessions';
import type { AttemptView } from '../webhooks/attempts';

/**
 * Attempts are pushed in batches, one per this period at most: a burst of deliveries (a bulk
 * import) makes a few pushes a second, not one per attempt, and reads users once per batch.
 */
export const ATTEMPT_PUSH_EVERY_MS = 250;
/** What one batch carries per webhook at most: the history keeps no more. */
const ATTEMPTS_PER_WEBHOOK = 100;

/** A push for one session (the transport maps the key back to its window). */
export type PushListener = <N extends PushName>(
  sessionKey: string,
  name: N,
  payload: PushContract[N],
) => void;

/** The history row as the console lists it (the request and response stay behind). */
export const attemptInfo = (a: AttemptView): DeliveryAttemptInfo => ({
  id: a.id,
  webhook_id: a.webhook_id,
  delivery_id: a.delivery_id,
  event_id: a.event_id,
  event_type: a.event_type,
  attempt: a.attempt,
  at: a.at,
  succeeded: a.succeeded,
  http_status: a.http_status,
  error_kind: a.error_kind,
  error_message: a.error_message,
  duration_ms: a.duration_ms,
  next_attempt_at: a.next_attempt_at,
});

/**
 * The push hub: service changes (delivery attempts, key usage) and session ends, sent to
 * the windows allowed to see them, without polling.
 */
export class Pushes {
  private readonly pushListeners = new Set<PushListener>();
  private readonly disposers: (() => void)[] = [];
  private usageTimer: NodeJS.Timeout | undefined;
  private readonly usedKeys = new Set<string>();
  private attemptTimer: NodeJS.Timeout | undefined;
  private attempts: AttemptView[] = [];

  constructor(
    private readonly service: Service,
    private readonly users: Users,
    private readonly sessions: Sessions,
    private readonly usagePushDelayMs = 250,
  ) {
    this.disposers.push(service.usage.onRecord((keyId) => this.noteUsage(keyId)));
    this.disposers.push(service.webhooks.onAttempt((a) => this.noteAttempt(a)));
  }

  onPush(listener: PushListener): () => void {
    this.pushListeners.add(listener);
    return () => this.pushListeners.delete(listener);
  }

  push<N extends PushName>(sessionKey: string, name: N, payload: PushContract[N]): void {
    for (const listener of this.pushListeners) {
      try {
        listener(sessionKey, name, payload);
      } catch {
        // A closed window is not the service's problem.
      }
    }
  }

  /** Ends every session of a user and tells their other windows why. */
  endSessionsOf(userId: string, reason: string, exceptKey?: string): void {
    for (const key of this.sessions.endUser(userId)) {
      if (key === exceptKey) continue;
      this.push(key, 'session.ended', { reason });
    }
  }

  /** Ends one window's session (locked, idle) and tells it why. */
  endSession(key: string, reason: string): void {
    if (this.sessions.end(key)) this.push(key, 'session.ended', { reason });
  }

  /** Ends the sessions idle past the limit and tells their windows. */
  endIdleSessions(reason: string): void {
    for (const key of this.sessions.endIdle()) this.push(key, 'session.ended', { reason });
  }

  /**
   * Sessions of admins who may see this company (push targets for keys and webhooks). `users`:
   * rows already read during this push, so a batch reads each user once.
   */
  private adminSessionsFor(
    companyId: string,
    users = new Map<string, UserRow | undefined>(),
  ): string[] {
    const keys: string[] = [];
    for (const [key, session] of this.sessions.entries()) {
      if (!users.has(session.userId))
        users.set(
          session.userId,
          this.service.db
            .prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?')
            .get(session.userId),
        );
      const user = users.get(session.userId);
      if (
        user &&
        !user.disabled &&
        isAdminRole(user.role) &&
        this.users.canAccessCompany(user, companyId)
      )
        keys.push(key);
    }
    return keys;
  }

  private noteAttempt(a: AttemptView): void {
    this.attempts.push(a);
    if (this.attemptTimer) return;
    this.attemptTimer = setTimeout(() => this.pushAttempts(), ATTEMPT_PUSH_EVERY_MS);
    this.attemptTimer.unref?.();
  }

  /** One push per admin window with the attempts of its companies recorded since the last. */
  private pushAttempts(): void {
    this.attemptTimer = undefined;
    const batch = this.attempts;
    this.attempts = [];
    // The newest of each webhook only, in the order recorded.
    const left = new Map<string, number>();
    const kept: AttemptView[] = [];
    for (let i = batch.length - 1; i >= 0; i--) {
      const n = left.get(batch[i]!.webhook_id) ?? ATTEMPTS_PER_WEBHOOK;
      if (n === 0) continue;
      left.set(batch[i]!.webhook_id, n - 1);
      kept.push(batch[i]!);
    }
    kept.reverse();
    const hooks = new Map<string, { company_id: string; branch_id: string } | undefined>();
    const byCompany = new Map<string, WebhookAttemptPush[]>();
    for (const a of kept) {
      if (!hooks.has(a.webhook_id))
        hooks.set(
          a.webhook_id,
          this.service.db
            .prepare<[string], { company_id: string; branch_id: string }>(
              'SELECT company_id, branch_id FROM webhooks WHERE id = ?',
            )
            .get(a.webhook_id),
        );
      const hook = hooks.get(a.webhook_id);
      if (!hook) continue;
      const list = byCompany.get(hook.company_id) ?? [];
      list.push({ webhookId: a.webhook_id, branchId: hook.branch_id, attempt: attemptInfo(a) });
      byCompany.set(hook.company_id, list);
    }
    const users = new Map<string, UserRow | undefined>();
    const bySession = new Map<string, WebhookAttemptPush[]>();
    for (const [companyId, attempts] of byCompany)
      for (const key of this.adminSessionsFor(companyId, users))
        bySession.set(key, [...(bySession.get(key) ?? []), ...attempts]);
    for (const [key, attempts] of bySession) this.push(key, 'webhooks.attempts', { attempts });
  }

  private noteUsage(keyId: string): void {
    this.usedKeys.add(keyId);
    if (this.usageTimer) return;
    this.usageTimer = setTimeout(() => {
      this.usageTimer = undefined;
      const ids = [...this.usedKeys];
      this.usedKeys.clear();
      const byBranch = new Map<string, { companyId: string; keyIds: string[] }>();
      for (const id of ids) {
        const row = this.service.db
          .prepare<[string], { company_id: string; branch_id: string; public_key: string }>(
            'SELECT company_id, branch_id, public_key FROM api_keys WHERE id = ?',
          )
          .get(id);
        if (!row) continue;
        const entry = byBranch.get(row.branch_id) ?? { companyId: row.company_id, keyIds: [] };
        entry.keyIds.push(row.public_key);
        byBranch.set(row.branch_id, entry);
      }
      for (const [branchId, { companyId, keyIds }] of byBranch) {
        for (const key of this.adminSessionsFor(companyId))
          this.push(key, 'keys.usage', { branchId, keyIds });
      }
    }, this.usagePushDelayMs);
    this.usageTimer.unref?.();
  }

  dispose(): void {
    for (const d of this.disposers) d();
    if (this.usageTimer) clearTimeout(this.usageTimer);
    if (this.attemptTimer) clearTimeout(this.attemptTimer);
    this.attempts = [];
    this.pushListeners.clear();
  }
}
