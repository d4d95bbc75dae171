import { EntitySchema, type EntitySchemaColumnOptions } from 'typeorm';

/**
 * Entity schemas with explicit column types (bundlers emit no decorator metadata).
 * They mirror the migrations exactly; the migrations own the DDL (`synchronize: false`).
 * Hot paths and multi-statement transactions use prepared statements on the same
 * connection (see db/database.ts); these schemas serve TypeORM reads and tooling.
 */
const text = (nullable = false, primary = false): EntitySchemaColumnOptions => ({
  type: 'text',
  nullable,
  primary,
});
const int = (nullable = false, primary = false): EntitySchemaColumnOptions => ({
  type: 'integer',
  nullable,
  primary,
});
const serial = (): EntitySchemaColumnOptions => ({
  type: 'integer',
  primary: true,
  generated: 'increment',
});

export interface CompanyRow {
  id: string;
  name: string;
  industry: 'restaurant' | 'retail' | 'default';
  created_at: string;
}
export const CompanyEntity = new EntitySchema<CompanyRow>({
  name: 'Company',
  tableName: 'companies',
  columns: { id: text(false, true), name: text(), industry: text(), created_at: text() },
});

export interface BranchRow {
  id: string;
  company_id: string;
  name: string;
  currency: string;
  time_zone: string;
  created_at: string;
}
export const BranchEntity = new EntitySchema<BranchRow>({
  name: 'Branch',
  tableName: 'branches',
  columns: {
    id: text(false, true),
    company_id: text(),
    name: text(),
    currency: text(),
    time_zone: text(),
    created_at: text(),
  },
});

export interface UserRow {
  id: string;
  username: string;
  display_name: string;
  password_hash: string;
  role: 'super_admin' | 'admin' | 'manager' | 'cashier' | 'staff';
  disabled: number;
  /** Sign-in attempts since the last success that have not succeeded, those being checked included. */
  failed_logins: number;
  locked_until: number | null;
  totp_secret_enc: string | null;
  totp_enabled: number;
  recovery_codes: string | null;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totp_last_step: number | null;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
  /** Soft delete: the account stays for the audit trail, disabled and unlisted. */
  deleted_at: string | null;
  /** SHA-256 (hex) of the one-time setup code of a user created through the API. */
  setup_code_hash: string | null;
  setup_code_expires_at: string | null;
  /** Raised by a trigger on every change the open API shows; sign-in leaves it alone. */
  version: number;
}
export const UserEntity = new EntitySchema<UserRow>({
  name: 'User',
  tableName: 'users',
  columns: {
    id: text(false, true),
    username: text(),
    display_name: text(),
    password_hash: text(),
    role: text(),
    disabled: int(),
    failed_logins: int(),
    locked_until: int(true),
    totp_secret_enc: text(true),
    totp_enabled: int(),
    recovery_codes: text(true),
    totp_last_step: int(true),
    last_login_at: text(true),
    created_at: text(),
    updated_at: text(),
    deleted_at: text(true),
    setup_code_hash: text(true),
    setup_code_expires_at: text(true),
    version: int(),
  },
});

export interface UserBranchRow {
  user_id: string;
  branch_id: string;
}
export const UserBranchEntity = new EntitySchema<UserBranchRow>({
  name: 'UserBranch',
  tableName: 'user_branches',
  columns: { user_id: text(false, true), branch_id: text(false, true) },
});

export interface UserCompanyRow {
  user_id: string;
  company_id: string;
}
export const UserCompanyEntity = new EntitySchema<UserCompanyRow>({
  name: 'UserCompany',
  tableName: 'user_companies',
  columns: { user_id: text(false, true), company_id: text(false, true) },
});

export interface ApiKeyRow {
  id: string;
  company_id: string;
  branch_id: string;
  name: string;
  description: string | null;
  public_key: string;
  secret_hash: string;
  secret_enc: string;
  scopes: string;
  status: 'active' | 'inactive';
  total_requests: number;
  last_used_at: string | null;
  created_at: string;
  updated_at: string;
  secret_rotated_at: string;
  /** JSON array of normalised addresses and CIDR ranges; null = any address. */
  allowed_ips: string | null;
  /** ISO 8601 UTC; null = never expires. */
  expires_at: string | null;
  /** Raised by a trigger whenever a column the caller sees changes: the key's ETag. */
  version: number;
}
export const ApiKeyEntity = new EntitySchema<ApiKeyRow>({
  name: 'ApiKey',
  tableName: 'api_keys',
  columns: {
    id: text(false, true),
    company_id: text(),
    branch_id: text(),
    name: text(),
    description: text(true),
    public_key: text(),
    secret_hash: text(),
    secret_enc: text(),
    scopes: text(),
    status: text(),
    total_requests: int(),
    last_used_at: text(true),
    created_at: text(),
    updated_at: text(),
    secret_rotated_at: text(),
    allowed_ips: text(true),
    expires_at: text(true),
    version: int(),
  },
});

export interface ApiKeyUsageDailyRow {
  key_id: string;
  day: string;
  requests: number;
}
export const ApiKeyUsageDailyEntity = new EntitySchema<ApiKeyUsageDailyRow>({
  name: 'ApiKeyUsageDaily',
  tableName: 'api_key_usage_daily',
  columns: { key_id: text(false, true), day: text(false, true), requests: int() },
});

export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  target_type: string;
  target_id: string | null;
  company_id: string | null;
  branch_id: string | null;
  details: string | null;
}
export const AuditEntity = new EntitySchema<AuditRow>({
  name: 'Audit',
  tableName: 'audit_log',
  columns: {
    id: serial(),
    at: text(),
    actor: text(),
    action: text(),
    target_type: text(),
    target_id: text(true),
    company_id: text(true),
    branch_id: text(true),
    details: text(true),
  },
});

export interface SettingRow {
  scope: string;
  key: string;
  value: string;
  updated_at: string;
}
export const SettingEntity = new EntitySchema<SettingRow>({
  name: 'Setting',
  tableName: 'settings',
  columns: { scope: text(false, true), key: text(false, true), value: text(), updated_at: text() },
});

export interface SystemMetaRow {
  key: string;
  value: string;
}
export const SystemMetaEntity = new EntitySchema<SystemMetaRow>({
  name: 'SystemMeta',
  tableName: 'system_meta',
  columns: { key: text(false, true), value: text() },
});

export interface CategoryRow {
  id: string;
  company_id: string;
  branch_id: string;
  name: string;
  parent_id: string | null;
  sort_order: number;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** The branch's change counter at this row's last write (sync tokens, migration 0009). */
  change_seq: number;
  json: string;
}
export const CategoryEntity = new EntitySchema<CategoryRow>({
  name: 'Category',
  tableName: 'categories',
  columns: {
    id: text(false, true),
    company_id: text(),
    branch_id: text(),
    name: text(),
    parent_id: text(true),
    sort_order: int(),
    version: int(),
    created_at: text(),
    updated_at: text(),
    deleted_at: text(true),
    change_seq: int(),
    json: text(),
  },
});

export interface ProductRow {
  id: string;
  company_id: string;
  branch_id: string;
  sku: string;
  name: string;
  description: string | null;
  category_id: string | null;
  price_amount: number;
  price_currency: string;
  barcode: string | null;
  track_stock: number;
  stock_quantity: number;
  active: number;
  /** A JSON array of tax rate ids (migration 0015). */
  tax_rate_ids: string;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** The branch's change counter at this row's last write (sync tokens, migration 0009). */
  change_seq: number;
  json: string;
}
export const ProductEntity = new EntitySchema<ProductRow>({
  name: 'Product',
  tableName: 'products',
  columns: {
    id: text(false, true),
    company_id: text(),
    branch_id: text(),
    sku: text(),
    name: text(),
    description: text(true),
    category_id: text(true),
    price_amount: int(),
    price_currency: text(),
    barcode: text(true),
    track_stock: int(),
    stock_quantity: int(),
    active: int(),
    tax_rate_ids: text(),
    version: int(),
    created_at: text(),
    updated_at: text(),
    deleted_at: text(true),
    change_seq: int(),
    json: text(),
  },
});

export interface EventRow {
  id: string;
  company_id: string;
  branch_id: string;
  sequence: number;
  type: string;
  created_at: string;
  body: string;
}
export const EventEntity = new EntitySchema<EventRow>({
  name: 'Event',
  tableName: 'events',
  columns: {
    id: text(false, true),
    company_id: text(),
    branch_id: text(),
    sequence: int(),
    type: text(),
    created_at: text(),
    body: text(),
  },
});

export interface EventSequenceRow {
  branch_id: string;
  last_sequence: number;
}
export const EventSequenceEntity = new EntitySchema<EventSequenceRow>({
  name: 'EventSequence',
  tableName: 'event_sequences',
  columns: { branch_id: text(false, true), last_sequence: int() },
});

export interface IdempotencyRow {
  key_id: string;
  idempotency_key: string;
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: string;
}
export const IdempotencyEntity = new EntitySchema<IdempotencyRow>({
  name: 'Idempotency',
  tableName: 'idempotency_keys',
  columns: {
    key_id: text(false, true),
    idempotency_key: text(false, true),
    request_hash: text(),
    status_code: int(),
    response_body: text(),
    created_at: text(),
  },
});

export interface WebhookRow {
  id: string;
  company_id: string;
  branch_id: string;
  url: string;
  description: string | null;
  events: string;
  secret_enc: string;
  status: 'active' | 'inactive';
  disabled_reason: string | null;
  deactivated_at: string | null;
  deactivated_sequence: number | null;
  /** Last branch sequence when it was activated again: (deactivated_sequence, this] can be replayed. */
  missed_until_sequence: number | null;
  /** Epoch ms of the first failed attempt since the last success (auto-deactivation). */
  failing_since: number | null;
  failure_count: number;
  created_at: string;
  updated_at: string;
  /**
   * The secret a rotation replaced (AES-GCM, AAD `<id>:previous`), signing next to the current
   * one until `previous_secret_expires_at` (ISO 8601 UTC); both NULL when none signs.
   */
  previous_secret_enc: string | null;
  previous_secret_expires_at: string | null;
  /** JSON array of category ids narrowing its product events; NULL sends them all. */
  category_ids: string | null;
  /** The most deliveries started per second (1..1000); NULL: no cap. */
  max_per_second: number | null;
  /** Raised by a trigger whenever a column the caller sees changes: the webhook's ETag. */
  version: number;
}
export const WebhookEntity = new EntitySchema<WebhookRow>({
  name: 'Webhook',
  tableName: 'webhooks',
  columns: {
    id: text(false, true),
    company_id: text(),
    branch_id: text(),
    url: text(),
    description: text(true),
    events: text(),
    secret_enc: text(),
    status: text(),
    disabled_reason: text(true),
    deactivated_at: text(true),
    deactivated_sequence: int(true),
    missed_until_sequence: int(true),
    failing_since: int(true),
    failure_count: int(),
    created_at: text(),
    updated_at: text(),
    previous_secret_enc: text(true),
    previous_secret_expires_at: text(true),
    category_ids: text(true),
    max_per_second: int(true),
    version: int(),
  },
});

export interface DeliveryRow {
  id: number;
  webhook_id: string;
  event_id: string;
  event_type: string;
  state: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  next_attempt_at: number;
  lease_until: number | null;
  first_failed_at: number | null;
  /** The body of a test event (`ping`), which is not a stored catalog event; null otherwise. */
  body: string | null;
  created_at: string;
  updated_at: string;
}
export const DeliveryEntity = new EntitySchema<DeliveryRow>({
  name: 'Delivery',
  tableName: 'deliveries',
  columns: {
    id: serial(),
    webhook_id: text(),
    event_id: text(),
    event_type: text(),
    state: text(),
    attempts: int(),
    next_attempt_at: int(),
    lease_until: int(true),
    first_failed_at: int(true),
    body: text(true),
    created_at: text(),
    updated_at: text(),
  },
});

export interface DeliveryAttemptRow {
  id: number;
  webhook_id: string;
  delivery_id: number | null;
  event_id: string;
  event_type: string;
  attempt: number;
  at: string;
  succeeded: number;
  http_status: number | null;
  error_kind: string | null;
  error_message: string | null;
  duration_ms: number;
  request_headers: string;
  /** NULL: the body of the event `event_id` (migration 0002); read through the history query. */
  request_body: string | null;
  response_headers: string | null;
  response_body: string | null;
  next_attempt_at: number | null;
}
export const DeliveryAttemptEntity = new EntitySchema<DeliveryAttemptRow>({
  name: 'DeliveryAttempt',
  tableName: 'delivery_attempts',
  columns: {
    id: serial(),
    webhook_id: text(),
    delivery_id: int(true),
    event_id: text(),
    event_type: text(),
    attempt: int(),
    at: text(),
    succeeded: int(),
    http_status: int(true),
    error_kind: text(true),
    error_message: text(true),
    duration_ms: int(),
    request_headers: text(),
    request_body: text(true),
    response_headers: text(true),
    response_body: text(true),
    next_attempt_at: int(true),
  },
});

/** A CA certificate a company trusts for its receivers on the local network (migration 0007). */
export interface TrustedCaRow {
  id: number;
  company_id: string;
  fingerprint: string;
  subject: string;
  pem: string;
  added_at: string;
}
export const TrustedCaEntity = new EntitySchema<TrustedCaRow>({
  name: 'TrustedCa',
  tableName: 'trusted_cas',
  columns: {
    id: serial(),
    company_id: text(),
    fingerprint: text(),
    subject: text(),
    pem: text(),
    added_at: text(),
  },
});

/** The explicit entity list (no globs). */
export const ENTITIES = [
  SystemMetaEntity,
  CompanyEntity,
  BranchEntity,
  UserEntity,
  UserCompanyEntity,
  UserBranchEntity,
  ApiKeyEntity,
  ApiKeyUsageDailyEntity,
  AuditEntity,
  SettingEntity,
  CategoryEntity,
  ProductEntity,
  EventEntity,
  EventSequenceEntity,
  IdempotencyEntity,
  WebhookEntity,
  DeliveryEntity,
  DeliveryAttemptEntity,
  TrustedCaEntity,
];
