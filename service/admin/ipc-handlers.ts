import { AppError, type ErrorCode } from '../../shared/errors';
import {
  isChannel,
  isAdminRole,
  ROLES,
  tabsFor,
  type ApiServerStatus,
  type Channel,
  type CompanyInfo,
  type DeliveryAttemptInfo,
  type GeneralInfo,
  type LanTlsInfo,
  type IpcEnvelope,
  type OrderPageInfo,
  type PushContract,
  type PushName,
  type Req,
  type Res,
  type Role,
  type SessionInfo,
  type Tenant,
} from '../../shared/ipc';
import { scopeGroupsFor, type Industry } from '../../shared/scopes';
import type { Service } from '../app';
import type { UserRow } from '../db/entities';
import { Users } from '../accounts/users';
import { Authenticator } from '../accounts/login';
import { Sessions } from '../accounts/sessions';
import type { Tenant as TenantRows } from '../tenancy/tenancy';
import type { AttemptView, WebhookRegistry, WebhookView } from '../webhooks/registry';
import { Input } from './input';

/** Where the caller's last company/branch is remembered (electron-store in the app, memory in tests). */
export interface TenantPreferences {
  lastTenant(userId: string): Tenant | null;
  setLastTenant(userId: string, tenant: Tenant): void;
}

export interface HandlerOptions {
  preferences?: TenantPreferences;
  /** The API listener's state as the shell sees it (main knows when listen failed). */
  apiStatus?: () => ApiServerStatus;
  /** How long main waits before pushing a usage change (coalesces bursts). */
  usagePushDelayMs?: number;
}

/** Who is calling: the transport's identity of the window (webContents id, test page). */
export interface CallContext {
  sessionKey: string;
}

/** A push for one session (the transport maps the key back to its window). */
export type PushListener = <N extends PushName>(
  sessionKey: string,
  name: N,
  payload: PushContract[N],
) => void;

type Access = 'public' | 'user' | 'admin' | 'super_admin';

interface Ctx {
  key: string;
  user: UserRow | null;
  actor: string;
}
interface AuthedCtx extends Ctx {
  user: UserRow;
}

type Handler<C extends Channel> = (ctx: AuthedCtx, input: Input) => Promise<Res<C>> | Res<C>;
type PublicHandler<C extends Channel> = (ctx: Ctx, input: Input) => Promise<Res<C>> | Res<C>;
type Entry<C extends Channel> =
  | { access: 'public'; handle: PublicHandler<C> }
  | { access: Exclude<Access, 'public'>; handle: Handler<C> };

const ROLE_DENIED: Record<Exclude<Access, 'public' | 'user'>, string> = {
  admin: 'Only an Admin or a Super Admin can do this.',
  super_admin: 'Only a Super Admin can do this.',
};

const toEnvelopeError = (error: unknown): IpcEnvelope<never> => {
  if (error instanceof AppError) {
    return { error: { code: error.code, message: error.message, fields: error.fields } };
  }
  return {
    error: {
      code: 'internal_error' as ErrorCode,
      message: 'Something went wrong in the service. See the log for details.',
      fields: [],
    },
  };
};

const attemptInfo = (a: AttemptView): DeliveryAttemptInfo => ({
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
 * The IPC handler table: one function per channel of shared/ipc.ts, each checking the
 * session, the role and the company access before it calls the service. Plain Node (no
 * electron): main binds it to ipcMain.handle, tests call it directly or through a browser.
 */
export class IpcHandlers {
  readonly users: Users;
  readonly auth: Authenticator;
  readonly sessions: Sessions;
  private readonly pushListeners = new Set<PushListener>();
  private readonly disposers: (() => void)[] = [];
  private usageTimer: NodeJS.Timeout | undefined;
  private readonly usedKeys = new Set<string>();

  constructor(
    readonly service: Service,
    private readonly options: HandlerOptions = {},
  ) {
    this.users = new Users(service.db, service.audit, service.clock);
    this.auth = new Authenticator(
      service.db,
      this.users,
      service.master,
      service.audit,
      service.clock,
    );
    this.sessions = new Sessions(service.clock);
    this.disposers.push(service.usage.onRecord((keyId) => this.noteUsage(keyId)));
    const registry = this.maybeRegistry();
    if (registry) this.disposers.push(registry.onAttempt((a) => this.pushAttempt(a)));
  }

  // ----- push -----------------------------------------------------------------------------

  onPush(listener: PushListener): () => void {
    this.pushListeners.add(listener);
    return () => this.pushListeners.delete(listener);
  }

  private push<N extends PushName>(sessionKey: string, name: N, payload: PushContract[N]): void {
    for (const listener of this.pushListeners) {
      try {
        listener(sessionKey, name, payload);
      } catch {
        // A closed window is not the service's problem.
      }
    }
  }

  /** Sessions of admins who may see this company (push targets for keys and webhooks). */
  private adminSessionsFor(companyId: string): string[] {
    const keys: string[] = [];
    for (const [key, session] of this.sessions.entries()) {
      const user = this.service.db
        .prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?')
        .get(session.userId);
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

  private pushAttempt(a: AttemptView): void {
    const hook = this.service.db
      .prepare<[string], { company_id: string; branch_id: string }>(
        'SELECT company_id, branch_id FROM webhooks WHERE id = ?',
      )
      .get(a.webhook_id);
    if (!hook) return;
    for (const key of this.adminSessionsFor(hook.company_id)) {
      this.push(key, 'webhooks.attempt', {
        webhookId: a.webhook_id,
        branchId: hook.branch_id,
        attempt: attemptInfo(a),
      });
    }
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
    }, this.options.usagePushDelayMs ?? 250);
    this.usageTimer.unref?.();
  }

  dispose(): void {
    for (const d of this.disposers) d();
    if (this.usageTimer) clearTimeout(this.usageTimer);
    this.pushListeners.clear();
  }

  // ----- dispatch ---------------------------------------------------------------------------

  /** Runs one call; never throws: every outcome is an envelope. */
  async invoke(channel: unknown, input: unknown, call: CallContext): Promise<IpcEnvelope<unknown>> {
    try {
      if (!isChannel(channel))
        throw new AppError('not_found', `Unknown channel ${String(channel)}.`);
      const entry = this.table[channel] as Entry<Channel>;
      const session = this.sessions.get(call.sessionKey);
      let user: UserRow | null = null;
      if (session) {
        user =
          this.service.db
            .prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?')
            .get(session.userId) ?? null;
        if (!user || user.disabled) {
          this.sessions.end(call.sessionKey);
          user = null;
        }
      }
      const ctx: Ctx = {
        key: call.sessionKey,
        user,
        actor: user ? `user:${user.username}` : 'anonymous',
      };
      if (entry.access === 'public') return { result: await entry.handle(ctx, new Input(input)) };
      if (!user) throw new AppError('unauthenticated', 'Sign in first.');
      if (entry.access === 'admin' && !isAdminRole(user.role))
        throw new AppError('forbidden', ROLE_DENIED.admin);
      if (entry.access === 'super_admin' && user.role !== 'super_admin')
        throw new AppError('forbidden', ROLE_DENIED.super_admin);
      return { result: await entry.handle(ctx as AuthedCtx, new Input(input)) };
    } catch (error) {
      if (!(error instanceof AppError))
        this.service.log.error({ err: error, channel }, 'IPC handler failed');
      return toEnvelopeError(error);
    }
  }

  /** Typed convenience for tests and in-process callers. */
  async call<C extends Channel>(
    channel: C,
    input: Req<C>,
    call: CallContext,
  ): Promise<IpcEnvelope<Res<C>>> {
    return (await this.invoke(channel, input, call)) as IpcEnvelope<Res<C>>;
  }

  // ----- helpers ------------------------------------------------------------------------------

  private registry(): WebhookRegistry {
    const registry = this.maybeRegistry();
    if (!registry)
      throw new AppError('internal_error', 'Webhooks are not available in this build.');
    return registry;
  }

  private maybeRegistry(): WebhookRegistry | undefined {
    return (this.service as Service & { webhooks?: WebhookRegistry }).webhooks;
  }

  private visibleCompanies(user: UserRow): CompanyInfo[] {
    const ids = user.role === 'super_admin' ? null : new Set(this.users.companyIds(user.id));
    return this.service.tenancy
      .companies()
      .filter((c) => !ids || ids.has(c.id))
      .map((c) => ({
        id: c.id,
        name: c.name,
        industry: c.industry,
        created_at: c.created_at,
        branches: this.service.tenancy.branches(c.id).map((b) => ({
          id: b.id,
          name: b.name,
          currency: b.currency,
          time_zone: b.time_zone,
          created_at: b.created_at,
        })),
      }));
  }

  private sessionInfo(user: UserRow): SessionInfo {
    const companies = this.visibleCompanies(user);
    const last = this.options.preferences?.lastTenant(user.id) ?? null;
    const lastVisible =
      last &&
      companies.some(
        (c) => c.id === last.companyId && c.branches.some((b) => b.id === last.branchId),
      )
        ? last
        : null;
    return {
      user: this.users.view(user),
      companies,
      tabs: tabsFor(user.role),
      twoFactorRecommended: isAdminRole(user.role) && user.totp_enabled !== 1,
      lastTenant: lastVisible,
    };
  }

  /** The company and branch of the request, checked against the caller's company access. */
  private tenant(ctx: AuthedCtx, input: Input): TenantRows {
    const companyId = input.string('companyId', 'Company');
    const branchId = input.string('branchId', 'Branch');
    input.done();
    const rows = this.service.tenancy.tenant(companyId!, branchId!);
    if (!this.users.canAccessCompany(ctx.user, rows.company.id)) {
      throw new AppError('forbidden', 'You do not have access to this company.');
    }
    return rows;
  }

  /** A key of the selected branch; keys of other branches are "not found" here. */
  private key(ctx: AuthedCtx, input: Input) {
    const { branch } = this.tenant(ctx, input);
    const publicKey = input.string('publicKey', 'Public key');
    input.done();
    const key = this.service.keys.show(publicKey!);
    if (key.branch_id !== branch.id)
      throw new AppError('not_found', `No API key with public key ${publicKey} in this branch.`);
    return key;
  }

  private webhook(ctx: AuthedCtx, input: Input): WebhookView {
    const { branch } = this.tenant(ctx, input);
    const id = input.string('id', 'Webhook');
    input.done();
    const hook = this.registry().show(id!);
    if (hook.branch_id !== branch.id)
      throw new AppError('not_found', `No webhook with id ${id} in this branch.`);
    return hook;
  }

  private apiStatus(): ApiServerStatus {
    if (this.options.apiStatus) return this.options.apiStatus();
    const { host, port } = this.service.config;
    const address = this.service.address;
    const actualPort = address ? Number(new URL(address).port) : port;
    return {
      state: address ? 'listening' : 'stopped',
      address,
      host,
      port: actualPort,
      error: null,
    };
  }

  private lanTls(): LanTlsInfo {
    const { ca, leaf } = this.service.tls.status();
    return {
      address: this.service.lan?.address ?? null,
      ca_fingerprint: ca?.fingerprint ?? null,
      leaf_names: leaf?.names ?? [],
      leaf_not_after: leaf?.not_after ?? null,
    };
  }

  private general(ctx: AuthedCtx, rows: TenantRows): GeneralInfo {
    const branchSettings = this.service.settings.branch(rows.branch.id);
    const global = this.service.settings.global();
    const registry = this.maybeRegistry();
    return {
      company: {
        id: rows.company.id,
        name: rows.company.name,
        industry: rows.company.industry,
        created_at: rows.company.created_at,
      },
      branch: {
        id: rows.branch.id,
        name: rows.branch.name,
        currency: rows.branch.currency,
        time_zone: rows.branch.time_zone,
        created_at: rows.branch.created_at,
      },
      api: this.apiStatus(),
      settings: {
        allow_http_local: branchSettings.allow_http_local,
        lan_access: global.lan_access,
        api_port: global.api_port,
        lan_port: global.lan_port,
      },
      lanTls: this.lanTls(),
      // The selected company's only: trusted CAs are per company.
      trustedCas: registry ? registry.listTrustedCas(rows.company.id) : [],
      canEditInstallation: ctx.user.role === 'super_admin',
    };
  }

  private orderPage(rows: TenantRows): OrderPageInfo {
    const s = this.service.settings.branch(rows.branch.id);
    return {
      settings: {
        default_order_type: s.default_order_type,
        show_product_images: s.show_product_images,
        require_table_number: s.require_table_number,
      },
      restaurant: rows.company.industry === 'restaurant',
    };
  }

  private recordSetting(
    ctx: AuthedCtx,
    rows: TenantRows | null,
    key: string,
    value: unknown,
  ): void {
    this.service.audit.record({
      actor: ctx.actor,
      action: 'settings.updated',
      targetType: 'settings',
      targetId: key,
      companyId: rows?.company.id ?? null,
      branchId: rows?.branch.id ?? null,
      details: { key, value },
    });
  }

  private endSessionsOf(userId: string, reason: string, exceptKey?: string): void {
    for (const key of this.sessions.endUser(userId)) {
      if (key === exceptKey) continue;
      this.push(key, 'session.ended', { reason });
    }
  }

  // ----- the table ----------------------------------------------------------------------------

  private readonly table: { [C in Channel]: Entry<C> } = {
    'app.state': {
      access: 'public',
      handle: (ctx) => ({
        setUp: this.service.tenancy.isSetUp(),
        session: ctx.user ? this.sessionInfo(ctx.user) : null,
      }),
    },

    'auth.setup': {
      access: 'public',
      handle: async (ctx, input) => {
        const company = new Input(input.raw.company);
        const branch = new Input(input.raw.branch);
        const admin = new Input(input.raw.admin);
        const result = await this.service.tenancy.setup({
          company: { name: company.raw.name, industry: company.raw.industry },
          branch: {
            name: branch.raw.name,
            currency: branch.raw.currency,
            timeZone: branch.raw.timeZone,
          },
          admin: {
            username: admin.raw.username,
            password: admin.raw.password,
            displayName: admin.raw.displayName,
          },
        });
        this.sessions.start(ctx.key, result.userId);
        this.options.preferences?.setLastTenant(result.userId, {
          companyId: result.company.id,
          branchId: result.branch.id,
        });
        return this.sessionInfo(this.users.row(result.userId));
      },
    },

    'auth.login': {
      access: 'public',
      handle: async (ctx, input) => {
        if (!this.service.tenancy.isSetUp())
          throw new AppError('setup_required', 'Set up the first company and Super Admin first.');
        const outcome = await this.auth.login({
          username: input.raw.username,
          password: input.raw.password,
          code: input.raw.code,
        });
        if (outcome.status === 'totp_required') return { status: 'totp_required' };
        this.sessions.start(ctx.key, outcome.user.id);
        return { status: 'ok', session: this.sessionInfo(outcome.user) };
      },
    },

    'auth.logout': {
      access: 'public',
      handle: (ctx) => {
        if (ctx.user) {
          this.service.audit.record({
            actor: ctx.actor,
            action: 'user.logout',
            targetType: 'user',
            targetId: ctx.user.username,
          });
        }
        this.sessions.end(ctx.key);
        return { ok: true as const };
      },
    },

    'tenant.select': {
      access: 'user',
      handle: (ctx, input) => {
        const rows = this.tenant(ctx, input);
        this.options.preferences?.setLastTenant(ctx.user.id, {
          companyId: rows.company.id,
          branchId: rows.branch.id,
        });
        return { ok: true as const };
      },
    },

    // ----- General -----
    'general.get': {
      access: 'admin',
      handle: (ctx, input) => this.general(ctx, this.tenant(ctx, input)),
    },
    'general.update': {
      access: 'admin',
      handle: (ctx, input) => {
        const rows = this.tenant(ctx, input);
        const allowHttp = input.optionalBoolean(
          'allow_http_local',
          'Allow plain HTTP on the local network',
        );
        const lan = input.optionalBoolean('lan_access', 'LAN access');
        const port = input.optionalInteger('api_port', 'Port');
        const lanPort = input.optionalInteger('lan_port', 'HTTPS port');
        input.done();
        if (
          (lan !== undefined || port !== undefined || lanPort !== undefined) &&
          ctx.user.role !== 'super_admin'
        ) {
          throw new AppError(
            'forbidden',
            'Only a Super Admin can change the API server address and LAN access.',
          );
        }
        if (allowHttp !== undefined) {
          this.service.settings.setBranch(rows.branch.id, 'allow_http_local', allowHttp);
          this.recordSetting(ctx, rows, 'allow_http_local', allowHttp);
        }
        if (port !== undefined) {
          if (port < 1024 || port > 65535) {
            const message = 'Port must be a whole number from 1024 to 65535.';
            throw new AppError('validation_failed', message, [{ path: 'api_port', message }]);
          }
          this.service.settings.setGlobal('api_port', port);
          this.recordSetting(ctx, null, 'api_port', port);
        }
        if (lanPort !== undefined) {
          if (
            lanPort < 1024 ||
            lanPort > 65535 ||
            lanPort === this.service.settings.global().api_port
          ) {
            const message =
              'HTTPS port must be a whole number from 1024 to 65535, other than the API port.';
            throw new AppError('validation_failed', message, [{ path: 'lan_port', message }]);
          }
          this.service.settings.setGlobal('lan_port', lanPort);
          this.recordSetting(ctx, null, 'lan_port', lanPort);
        }
        if (lan !== undefined) {
          this.service.settings.setGlobal('lan_access', lan);
          this.recordSetting(ctx, null, 'lan_access', lan);
        }
        return this.general(ctx, rows);
      },
    },
    'general.addTrustedCa': {
      access: 'admin',
      handle: (ctx, input) => {
        const rows = this.tenant(ctx, input);
        const pem = input.string('pem', 'Certificate');
        input.done();
        this.registry().addTrustedCa(rows.company.id, pem!, ctx.actor);
        return this.general(ctx, rows);
      },
    },
    'general.exportCa': {
      access: 'admin',
      handle: async (ctx, input) => {
        this.tenant(ctx, input);
        input.done();
        const ca = await this.service.tls.ensureCa();
        return {
          pem: ca.pem,
          fingerprint: ca.fingerprint,
          file_name: 'integration-console-ca.pem',
        };
      },
    },
    'general.removeTrustedCa': {
      access: 'admin',
      handle: (ctx, input) => {
        const rows = this.tenant(ctx, input);
        const fingerprint = input.string('fingerprint', 'Fingerprint');
        input.done();
        this.registry().removeTrustedCa(rows.company.id, fingerprint!, ctx.actor);
        return this.general(ctx, rows);
      },
    },

    // ----- API keys -----
    'scopes.catalog': {
      access: 'admin',
      handle: (ctx, input) => {
        const { company } = this.tenant(ctx, input);
        return { groups: scopeGroupsFor(company.industry), industry: company.industry as Industry };
      },
    },
    'keys.stats': {
      access: 'admin',
      handle: (ctx, input) => {
        const { company, branch } = this.tenant(ctx, input);
        return this.service.keys.stats(company.id, branch.id);
      },
    },
    'keys.list': {
      access: 'admin',
      handle: (ctx, input) => {
        const { company, branch } = this.tenant(ctx, input);
        const includeInactive = input.optionalBoolean('includeInactive', 'Show deactivated');
        input.done();
        return this.service.keys.list(company.id, branch.id, {
          includeInactive: includeInactive ?? false,
        });
      },
    },
    'keys.create': {
      access: 'admin',
      handle: (ctx, input) => {
        const { company, branch } = this.tenant(ctx, input);
        return this.service.keys.create(
          {
            companyId: company.id,
            branchId: branch.id,
            name: input.raw.name,
            description: input.raw.description,
            scopes: input.raw.scopes,
            allowed_ips: input.raw.allowed_ips,
            expires_at: input.raw.expires_at,
          },
          ctx.actor,
        );
      },
    },
    'keys.reveal': {
      access: 'admin',
      handle: (ctx, input) => this.service.keys.reveal(this.key(ctx, input).public_key, ctx.actor),
    },
    'keys.regenerate': {
      access: 'admin',
      handle: (ctx, input) =>
        this.service.keys.regenerate(this.key(ctx, input).public_key, ctx.actor),
    },
    'keys.setStatus': {
      access: 'admin',
      handle: (ctx, input) => {
        const key = this.key(ctx, input);
        const status = input.oneOf('status', ['active', 'inactive'] as const, 'Status');
        input.done();
        return this.service.keys.setStatus(key.public_key, status!, ctx.actor);
      },
    },
    'keys.update': {
      access: 'admin',
      handle: (ctx, input) => {
        if (input.raw.scopes !== undefined) {
          throw new AppError(
            'validation_failed',
            'Permissions are chosen when a key is created. Create a new key for other permissions.',
            [{ path: 'scopes', message: 'Permissions cannot be changed after creation.' }],
          );
        }
        const key = this.key(ctx, input);
        return this.service.keys.update(
          key.public_key,
          {
            name: input.raw.name,
            description: input.raw.description,
            allowed_ips: input.raw.allowed_ips,
            expires_at: input.raw.expires_at,
          },
          ctx.actor,
        );
      },
    },

    // ----- Webhooks -----
    'webhooks.list': {
      access: 'admin',
      handle: (ctx, input) => {
        const { company, branch } = this.tenant(ctx, input);
        return this.registry().list(company.id, branch.id);
      },
    },
    'webhooks.create': {
      access: 'admin',
      handle: (ctx, input) => {
        const { company, branch } = this.tenant(ctx, input);
        const { webhook, signing_secret } = this.registry().create(
          {
            companyId: company.id,
            branchId: branch.id,
            url: input.raw.url,
            description: input.raw.description,
            secret: input.raw.secret,
            events: input.raw.events,
          },
          ctx.actor,
        );
        return { webhook, secret: signing_secret };
      },
    },
    'webhooks.update': {
      access: 'admin',
      handle: (ctx, input) => {
        const hook = this.webhook(ctx, input);
        const updated = this.registry().update(
          hook.id,
          {
            url: input.raw.url,
            description: input.raw.description,
            secret: input.raw.secret,
            events: input.raw.events,
          },
          ctx.actor,
        );
        return updated;
      },
    },
    'webhooks.setStatus': {
      access: 'admin',
      handle: (ctx, input) => {
        const hook = this.webhook(ctx, input);
        const status = input.oneOf('status', ['active', 'inactive'] as const, 'Status');
        const replayMissed = input.optionalBoolean('replayMissed', 'Replay missed events');
        input.done();
        const result = this.registry().setStatus(hook.id, status!, ctx.actor, {
          replayMissed: replayMissed ?? false,
        });
        return result;
      },
    },
    'webhooks.delete': {
      access: 'admin',
      handle: (ctx, input) => {
        this.registry().delete(this.webhook(ctx, input).id, ctx.actor);
        return { ok: true as const };
      },
    },
    'webhooks.deliveries': {
      access: 'admin',
      handle: (ctx, input) =>
        this.registry().deliveries(this.webhook(ctx, input).id, { limit: 100 }).map(attemptInfo),
    },
    'webhooks.attempt': {
      access: 'admin',
      handle: (ctx, input) => {
        const hook = this.webhook(ctx, input);
        const attemptId = input.optionalInteger('attemptId', 'Attempt');
        input.done();
        const attempt = this.registry()
          .deliveries(hook.id, { limit: 100 })
          .find((a) => a.id === attemptId);
        if (!attempt)
          throw new AppError(
            'not_found',
            'That attempt is no longer in the history (the last 100 are kept).',
          );
        return attempt;
      },
    },
    'webhooks.redeliver': {
      access: 'admin',
      handle: (ctx, input) => {
        const hook = this.webhook(ctx, input);
        const eventId = input.string('eventId', 'Event');
        input.done();
        this.registry().redeliver(hook.id, eventId!, ctx.actor);
        return { ok: true as const };
      },
    },
    'webhooks.sendTest': {
      access: 'admin',
      handle: (ctx, input) => {
        this.registry().sendTest(this.webhook(ctx, input).id, ctx.actor);
        return { ok: true as const };
      },
    },
    'webhooks.rotateSecret': {
      access: 'admin',
      handle: (ctx, input) => {
        const hook = this.webhook(ctx, input);
        const { webhook, signing_secret } = this.registry().rotateSecret(
          hook.id,
          { overlap: input.raw.overlap },
          ctx.actor,
        );
        return { webhook, secret: signing_secret };
      },
    },

    // ----- Order page (every role, for the companies they can see) -----
    'orderPage.get': {
      access: 'user',
      handle: (ctx, input) => this.orderPage(this.tenant(ctx, input)),
    },
    'orderPage.update': {
      access: 'user',
      handle: (ctx, input) => {
        const rows = this.tenant(ctx, input);
        const type =
          input.raw.default_order_type === undefined
            ? undefined
            : input.oneOf(
                'default_order_type',
                ['dine_in', 'takeaway', 'delivery'] as const,
                'Default order type',
              );
        const images = input.optionalBoolean('show_product_images', 'Show product images');
        const table = input.optionalBoolean('require_table_number', 'Require a table number');
        input.done();
        if (table !== undefined && rows.company.industry !== 'restaurant') {
          const message = 'Table numbers apply to restaurant companies only.';
          throw new AppError('validation_failed', message, [
            { path: 'require_table_number', message },
          ]);
        }
        const changes: [string, unknown][] = [
          ['default_order_type', type],
          ['show_product_images', images],
          ['require_table_number', table],
        ];
        this.service.db.tx(() => {
          for (const [key, value] of changes) {
            if (value === undefined) continue;
            this.service.settings.setBranch(rows.branch.id, key, value);
            this.recordSetting(ctx, rows, key, value);
          }
        });
        return this.orderPage(rows);
      },
    },

    // ----- Profile (every role, own account) -----
    'profile.update': {
      access: 'user',
      handle: (ctx, input) => {
        const displayName = input.string('displayName', 'Display name');
        input.done();
        const v = displayName!.trim();
        if (v.length < 1 || v.length > 100) {
          const message = 'Display name must be 1 to 100 characters.';
          throw new AppError('validation_failed', message, [{ path: 'displayName', message }]);
        }
        this.users.update(ctx.user.id, { displayName: v }, ctx.actor, ctx.user.id);
        return this.sessionInfo(this.users.row(ctx.user.id));
      },
    },
    'profile.changePassword': {
      access: 'user',
      handle: async (ctx, input) => {
        await this.auth.changePassword(
          ctx.user.id,
          input.raw.currentPassword,
          input.raw.newPassword,
        );
        this.endSessionsOf(ctx.user.id, 'Your password was changed in another window.', ctx.key);
        this.sessions.start(ctx.key, ctx.user.id);
        return { ok: true as const };
      },
    },
    'totp.begin': { access: 'user', handle: (ctx) => this.auth.beginTotp(ctx.user.id) },
    'totp.confirm': {
      access: 'user',
      handle: (ctx, input) => {
        const recoveryCodes = this.auth.confirmTotp(ctx.user.id, input.raw.code);
        return { recoveryCodes, session: this.sessionInfo(this.users.row(ctx.user.id)) };
      },
    },
    'totp.disable': {
      access: 'user',
      handle: async (ctx, input) => {
        await this.auth.disableTotp(ctx.user.id, input.raw.password);
        return this.sessionInfo(this.users.row(ctx.user.id));
      },
    },

    // ----- Users (Super Admin) -----
    'users.list': { access: 'super_admin', handle: () => this.users.list() },
    'users.create': {
      access: 'super_admin',
      handle: (ctx, input) =>
        this.users.create(
          {
            username: input.raw.username,
            displayName: input.raw.displayName,
            password: input.raw.password,
            role: input.raw.role,
            companyIds: input.raw.companyIds,
          },
          ctx.actor,
        ),
    },
    'users.update': {
      access: 'super_admin',
      handle: (ctx, input) => {
        const id = input.string('id', 'User');
        if (input.raw.role !== undefined) input.oneOf<Role>('role', ROLES, 'Role');
        input.done();
        const updated = this.users.update(
          id!,
          {
            displayName: input.raw.displayName,
            role: input.raw.role,
            companyIds: input.raw.companyIds,
            disabled: input.raw.disabled,
          },
          ctx.actor,
          ctx.user.id,
        );
        if (updated.disabled) this.endSessionsOf(updated.id, 'Your account was disabled.');
        return updated;
      },
    },
    'users.resetPassword': {
      access: 'super_admin',
      handle: async (ctx, input) => {
        const id = input.string('id', 'User');
        input.done();
        const updated = await this.users.setPassword(id!, input.raw.password, ctx.actor);
        if (updated.id !== ctx.user.id)
          this.endSessionsOf(updated.id, 'Your password was reset by a Super Admin.');
        return updated;
      },
    },

    // ----- Audit (Super Admin) -----
    'audit.list': {
      access: 'super_admin',
      handle: (_ctx, input) => {
        const companyId = input.optionalString('companyId', 'Company');
        const action = input.optionalString('action', 'Action');
        const actor = input.optionalString('actor', 'Actor');
        const targetId = input.optionalString('targetId', 'Target');
        const limit = input.optionalInteger('limit', 'Limit');
        const beforeId = input.optionalInteger('beforeId', 'Before');
        input.done();
        return this.service.audit.list({
          ...(companyId ? { companyId } : {}),
          ...(action ? { action } : {}),
          ...(actor ? { actor } : {}),
          ...(targetId ? { targetId } : {}),
          ...(limit ? { limit } : {}),
          ...(beforeId ? { beforeId } : {}),
        });
      },
    },
  };
}
