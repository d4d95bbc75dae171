import { AppError } from '../../shared/errors';
import type { Database } from '../db/database';
import type { UserRow } from '../db/entities';
import type { AuditLog } from '../audit/audit-log';
import type { Clock } from '../util/clock';

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 5 * 60 * 1000;

export const DISABLED = 'This account is disabled. Ask a Super Admin to enable it.';

/** What a failed attempt got wrong, in the audit log. */
export type FailureReason = 'password' | 'totp' | 'setup_code';

/**
 * Takes one of an account's MAX_FAILED_LOGINS attempts, in one statement, before anything the
 * caller sent is checked. `failed_logins` counts the attempts since the last success that have
 * not succeeded, those still being checked included; the attempt that takes the last one locks
 * the account. A locked or disabled account gives no attempt (no row back). An expired lock
 * starts a new count.
 */
const TAKE_ATTEMPT_SQL = `
  UPDATE users SET
    failed_logins = (CASE WHEN locked_until IS NULL THEN failed_logins ELSE 0 END) + 1,
    locked_until = CASE
      WHEN (CASE WHEN locked_until IS NULL THEN failed_logins ELSE 0 END) + 1 >= @max THEN @until
    END
  WHERE id = @id AND disabled = 0 AND (locked_until IS NULL OR locked_until <= @now)
  RETURNING *`;

/** Gives back an attempt that proved the password but has no code yet (not a failure). */
const RETURN_ATTEMPT_SQL = `
  UPDATE users SET
    failed_logins = max(failed_logins - 1, 0),
    locked_until = CASE WHEN failed_logins - 1 >= @max THEN locked_until END
  WHERE id = @id`;

/**
 * The failure limit of everything that proves a person by a secret they type (sign-in with a
 * password or a two-factor code, redeeming a setup code): MAX_FAILED_LOGINS failures in a row
 * lock the account for LOCKOUT_MS. A success clears the count (the caller's own UPDATE sets
 * `failed_logins = 0, locked_until = NULL` with what it changes).
 */
export class FailedAttempts {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  /** Depends on the lock's end and the time only, never on what the caller sent. */
  private locked(until: number): AppError {
    const minutes = Math.max(1, Math.ceil((until - this.clock.now()) / 60_000));
    return new AppError(
      'account_locked',
      `This account is locked after ${MAX_FAILED_LOGINS} failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }

  /**
   * The attempt's row as it took its slot, or the refusal of a locked or disabled account:
   * the same answer whatever the caller sent, which is not checked.
   */
  take(userId: string): UserRow {
    const now = this.clock.now();
    const row = this.db
      .prepare<{ id: string; now: number; until: number; max: number }, UserRow>(TAKE_ATTEMPT_SQL)
      .get({ id: userId, now, until: now + LOCKOUT_MS, max: MAX_FAILED_LOGINS });
    if (row) return row;
    const current = this.db
      .prepare<[string], Pick<UserRow, 'disabled' | 'locked_until'>>(
        'SELECT disabled, locked_until FROM users WHERE id = ?',
      )
      .get(userId);
    if (!current || current.disabled) throw new AppError('forbidden', DISABLED);
    throw this.locked(current.locked_until ?? now + LOCKOUT_MS);
  }

  /** An attempt that was not a failure (a right password still waiting for its code). */
  giveBack(userId: string): void {
    this.db.prepare(RETURN_ATTEMPT_SQL).run({ id: userId, max: MAX_FAILED_LOGINS });
  }

  /**
   * A checked attempt failed: its slot stays taken, and the audit log says so. The attempt that
   * took the last slot locked the account and throws that; otherwise the caller says what was
   * wrong.
   */
  failed(attempt: UserRow, reason: FailureReason): void {
    const locking = attempt.failed_logins >= MAX_FAILED_LOGINS;
    this.audit.record({
      actor: `user:${attempt.username}`,
      action: locking ? 'user.locked' : 'user.login_failed',
      targetType: 'user',
      targetId: attempt.username,
      details: locking ? { reason, failures: attempt.failed_logins } : { reason },
    });
    if (locking) throw this.locked(attempt.locked_until!);
  }
}
