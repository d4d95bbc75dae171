/**
 * The typed IPC contract between the desktop window (renderer) and Electron main.
 * One entry per channel: what the renderer sends and what it gets back. Every call
 * answers with an envelope, `{ result }` or `{ error: { code, message, fields } }`, so the
 * renderer shows the service's own sentences instead of "Error invoking remote method".
 * The same table is served by main (ipcMain.handle) and by the e2e harness (exposeBinding).
 */
import type { ErrorCode, FieldError } from './errors';
import type { EventType } from './events';
import type { Role } from './roles';
import type { Industry, ScopeGroup } from './scopes';
import type { SecretOverlap } from './signing-overlap';
import type {
  UserInfo,
  SessionInfo,
  AppState,
  Tenant,
  GeneralInfo,
  DesktopInfo,
  ApiKeyInfo,
  KeyStatsInfo,
  WebhookInfo,
  DeliveryAttemptInfo,
  DeliveryAttemptDetail,
  OrderPageSettings,
  OrderPageInfo,
  TotpEnrolment,
  AuditEntryInfo,
  AuditFilterInput,
  LoginResult,
  DayReport,
  ScheduledReportInfo,
  ExportFileInfo,
  DemoSummary,
} from './ipc-shapes';

export type * from './ipc-shapes';

export interface IpcError {
  code: ErrorCode;
  message: string;
  fields: FieldError[];
}
export type IpcEnvelope<T> =
  { result: T; error?: undefined } | { error: IpcError; result?: undefined };

// ---- the contract -----------------------------------------------------------------------

export interface IpcContract {
  'app.state': { req: void; res: AppState };
  'auth.setup': {
    req: {
      company: { name: string; industry: Industry };
      branch: { name: string; currency: string; timeZone: string };
      admin: { username: string; password: string; displayName?: string };
    };
    res: SessionInfo;
  };
  'auth.login': { req: { username: string; password: string; code?: string }; res: LoginResult };
  'auth.logout': { req: void; res: { ok: true } };
  /** A user created through the open API chooses a password with their one-time setup code. */
  'auth.redeemSetupCode': {
    req: { username: string; code: string; password: string };
    res: LoginResult;
  };

  'tenant.select': { req: Tenant; res: { ok: true } };

  /** Super Admin: a new company with its first branch (the setup screen's rules). */
  'companies.create': {
    req: {
      company: { name: string; industry: Industry };
      branch: { name: string; currency: string; timeZone: string };
    };
    res: { session: SessionInfo; tenant: Tenant };
  };
  /**
   * Super Admin: a demo company with a few weeks of sales (service/demo/), which becomes the
   * session's tenant; its progress comes as `demo.progress` pushes.
   */
  'demo.load': {
    req: { industry: 'retail' | 'restaurant'; days?: number; ordersPerDay?: number };
    res: { session: SessionInfo; tenant: Tenant; demo: DemoSummary };
  };
  /** Super Admin: another branch of a company. */
  'branches.create': {
    req: { companyId: string; branch: { name: string; currency: string; timeZone: string } };
    res: { session: SessionInfo; tenant: Tenant };
  };

  'general.get': { req: Tenant; res: GeneralInfo };
  'general.update': {
    req: Tenant & {
      allow_http_local?: boolean;
      lan_access?: boolean;
      api_port?: number;
      lan_port?: number;
    };
    res: GeneralInfo;
  };
  /** The local CA certificate LAN clients trust (made on first use); public, no secret. */
  'general.exportCa': {
    req: Tenant;
    /** saved_to: set by the desktop shell, which saves the PEM where the user chose (null: cancelled). */
    res: { pem: string; fingerprint: string; file_name: string; saved_to?: string | null };
  };
  'general.addTrustedCa': { req: Tenant & { pem: string }; res: GeneralInfo };
  'general.removeTrustedCa': { req: Tenant & { fingerprint: string }; res: GeneralInfo };
  /** Opens the logs folder in the file manager (desktop app only). */
  'desktop.openLogsFolder': { req: void; res: { opened: boolean } };
  'desktop.setStartAtLogin': { req: { enabled: boolean }; res: DesktopInfo };

  'scopes.catalog': { req: Tenant; res: { groups: ScopeGroup[]; industry: Industry } };
  'keys.stats': { req: Tenant; res: KeyStatsInfo };
  'keys.list': { req: Tenant & { includeInactive: boolean }; res: ApiKeyInfo[] };
  'keys.create': {
    req: Tenant & {
      name: string;
      description?: string;
      scopes: string[];
      allowed_ips?: string[];
      expires_at?: string | null;
    };
    res: { key: ApiKeyInfo; secret_key: string };
  };
  'keys.reveal': {
    req: Tenant & { publicKey: string };
    res: { public_key: string; secret_key: string };
  };
  'keys.regenerate': {
    req: Tenant & { publicKey: string };
    res: { key: ApiKeyInfo; secret_key: string };
  };
  'keys.setStatus': {
    req: Tenant & { publicKey: string; status: 'active' | 'inactive' };
    res: ApiKeyInfo;
  };
  'keys.update': {
    /** New permissions apply from the key's next request; the secret stays as it is. */
    req: Tenant & {
      publicKey: string;
      name?: string;
      description?: string;
      allowed_ips?: string[];
      expires_at?: string | null;
      scopes?: string[];
    };
    res: ApiKeyInfo;
  };

  'webhooks.list': { req: Tenant; res: WebhookInfo[] };
  /** The live categories of the branch a webhook's filter may name (the form's multi-select). */
  'webhooks.categories': { req: Tenant; res: { id: string; name: string }[] };
  'webhooks.create': {
    req: Tenant & {
      url: string;
      description?: string;
      secret?: string;
      events: string[];
      filter?: { category_ids: string[] } | null;
      max_per_second?: number | null;
    };
    res: { webhook: WebhookInfo; secret: string };
  };
  'webhooks.update': {
    req: Tenant & {
      id: string;
      url?: string;
      description?: string;
      secret?: string;
      events?: string[];
      filter?: { category_ids: string[] } | null;
      max_per_second?: number | null;
    };
    res: WebhookInfo;
  };
  'webhooks.setStatus': {
    req: Tenant & { id: string; status: 'active' | 'inactive'; replayMissed?: boolean };
    res: WebhookInfo & { replayed?: number };
  };
  'webhooks.delete': { req: Tenant & { id: string }; res: { ok: true } };
  'webhooks.deliveries': {
    /** Filters, all optional: an event type, a status (`500`, `5xx`, `none`), an outcome. */
    req: Tenant & { id: string; event?: string; status?: string; outcome?: string };
    res: DeliveryAttemptInfo[];
  };
  'webhooks.attempt': {
    req: Tenant & { id: string; attemptId: number };
    res: DeliveryAttemptDetail;
  };
  'webhooks.redeliver': { req: Tenant & { id: string; eventId: string }; res: { ok: true } };
  'webhooks.sendTest': { req: Tenant & { id: string }; res: { ok: true } };
  'webhooks.rotateSecret': {
    req: Tenant & { id: string; overlap?: SecretOverlap };
    res: { webhook: WebhookInfo; secret: string };
  };

  'orderPage.get': { req: Tenant; res: OrderPageInfo };
  'orderPage.update': { req: Tenant & Partial<OrderPageSettings>; res: OrderPageInfo };

  'profile.update': { req: { displayName: string }; res: SessionInfo };
  'profile.changePassword': {
    req: { currentPassword: string; newPassword: string };
    res: { ok: true };
  };
  'totp.begin': { req: void; res: TotpEnrolment };
  'totp.confirm': { req: { code: string }; res: { recoveryCodes: string[]; session: SessionInfo } };
  'totp.disable': { req: { password: string }; res: SessionInfo };

  'users.list': { req: void; res: UserInfo[] };
  'users.create': {
    req: {
      username: string;
      displayName?: string;
      password: string;
      role: Role;
      companyIds: string[];
    };
    res: UserInfo;
  };
  'users.update': {
    req: {
      id: string;
      displayName?: string;
      role?: Role;
      companyIds?: string[];
      disabled?: boolean;
    };
    res: UserInfo;
  };
  'users.resetPassword': { req: { id: string; password: string }; res: UserInfo };

  'audit.list': {
    req: AuditFilterInput & { limit?: number; cursor?: string };
    res: { entries: AuditEntryInfo[]; next_cursor: string | null };
  };
  /** Settings → Reports (Admin): the branch's scheduled reports and its newest export files. */
  'reports.list': {
    req: Tenant;
    res: {
      schedules: ScheduledReportInfo[];
      exports: ExportFileInfo[];
      /** What "New export" offers; `dated`: sales rows, which need a range of business days. */
      resources: { id: string; dated: boolean }[];
    };
  };
  /**
   * "Save as…" for a finished export: the desktop shell asks where, copies the file there
   * (0600) and answers saved_to (null: cancelled); `source` never reaches the renderer.
   */
  'reports.saveFile': {
    req: Tenant & { exportId: string };
    res: {
      file_name: string;
      bytes: number;
      sha256: string;
      source?: string;
      saved_to?: string | null;
    };
  };
  /** The Reports tab's day: its figures by money movement, the Z-report once closed. */
  'reports.day': { req: Tenant & { businessDate?: string }; res: DayReport };
  /** Close the day (Admin): a numbered Z-report; refused while orders of the day are open. */
  'reports.closeDay': { req: Tenant & { businessDate: string }; res: DayReport };
  /** "New export": queues a file of the branch's rows (sales need from and to, business days). */
  'reports.createExport': {
    req: Tenant & { resource: string; format?: 'csv' | 'jsonl'; from?: string; to?: string };
    res: ExportFileInfo;
  };
  /**
   * "New schedule" (no id: an export made at a local time of the branch) and "Edit schedule"
   * (an id: its timing, name, format, files kept and whether it runs; what it makes stays).
   */
  'reports.saveSchedule': {
    req: Tenant & {
      id?: string;
      resource?: string;
      name: string;
      format: 'csv' | 'jsonl';
      frequency: ScheduledReportInfo['frequency'];
      time_of_day: string;
      day_of_week?: number | null;
      day_of_month?: number | null;
      keep_last: number;
      active: boolean;
    };
    res: ScheduledReportInfo;
  };
  /** The filtered log as CSV (newest first, at most 50 000 rows). */
  'audit.export': {
    req: AuditFilterInput;
    /** saved_to: set by the desktop shell, which saves the file where the user chose (null: cancelled). */
    res: {
      file_name: string;
      content: string;
      rows: number;
      truncated: boolean;
      saved_to?: string | null;
    };
  };
}

export type Channel = keyof IpcContract;
export type Req<C extends Channel> = IpcContract[C]['req'];
export type Res<C extends Channel> = IpcContract[C]['res'];

/** The runtime list of channels: preload and main refuse anything else. */
export const CHANNELS = [
  'app.state',
  'auth.setup',
  'auth.login',
  'auth.logout',
  'auth.redeemSetupCode',
  'tenant.select',
  'companies.create',
  'demo.load',
  'branches.create',
  'general.get',
  'general.update',
  'general.addTrustedCa',
  'general.removeTrustedCa',
  'general.exportCa',
  'desktop.openLogsFolder',
  'desktop.setStartAtLogin',
  'scopes.catalog',
  'keys.stats',
  'keys.list',
  'keys.create',
  'keys.reveal',
  'keys.regenerate',
  'keys.setStatus',
  'keys.update',
  'webhooks.list',
  'webhooks.categories',
  'webhooks.create',
  'webhooks.update',
  'webhooks.setStatus',
  'webhooks.delete',
  'webhooks.deliveries',
  'webhooks.attempt',
  'webhooks.redeliver',
  'webhooks.sendTest',
  'webhooks.rotateSecret',
  'orderPage.get',
  'orderPage.update',
  'profile.update',
  'profile.changePassword',
  'totp.begin',
  'totp.confirm',
  'totp.disable',
  'users.list',
  'users.create',
  'users.update',
  'users.resetPassword',
  'audit.list',
  'audit.export',
  'reports.list',
  'reports.saveFile',
  'reports.day',
  'reports.closeDay',
  'reports.createExport',
  'reports.saveSchedule',
] as const satisfies readonly Channel[];

// Compile-time check that CHANNELS lists every channel of the contract.
type Missing = Exclude<Channel, (typeof CHANNELS)[number]>;
export const _everyChannelListed: Missing extends never ? true : Missing = true;

export const isChannel = (value: unknown): value is Channel =>
  typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);

/** The Electron channel name a contract channel is bound to. */
export const ipcChannelName = (channel: Channel): string => `ic:${channel}`;

// ---- push events (main → renderer, no polling) -------------------------------------------

export interface PushContract {
  /**
   * Webhook delivery attempts were recorded: batched, at most 4 pushes a second per window, in
   * the order recorded (oldest first), the newest 100 per webhook of the batch.
   */
  'webhooks.attempts': { attempts: WebhookAttemptPush[] };
  /** API keys of a branch were used (throttled): counters changed. */
  'keys.usage': { branchId: string; keyIds: string[] };
  /** The session ended in main (logout elsewhere, account disabled, idle timeout). */
  'session.ended': { reason: string };
  /** "Load demo data" went on: days done (over all branches) of `total`, orders so far. */
  'demo.progress': { done: number; total: number; orders: number };
}
export interface WebhookAttemptPush {
  webhookId: string;
  branchId: string;
  attempt: DeliveryAttemptInfo;
}
export type PushName = keyof PushContract;
export const PUSH_NAMES = [
  'webhooks.attempts',
  'keys.usage',
  'session.ended',
  'demo.progress',
] as const satisfies readonly PushName[];
export const PUSH_CHANNEL = 'ic:push';
export const isPushName = (value: unknown): value is PushName =>
  typeof value === 'string' && (PUSH_NAMES as readonly string[]).includes(value);

/** What preload exposes as `window.api`. */
export interface DesktopApi {
  invoke<C extends Channel>(channel: C, request: Req<C>): Promise<IpcEnvelope<Res<C>>>;
  on<N extends PushName>(name: N, listener: (payload: PushContract[N]) => void): () => void;
  /**
   * Empties the clipboard if it still holds `text` (a secret the console copied), so a secret
   * does not outlive its use there; true when it did. The page itself may not read the clipboard.
   */
  clearClipboardIf(text: string): Promise<boolean>;
}
export const CLIPBOARD_CLEAR_CHANNEL = 'ic:clipboard-clear-if';

export type { EventType };

declare global {
  interface Window {
    api: DesktopApi;
  }
}
