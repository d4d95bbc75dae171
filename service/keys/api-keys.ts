import { AppError } from '../../shared/errors';
import type { ApiKeyInfo, KeyStatsInfo } from '../../shared/ipc';
import { describeScopeProblems, normalizeScopes, type Industry } from '../../shared/scopes';
import { ChangeWatch, type Database } from '../db/database';
import type { ApiKeyRow } from '../db/entities';
import type { MasterKey } from '../vault/master-key';
import type { AuditLog, Actor } from '../audit/audit-log';
import type { Tenancy } from '../tenancy/tenancy';
import { isoNow, type Clock } from '../util/clock';
import { newId } from '../util/ids';
import { Validator, NAME_RULE } from '../util/validate';
import { isPublicKey, isWellFormedSecret, newPublicKey, newSecretKey } from './key-format';
import { localDay, type UsageRecorder } from './usage';
import { IpAllowList, normaliseAllowList } from './ip-allow-list';
import { EXPIRES_SOON_MS, expiryMs, parseExpiry } from './key-expiry';

export const MAX_KEYS_PER_BRANCH = 100;
const DESCRIPTION_RULE = { label: 'Description', max: 500, multiline: true } as const;

/** What the dashboard and CLI show of a key (never the secret): the IPC contract's shapes. */
export type ApiKeyView = ApiKeyInfo;
export type KeyStats = KeyStatsInfo;

/** The identity an accepted bearer resolves to. */
export interface AuthenticatedKey {
  id: string;
  public_key: string;
  name: string;
  company_id: string;
  branch_id: string;
  scopes: ReadonlySet<string>;
  time_zone: string;
  /** The company's industry is `restaurant` (the routes of restaurant-only scopes exist). */
  restaurant: boolean;
  /** Where the key may be used from; null = any address. */
  allowed_ips: IpAllowList | null;
  /** Epoch ms from which the key no longer authenticates; Infinity = never. */
  expires_at_ms: number;
}

export interface CreateKeyInput {
  companyId: string;
  branchId: string;
  name: unknown;
  description?: unknown;
  scopes: unknown;
  allowed_ips?: unknown;
  expires_at?: unknown;
}

/** What `keys.update` may change; the secret stays, so editing never replaces it. */
export interface UpdateKeyInput {
  name?: unknown;
  description?: unknown;
  allowed_ips?: unknown;
  expires_at?: unknown;
  scopes?: unknown;
}

type KeyAuthRow = Pick<
  ApiKeyRow,
  | 'id'
  | 'public_key'
  | 'name'
  | 'company_id'
  | 'branch_id'
  | 'scopes'
  | 'status'
  | 'allowed_ips'
  | 'expires_at'
> & {
  time_zone: string;
  industry: string;
};

export class ApiKeys {
  constructor(
    private readonly db: Database,
    private readonly master: MasterKey,
    private readonly tenancy: Tenancy,
    private readonly audit: AuditLog,
    private readonly usage: UsageRecorder,
    private readonly clock: Clock,
  ) {}

  private aad = (row: { id: string }) => `api_key:${row.id}`;

  private row(publicKey: string): ApiKeyRow {
    const row = isPublicKey(publicKey)
      ? this.db
          .prepare<[string], ApiKeyRow>('SELECT * FROM api_keys WHERE public_key = ?')
          .get(publicKey)
      : undefined;
    if (!row) throw new AppError('not_found', unknownKeyMessage(publicKey));
    return row;
  }

  private view(row: ApiKeyRow, timeZone?: string): ApiKeyView {
    const pending = this.usage.unflushed(row.id);
    const tz = timeZone ?? this.tenancy.branch(row.branch_id)?.time_zone ?? 'UTC';
    const today = localDay(this.clock.now(), tz);
    const stored =
      this.db
        .prepare<[string, string], { requests: number }>(
          'SELECT requests FROM api_key_usage_daily WHERE key_id = ? AND day = ?',
        )
        .get(row.id, today)?.requests ?? 0;
    const lastPending = pending.lastUsed ? new Date(pending.lastUsed).toISOString() : null;
    const expiresAt = expiryMs(row.expires_at);
    const now = this.clock.now();
    return {
      id: row.id,
      version: row.version,
      public_key: row.public_key,
      name: row.name,
      description: row.description,
      scopes: JSON.parse(row.scopes) as string[],
      status: row.status,
      company_id: row.company_id,
      branch_id: row.branch_id,
      total_requests: row.total_requests + pending.count,
      requests_today: stored + (pending.days.get(today) ?? 0),
      last_used_at:
        lastPending && (!row.last_used_at || lastPending > row.last_used_at)
          ? lastPending
          : row.last_used_at,
      created_at: row.created_at,
      updated_at: row.updated_at,
      secret_rotated_at: row.secret_rotated_at,
      allowed_ips: row.allowed_ips === null ? [] : (JSON.parse(row.allowed_ips) as string[]),
      expires_at: row.expires_at,
      expired: expiresAt <= now,
      expires_soon: expiresAt > now && expiresAt - now <= EXPIRES_SOON_MS,
    };
  }

  /** The allow-list and expiry fields of a create or update, checked, in their stored form. */
  private accessRules(
    v: Validator,
    input: { allowed_ips?: unknown; expires_at?: unknown },
  ): { allowed_ips?: string | null; expires_at?: string | null } {
    const out: { allowed_ips?: string | null; expires_at?: string | null } = {};
    if (input.allowed_ips !== undefined) {
      const list = normaliseAllowList(input.allowed_ips === null ? [] : input.allowed_ips);
      if (list.problem !== undefined) v.add('allowed_ips', list.problem);
      else out.allowed_ips = list.entries.length ? JSON.stringify(list.entries) : null;
    }
    if (input.expires_at !== undefined) {
      const expiry = parseExpiry(input.expires_at, this.clock.now());
      if (expiry.problem !== undefined) v.add('expires_at', expiry.problem);
      else out.expires_at = expiry.expiresAt;
    }
    return out;
  }

  /** The permissions of a create or update, checked against the catalog of the industry. */
  private scopeRule(v: Validator, input: unknown, industry: string): string[] {
    if (!Array.isArray(input) || !input.every((s) => typeof s === 'string')) {
      v.add('scopes', 'Permissions must be a list of scope names.');
      return [];
    }
    const normalized = normalizeScopes(input, industry as Industry);
    if (normalized.problems.length) v.add('scopes', describeScopeProblems(normalized.problems));
    else if (normalized.scopes.length === 0) v.add('scopes', 'Select at least one permission.');
    return normalized.scopes;
  }

  create(input: CreateKeyInput, actor: Actor): { key: ApiKeyView; secret_key: string } {
    const { company, branch } = this.tenancy.tenant(input.companyId, input.branchId);
    const v = new Validator();
    const name = v.text('name', input.name, NAME_RULE);
    const description = v.text('description', input.description, DESCRIPTION_RULE);
    const scopes = this.scopeRule(v, input.scopes, company.industry);
    const rules = this.accessRules(v, input);
    v.done();

    const secret = newSecretKey();
    const now = isoNow(this.clock);
    const row: ApiKeyRow = {
      id: newId('key'),
      company_id: company.id,
      branch_id: branch.id,
      name: name!,
      description: description ?? null,
      public_key: newPublicKey(),
      secret_hash: this.master.hash(secret),
      secret_enc: '',
      scopes: JSON.stringify(scopes),
      status: 'active',
      total_requests: 0,
      last_used_at: null,
      created_at: now,
      updated_at: now,
      secret_rotated_at: now,
      allowed_ips: rules.allowed_ips ?? null,
      expires_at: rules.expires_at ?? null,
      version: 1,
    };
    row.secret_enc = this.master.encrypt(secret, this.aad(row));
    this.db.tx(() => {
      const count = this.db
        .prepare<[string], { n: number }>('SELECT count(*) AS n FROM api_keys WHERE branch_id = ?')
        .get(branch.id)!.n;
      if (count >= MAX_KEYS_PER_BRANCH) {
        throw new AppError(
          'limit_reached',
          `This branch already has ${MAX_KEYS_PER_BRANCH} API keys, the most allowed. Delete or reuse one.`,
        );
      }
      this.db
        .prepare(
          `INSERT INTO api_keys (id, company_id, branch_id, name, description, public_key, secret_hash, secret_enc,
             scopes, status, total_requests, last_used_at, created_at, updated_at, secret_rotated_at,
             allowed_ips, expires_at)
           VALUES (@id, @company_id, @branch_id, @name, @description, @public_key, @secret_hash, @secret_enc,
             @scopes, @status, @total_requests, @last_used_at, @created_at, @updated_at, @secret_rotated_at,
             @allowed_ips, @expires_at)`,
        )
        .run(row);
      this.audit.record({
        actor,
        action: 'api_key.created',
        targetType: 'api_key',
        targetId: row.public_key,
        companyId: row.company_id,
        branchId: row.branch_id,
        details: {
          name: row.name,
          scopes,
          allowed_ips: row.allowed_ips === null ? [] : (JSON.parse(row.allowed_ips) as string[]),
          expires_at: row.expires_at,
        },
      });
    });
    return { key: this.view(row, branch.time_zone), secret_key: secret };
  }

  list(
    companyId: string,
    branchId: string,
    options: { includeInactive?: boolean } = {},
  ): ApiKeyView[] {
    const { branch } = this.tenancy.tenant(companyId, branchId);
    const rows = this.db
      .prepare<[string, number], ApiKeyRow>(
        `SELECT * FROM api_keys WHERE branch_id = ? AND (status = 'active' OR ?) ORDER BY created_at DESC, id DESC`,
      )
      .all(branch.id, options.includeInactive ? 1 : 0);
    return rows.map((r) => this.view(r, branch.time_zone));
  }

  show(publicKey: string): ApiKeyView {
    return this.view(this.row(publicKey));
  }

  /** The eye icon: decrypts the stored secret, and says so in the audit log. */
  reveal(publicKey: string, actor: Actor): { public_key: string; secret_key: string } {
    const row = this.row(publicKey);
    const secret = this.master.decrypt(row.secret_enc, this.aad(row));
    this.audit.record({
      actor,
      action: 'api_key.secret_revealed',
      targetType: 'api_key',
      targetId: row.public_key,
      companyId: row.company_id,
      branchId: row.branch_id,
    });
    return { public_key: row.public_key, secret_key: secret };
  }

  /** A new secret; the old hash is gone when this returns, so the old secret fails at once. */
  regenerate(publicKey: string, actor: Actor): { key: ApiKeyView; secret_key: string } {
    const row = this.row(publicKey);
    const secret = newSecretKey();
    const now = isoNow(this.clock);
    this.db.tx(() => {
      this.db
        .prepare(
          'UPDATE api_keys SET secret_hash = ?, secret_enc = ?, secret_rotated_at = ?, updated_at = ? WHERE id = ?',
        )
        .run(
          this.master.hash(secret),
          this.master.encrypt(secret, this.aad(row)),
          now,
          now,
          row.id,
        );
      this.audit.record({
        actor,
        action: 'api_key.secret_regenerated',
        targetType: 'api_key',
        targetId: row.public_key,
        companyId: row.company_id,
        branchId: row.branch_id,
      });
    });
    return { key: this.show(publicKey), secret_key: secret };
  }

  setStatus(publicKey: string, status: 'active' | 'inactive', actor: Actor): ApiKeyView {
    const row = this.row(publicKey);
    if (row.status !== status) {
      this.db.tx(() => {
        this.db
          .prepare('UPDATE api_keys SET status = ?, updated_at = ? WHERE id = ?')
          .run(status, isoNow(this.clock), row.id);
        this.audit.record({
          actor,
          action: status === 'active' ? 'api_key.activated' : 'api_key.deactivated',
          targetType: 'api_key',
          targetId: row.public_key,
          companyId: row.company_id,
          branchId: row.branch_id,
        });
      });
    }
    return this.show(publicKey);
  }

  /**
   * Edits name, description, allow-list, expiry and permissions; fields left undefined keep
   * their value, and the secret is never touched. Any write moves the database generation, so
   * the authentication caches apply the change from the key's very next request. Changed
   * permissions are their own audit entry, with what was added and removed.
   */
  update(publicKey: string, input: UpdateKeyInput, actor: Actor): ApiKeyView {
    const row = this.row(publicKey);
    const v = new Validator();
    const name = input.name === undefined ? row.name : v.text('name', input.name, NAME_RULE);
    const description =
      input.description === undefined
        ? row.description
        : (v.text('description', input.description, DESCRIPTION_RULE) ?? null);
    const rules = this.accessRules(v, input);
    const before = JSON.parse(row.scopes) as string[];
    const scopes =
      input.scopes === undefined
        ? before
        : this.scopeRule(v, input.scopes, this.tenancy.company(row.company_id).industry);
    v.done();
    const next = {
      name: name!,
      description,
      allowed_ips: rules.allowed_ips === undefined ? row.allowed_ips : rules.allowed_ips,
      expires_at: rules.expires_at === undefined ? row.expires_at : rules.expires_at,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== row[k]);
    const added = scopes.filter((s) => !before.includes(s));
    const removed = before.filter((s) => !scopes.includes(s));
    if (changed.length === 0 && added.length === 0 && removed.length === 0) {
      return this.show(publicKey);
    }
    const target = {
      actor,
      targetType: 'api_key',
      targetId: row.public_key,
      companyId: row.company_id,
      branchId: row.branch_id,
    } as const;
    this.db.tx(() => {
      this.db
        .prepare(
          'UPDATE api_keys SET name = ?, description = ?, allowed_ips = ?, expires_at = ?, scopes = ?, updated_at = ? WHERE id = ?',
        )
        .run(
          next.name,
          next.description,
          next.allowed_ips,
          next.expires_at,
          JSON.stringify(scopes),
          isoNow(this.clock),
          row.id,
        );
      if (changed.length) {
        const details: Record<string, unknown> = { fields: changed };
        if (changed.includes('allowed_ips')) {
          details.allowed_ips = next.allowed_ips === null ? [] : JSON.parse(next.allowed_ips);
        }
        if (changed.includes('expires_at')) details.expires_at = next.expires_at;
        this.audit.record({ ...target, action: 'api_key.updated', details });
      }
      if (added.length || removed.length) {
        this.audit.record({
          ...target,
          action: 'api_key.permissions_changed',
          details: { added, removed, scopes },
        });
      }
    });
    return this.show(publicKey);
  }

  /**
   * Requests per day of one key, the branch's days, newest first (the last `days`, days
   * without requests left out), with the counts not yet written.
   */
  usageByDay(publicKey: string, days = 30): { day: string; requests: number }[] {
    const row = this.row(publicKey);
    const tz = this.tenancy.branch(row.branch_id)?.time_zone ?? 'UTC';
    const since = localDay(this.clock.now() - (days - 1) * 86_400_000, tz);
    const counts = new Map<string, number>();
    for (const r of this.db
      .prepare<[string, string], { day: string; requests: number }>(
        'SELECT day, requests FROM api_key_usage_daily WHERE key_id = ? AND day >= ?',
      )
      .all(row.id, since)) {
      counts.set(r.day, r.requests);
    }
    for (const [day, n] of this.usage.unflushed(row.id).days) {
      if (day >= since) counts.set(day, (counts.get(day) ?? 0) + n);
    }
    return [...counts]
      .map(([day, requests]) => ({ day, requests }))
      .sort((a, b) => (a.day < b.day ? 1 : -1));
  }

  stats(companyId: string, branchId: string): KeyStats {
    const keys = this.list(companyId, branchId, { includeInactive: true });
    return {
      total_keys: keys.length,
      active_keys: keys.filter((k) => k.status === 'active' && !k.expired).length,
      total_requests: keys.reduce((n, k) => n + k.total_requests, 0),
      requests_today: keys.reduce((n, k) => n + k.requests_today, 0),
    };
  }

  /** Accepted secrets → their key; emptied by any database write (see ChangeWatch). */
  private readonly verified = new Map<string, AuthenticatedKey>();
  private watchInstance: ChangeWatch | undefined;
  private get watch(): ChangeWatch {
    return (this.watchInstance ??= new ChangeWatch(this.db));
  }

  /**
   * Resolves a bearer secret to its key, or null. The format/checksum check runs first,
   * so garbage never reaches the database. The lookup is by keyed hash (an index probe,
   * no comparison of secrets in JS). Accepted keys are cached, and the cache is emptied
   * whenever anything was written since its last use, by this process or another (the CLI
   * deactivating or regenerating a key, or changing its allow-list): a change applies to the
   * very next request. An entry is used only before its key's expiry; refused secrets are
   * never cached. `now`: the caller's clock reading.
   */
  authenticate(secret: string, now = this.clock.now()): AuthenticatedKey | null {
    if (this.watch.stale()) this.verified.clear();
    const cached = this.verified.get(secret);
    if (cached) {
      if (now < cached.expires_at_ms) return cached;
      this.verified.delete(secret);
      return null;
    }
    if (!isWellFormedSecret(secret)) return null;
    const row = this.db
      .prepare<[string], KeyAuthRow>(
        `SELECT k.id, k.public_key, k.name, k.company_id, k.branch_id, k.scopes, k.status,
           k.allowed_ips, k.expires_at, b.time_zone, c.industry
         FROM api_keys k JOIN branches b ON b.id = k.branch_id
           JOIN companies c ON c.id = k.company_id WHERE k.secret_hash = ?`,
      )
      .get(this.master.hash(secret));
    if (!row || row.status !== 'active') return null;
    const expiresAt = expiryMs(row.expires_at);
    if (now >= expiresAt) return null;
    const key: AuthenticatedKey = {
      id: row.id,
      public_key: row.public_key,
      name: row.name,
      company_id: row.company_id,
      branch_id: row.branch_id,
      scopes: new Set(JSON.parse(row.scopes) as string[]),
      time_zone: row.time_zone,
      restaurant: row.industry === 'restaurant',
      allowed_ips:
        row.allowed_ips === null ? null : new IpAllowList(JSON.parse(row.allowed_ips) as string[]),
      expires_at_ms: expiresAt,
    };
    // Bounded: at most 100 keys per branch, so this only trims after many branches.
    if (this.verified.size >= 10_000) this.verified.clear();
    this.verified.set(secret, key);
    return key;
  }
}

/**
 * "No such key", echoing the value only when it is a well-formed public key: what was typed
 * may be a secret (`sk_…` pasted in place of `pk_…`), and a secret is never printed back.
 */
export function unknownKeyMessage(value: unknown): string {
  if (typeof value === 'string' && value.trim().startsWith('sk_')) {
    return 'That looks like a secret key; commands take the public key (pk_…).';
  }
  return isPublicKey(value)
    ? `No API key with public key ${value}.`
    : 'No API key with that public key. A public key is pk_ followed by 24 letters and digits.';
}
