import type { Database } from '../db/database';
import type { Clock } from '../util/clock';
import type { ChangeCounter } from '../resources/change-counter';
import { CategoriesRepository } from './categories-repository';
import { CATEGORIES, CategoryService } from './categories';
import type { EventLog } from '../events/event-log';
import { ProductImporter } from './import';
import { InventoryService } from './inventory';
import { PRODUCTS, ProductService } from './products';
import { ProductsRepository } from './products-repository';

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

  constructor(
    readonly db: Database,
    private readonly events: EventLog,
    private readonly clock: Clock,
    branchCurrency: (branchId: string) => string,
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

  readonly tombstoneTables = ['products', 'categories'] as const;

  /** Deleted products and categories past the cutoff: products first, a category stays while a product names it. */
  pruneTombstones(changes: ChangeCounter, cutoff: string): number {
    return (
      this.productRows.pruneTombstones(changes, cutoff) +
      this.categoryRows.pruneTombstones(changes, cutoff)
    );
  }
}
