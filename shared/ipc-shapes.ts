/**
 * The data shapes the IPC contract (ipc.ts) carries between the desktop window and main.
 */
import type { EventType } from './events';
import type { Role, TabId } from './roles';
import type { Industry } from './scopes';

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
