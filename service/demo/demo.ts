import { AppError } from '../../shared/errors';
import type { Service } from '../app';
import type { Actor } from '../audit/audit-log';
import { addDays, localDate } from '../util/time-zone';
import { Validator } from '../util/validate';
import { createCatalog, createCustomers, type DemoIndustry } from './demo-catalog';
import { emptyCounts, planDay, runStep, type BranchPlan, type DayCounts } from './demo-days';
import { Random } from './random';

export interface DemoOptions {
  industry: DemoIndustry;
  days: number;
  ordersPerDay: number;
  seed?: number;
  branches?: number;
  /** Customers per branch (default 2,000). */
  customers?: number;
}

export const DEMO_LIMITS = { days: 3660, ordersPerDay: 5000, branches: 500 };

/** What `cli demo --json` prints and the console's "Load demo data" shows. */
export interface DemoResult extends DayCounts {
  company_id: string;
  branch_id: string;
  branch_ids: string[];
  industry: DemoIndustry;
  seed: number;
  from: string;
  to: string;
  products: number;
  categories: number;
  customers: number;
  seconds: number;
  /** Orders over the time the days took (after the catalogue and customers). */
  orders_per_second: number;
}

export interface DemoProgress {
  /** Days done over all branches, and how many there are. */
  done: number;
  total: number;
  orders: number;
}

/** Steps run in one transaction: a few hundred orders commit together. */
const STEPS_PER_BATCH = 400;
const BRANCH_NAMES = ['Main street', 'Harbour', 'Station', 'Old town', 'Riverside', 'Market'];

/** Reads and checks the options (422 naming each bad one). */
export function readDemoOptions(input: {
  industry?: unknown;
  days?: unknown;
  ordersPerDay?: unknown;
  seed?: unknown;
  branches?: unknown;
}): DemoOptions {
  const v = new Validator();
  const industry = input.industry;
  if (industry !== 'retail' && industry !== 'restaurant')
    v.add('industry', 'industry must be retail or restaurant.');
  const whole = (path: string, value: unknown, min: number, max: number, fallback?: number) => {
    if (value === undefined && fallback !== undefined) return fallback;
    const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
      v.add(path, `${path} must be a whole number from ${min} to ${max}.`);
      return min;
    }
    return n;
  };
  const options: DemoOptions = {
    industry: industry as DemoIndustry,
    days: whole('days', input.days, 1, DEMO_LIMITS.days),
    ordersPerDay: whole('orders_per_day', input.ordersPerDay, 1, DEMO_LIMITS.ordersPerDay),
    seed: whole('seed', input.seed, 0, 2 ** 32 - 1, 1),
    branches: whole('branches', input.branches, 1, DEMO_LIMITS.branches, 1),
  };
  v.done();
  return options;
}

/**
 * A new company "Demo <Industry> (seed S)" with its branches, each with a catalogue, customers
 * and `days` days of sales ending yesterday (local time), all through the services' own
 * operations, so every rule, event, daily sum and ledger holds. A seed makes the same data.
 * Async only to yield between batches (progress reaches the console, requests are served);
 * each batch runs synchronously on the clock fixed at each step's instant.
 */
export async function generateDemo(
  service: Service,
  options: DemoOptions,
  actor: Actor,
  onProgress: (progress: DemoProgress) => void = () => undefined,
): Promise<DemoResult> {
  if (!service.tenancy.isSetUp())
    throw new AppError(
      'setup_required',
      'This data directory is not set up yet: run `cli setup` first, then add demo data.',
    );
  const started = performance.now();
  const seed = options.seed ?? 1;
  const random = new Random(seed);
  const branchCount = options.branches ?? 1;
  // The installation's own currency and time zone: those of its first branch.
  const first = service.tenancy.companies()[0];
  const model = first ? service.tenancy.branches(first.id)[0] : undefined;
  const currency = model?.currency ?? 'EUR';
  const timeZone = model?.time_zone ?? 'UTC';
  const title = options.industry === 'retail' ? 'Retail' : 'Restaurant';
  const tenant = service.tenancy.createCompany(
    {
      name: `Demo ${title} (seed ${seed})`,
      industry: options.industry,
      branch: { name: BRANCH_NAMES[0]!, currency, timeZone },
    },
    actor,
  );
  const branches = [tenant.branch];
  for (let b = 1; b < branchCount; b++)
    branches.push(
      service.tenancy.createBranch(
        tenant.company.id,
        { name: branchName(b), currency, timeZone },
        actor,
      ),
    );

  const stockLevel = Math.max(40, options.ordersPerDay);
  const plans: BranchPlan[] = branches.map((branch) => {
    const ctx = { companyId: tenant.company.id, branchId: branch.id };
    const catalog = createCatalog(service, ctx, options.industry, random, stockLevel);
    const customerIds = createCustomers(service, ctx, options.customers ?? 2000, random);
    return {
      ctx,
      timeZone: branch.time_zone,
      industry: options.industry,
      catalog: { ...catalog, customerIds },
      stockLevel,
      counts: emptyCounts(),
      sales: new Map(),
      bookings: new Map(),
    };
  });

  // The rate is the days' own: the catalogue and customers take the same time at any size.
  const daysStarted = performance.now();
  const today = localDate(service.clock.now(), timeZone);
  const from = addDays(today, -options.days);
  const total = options.days * plans.length;
  let done = 0;
  const ordersSoFar = () => plans.reduce((n, p) => n + p.counts.orders, 0);
  for (let d = 0; d < options.days; d++) {
    const date = addDays(from, d);
    for (const plan of plans) {
      const day = planDay(date, plan, options.ordersPerDay, random, d * options.ordersPerDay);
      plan.sales.clear();
      plan.bookings.clear();
      for (let i = 0; i < day.steps.length; i += STEPS_PER_BATCH) {
        const batch = day.steps.slice(i, i + STEPS_PER_BATCH);
        service.events.transaction(() => {
          for (const step of batch) runStep(service, plan, step, random);
        });
        await new Promise((resolve) => setImmediate(resolve));
      }
      done++;
      onProgress({ done, total, orders: ordersSoFar() });
    }
  }

  const counts = emptyCounts();
  for (const plan of plans)
    for (const key of Object.keys(counts) as (keyof DayCounts)[]) counts[key] += plan.counts[key];
  const now = performance.now();
  const seconds = Math.round(now - started) / 1000;
  const daySeconds = (now - daysStarted) / 1000;
  const result: DemoResult = {
    company_id: tenant.company.id,
    branch_id: tenant.branch.id,
    branch_ids: branches.map((b) => b.id),
    industry: options.industry,
    seed,
    from,
    to: addDays(today, -1),
    products: plans.reduce((n, p) => n + p.catalog.products.length, 0),
    categories: plans.reduce((n, p) => n + p.catalog.categories, 0),
    customers: plans.reduce((n, p) => n + p.catalog.customerIds.length, 0),
    ...counts,
    seconds,
    orders_per_second: daySeconds > 0 ? Math.round(counts.orders / daySeconds) : counts.orders,
  };
  service.audit.record({
    actor,
    action: 'demo.created',
    targetType: 'company',
    targetId: tenant.company.id,
    companyId: tenant.company.id,
    details: {
      industry: options.industry,
      days: options.days,
      orders_per_day: options.ordersPerDay,
      seed,
      branches: branchCount,
    },
  });
  return result;
}

const branchName = (b: number) => (b < BRANCH_NAMES.length ? BRANCH_NAMES[b]! : `Branch ${b + 1}`);
