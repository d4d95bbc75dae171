import type { Database } from '../db/database';
import type { Clock } from '../util/clock';
import type { Logger } from '../util/logger';
import { ChangeCounter } from '../resources/change-counter';
import type { Writer } from '../resources/writer';
import { TOMBSTONE_RETENTION_DAYS } from '../resources/sync-token';
import { CategoriesRepository } from './categories-repository';
import { CATEGORIES, CategoryService } from './categories';
import type { EventLog } from '../events/event-log';
import { ProductImporter } from './import';
import { InventoryService } from './inventory';
import { PRODUCTS, ProductService } from './products';
import { ProductsRepository } from './products-repository';

export const MAINTENANCE_INTERVAL_MS = 3_600_000;

/**
 * The catalog of the open API: products, categories, inventory, idempotent writes and the
 * bulk importer, over one database and one event log. Built once in the composition root
 * (service.catalog); the desktop app and the webhook module use the same instances.
 */
export class Catalog {
  readonly products: ProductService;
  readonly categories: CategoryService;
  readonly inventory: InventoryService;
  readonly importer: ProductImporter;
  private readonly productRows: ProductsRepository;
  private readonly categoryRows: CategoriesRepository;
  /** Other owners' tombstones, pruned with the catalog's (the floor's tables and bookings). */
  private readonly tombstonePruners: ((changes: ChangeCounter, cutoff: string) => number)[] = [];

  constructor(
    readonly db: Database,
    private readonly events: EventLog,
    private readonly clock: Clock,
    branchCurrency: (branchId: string) => string,
    /** The open API's writer, whose idempotency records the maintenance prunes. */
    private readonly writer: Writer,
  ) {
    this.productRows = new ProductsRepository(db, PRODUCTS.columns);
    this.categoryRows = new CategoriesRepository(db, CATEGORIES.columns);
    this.products = new ProductService(
      db,
      this.productRows,
      this.categoryRows,
      events,
      clock,
      branchCurrency,
    );
    this.categories = new CategoryService(db, this.categoryRows, this.productRows, events, clock);
    this.inventory = new InventoryService(db);
    this.importer = new ProductImporter(
      events,
      this.productRows,
      this.products,
      this.categories,
      clock,
    );
  }

  /** Adds an owner's tombstones to prune(), in its transaction. */
  pruneTombstonesWith(pruner: (changes: ChangeCounter, cutoff: string) => number): void {
    this.tombstonePruners.push(pruner);
  }

  /**
   * Deletes events and tombstones older than 30 days (sync tokens older than a pruned
   * tombstone then answer 410) and idempotency records older than 24 hours.
   */
  prune(): { events: number; tombstones: number; idempotencyKeys: number } {
    const cutoff = new Date(this.clock.now() - TOMBSTONE_RETENTION_DAYS * 86_400_000).toISOString();
    return {
      events: this.events.prune(),
      tombstones: this.db.tx(() => {
        const changes = new ChangeCounter(this.db);
        // Products first: a category stays while a product still names it.
        return (
          this.productRows.pruneTombstones(changes, cutoff) +
          this.categoryRows.pruneTombstones(changes, cutoff) +
          // Orders copy the rates they use, so nothing keeps a deleted rate.
          changes.pruneTombstones('tax_rates', cutoff) +
          this.tombstonePruners.reduce((n, prune) => n + prune(changes, cutoff), 0)
        );
      }),
      idempotencyKeys: this.writer.prune(),
    };
  }

  /** Runs prune now and then every hour (the service does this when the worker runs). Returns stop. */
  startMaintenance(log: Logger, intervalMs = MAINTENANCE_INTERVAL_MS): () => void {
    const run = () => {
      try {
        const pruned = this.prune();
        if (pruned.events || pruned.tombstones || pruned.idempotencyKeys)
          log.info(pruned, 'catalog maintenance pruned old rows');
      } catch (error) {
        log.warn({ err: error }, 'catalog maintenance failed; will retry');
      }
    };
    run();
    const timer = setInterval(run, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
