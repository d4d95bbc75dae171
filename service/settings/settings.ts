import { AppError, validationError } from '../../shared/errors';
import { ChangeWatch, type Database } from '../db/database';
import { isoNow, type Clock } from '../util/clock';

type Parser<T> = (raw: unknown) => T | undefined;

const bool: Parser<boolean> = (raw) =>
  raw === true || raw === 'true' ? true : raw === false || raw === 'false' ? false : undefined;

const intRange =
  (min: number, max: number): Parser<number> =>
  (raw) => {
    const n =
      typeof raw === 'number'
        ? raw
        : typeof raw === 'string' && /^\d+$/.test(raw)
          ? Number(raw)
          : NaN;
    return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  };

const choice =
  <T extends string>(...values: T[]): Parser<T> =>
  (raw) =>
    typeof raw === 'string' && (values as string[]).includes(raw) ? (raw as T) : undefined;

interface SettingDef<T> {
  default: T;
  parse: Parser<T>;
  /** The sentence shown when a value does not parse. */
  rule: string;
  /** Set for options of restaurant companies only: the sentence when another company sets it. */
  restaurantOnly?: string;
}

const def = <T>(d: SettingDef<T>) => d;

/** Every branch setting, its default and its rule: one place. */
export const BRANCH_SETTINGS = {
  rate_limit_per_minute: def({
    default: 1200,
    parse: intRange(0, 1_000_000),
    rule: 'rate_limit_per_minute must be a whole number from 0 (no limit) to 1000000.',
  }),
  allow_http_local: def({
    default: false,
    parse: bool,
    rule: 'allow_http_local must be true or false.',
  }),
  default_order_type: def({
    default: 'takeaway' as 'dine_in' | 'takeaway' | 'delivery',
    parse: choice('dine_in', 'takeaway', 'delivery'),
    rule: 'default_order_type must be dine_in, takeaway or delivery.',
  }),
  show_product_images: def({
    default: true,
    parse: bool,
    rule: 'show_product_images must be true or false.',
  }),
  require_table_number: def({
    default: false,
    parse: bool,
    rule: 'require_table_number must be true or false.',
    restaurantOnly: 'Table numbers apply to restaurant companies only.',
  }),
  // The loyalty program (service/rewards/earning.ts): points per whole unit of currency.
  loyalty_enabled: def({
    default: true,
    parse: bool,
    rule: 'loyalty_enabled must be true or false.',
  }),
  loyalty_points_per_unit: def({
    default: 1,
    parse: intRange(0, 10_000),
    rule: 'loyalty_points_per_unit must be a whole number of points from 0 to 10000 per whole unit of currency (1.00).',
  }),
  // A payment's tip at most this percent of its amount (service/sales/payments.ts).
  max_tip_percent: def({
    default: 100,
    parse: intRange(0, 1000),
    rule: "max_tip_percent must be a whole number from 0 (no tips) to 1000: a payment's tip is at most that percent of its amount.",
  }),
  booking_duration_minutes: def({
    default: 90,
    parse: intRange(15, 1440),
    rule: 'booking_duration_minutes must be a whole number of minutes from 15 to 1440.',
    restaurantOnly: 'Bookings apply to restaurant companies only.',
  }),
  closeout_hour: def({
    default: 4,
    parse: intRange(0, 23),
    rule: 'closeout_hour must be a whole hour from 0 to 23 (sales before it count for the day before).',
  }),
  export_retention_days: def({
    default: 30,
    parse: intRange(1, 3650),
    rule: 'export_retention_days must be a whole number of days from 1 to 3650.',
  }),
  audit_retention_days: def({
    default: 1095,
    parse: intRange(30, 3650),
    rule: 'audit_retention_days must be a whole number of days from 30 to 3650.',
  }),
};

/** Settings of the whole installation (the API listener). */
export const GLOBAL_SETTINGS = {
  api_port: def({
    default: 8787,
    parse: intRange(1, 65535),
    rule: 'api_port must be from 1 to 65535.',
  }),
  lan_access: def({
    default: false,
    parse: bool,
    rule: 'lan_access must be true or false (true serves HTTPS on every network interface).',
  }),
  lan_port: def({
    default: 8443,
    parse: intRange(1, 65535),
    rule: 'lan_port must be from 1 to 65535.',
  }),
};

export type BranchSettings = {
  [K in keyof typeof BRANCH_SETTINGS]: (typeof BRANCH_SETTINGS)[K]['default'];
};
export type GlobalSettings = {
  [K in keyof typeof GLOBAL_SETTINGS]: (typeof GLOBAL_SETTINGS)[K]['default'];
};
export type BranchSettingKey = keyof BranchSettings;

const GLOBAL_SCOPE = 'global';
/** A branch's settings version (for If-Match): a row of the branch's scope, raised by every write. */
const VERSION_KEY = '_version';

/**
 * Installation and security settings: the console (Super Admin or Admin) and the CLI change
 * them; the open API only shows them (a key can never widen its own reach).
 */
export const SECURITY_SETTINGS: ReadonlySet<string> = new Set([
  'rate_limit_per_minute',
  'allow_http_local',
]);

export class SettingsStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  private read(scope: string): Map<string, unknown> {
    const rows = this.db
      .prepare<[string], { key: string; value: string }>(
        'SELECT key, value FROM settings WHERE scope = ?',
      )
      .all(scope);
    return new Map(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
  }

  private resolve<D extends Record<string, SettingDef<unknown>>>(defs: D, scope: string) {
    const stored = this.read(scope);
    const out: Record<string, unknown> = {};
    for (const [key, d] of Object.entries(defs)) {
      out[key] = stored.has(key) ? (d.parse(stored.get(key)) ?? d.default) : d.default;
    }
    return out;
  }

  /** Resolved branch settings, emptied by any database write (see ChangeWatch). */
  private readonly branches = new Map<string, Readonly<BranchSettings>>();
  private watchInstance: ChangeWatch | undefined;
  private get watch(): ChangeWatch {
    return (this.watchInstance ??= new ChangeWatch(this.db));
  }

  /** Read on every API request (the rate limit): cached, exact after any write from any process. */
  branch(branchId: string): Readonly<BranchSettings> {
    if (this.watch.stale()) this.branches.clear();
    let settings = this.branches.get(branchId);
    if (!settings) {
      settings = Object.freeze(this.resolve(BRANCH_SETTINGS, branchId) as BranchSettings);
      if (this.branches.size >= 10_000) this.branches.clear();
      this.branches.set(branchId, settings);
    }
    return settings;
  }

  global(): GlobalSettings {
    return this.resolve(GLOBAL_SETTINGS, GLOBAL_SCOPE) as GlobalSettings;
  }

  private write(
    defs: Record<string, SettingDef<unknown>>,
    scope: string,
    key: string,
    raw: unknown,
  ) {
    const d = defs[key];
    if (!d) {
      throw new AppError(
        'validation_failed',
        `Unknown setting "${key}". Known: ${Object.keys(defs).join(', ')}.`,
        [{ path: 'key', message: `Unknown setting "${key}".` }],
      );
    }
    const value = d.parse(raw);
    if (value === undefined) throw validationError([{ path: key, message: d.rule }]);
    const now = isoNow(this.clock);
    const put = this.db.prepare(
      'INSERT OR REPLACE INTO settings (scope, key, value, updated_at) VALUES (?, ?, ?, ?)',
    );
    this.db.tx(() => {
      put.run(scope, key, JSON.stringify(value), now);
      if (scope !== GLOBAL_SCOPE)
        put.run(scope, VERSION_KEY, String(this.branchVersion(scope) + 1), now);
    });
    return value;
  }

  /** The branch's settings version: 1 until the first change, then raised by each. */
  branchVersion(branchId: string): number {
    const row = this.db
      .prepare<[string, string], { value: string }>(
        'SELECT value FROM settings WHERE scope = ? AND key = ?',
      )
      .get(branchId, VERSION_KEY);
    const n = row ? Number(JSON.parse(row.value)) : 1;
    return Number.isInteger(n) && n >= 1 ? n : 1;
  }

  /**
   * Several branch settings at once, all or none (the order page, the open API): each value
   * checked by its rule, restaurant-only ones refused outside a restaurant company.
   */
  updateBranch(
    branchId: string,
    restaurant: boolean,
    changes: Record<string, unknown>,
    before?: (version: number) => void,
  ): Readonly<BranchSettings> {
    const problems: { path: string; message: string }[] = [];
    for (const [key, raw] of Object.entries(changes)) {
      const d = (BRANCH_SETTINGS as Record<string, SettingDef<unknown>>)[key];
      if (!d)
        problems.push({
          path: key,
          message: `Unknown setting "${key}". Known: ${Object.keys(BRANCH_SETTINGS).join(', ')}.`,
        });
      else if (d.parse(raw) === undefined) problems.push({ path: key, message: d.rule });
      else if (d.restaurantOnly && !restaurant)
        problems.push({ path: key, message: d.restaurantOnly });
    }
    if (problems.length) throw validationError(problems);
    this.db.tx(() => {
      before?.(this.branchVersion(branchId));
      for (const [key, raw] of Object.entries(changes)) this.setBranch(branchId, key, raw);
    });
    return this.branch(branchId);
  }

  setBranch(branchId: string, key: string, raw: unknown): unknown {
    return this.write(BRANCH_SETTINGS, branchId, key, raw);
  }

  setGlobal(key: string, raw: unknown): unknown {
    return this.write(GLOBAL_SETTINGS, GLOBAL_SCOPE, key, raw);
  }
}
