import type { Database } from '../db/database';
import type { EventLog } from '../catalog/event-log';
import { CustomerService } from '../customers/customers';
import type { Clock } from '../util/clock';
import { TaxRateService } from './tax-rates';

/** The sales side of the open API: tax rates and customers (orders build on them). */
export class Sales {
  readonly taxRates: TaxRateService;
  readonly customers: CustomerService;

  constructor(db: Database, events: EventLog, clock: Clock) {
    this.taxRates = new TaxRateService(db, events, clock);
    this.customers = new CustomerService(db, events, clock);
  }
}
