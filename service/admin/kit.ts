import {
  type ApiServerStatus,
  type CompanyInfo,
  type DesktopInfo,
  type PushContract,
  type PushName,
  type SessionInfo,
  type Tenant,
} from '../../shared/ipc';
import { isAdminRole, tabsFor } from '../../shared/roles';
import type { Service } from '../app';
import type { UserRow } from '../db/entities';
import type { Users } from '../accounts/users';
import type { Authenticator } from '../accounts/login';
import type { Sessions } from '../accounts/sessions';
import type { Tenant as TenantRows } from '../tenancy/tenancy';
import type { WebhookView } from '../webhooks/registry';
import type { AuthedCtx } from './caller';
import type { Guards } from './guards';
import type { Pushes } from './pushes';
import type { Input } from './input';

/** Where the caller's last company/branch is remembered (electron-store in the app, memory in tests). */
export interface TenantPreferences {
  lastTenant(userId: string): Tenant | null;
  setLastTenant(userId: string, tenant: Tenant): void;
}

/** What only the desktop shell can do for the console (this PC's app settings and files). */
export interface DesktopControls {
  info(): DesktopInfo;
  openLogsFolder(): Promise<boolean>;
  setStartAtLogin(enabled: boolean): void;
}

export interface HandlerOptions {
  preferences?: TenantPreferences;
  /** The API listener's state as the shell sees it (main knows when listen failed). */
  apiStatus?: () => ApiServerStatus;
  /** Present in the desktop app only. */
  desktop?: DesktopControls;
  /** How long main waits before pushing a usage change (coalesces bursts). */
  usagePushDelayMs?: number;
}

/**
 * What every handler module is given: the service, the accounts, the sessions, the tenant
 * guards and the push hub, plus the two views several domains answer with.
 */
export class AdminKit {
  constructor(
    readonly service: Service,
    readonly options: HandlerOptions,
    readonly users: Users,
    readonly auth: Authenticator,
    readonly sessions: Sessions,
    private readonly guards: Guards,
    private readonly pushes: Pushes,
  ) {}

  tenant(ctx: AuthedCtx, input: Input): TenantRows {
    return this.guards.tenant(ctx, input);
  }
  key(ctx: AuthedCtx, input: Input) {
    return this.guards.key(ctx, input);
  }
  webhook(ctx: AuthedCtx, input: Input): WebhookView {
    return this.guards.webhook(ctx, input);
  }
  endSessionsOf(userId: string, reason: string, exceptKey?: string): void {
    this.pushes.endSessionsOf(userId, reason, exceptKey);
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

  /** A push to one window: the progress of its own long call. */
  pushTo<N extends PushName>(sessionKey: string, name: N, payload: PushContract[N]): void {
    this.pushes.push(sessionKey, name, payload);
  }

  sessionInfo(user: UserRow): SessionInfo {
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

  /** Settings changes are audited with the key and the new value (never a secret). */
  recordSetting(ctx: AuthedCtx, rows: TenantRows | null, key: string, value: unknown): void {
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
}
