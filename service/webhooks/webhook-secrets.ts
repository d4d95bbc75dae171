import { validationError } from '../../shared/errors';
import {
  DEFAULT_SECRET_OVERLAP,
  SECRET_OVERLAP_MS,
  parseSecretOverlap,
} from '../../shared/signing-overlap';
import type { AuditLog, Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import type { WebhookRow } from '../db/entities';
import type { MasterKey } from '../vault/master-key';
import { isoNow, type Clock } from '../util/clock';
import { generateSigningSecret } from './signing';
import { previousSecretAad, previousSecretSigns, type SigningSecrets } from './secret-rotation';
import { MESSAGES } from './webhook-input';

/** The AES-GCM associated data of a webhook's secret: a ciphertext copied to another row will not decrypt. */
export const secretAad = (webhookId: string): string => webhookId;

/**
 * The webhooks' signing secrets (the secret columns of `webhooks`, written only here): sealed
 * with the master key, rotated with an overlap (secret-rotation.ts), erased when the overlap
 * ends. The delivery worker reads them through `SigningSecrets`; nothing shows or logs them.
 */
export class WebhookSecrets implements SigningSecrets {
  constructor(
    private readonly db: Database,
    private readonly master: MasterKey,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  /** The stored form of a webhook's current secret. */
  seal(webhookId: string, secret: string): string {
    return this.master.encrypt(secret, secretAad(webhookId));
  }

  signingSecret(row: Pick<WebhookRow, 'id' | 'secret_enc'>): string {
    return this.master.decrypt(row.secret_enc, secretAad(row.id));
  }

  /** The secret a rotation replaced; check its overlap first. */
  previousSigningSecret(row: Pick<WebhookRow, 'id' | 'previous_secret_enc'>): string {
    if (row.previous_secret_enc === null) throw new Error('This webhook has no previous secret.');
    return this.master.decrypt(row.previous_secret_enc, previousSecretAad(row.id));
  }

  /**
   * "Rotate signing secret" of an existing webhook: a new generated secret signs from now on,
   * and the current one keeps signing next to it for the overlap (`none`, `1h`, `24h` by
   * default, `7d`). A rotation during an overlap replaces the previous secret with the one
   * current until now: the newest previous wins, and the older one stops at once. Returns the
   * new secret.
   */
  rotate(id: string, overlapInput: unknown, actor: Actor): string {
    const overlap =
      overlapInput === undefined
        ? DEFAULT_SECRET_OVERLAP
        : typeof overlapInput === 'string'
          ? parseSecretOverlap(overlapInput)
          : undefined;
    if (!overlap) throw validationError([{ path: 'overlap', message: MESSAGES.overlap }]);
    const secret = generateSigningSecret();
    this.db.tx(() => {
      // Read in the transaction: two rotations at once keep one chain (current → previous).
      const row = this.db
        .prepare<[string], WebhookRow>('SELECT * FROM webhooks WHERE id = ?')
        .get(id)!;
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
          this.seal(row.id, secret),
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
    return secret;
  }

  /** Ends an overlap at once (a typed secret replaced the current one). */
  erasePrevious(id: string): void {
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
  eraseExpired(): number {
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
}
