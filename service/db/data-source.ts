import { DataSource } from 'typeorm';
import type BetterSqlite3 from 'better-sqlite3';
import { join } from 'node:path';
import { ENTITIES } from './entities';
import { createPrivateFile, tightenFile } from '../util/private-files';
import { PAGE_CACHE_KIB } from './page-cache';
import { Initial1763700000000 } from './migrations/0001-initial';
import { AttemptBodyFromEvent1763800000000 } from './migrations/0002-attempt-body-from-event';
import { DeliveredRowsDeleted1763900000000 } from './migrations/0003-delivered-rows-deleted';
import { DeliveriesDueByWebhook1764000000000 } from './migrations/0004-deliveries-due-by-webhook';
import { DropDeliveriesDue1764100000000 } from './migrations/0005-drop-deliveries-due';
import { TrustedCasPerCompany1764300000000 } from './migrations/0007-trusted-cas-per-company';
import { KeyAllowListsAndExpiry1764400000000 } from './migrations/0008-key-allow-lists-and-expiry';
import { ChangeSequence1764500000000 } from './migrations/0009-change-sequence';
import { WebhookPreviousSecret1764600000000 } from './migrations/0010-webhook-previous-secret';
import { TaxRatesAndCustomers1764700000000 } from './migrations/0011-tax-rates-and-customers';
import { UserBranchesAndSetupCodes1764800000000 } from './migrations/0012-user-branches-and-setup-codes';
import { WebhookCategoryFilter1764900000000 } from './migrations/0013-webhook-category-filter';
import { WebhookMaxPerSecond1765000000000 } from './migrations/0014-webhook-max-per-second';
import { OrdersPaymentsRefunds1765100000000 } from './migrations/0015-orders-payments-refunds';
import { Rewards1765200000000 } from './migrations/0016-rewards';
import { TablesAndBookings1765300000000 } from './migrations/0017-tables-and-bookings';
import { SalesSummaries1765500000000 } from './migrations/0019-sales-summaries';
import { ProductTaxRatesJson1765600000000 } from './migrations/0020-product-tax-rates-json';
import { DayClose1765700000000 } from './migrations/0021-day-close';
import { AdminVersions1765800000000 } from './migrations/0022-admin-versions';
import { SalesLineTaxesByLine1766100000000 } from './migrations/0025-sales-line-taxes-by-line';
import { UserVersions1766200000000 } from './migrations/0026-user-versions';
import { ExportsAndReports1765400000000 } from './migrations/0018-exports-and-reports';
import { LinesStoredOnce1766300000000 } from './migrations/0027-lines-stored-once';

/** Every DataSource option lives here. */
export const MIGRATIONS = [
  Initial1763700000000,
  AttemptBodyFromEvent1763800000000,
  DeliveredRowsDeleted1763900000000,
  DeliveriesDueByWebhook1764000000000,
  DropDeliveriesDue1764100000000,
  TrustedCasPerCompany1764300000000,
  KeyAllowListsAndExpiry1764400000000,
  ChangeSequence1764500000000,
  WebhookPreviousSecret1764600000000,
  TaxRatesAndCustomers1764700000000,
  UserBranchesAndSetupCodes1764800000000,
  WebhookCategoryFilter1764900000000,
  WebhookMaxPerSecond1765000000000,
  OrdersPaymentsRefunds1765100000000,
  Rewards1765200000000,
  TablesAndBookings1765300000000,
  ExportsAndReports1765400000000,
  SalesSummaries1765500000000,
  ProductTaxRatesJson1765600000000,
  DayClose1765700000000,
  AdminVersions1765800000000,
  SalesLineTaxesByLine1766100000000,
  UserVersions1766200000000,
  LinesStoredOnce1766300000000,
];
export const DATABASE_FILE = 'integration-console.sqlite';
/**
 * FULL: an acknowledged change survives a power cut, not only a crash (each commit fsyncs the
 * WAL). The delivery worker's records commit without that fsync (Database.tx's `durable:
 * false`): they become durable with the next durable commit or checkpoint.
 */
export const SYNCHRONOUS = 'FULL';

export function createDataSource(dataDir: string): DataSource {
  return dataSourceFor(join(dataDir, DATABASE_FILE), MIGRATIONS);
}

function dataSourceFor(database: string, migrations: typeof MIGRATIONS): DataSource {
  return new DataSource({
    type: 'better-sqlite3',
    database,
    entities: ENTITIES,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: false,
    enableWAL: true,
    timeout: 5000,
    prepareDatabase: (db: BetterSqlite3.Database) => {
      // Another process (the CLI next to `serve`) may hold the write lock briefly.
      db.pragma('busy_timeout = 5000');
      db.pragma(`synchronous = ${SYNCHRONOUS}`);
      db.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
      // Takes effect on a new file (before its first table); openDataSource converts older ones.
      db.pragma('auto_vacuum = INCREMENTAL');
    },
  });
}

/** Opens the data directory's database and applies pending migrations before anything else runs. */
export async function openDataSource(dataDir: string): Promise<DataSource> {
  // 0600 before SQLite creates it; SQLite gives the -wal and -shm the same mode. Those of an
  // installation made before may be looser: tightened too.
  const file = join(dataDir, DATABASE_FILE);
  createPrivateFile(file);
  tightenFile(`${file}-wal`);
  tightenFile(`${file}-shm`);
  const dataSource = createDataSource(dataDir);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  useIncrementalVacuum(rawConnection(dataSource));
  return dataSource;
}

/**
 * Maintenance hands freed pages back with `PRAGMA incremental_vacuum`, which needs this mode. A
 * file made before it is rewritten once, at its first start with this version.
 */
function useIncrementalVacuum(db: BetterSqlite3.Database): void {
  const INCREMENTAL = 2;
  if (db.pragma('auto_vacuum', { simple: true }) === INCREMENTAL) return;
  db.pragma('auto_vacuum = INCREMENTAL');
  db.exec('VACUUM');
}

/**
 * A database (a file, or ':memory:') with the first `count` migrations applied: the schema the
 * version that had applied them made (restore compares a backup's schema against it).
 */
export async function openMigratedTo(database: string, count: number): Promise<DataSource> {
  if (database !== ':memory:') createPrivateFile(database);
  const dataSource = dataSourceFor(database, MIGRATIONS.slice(0, count));
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}

/** The better-sqlite3 handle TypeORM opened: prepared statements and synchronous transactions. */
export function rawConnection(dataSource: DataSource): BetterSqlite3.Database {
  return (dataSource.driver as unknown as { databaseConnection: BetterSqlite3.Database })
    .databaseConnection;
}
