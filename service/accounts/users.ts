import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../shared/errors';
import type { UserInfo } from '../../shared/ipc';
import { ROLES, type Role } from '../../shared/roles';
import type { Database } from '../db/database';
import type { UserRow } from '../db/entities';
import type { AuditLog, Actor } from '../audit/audit-log';
import { isoNow, type Clock } from '../util/clock';
import { newId } from '../util/ids';
import { Validator } from '../util/validate';
import { FailedAttempts } from './attempts';
import { hashPassword, isAcceptablePassword, PASSWORD_RULE } from './passwords';

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,64}$/;
export const USERNAME_RULE =
  'Username must be 3 to 64 letters, digits, dots, dashes or underscores.';
export const DISPLAY_NAME_RULE = {
  label: 'Display name',
  min: 1,
  max: 100,
  message: 'Display name is required.',
} as const;

export interface CreateUserInput {
  username: unknown;
  displayName?: unknown;
  password: unknown;
  role: unknown;
  companyIds?: unknown;
}

/** A one-time setup code is valid this long (docs/api.md, "Users"). */
export const SETUP_CODE_TTL_MS = 72 * 60 * 60 * 1000;

const hashSetupCode = (code: string) =>
  createHash('sha256').update(code.trim().toUpperCase(), 'utf8').digest('hex');

/** 20 characters of Crockford base32 in groups of 4 (100 bits): typed once at the sign-in screen. */
function newSetupCode(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const chars = [...randomBytes(20)].map((b) => alphabet[b % 32]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

export interface InvitedUserInput {
  username: unknown;
  displayName?: unknown;
  role: unknown;
  companyIds: string[];
  branchIds: string[];
}

/** Where an action through the open API happened, for its audit entry (the key's company and branch). */
export interface AuditPlace {
  companyId: string;
  branchId: string;
}

export interface UpdateUserInput {
  displayName?: unknown;
  role?: unknown;
  companyIds?: unknown;
  disabled?: unknown;
}

/** Dashboard accounts: Super Admin, Admin, Manager, Cashier, Staff, and company access. */
export class Users {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {
    this.attempts = new FailedAttempts(db, audit, clock);
  }

  /** Setup codes are guessed at like passwords: the same failure limit as sign-in. */
  private readonly attempts: FailedAttempts;

  row(id: string): UserRow {
    const row = this.db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?').get(id);
    if (!row) throw new AppError('not_found', `No user with id ${id}.`);
    return row;
  }

  byUsername(username: string): UserRow | undefined {
    return this.db
      .prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?')
      .get(username);
  }

  companyIds(userId: string): string[] {
    return this.db
      .prepare<[string], { company_id: string }>(
        `SELECT company_id FROM user_companies WHERE user_id = ? ORDER BY company_id`,
      )
      .all(userId)
      .map((r) => r.company_id);
  }

  /** The branches a user is limited to; empty: every branch of the user's companies. */
  branchIds(userId: string): string[] {
    return this.db
      .prepare<[string], { branch_id: string }>(
        `SELECT branch_id FROM user_branches WHERE user_id = ? ORDER BY branch_id`,
      )
      .all(userId)
      .map((r) => r.branch_id);
  }

  /** A user that is not deleted, else 404. */
  live(id: string): UserRow {
    const row = this.row(id);
    if (row.deleted_at !== null) throw new AppError('not_found', `No user with id ${id}.`);
    return row;
  }

  /** May this user see the company? Super Admins see every company. */
  canAccessCompany(user: UserRow, companyId: string): boolean {
    if (user.role === 'super_admin') return true;
    return (
      this.db
        .prepare('SELECT 1 FROM user_companies WHERE user_id = ? AND company_id = ?')
        .get(user.id, companyId) !== undefined
    );
  }

  view(row: UserRow): UserInfo {
    return {
      id: row.id,
      username: row.username,
      display_name: row.display_name,
      role: row.role,
      disabled: row.disabled === 1,
      totp_enabled: row.totp_enabled === 1,
      company_ids: this.companyIds(row.id),
      created_at: row.created_at,
      updated_at: row.updated_at,
      locked_until:
        row.locked_until && row.locked_until > this.clock.now()
          ? new Date(row.locked_until).toISOString()
          : null,
    };
  }

  list(): UserInfo[] {
    return this.db
      .prepare<[], UserRow>(
        'SELECT * FROM users WHERE deleted_at IS NULL ORDER BY username COLLATE NOCASE',
      )
      .all()
      .map((r) => this.view(r));
  }

  private validateCompanies(v: Validator, raw: unknown): string[] | undefined {
    if (raw === undefined) return undefined;
    if (!Array.isArray(raw) || !raw.every((x) => typeof x === 'string')) {
      v.add('companyIds', 'Company access must be a list of company ids.');
      return undefined;
    }
    const ids = [...new Set(raw as string[])];
    const unknown = ids.filter(
      (id) => !this.db.prepare('SELECT 1 FROM companies WHERE id = ?').get(id),
    );
    if (unknown.length) v.add('companyIds', `Unknown company: ${unknown.join(', ')}.`);
    return ids;
  }

  private setCompanies(userId: string, ids: string[]): void {
    this.db.prepare('DELETE FROM user_companies WHERE user_id = ?').run(userId);
    const insert = this.db.prepare(
      'INSERT INTO user_companies (user_id, company_id) VALUES (?, ?)',
    );
    for (const id of ids) insert.run(userId, id);
  }

  private superAdminsLeft(exceptId: string): number {
    return this.db
      .prepare<[string], { n: number }>(
        "SELECT count(*) AS n FROM users WHERE role = 'super_admin' AND disabled = 0 AND id <> ?",
      )
      .get(exceptId)!.n;
  }

  async create(input: CreateUserInput, actor: Actor): Promise<UserInfo> {
    const v = new Validator();
    const username = input.username;
    if (typeof username !== 'string' || !USERNAME_PATTERN.test(username))
      v.add('username', USERNAME_RULE);
    else if (this.byUsername(username))
      v.add('username', `The username "${username}" is already taken.`);
    const displayName = v.text('displayName', input.displayName, DISPLAY_NAME_RULE);
    if (!isAcceptablePassword(input.password)) v.add('password', PASSWORD_RULE);
    const role = v.oneOf<Role>('role', input.role, ROLES, 'Role');
    const companyIds = this.validateCompanies(v, input.companyIds ?? []) ?? [];
    if (role && role !== 'super_admin' && companyIds.length === 0)
      v.add('companyIds', 'Give access to at least one company.');
    v.done();
    const hash = await hashPassword(input.password as string);
    const now = isoNow(this.clock);
    const id = newId('usr');
    this.db.tx(() => {
      if (this.byUsername(username as string)) {
        throw new AppError(
          'validation_failed',
          `The username "${username as string}" is already taken.`,
          [{ path: 'username', message: `The username "${username as string}" is already taken.` }],
        );
      }
      this.db
        .prepare(
          `INSERT INTO users (id, username, display_name, password_hash, role, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(id, username, displayName || username, hash, role, now, now);
      this.setCompanies(id, role === 'super_admin' ? [] : companyIds);
      this.audit.record({
        actor,
        action: 'user.created',
        targetType: 'user',
        targetId: username as string,
        details: { role, companyIds },
      });
    });
    return this.view(this.row(id));
  }

  update(
    id: string,
    input: UpdateUserInput,
    actor: Actor,
    actingUserId: string,
    place?: AuditPlace,
  ): UserInfo {
    const row = this.live(id);
    const v = new Validator();
    const displayName =
      input.displayName === undefined
        ? row.display_name
        : v.text('displayName', input.displayName, { ...DISPLAY_NAME_RULE, required: true });
    const role =
      input.role === undefined ? row.role : v.oneOf<Role>('role', input.role, ROLES, 'Role');
    const companyIds = this.validateCompanies(v, input.companyIds);
    let disabled = row.disabled === 1;
    if (input.disabled !== undefined) {
      if (typeof input.disabled !== 'boolean') v.add('disabled', 'Disabled must be true or false.');
      else disabled = input.disabled;
    }
    const demoting = row.role === 'super_admin' && (role !== 'super_admin' || disabled);
    if (demoting && this.superAdminsLeft(row.id) === 0)
      v.add(input.disabled ? 'disabled' : 'role', 'Keep at least one active Super Admin.');
    if (id === actingUserId && disabled) v.add('disabled', 'You cannot disable your own account.');
    const finalCompanies = companyIds ?? this.companyIds(id);
    if (role && role !== 'super_admin' && finalCompanies.length === 0)
      v.add('companyIds', 'Give access to at least one company.');
    v.done();
    const changed = Object.keys(input).filter(
      (k) => (input as Record<string, unknown>)[k] !== undefined,
    );
    this.db.tx(() => {
      this.db
        .prepare(
          'UPDATE users SET display_name = ?, role = ?, disabled = ?, updated_at = ? WHERE id = ?',
        )
        .run(displayName, role, disabled ? 1 : 0, isoNow(this.clock), id);
      if (companyIds !== undefined || role === 'super_admin')
        this.setCompanies(id, role === 'super_admin' ? [] : finalCompanies);
      const action =
        input.disabled === true && row.disabled === 0
          ? 'user.disabled'
          : input.disabled === false && row.disabled === 1
            ? 'user.enabled'
            : 'user.updated';
      this.audit.record({
        actor,
        action,
        targetType: 'user',
        targetId: row.username,
        details: { fields: changed, role },
        ...place,
      });
    });
    return this.view(this.row(id));
  }

  async setPassword(
    id: string,
    password: unknown,
    actor: Actor,
    action = 'user.password_reset',
  ): Promise<UserInfo> {
    const row = this.row(id);
    if (!isAcceptablePassword(password))
      throw new AppError('validation_failed', PASSWORD_RULE, [
        { path: 'password', message: PASSWORD_RULE },
      ]);
    const hash = await hashPassword(password);
    this.db.tx(() => {
      this.db
        .prepare(
          'UPDATE users SET password_hash = ?, failed_logins = 0, locked_until = NULL, updated_at = ? WHERE id = ?',
        )
        .run(hash, isoNow(this.clock), id);
      this.audit.record({ actor, action, targetType: 'user', targetId: row.username });
    });
    return this.view(this.row(id));
  }

  private validateBranches(v: Validator, raw: unknown, companyIds: string[]): string[] {
    if (!Array.isArray(raw) || !raw.every((x) => typeof x === 'string')) {
      v.add('branchIds', 'Branch access must be a list of branch ids.');
      return [];
    }
    const ids = [...new Set(raw as string[])];
    for (const id of ids) {
      const row = this.db
        .prepare<[string], { company_id: string }>('SELECT company_id FROM branches WHERE id = ?')
        .get(id);
      if (!row || !companyIds.includes(row.company_id))
        v.add('branchIds', `Unknown branch, or not of the user's companies: ${id}.`);
    }
    return ids;
  }

  /**
   * A user who chooses a password with a one-time setup code (the open API: no password travels
   * through it). The code is returned this once and stored as a SHA-256; it lasts 72 hours.
   */
  async invite(
    input: InvitedUserInput,
    actor: Actor,
    place?: AuditPlace,
  ): Promise<{ user: UserInfo; setupCode: string; expiresAt: string }> {
    return this.inviteWith(await this.unknownPasswordHash(), input, actor, place);
  }

  /** A hash of a password no one knows: an invited account signs in only after its setup code. */
  unknownPasswordHash(): Promise<string> {
    return hashPassword(randomBytes(32).toString('base64'));
  }

  /**
   * invite's synchronous part, with the hash made beforehand (unknownPasswordHash): it runs
   * inside another transaction, such as the open API's once per Idempotency-Key.
   */
  inviteWith(
    hash: string,
    input: InvitedUserInput,
    actor: Actor,
    place?: AuditPlace,
  ): { user: UserInfo; setupCode: string; expiresAt: string } {
    const v = new Validator();
    const username = input.username;
    if (typeof username !== 'string' || !USERNAME_PATTERN.test(username))
      v.add('username', USERNAME_RULE);
    else if (this.byUsername(username))
      v.add('username', `The username "${username}" is already taken.`);
    const displayName = v.text('displayName', input.displayName, DISPLAY_NAME_RULE);
    const role = v.oneOf<Role>('role', input.role, ROLES, 'Role');
    const companyIds = this.validateCompanies(v, input.companyIds) ?? [];
    if (companyIds.length === 0) v.add('companyIds', 'Give access to at least one company.');
    const branchIds = this.validateBranches(v, input.branchIds, companyIds);
    v.done();
    const setupCode = newSetupCode();
    const expiresAt = new Date(this.clock.now() + SETUP_CODE_TTL_MS).toISOString();
    const now = isoNow(this.clock);
    const id = newId('usr');
    this.db.tx(() => {
      if (this.byUsername(username as string)) {
        const message = `The username "${username as string}" is already taken.`;
        throw new AppError('validation_failed', message, [{ path: 'username', message }]);
      }
      this.db
        .prepare(
          `INSERT INTO users (id, username, display_name, password_hash, role, created_at, updated_at,
             setup_code_hash, setup_code_expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          username,
          displayName || username,
          hash,
          role,
          now,
          now,
          hashSetupCode(setupCode),
          expiresAt,
        );
      this.setCompanies(id, companyIds);
      this.writeBranches(id, branchIds);
      this.audit.record({
        actor,
        action: 'user.created',
        targetType: 'user',
        targetId: username as string,
        details: { role, companyIds, branchIds, setupCode: true },
        ...place,
      });
    });
    return { user: this.view(this.row(id)), setupCode, expiresAt };
  }

  private writeBranches(userId: string, ids: string[]): void {
    this.db.prepare('DELETE FROM user_branches WHERE user_id = ?').run(userId);
    const insert = this.db.prepare('INSERT INTO user_branches (user_id, branch_id) VALUES (?, ?)');
    for (const id of ids) insert.run(userId, id);
  }

  /** Limits a user to some branches of their companies (empty: all of them). */
  setBranches(id: string, raw: unknown, actor: Actor, place?: AuditPlace): UserInfo {
    const row = this.live(id);
    const v = new Validator();
    const ids = this.validateBranches(v, raw, this.companyIds(id));
    v.done();
    this.db.tx(() => {
      this.writeBranches(id, ids);
      this.db.prepare('UPDATE users SET updated_at = ? WHERE id = ?').run(isoNow(this.clock), id);
      this.audit.record({
        actor,
        action: 'user.access_changed',
        targetType: 'user',
        targetId: row.username,
        details: { branchIds: ids },
        ...place,
      });
    });
    return this.view(this.row(id));
  }

  /**
   * Soft delete: the row stays (the audit trail names it) but is disabled, unlisted and its
   * setup code void. A console session of the user ends at its next call (dispatch re-reads
   * the user on each one, in any process); the caller ends the sessions it holds itself.
   */
  delete(id: string, actor: Actor, actingUserId: string, place?: AuditPlace): void {
    const row = this.live(id);
    if (id === actingUserId) throw new AppError('forbidden', 'You cannot delete your own account.');
    if (row.role === 'super_admin' && this.superAdminsLeft(row.id) === 0)
      throw new AppError('forbidden', 'Keep at least one active Super Admin.');
    const now = isoNow(this.clock);
    this.db.tx(() => {
      this.db
        .prepare(
          `UPDATE users SET disabled = 1, deleted_at = ?, setup_code_hash = NULL,
             setup_code_expires_at = NULL, updated_at = ? WHERE id = ?`,
        )
        .run(now, now, id);
      this.audit.record({
        actor,
        action: 'user.deleted',
        targetType: 'user',
        targetId: row.username,
        ...place,
      });
    });
  }

  /**
   * The console's sign-in screen: a user created with a setup code chooses a password. The
   * code works once, for 72 hours, for an active account; every refusal reads the same, but
   * for the lock that wrong codes bring, as wrong passwords do (FailedAttempts).
   */
  async redeemSetupCode(username: unknown, code: unknown, password: unknown): Promise<UserInfo> {
    if (!isAcceptablePassword(password))
      throw new AppError('validation_failed', PASSWORD_RULE, [
        { path: 'password', message: PASSWORD_RULE },
      ]);
    const refused = new AppError(
      'unauthenticated',
      'That username and setup code do not match an unused setup code. Ask an administrator for a new one.',
    );
    if (typeof username !== 'string' || typeof code !== 'string' || code.length > 64) throw refused;
    const pending = this.byUsername(username);
    // Only an account waiting for its code can be guessed at here, and only it is locked by it.
    if (
      pending === undefined ||
      pending.deleted_at !== null ||
      pending.disabled !== 0 ||
      pending.setup_code_hash === null ||
      pending.setup_code_expires_at === null ||
      Date.parse(pending.setup_code_expires_at) <= this.clock.now()
    )
      throw refused;
    // The slot is taken before the code is compared: parallel guesses all count.
    const row = this.attempts.take(pending.id);
    const valid =
      row.setup_code_hash !== null &&
      timingSafeEqual(Buffer.from(row.setup_code_hash), Buffer.from(hashSetupCode(code)));
    if (!valid) {
      this.attempts.failed(row, 'setup_code');
      throw refused;
    }
    const hash = await hashPassword(password);
    const done = this.db.tx(() => {
      // Once only, even for two redemptions at the same time.
      const changed = this.db
        .prepare(
          `UPDATE users SET password_hash = ?, setup_code_hash = NULL, setup_code_expires_at = NULL,
             failed_logins = 0, locked_until = NULL, updated_at = ?
           WHERE id = ? AND setup_code_hash = ?`,
        )
        .run(hash, isoNow(this.clock), row.id, row.setup_code_hash).changes;
      if (changed === 1) {
        this.audit.record({
          actor: `user:${row.username}`,
          action: 'user.setup_code_redeemed',
          targetType: 'user',
          targetId: row.username,
        });
      }
      return changed === 1;
    });
    if (!done) throw refused;
    return this.view(this.row(row.id));
  }
}
