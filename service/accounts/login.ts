import { AppError } from '../../shared/errors';
import type { TotpEnrolment } from '../../shared/ipc';
import type { Database } from '../db/database';
import type { UserRow } from '../db/entities';
import type { MasterKey } from '../vault/master-key';
import type { AuditLog } from '../audit/audit-log';
import { isoNow, type Clock } from '../util/clock';
import { hashPassword, isAcceptablePassword, PASSWORD_RULE, verifyPassword } from './passwords';
import {
  hashRecoveryCode,
  looksLikeRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  qrDataUrl,
  totpFor,
} from './totp';
import type { Users } from './users';
import { DISABLED, FailedAttempts } from './attempts';

export { LOCKOUT_MS, MAX_FAILED_LOGINS } from './attempts';

const WRONG_CREDENTIALS = 'Wrong username or password.';
const WRONG_CODE =
  'That code is not valid. Enter the current 6-digit code from your authenticator app, or a recovery code.';

export type LoginOutcome = { status: 'ok'; user: UserRow } | { status: 'totp_required' };

let dummyHash: Promise<string> | undefined;

/** Accepts a TOTP time step only if it is later than every step accepted before (no replay). */
const USE_TOTP_STEP_SQL = `
  UPDATE users SET totp_last_step = @step
  WHERE id = @id AND (totp_last_step IS NULL OR totp_last_step < @step)`;

/**
 * Removes one recovery code from the account's list if it is there. One statement, so two
 * sign-ins can neither both spend one code nor undo each other's removal of another.
 */
const USE_RECOVERY_CODE_SQL = `
  UPDATE users SET recovery_codes =
    (SELECT json_group_array(value) FROM json_each(users.recovery_codes) WHERE value <> @hash)
  WHERE id = @id AND EXISTS (SELECT 1 FROM json_each(users.recovery_codes) WHERE value = @hash)`;

/** Sign-in with lockout, and the two-factor (TOTP) enrolment of an account. */
export class Authenticator {
  constructor(
    private readonly db: Database,
    private readonly users: Users,
    private readonly master: MasterKey,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {
    this.attempts = new FailedAttempts(db, audit, clock);
  }

  private readonly attempts: FailedAttempts;

  private totpAad = (userId: string) => `user_totp:${userId}`;

  /** A checked attempt failed: locked by it, or told what was wrong. */
  private fail(attempt: UserRow, reason: 'password' | 'totp'): never {
    this.attempts.failed(attempt, reason);
    if (reason === 'totp')
      throw new AppError('unauthenticated', WRONG_CODE, [{ path: 'code', message: WRONG_CODE }]);
    throw new AppError('unauthenticated', WRONG_CREDENTIALS);
  }

  async login(input: {
    username: unknown;
    password: unknown;
    code?: unknown;
  }): Promise<LoginOutcome> {
    const fields = [];
    if (typeof input.username !== 'string' || input.username.trim() === '')
      fields.push({ path: 'username', message: 'Enter your username.' });
    if (typeof input.password !== 'string' || input.password === '')
      fields.push({ path: 'password', message: 'Enter your password.' });
    if (fields.length)
      throw new AppError(
        'validation_failed',
        fields.length === 1 ? fields[0]!.message : 'Enter your username and password.',
        fields,
      );
    const username = (input.username as string).trim();
    const password = input.password as string;
    const known = this.users.byUsername(username);
    if (!known) {
      // Same work as for a real account: response time does not reveal which usernames exist.
      await verifyPassword(password, await (dummyHash ??= hashPassword('not the password')));
      throw new AppError('unauthenticated', WRONG_CREDENTIALS);
    }
    // The slot is taken before the (async) password check: parallel guesses cannot all be
    // checked against the count as it was before any of them failed.
    const attempt = this.attempts.take(known.id);
    if (!(await verifyPassword(password, attempt.password_hash))) this.fail(attempt, 'password');

    let usedRecovery = false;
    if (attempt.totp_enabled && attempt.totp_secret_enc) {
      const code = typeof input.code === 'string' ? input.code.trim() : '';
      if (code === '') {
        this.attempts.giveBack(attempt.id);
        return { status: 'totp_required' };
      }
      const secret = this.master.decrypt(attempt.totp_secret_enc, this.totpAad(attempt.id));
      const step = matchTotp(secret, attempt.username, code, this.clock.now());
      if (step !== null) {
        if (this.db.prepare(USE_TOTP_STEP_SQL).run({ id: attempt.id, step }).changes !== 1)
          this.fail(attempt, 'totp');
      } else if (
        looksLikeRecoveryCode(code) &&
        this.db.prepare(USE_RECOVERY_CODE_SQL).run({ id: attempt.id, hash: hashRecoveryCode(code) })
          .changes === 1
      ) {
        usedRecovery = true;
      } else {
        this.fail(attempt, 'totp');
      }
    }
    this.db.tx(() => {
      // `disabled = 0`: an account disabled while its password was being checked stays out.
      const signedIn = this.db
        .prepare(
          'UPDATE users SET failed_logins = 0, locked_until = NULL, last_login_at = ? WHERE id = ? AND disabled = 0',
        )
        .run(isoNow(this.clock), attempt.id);
      if (signedIn.changes !== 1) throw new AppError('forbidden', DISABLED);
      this.audit.record({
        actor: `user:${attempt.username}`,
        action: 'user.login',
        targetType: 'user',
        targetId: attempt.username,
        details: usedRecovery ? { recovery_code: true } : undefined,
      });
    });
    return { status: 'ok', user: this.users.row(attempt.id) };
  }

  /** Step 1 of enrolment: a new secret (stored encrypted, not yet enabled) and its QR code. */
  async beginTotp(userId: string): Promise<TotpEnrolment> {
    const row = this.users.row(userId);
    if (row.totp_enabled)
      throw new AppError(
        'conflict',
        'Two-factor authentication is already on. Turn it off first to enrol a new device.',
      );
    const secret = newTotpSecret();
    this.db
      .prepare('UPDATE users SET totp_secret_enc = ?, updated_at = ? WHERE id = ?')
      .run(this.master.encrypt(secret, this.totpAad(userId)), isoNow(this.clock), userId);
    const otpauthUrl = totpFor(secret, row.username).toString();
    return { secret, otpauthUrl, qrDataUrl: await qrDataUrl(otpauthUrl) };
  }

  /** Step 2: a code from the app proves the enrolment; returns the recovery codes, once. */
  confirmTotp(userId: string, code: unknown): string[] {
    const row = this.users.row(userId);
    if (row.totp_enabled)
      throw new AppError('conflict', 'Two-factor authentication is already on.');
    if (!row.totp_secret_enc) throw new AppError('conflict', 'Start the two-factor setup first.');
    const secret = this.master.decrypt(row.totp_secret_enc, this.totpAad(userId));
    const step =
      typeof code === 'string' ? matchTotp(secret, row.username, code, this.clock.now()) : null;
    if (step === null) {
      const message =
        'That code is not valid. Enter the 6-digit code your authenticator app shows now.';
      throw new AppError('validation_failed', message, [{ path: 'code', message }]);
    }
    const codes = newRecoveryCodes();
    this.db.tx(() => {
      this.db
        .prepare(
          'UPDATE users SET totp_enabled = 1, totp_last_step = ?, recovery_codes = ?, updated_at = ? WHERE id = ?',
        )
        .run(step, JSON.stringify(codes.map(hashRecoveryCode)), isoNow(this.clock), userId);
      this.audit.record({
        actor: `user:${row.username}`,
        action: 'user.totp_enabled',
        targetType: 'user',
        targetId: row.username,
      });
    });
    return codes;
  }

  async disableTotp(userId: string, password: unknown): Promise<void> {
    const row = this.users.row(userId);
    if (typeof password !== 'string' || !(await verifyPassword(password, row.password_hash))) {
      throw new AppError('validation_failed', 'The password is not correct.', [
        { path: 'password', message: 'The password is not correct.' },
      ]);
    }
    this.db.tx(() => {
      this.db
        .prepare(
          'UPDATE users SET totp_enabled = 0, totp_secret_enc = NULL, totp_last_step = NULL, recovery_codes = NULL, updated_at = ? WHERE id = ?',
        )
        .run(isoNow(this.clock), userId);
      this.audit.record({
        actor: `user:${row.username}`,
        action: 'user.totp_disabled',
        targetType: 'user',
        targetId: row.username,
      });
    });
  }

  async changePassword(userId: string, current: unknown, next: unknown): Promise<void> {
    const row = this.users.row(userId);
    const fields = [];
    if (typeof current !== 'string' || !(await verifyPassword(current, row.password_hash)))
      fields.push({ path: 'currentPassword', message: 'The current password is not correct.' });
    if (!isAcceptablePassword(next)) fields.push({ path: 'newPassword', message: PASSWORD_RULE });
    if (fields.length)
      throw new AppError(
        'validation_failed',
        fields.length === 1 ? fields[0]!.message : 'Some fields are not valid.',
        fields,
      );
    await this.users.setPassword(userId, next, `user:${row.username}`, 'user.password_changed');
  }
}
