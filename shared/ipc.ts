/**
 * The typed IPC contract between the desktop window (renderer) and Electron main.
 * One entry per channel: what the renderer sends and what it gets back. Every call
 * answers with an envelope, `{ result }` or `{ error: { code, message, fields } }`, so the
 * renderer shows the service's own sentences instead of "Error invoking remote method".
 * The same table is served by main (ipcMain.handle) and by the e2e harness (exposeBinding).
 */
import type { ErrorCode, FieldError } from './errors';
import type { EventType } from './events';
import type { Role, TabId } from './roles';
import type { Industry, ScopeGroup } from './scopes';
import type { SecretOverlap } from './signing-overlap';

export interface IpcError {
  code: ErrorCode;
  message: string;
  fields: FieldError[];
}
export type IpcEnvelope<T> =
  { result: T; error?: undefined } | { error: IpcError; result?: undefined };

// ---- shapes ---------------------------------------------------------------------------

export interface BranchInfo {
  id: string;
  name: string;
  currency: string;
  time_zone: string;
  created_at: string;
}
export interface CompanyInfo {
  id: string;
  name: string;
  industry: Industry;
  created_at: string;
  branches: BranchInfo[];
}

export interface UserInfo {
  id: string;
  username: string;
  display_name: string;
  role: Role;
  disabled: boolean;
  totp_enabled: boolean;
  company_ids: string[];
  created_at: string;
  updated_at: string;
  locked_until: string | null;
}

export interface SessionInfo {
  user: UserInfo;
  /** Only the companies (and their branches) this user may see. */
  companies: CompanyInfo[];
  tabs: TabId[];
  /** Admins without two-factor are nudged to turn it on. */
  twoFactorRecommended: boolean;
  /** Last company and branch this user picked (from preferences), when still visible. */
  lastTenant: { companyId: string; branchId: string } | null;
}

export interface AppState {
  setUp: boolean;
  session: SessionInfo | null;
}

export interface Tenant {
  companyId: string;
  branchId: string;
}

export interface ApiServerStatus {
  state: 'listening' | 'stopped' | 'error';
  address: string | null;
  host: string;
  port: number;
  error: string | null;
}

export interface TrustedCaInfo {
  fingerprint: string;
  subject: string;
  added_at: string;
  not_after: string | null;
}

/** HTTPS for LAN clients: where it listens and the local CA they must trust. */
export interface LanTlsInfo {
  /** e.g. https://0.0.0.0:8443 while the LAN listener runs. */
  address: string | null;
  /** SHA-256 of the CA certificate; null until LAN access first starts or the CA is exported. */
  ca_fingerprint: string | null;
  leaf_names: string[];
  leaf_not_after: string | null;
}

export interface GeneralInfo {
  company: Omit<CompanyInfo, 'branches'>;
  branch: BranchInfo;
  api: ApiServerStatus;
  settings: { allow_http_local: boolean; lan_access: boolean; api_port: number; lan_port: number };
  lanTls: LanTlsInfo;
  trustedCas: TrustedCaInfo[];
  /** Lan access and port are installation-wide: only a Super Admin changes them. */
  canEditInstallation: boolean;
  /** This PC's app settings: only in the desktop app (null in a browser or a test harness). */
  desktop: DesktopInfo | null;
}

export interface DesktopInfo {
  /** The app starts, hidden in the tray, when this OS user signs in. */
  start_at_login: boolean;
  /** Where the app's rotating log files are. */
  logs_folder: string;
}

export interface ApiKeyInfo {
  id: string;
  public_key: string;
  name: string;
  description: string | null;
  scopes: string[];
  status: 'active' | 'inactive';
  company_id: string;
  branch_id: string;
  total_requests: number;
  requests_today: number;
  last_used_at: string | null;
  created_at: string;
  updated_at: string;
  secret_rotated_at: string;
  /** Normalised addresses and CIDR ranges the key may be used from; empty = any address. */
  allowed_ips: string[];
  /** ISO 8601 UTC; null = never expires. */
  expires_at: string | null;
  /** Past `expires_at`: the key authenticates no more (401 invalid_api_key). */
  expired: boolean;
  /** Expires within 7 days (flagged in the list). */
  expires_soon: boolean;
  /** Raised on every change of its settings or status: what If-Match names. */
  version: number;
}
export interface KeyStatsInfo {
  total_keys: number;
  active_keys: number;
  total_requests: number;
  requests_today: number;
}

export interface WebhookInfo {
  id: string;
  company_id: string;
  branch_id: string;
  url: string;
  description: string | null;
  events: EventType[];
  /** Product events only for these categories (docs/webhooks.md, "Category filter"); null: all. */
  filter: { category_ids: string[] } | null;
  /** The most deliveries started per second (docs/webhooks.md, "Throttle"); null: no cap. */
  max_per_second: number | null;
  status: 'active' | 'inactive';
  /** Why the system set it Inactive (410 Gone, 72 h of failures); null otherwise. */
  disabled_reason: string | null;
  deactivated_at: string | null;
  created_at: string;
  updated_at: string;
  /** Raised on every change the caller sees: the ETag, checked by If-Match. */
  version: number;
  last_delivery: {
    at: string;
    event_id: string;
    event_type: string;
    attempt: number;
    succeeded: boolean;
    http_status: number | null;
    error_kind: string | null;
  } | null;
  pending_deliveries: number;
  /** Branch sequences missed while Inactive that can be replayed on activation. */
  missed: { from_sequence: number; to_sequence: number } | null;
  /**
   * While a rotation's overlap lasts, when the previous signing secret stops signing (ISO 8601);
   * null when only the current secret signs.
   */
  previous_secret_expires_at: string | null;
  /**
   * `failing` while the webhook is Active and its newest attempt failed (docs/webhooks.md,
   * "Failing webhooks"); `failing_since` is the first failed attempt after the last success and
   * `last_error` the newest failure in words ("Connection refused by 192.168.1.20:443").
   */
  health: WebhookHealth;
  failing_since: string | null;
  last_error: string | null;
}
export type WebhookHealth = 'ok' | 'failing';

/** Why an attempt failed, when it did: the kinds docs/webhooks.md lists. */
export type DeliveryErrorKind =
  'timeout' | 'refused' | 'reset' | 'dns' | 'tls' | 'blocked' | 'redirect' | 'http';

/** One recorded attempt (a history row). */
export interface DeliveryAttemptInfo {
  id: number;
  webhook_id: string;
  delivery_id: number | null;
  event_id: string;
  event_type: string;
  attempt: number;
  at: string;
  succeeded: boolean;
  http_status: number | null;
  error_kind: DeliveryErrorKind | null;
  error_message: string | null;
  duration_ms: number;
  /** When the next attempt of this delivery is due (ISO); null when none follows. */
  next_attempt_at: string | null;
}
export interface DeliveryAttemptDetail extends DeliveryAttemptInfo {
  request_headers: Record<string, string>;
  request_body: string;
  response_headers: Record<string, string> | null;
  /** The first 4 KiB of the response body. */
  response_body: string | null;
}

export interface OrderPageSettings {
  default_order_type: 'dine_in' | 'takeaway' | 'delivery';
  show_product_images: boolean;
  require_table_number: boolean;
}
export interface OrderPageInfo {
  settings: OrderPageSettings;
  /** require_table_number applies to restaurants only. */
  restaurant: boolean;
}

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  qrDataUrl: string;
}

export interface AuditEntryInfo {
  id: number;
  at: string;
  actor: string;
  action: string;
  target_type: string;
  target_id: string | null;
  company_id: string | null;
  branch_id: string | null;
  details: unknown;
  /** The actor's display name (`user:` actors), when the account still exists. */
  actor_name: string | null;
  /** The key's name, the webhook's URL, the user's display name, the company's or branch's name. */
  target_name: string | null;
  company_name: string | null;
  branch_name: string | null;
  /** One sentence saying what happened (shared/audit.ts). */
  summary: string;
}
export interface AuditFilterInput {
  companyId?: string;
  /** The actor exactly as recorded: `user:alice`, `cli:root`, `system`. */
  actor?: string;
  /** One action exactly (`api_key.created`), or every action of a kind (`api_key.`). */
  action?: string;
  targetType?: string;
  targetId?: string;
  /** RFC 3339 instants: from (inclusive) and to (exclusive). */
  since?: string;
  until?: string;
}

export type LoginResult = { status: 'ok'; session: SessionInfo } | { status: 'totp_required' };

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

/** Money in minor units, as the open API shows it. */
export interface IpcMoney {
  amount: number;
  currency: string;
}

/**
 * A business day by money movement, and its Z-report once closed (the answer of
 * GET /reports/days/{business_date}; docs/api.md "Closing a business day").
 */
export interface DayTax {
  tax_rate_id: string;
  name: string;
  rate_bps: number;
  mode: string;
  sales: { taxable: IpcMoney; tax: IpcMoney };
  refunds: { taxable: IpcMoney; tax: IpcMoney };
  /** Sales minus refunds: what the day books per rate. */
  taxable: IpcMoney;
  tax: IpcMoney;
}

export interface DayMethod {
  method: string;
  payments: number;
  amount: IpcMoney;
  tips: IpcMoney;
  refunds: IpcMoney;
  /** amount + tips − refunds: what the method holds for the day. */
  net: IpcMoney;
}

export interface DayFigures {
  business_date: string;
  basis: 'money_movement';
  currency: string;
  sales: {
    orders: number;
    gross: IpcMoney;
    discounts: IpcMoney;
    tax: IpcMoney;
    net: IpcMoney;
    total: IpcMoney;
  };
  taxes: DayTax[];
  payment_methods: DayMethod[];
  totals: { payments: IpcMoney; tips: IpcMoney; refunds: IpcMoney; net: IpcMoney };
  cash_expected: IpcMoney;
  counts: {
    orders_completed: number;
    orders_canceled: number;
    orders_open: number;
    payments: number;
    refunds: number;
  };
}

export interface DayReport extends DayFigures {
  status: 'open' | 'closed';
  /** The Z-report's number (consecutive per branch); null while open. */
  number: number | null;
  closed_at: string | null;
  closed_by: string | null;
  /** SHA-256 of the previous Z-report's hash and these figures; null while open. */
  hash: string | null;
  previous_hash: string | null;
  /** Orders of the day still open (a close needs none). */
  open_order_ids: string[];
}

/** A scheduled report as Settings → Reports lists it. */
export interface ScheduledReportInfo {
  id: string;
  name: string;
  /** What it makes, e.g. "orders export" or "sales summary by category". */
  what: string;
  frequency: 'daily' | 'weekly' | 'monthly';
  time_of_day: string;
  /** 1 (Monday) to 7, weekly schedules only. */
  day_of_week: number | null;
  /** 1 to 28, monthly schedules only. */
  day_of_month: number | null;
  format: 'csv' | 'jsonl';
  time_zone: string;
  next_run_at: string | null;
  active: boolean;
  keep_last: number;
}

/** An export file as Settings → Reports lists it. */
export interface ExportFileInfo {
  id: string;
  resource: string;
  format: string;
  from: string | null;
  to: string | null;
  status: 'queued' | 'running' | 'done' | 'failed' | 'expired';
  progress: number;
  row_count: number | null;
  bytes: number | null;
  file_name: string;
  schedule_id: string | null;
  created_at: string;
  expires_at: string | null;
}

/** What "Load demo data" made. */
export interface DemoSummary {
  company_id: string;
  branch_id: string;
  orders: number;
  products: number;
  customers: number;
  seconds: number;
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
