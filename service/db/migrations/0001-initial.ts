import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole schema of the first release. Timestamps are ISO-8601 UTC text (sortable);
 * scheduling columns the worker compares often are epoch milliseconds.
 */
const UP = `
CREATE TABLE system_meta (
  key TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL
);

CREATE TABLE companies (
  id TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  industry TEXT NOT NULL CHECK (industry IN ('restaurant','retail','default')),
  created_at TEXT NOT NULL
);

CREATE TABLE branches (
  id TEXT PRIMARY KEY NOT NULL,
  company_id TEXT NOT NULL REFERENCES companies(id),
  name TEXT NOT NULL,
  currency TEXT NOT NULL,
  time_zone TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX branches_company ON branches(company_id);

CREATE TABLE users (
  id TEXT PRIMARY KEY NOT NULL,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  display_name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('super_admin','admin','manager','cashier','staff')),
  disabled INTEGER NOT NULL DEFAULT 0,
  failed_logins INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER,
  totp_secret_enc TEXT,
  totp_enabled INTEGER NOT NULL DEFAULT 0,
  recovery_codes TEXT,
  totp_last_step INTEGER,
  last_login_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE user_companies (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  company_id TEXT NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, company_id)
);

CREATE TABLE api_keys (
  id TEXT PRIMARY KEY NOT NULL,
  company_id TEXT NOT NULL REFERENCES companies(id),
  branch_id TEXT NOT NULL REFERENCES branches(id),
  name TEXT NOT NULL,
  description TEXT,
  public_key TEXT NOT NULL UNIQUE,
  secret_hash TEXT NOT NULL UNIQUE,
  secret_enc TEXT NOT NULL,
  scopes TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active','inactive')),
  total_requests INTEGER NOT NULL DEFAULT 0,
  last_used_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  secret_rotated_at TEXT NOT NULL
);
CREATE INDEX api_keys_branch ON api_keys(branch_id, status);

CREATE TABLE api_key_usage_daily (
  key_id TEXT NOT NULL REFERENCES api_keys(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  requests INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (key_id, day)
);

CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  target_type TEXT NOT NULL,
  target_id TEXT,
  company_id TEXT,
  branch_id TEXT,
  details TEXT
);
CREATE INDEX audit_log_at ON audit_log(at);

CREATE TABLE settings (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (scope, key)
);

CREATE TABLE categories (
  id TEXT PRIMARY KEY NOT NULL,
  company_id TEXT NOT NULL REFERENCES companies(id),
  branch_id TEXT NOT NULL REFERENCES branches(id),
  name TEXT NOT NULL,
  parent_id TEXT REFERENCES categories(id),
  sort_order INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  deleted_at TEXT,
  json TEXT NOT NULL
);
CREATE INDEX categories_branch ON categories(branch_id, id);
CREATE INDEX categories_branch_updated ON categories(branch_id, updated_at);

CREATE TABLE products (
  id TEXT PRIMARY KEY NOT NULL,
  company_id TEXT NOT NULL REFERENCES companies(id),
  branch_id TEXT NOT NULL REFERENCES branches(id),
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT,
  category_id TEXT REFERENCES categories(id),
  price_amount INTEGER NOT NULL,
  price_currency TEXT NOT NULL,
  barcode TEXT,
  track_stock INTEGER NOT NULL DEFAULT 0,
  stock_quantity INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  deleted_at TEXT,
  json TEXT NOT NULL
);
CREATE UNIQUE INDEX products_branch_sku ON products(branch_id, sku) WHERE deleted_at IS NULL;
CREATE INDEX products_branch ON products(branch_id, id);
CREATE INDEX products_branch_updated ON products(branch_id, updated_at);
CREATE INDEX products_branch_category ON products(branch_id, category_id, id);

CREATE TABLE events (
  id TEXT PRIMARY KEY NOT NULL,
  company_id TEXT NOT NULL,
  branch_id TEXT NOT NULL,
  sequence INTEGER NOT NULL,
  type TEXT NOT NULL,
  created_at TEXT NOT NULL,
  body TEXT NOT NULL,
  UNIQUE (branch_id, sequence)
);
CREATE INDEX events_created ON events(created_at);

CREATE TABLE event_sequences (
  branch_id TEXT PRIMARY KEY NOT NULL,
  last_sequence INTEGER NOT NULL
);

CREATE TABLE idempotency_keys (
  key_id TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status_code INTEGER NOT NULL,
  response_body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (key_id, idempotency_key)
);
CREATE INDEX idempotency_created ON idempotency_keys(created_at);

CREATE TABLE webhooks (
  id TEXT PRIMARY KEY NOT NULL,
  company_id TEXT NOT NULL REFERENCES companies(id),
  branch_id TEXT NOT NULL REFERENCES branches(id),
  url TEXT NOT NULL,
  description TEXT,
  events TEXT NOT NULL,
  secret_enc TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active','inactive')),
  disabled_reason TEXT,
  deactivated_at TEXT,
  deactivated_sequence INTEGER,
  missed_until_sequence INTEGER,
  failing_since INTEGER,
  failure_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX webhooks_branch ON webhooks(branch_id, status);

CREATE TABLE deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  webhook_id TEXT NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  event_id TEXT NOT NULL,
  event_type TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending','succeeded','failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  lease_until INTEGER,
  first_failed_at INTEGER,
  body TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX deliveries_due ON deliveries(state, next_attempt_at);
CREATE INDEX deliveries_webhook ON deliveries(webhook_id, state);

CREATE TABLE delivery_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  webhook_id TEXT NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  delivery_id INTEGER,
  event_id TEXT NOT NULL,
  event_type TEXT NOT NULL,
  attempt INTEGER NOT NULL,
  at TEXT NOT NULL,
  succeeded INTEGER NOT NULL,
  http_status INTEGER,
  error_kind TEXT,
  error_message TEXT,
  duration_ms INTEGER NOT NULL,
  request_headers TEXT NOT NULL,
  request_body TEXT NOT NULL,
  response_headers TEXT,
  response_body TEXT,
  next_attempt_at INTEGER
);
CREATE INDEX delivery_attempts_webhook ON delivery_attempts(webhook_id, id);

CREATE TABLE trusted_cas (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  fingerprint TEXT NOT NULL UNIQUE,
  subject TEXT NOT NULL,
  pem TEXT NOT NULL,
  added_at TEXT NOT NULL
);
`;

const TABLES = [
  'trusted_cas',
  'delivery_attempts',
  'deliveries',
  'webhooks',
  'idempotency_keys',
  'event_sequences',
  'events',
  'products',
  'categories',
  'settings',
  'audit_log',
  'api_key_usage_daily',
  'api_keys',
  'user_companies',
  'users',
  'branches',
  'companies',
  'system_meta',
];

export class Initial1763700000000 implements MigrationInterface {
  name = 'Initial1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP.split(';')
      .map((s) => s.trim())
      .filter(Boolean)) {
      await queryRunner.query(statement);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
