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

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 5 * 60 * 1000;

const WRONG_CREDENTIALS = 'Wrong username or password.';
const WRONG_CODE =
  'That code is not valid. Enter the current 6-digit code from your authenticator app, or a recovery code.';

export type LoginOutcome = { status: 'ok'; user: UserRow } | { status: 'totp_required' };

let dummyHash: Promise<string> | undefined;

/** Sign-in with lockout, and the two-factor (TOTP) enrolment of an account. */
export class Authenticator {
  constructor(
    private readonly db: Database,
    private readonly users: Users,
    private readonly master: MasterKey,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  private totpAad = (userId: string) => `user_totp:${userId}`;

  private lockedMessage(until: number): string {
    const minutes = Math.max(1, Math.ceil((until - this.clock.now()) / 60_000));
    return `This account is locked after ${MAX_FAILED_LOGINS} failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  }

  /** Counts a failure; the fifth in a row locks the account for five minutes. */
  private fail(row: UserRow, reason: string): never {
    // Counted in SQL, not from `row`: parallel guesses all read the row before their scrypt
    // finished, so `row.failed_logins + 1` let a burst of guesses never lock (found by
    // test/integration/brute-force.test.ts).
    const { failed_logins: failures } = this.db
      .prepare<[string], { failed_logins: number }>(
        'UPDATE users SET failed_logins = failed_logins + 1 WHERE id = ? RETURNING failed_logins',
      )
      .get(row.id)!;
    if (failures >= MAX_FAILED_LOGINS) {
      const until = this.clock.now() + LOCKOUT_MS;
      this.db.tx(() => {
        this.db
          .prepare('UPDATE users SET failed_logins = 0, locked_until = ? WHERE id = ?')
          .run(until, row.id);
        this.audit.record({
          actor: `user:${row.username}`,
          action: 'user.locked',
          targetType: 'user',
          targetId: row.username,
          details: { reason, failures },
        });
      });
      throw new AppError('account_locked', this.lockedMessage(until));
    }
    this.audit.record({
      actor: `user:${row.username}`,
      action: 'user.login_failed',
      targetType: 'user',
      targetId: row.username,
      details: { reason },
    });
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
    const row = this.users.byUsername(username);
    if (!row) {
      // Same work as for a real account: response time does not reveal which usernames exist.
      await verifyPassword(password, await (dummyHash ??= hashPassword('not the password')));
      throw new AppError('unauthenticated', WRONG_CREDENTIALS);
    }
    if (row.locked_until && row.locked_until > this.clock.now()) {
      throw new AppError('account_locked', this.lockedMessage(row.locked_until));
    }
    if (!(await verifyPassword(password, row.password_hash))) this.fail(row, 'password');
    // Parallel guesses may have locked the account while this one was being checked.
    const lockedUntil = this.users.row(row.id).locked_until;
    if (lockedUntil && lockedUntil > this.clock.now()) {
      throw new AppError('account_locked', this.lockedMessage(lockedUntil));
    }
    if (row.disabled)
      throw new AppError('forbidden', 'This account is disabled. Ask a Super Admin to enable it.');

    let usedRecovery = false;
    if (row.totp_enabled && row.totp_secret_enc) {
      const code = typeof input.code === 'string' ? input.code.trim() : '';
      if (code === '') return { status: 'totp_required' };
      const secret = this.master.decrypt(row.totp_secret_enc, this.totpAad(row.id));
      const step = matchTotp(secret, row.username, code, this.clock.now());
      if (step !== null && (row.totp_last_step === null || step > row.totp_last_step)) {
        this.db.prepare('UPDATE users SET totp_last_step = ? WHERE id = ?').run(step, row.id);
      } else if (
        step === null &&
        looksLikeRecoveryCode(code) &&
        this.consumeRecoveryCode(row, code)
      ) {
        usedRecovery = true;
      } else {
        this.fail(row, 'totp');
      }
    }
    this.db.tx(() => {
      this.db
        .prepare(
          'UPDATE users SET failed_logins = 0, locked_until = NULL, last_login_at = ? WHERE id = ?',
        )
        .run(isoNow(this.clock), row.id);
      this.audit.record({
        actor: `user:${row.username}`,
        action: 'user.login',
        targetType: 'user',
        targetId: row.username,
        details: usedRecovery ? { recovery_code: true } : undefined,
      });
    });
    return { status: 'ok', user: this.users.row(row.id) };
  }

  private consumeRecoveryCode(row: UserRow, code: string): boolean {
    const hashes = row.recovery_codes ? (JSON.parse(row.recovery_codes) as string[]) : [];
    const hash = hashRecoveryCode(code);
    const index = hashes.indexOf(hash);
    if (index < 0) return false;
    hashes.splice(index, 1);
    this.db
      .prepare('UPDATE users SET recovery_codes = ? WHERE id = ?')
      .run(JSON.stringify(hashes), row.id);
    return true;
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
