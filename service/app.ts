import type { FastifyInstance } from 'fastify';
import type { ServiceConfig } from './config';
import { Database } from './db/database';
import { openVaults } from './vault/open-vault';
import { loadMasterKey, type MasterKey } from './vault/master-key';
import type { SecretVault } from './vault/secret-vault';
import { AuditLog } from './audit/audit-log';
import { SettingsStore } from './settings/settings';
import { Tenancy } from './tenancy/tenancy';
import { Users } from './accounts/users';
import { Authenticator } from './accounts/login';
import { ApiKeys } from './keys/api-keys';
import { UsageRecorder } from './keys/usage';
import { EventLog } from './events/event-log';
import { Catalog } from './catalog/catalog';
import { Writer } from './resources/writer';
import { ListTokens } from './resources/list-tokens';
import { catalogRoutes } from './http/routes/catalog';
import { salesRoutes } from './http/routes/sales';
import { Sales } from './sales/sales';
import { Loyalty } from './rewards/loyalty';
import { rewardRoutes } from './http/routes/rewards';
import { orderDiscounts } from './rewards/order-discounts';
import { Floor } from './floor/floor';
import { floorRoutes } from './http/routes/floor';
import { Reports } from './reports/reports';
import { READ_POOL_LIMITS, ReadPool, readWorkerFile } from './db/read-pool';
import { READ_JOBS, type ReadJobTable } from './read-jobs';
import { reportRoutes } from './http/routes/reports';
import { OrderService } from './sales/orders';
import { TableOrders } from './sales/table-orders';
import { PaymentService } from './sales/payments';
import type { SaleListeners } from './sales/sale-listeners';
import { orderRoutes } from './http/routes/orders';
import { RefundService } from './sales/refunds';
import { refundRoutes } from './http/routes/refunds';
import { apiKeyRoutes } from './http/routes/api-keys';
import { webhookRoutes } from './http/routes/webhooks';
import { settingsRoutes } from './http/routes/settings';
import { meRoutes } from './http/routes/me';
import { userRoutes } from './http/routes/users';
import { exportRoutes } from './http/routes/exports';
import { scheduledReportRoutes } from './http/routes/scheduled-reports';
import { Exports } from './exports/exports';
import { ScheduledReports } from './exports/schedules';
import { Maintenance } from './maintenance/maintenance';
import { tombstoneRetention } from './resources/tombstones';
import { Scheduler } from './exports/scheduler';
import { ExportRunner } from './exports/export-runner';
import { WebhookRegistry } from './webhooks/registry';
import { installFanout } from './webhooks/fanout';
import { DeliveryStore } from './webhooks/delivery-store';
import { DeliverySignals } from './webhooks/signals';
import { DeliveryWorker } from './webhooks/worker';
import { startPreviousSecretSweep } from './webhooks/secret-rotation';
import { TrustedCas } from './webhooks/trusted-cas';
import { WebhookSecrets } from './webhooks/webhook-secrets';
import { buildServer } from './http/server';
import { LocalCa } from './tls/local-ca';
import { startLanHttps, type LanHttps } from './tls/lan-https';
import { closeWithGrace } from './http/close-grace';
import { removeListeningFile, writeListeningFile } from './http/listening-file';
import { createLogger, type Logger } from './util/logger';
import { ServiceClock, systemClock } from './util/clock';
import { ensurePrivateDir } from './util/private-files';

export interface Service {
  config: ServiceConfig;
  log: Logger;
  /** Now, or the instant a synchronous piece of work fixed (ServiceClock.at). */
  clock: ServiceClock;
  db: Database;
  vault: SecretVault;
  master: MasterKey;
  /** Signs and reads every list's cursors and sync tokens. */
  listTokens: ListTokens;
  audit: AuditLog;
  settings: SettingsStore;
  tenancy: Tenancy;
  /** Console accounts: users, roles and company access. */
  users: Users;
  /** Sign-in (password, lockout, two-factor) and password changes of console accounts. */
  auth: Authenticator;
  keys: ApiKeys;
  usage: UsageRecorder;
  events: EventLog;
  /** Products, categories, inventory, idempotent writes and the bulk importer. */
  catalog: Catalog;
  /** Every open-API write: one transaction, once per Idempotency-Key. */
  writer: Writer;
  /** Tax rates and customers. */
  sales: Sales;
  /** The loyalty program: rewards, points ledgers, redemptions, earning on sales. */
  loyalty: Loyalty;
  /** Export files (requests, background writing, downloads, retention). */
  exports: Exports;
  /** Scheduled reports and their runs. */
  scheduledReports: ScheduledReports;
  /** The hourly retention rules of every table that grows, and the incremental vacuum. */
  maintenance: Maintenance;
  /** Writes queued exports and queues scheduled runs; null unless the worker runs. */
  exportRunner: ExportRunner | null;
  /** Tables and bookings of restaurant branches. */
  floor: Floor;
  /** Sales summary and custom reports (read-only over the sales tables). */
  reports: Reports;
  /** Heavy reads off the event loop: worker threads with their own read connections. */
  reads: ReadPool<ReadJobTable>;
  /** Orders and their lines; payments (docs/api.md "Orders", "Payments"). */
  orders: OrderService;
  payments: PaymentService;
  /** Refunds of orders (docs/api.md "Refunds"). */
  refunds: RefundService;
  /** Webhook registrations and admin actions (CLI, desktop IPC). */
  webhooks: WebhookRegistry;
  /** The webhooks' signing secrets: sealed, rotated, read by the delivery worker. */
  webhookSecrets: WebhookSecrets;
  /** A company's trusted CA certificates for receivers on its own network. */
  trustedCas: TrustedCas;
  /** How the webhook parts tell each other of committed rows, admin actions and attempts. */
  signals: DeliverySignals;
  /** The delivery worker; null unless `config.worker` (never in the CLI). */
  worker: DeliveryWorker | null;
  http: FastifyInstance | null;
  /** Where the API listens (after start), e.g. http://127.0.0.1:8787. */
  address: string | null;
  /** The installation's local CA and the LAN listener's leaf certificate (service/tls/). */
  tls: LocalCa;
  /** The HTTPS listener for LAN clients, when LAN access is on. */
  lan: LanHttps | null;
  /**
   * Starts the open API (the delivery worker and maintenance start with the service):
   * plain HTTP on host:port and, with `lan`, HTTPS on lan.host:lan.port (same routes).
   * createService calls it when `config.api`; the desktop calls it itself after reading the
   * stored port, and keeps the console open if it fails.
   */
  listen(host: string, port: number, lan?: { host: string; port: number } | null): Promise<string>;
  close(): Promise<void>;
}

/**
 * The composition root. Electron main, `serve` and the CLI each build a config and call
 * this; none of them re-implements a rule.
 */
export async function createService(
  config: ServiceConfig,
  log = createLogger(config.logLevel),
): Promise<Service> {
  const clock = new ServiceClock(config.clock ?? systemClock);
  await ensurePrivateDir(config.dataDir, log);
  const db = await Database.open(config.dataDir);
  let closed = false;
  try {
    const vaults = await openVaults({
      mode: config.vault,
      dataDir: config.dataDir,
      keychainService: config.keychainService,
      log,
    });
    const { key: master, vault } = await loadMasterKey(db, vaults);
    const listTokens = new ListTokens(master.listTokenKey());
    const audit = new AuditLog(db, clock, listTokens);
    const settings = new SettingsStore(db, clock);
    const tenancy = new Tenancy(db, audit, clock);
    const users = new Users(db, audit, clock);
    const auth = new Authenticator(db, users, master, audit, clock);
    const usage = new UsageRecorder(db, clock);
    const keys = new ApiKeys(db, master, tenancy, audit, usage, clock);
    const events = new EventLog(db, clock);
    const writer = new Writer(events, db, clock, master);
    const catalog = new Catalog(
      db,
      events,
      clock,
      (branchId) => tenancy.requireBranch(branchId).currency,
    );
    const sales = new Sales(
      db,
      events,
      clock,
      catalog.products,
      (branchId) => tenancy.requireBranch(branchId).currency,
    );
    const loyalty = new Loyalty(
      db,
      events,
      clock,
      catalog.products,
      sales.customers,
      (branchId) => tenancy.requireBranch(branchId).currency,
      (branchId) => settings.branch(branchId),
    );
    const reads = new ReadPool({
      file: db.sql.name,
      jobs: READ_JOBS,
      workerFile: readWorkerFile(),
      inlineDb: db,
      log,
      ...READ_POOL_LIMITS,
    });
    const reports = new Reports(
      db,
      events,
      clock,
      (branchId) => {
        const branch = tenancy.requireBranch(branchId);
        return { currency: branch.currency, timeZone: branch.time_zone };
      },
      (job, caller) => reads.run('report', job, caller),
      audit,
    );
    // Scheduled reports run the sales summary or a saved custom report through the reports module.
    const scheduled = { caller: 'scheduled-reports', background: true };
    const exports = new Exports(
      db,
      settings,
      clock,
      config.dataDir,
      log,
      async (ctx, definition, from, to) =>
        JSON.parse(
          definition.type === 'sales_summary'
            ? await reports.salesSummary(
                ctx,
                { from, to, group_by: definition.group_by },
                scheduled,
              )
            : await reports.runCustom(ctx, definition.report_id, from, to, scheduled),
        ) as unknown,
    );
    const scheduledReports = new ScheduledReports(db, tenancy, exports, clock, (ctx, id) =>
      reports.custom.exists(ctx, id),
    );
    const scheduler = new Scheduler(scheduledReports, exports, tenancy, clock);
    const floor = new Floor(db, events, clock, {
      customers: sales.customers,
      bookingMinutes: (branchId) => settings.branch(branchId).booking_duration_minutes,
      timeZone: (branchId) => tenancy.requireBranch(branchId).time_zone,
    });
    // Who hears of completed orders and refunds, inside their transaction (rewards subscribe here).
    const saleListeners: SaleListeners = {
      // The reports copy each completed order's taxes per line and rate (service/reports/);
      // the loyalty program completes the order's redemptions and earns points.
      orderCompleted: [reports.orderCompleted, (ctx, order) => loyalty.orderCompleted(ctx, order)],
      // A refund takes back its share of the points the order earned.
      refundCreated: [(ctx, order, refund) => loyalty.earning.refundCreated(ctx, order, refund)],
    };
    const orders = new OrderService({
      db,
      events,
      clock,
      sales,
      products: catalog.products,
      businessDay: (branchId) => ({
        timeZone: tenancy.requireBranch(branchId).time_zone,
        closeoutHour: settings.branch(branchId).closeout_hour,
      }),
      listeners: saleListeners,
      dayClosed: reports.days.isClosed,
      tables: {
        check: (ctx, tableId) =>
          floor.tables.checkOrderTable(
            ctx,
            tableId,
            tenancy.company(ctx.companyId).industry === 'restaurant',
          ),
        occupancyChanged: (ctx, tableId) => floor.tables.occupancyChanged(ctx, tableId),
      },
    });
    // The floor and the loyalty program act on orders, which check and tell them in turn: both are
    // made first, and connected to the orders here.
    floor.connectOrders(new TableOrders(orders, events));
    loyalty.connectOrders(orderDiscounts(orders));
    const payments = new PaymentService(
      db,
      events,
      clock,
      orders,
      (branchId) => settings.branch(branchId).max_tip_percent,
    );
    const refunds = new RefundService(db, events, clock, {
      orders,
      payments,
      products: catalog.products,
    });
    const deliveries = new DeliveryStore(db);
    // Each owner states its table's rule; tombstone owners are listed so that a row naming
    // another goes first.
    const maintenance = new Maintenance(db, log, [
      events.retention(),
      tombstoneRetention(db, clock, [catalog, sales.taxRates, floor, loyalty.rewards]),
      writer.retention(),
      audit.retention((branchId) => settings.branch(branchId).audit_retention_days),
      usage.retention(),
      scheduledReports.retention(),
      deliveries.retention(clock),
    ]);
    let stopMaintenance: (() => void) | null = null;
    let stopSecretSweep: (() => void) | null = null;
    const signals = new DeliverySignals();
    const webhookSecrets = new WebhookSecrets(db, master, audit, clock);
    const webhooks = new WebhookRegistry(
      db,
      webhookSecrets,
      tenancy,
      settings,
      events,
      audit,
      clock,
      deliveries,
      signals,
    );
    // Every process that writes events fans them out (in the writing transaction).
    installFanout(db, events, clock, deliveries, signals);
    // The history keeps the request bodies it reads from events about to be pruned.
    events.onPrune((branchId, before) => deliveries.keepEventBodies(branchId, before));

    const service: Service = {
      config,
      log,
      clock,
      db,
      vault,
      master,
      listTokens,
      audit,
      settings,
      tenancy,
      users,
      auth,
      keys,
      usage,
      events,
      catalog,
      writer,
      sales,
      loyalty,
      exports,
      scheduledReports,
      maintenance,
      exportRunner: null,
      floor,
      reports,
      reads,
      orders,
      payments,
      refunds,
      webhooks,
      webhookSecrets,
      trustedCas: new TrustedCas(db, tenancy, audit, clock),
      signals,
      worker: null,
      http: null,
      address: null,
      tls: new LocalCa(db, master, clock),
      lan: null,
      async listen(host, port, lan = null) {
        if (service.http) throw new Error('The open API is already listening.');
        const http = await buildServer({
          log,
          keys,
          usage,
          settings,
          listTokens,
          now: () => clock.now(),
          extraRoutes: [
            meRoutes(tenancy, settings),
            catalogRoutes(catalog, writer),
            salesRoutes(sales, writer),
            rewardRoutes(loyalty, writer),
            floorRoutes(floor, writer),
            reportRoutes(reports, writer),
            orderRoutes(orders, payments, writer),
            refundRoutes(refunds, writer),
            apiKeyRoutes(keys, clock, writer),
            webhookRoutes(webhooks, writer),
            settingsRoutes(settings, tenancy, audit, () =>
              service.address ? Number(new URL(service.address).port) : port,
            ),
            userRoutes(users, writer),
            exportRoutes(exports, writer),
            scheduledReportRoutes(scheduledReports, writer),
          ],
        });
        try {
          service.address = await http.listen({ host, port });
          if (lan) {
            service.lan = await startLanHttps({ app: http, ca: service.tls, ...lan, log });
          }
        } catch (error) {
          service.address = null;
          await http.close();
          throw error;
        }
        service.http = http;
        // Where `cli status` finds the API; a failure here must not stop it.
        await writeListeningFile(config.dataDir, service.address).catch((error: unknown) =>
          log.warn({ err: error }, 'cannot record the API address for `cli status`'),
        );
        usage.start(1000, (error) => log.warn({ err: error }, 'usage flush failed; will retry'));
        return service.address;
      },
      async close() {
        if (closed) return;
        closed = true;
        // Stop taking attempts first; waits up to 5 s for those in flight.
        if (service.worker) await service.worker.stop();
        // Between chunks: an export cut short is queued again at the next start.
        if (service.exportRunner) await service.exportRunner.stop();
        // The LAN listener first: it hands requests to the Fastify instance closed next.
        if (service.lan) await service.lan.close();
        if (service.http) {
          await closeWithGrace(service.http.server, service.http.close());
          await removeListeningFile(config.dataDir).catch(() => undefined);
        }
        stopMaintenance?.();
        stopSecretSweep?.();
        usage.stop();
        await reads.close();
        await db.close();
      },
    };

    if (config.api) {
      const lan = config.lanHost === null ? null : { host: config.lanHost, port: config.lanPort };
      await service.listen(config.host, config.port, lan);
    }
    // Delivery, exports and maintenance run with the service, not with the listener: a busy
    // API port must not stop webhooks or scheduled reports.
    if (config.worker) {
      stopMaintenance = service.maintenance.start();
      // Every minute: webhook secrets whose rotation overlap ended (they sign nothing).
      stopSecretSweep = startPreviousSecretSweep(() => webhookSecrets.eraseExpired(), log);
      const worker = new DeliveryWorker({
        db,
        secrets: webhookSecrets,
        events,
        settings,
        audit,
        clock,
        log,
        signals,
        store: deliveries,
      });
      service.worker = worker;
      worker.start();
      // Exports and scheduled reports: in the process that holds the export lock.
      service.exportRunner = new ExportRunner(exports, scheduler, config.dataDir, log);
      service.exportRunner.start();
    }
    return service;
  } catch (error) {
    await db.close();
    throw error;
  }
}
