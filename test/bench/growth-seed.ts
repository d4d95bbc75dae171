/**
 * Seeding for the growth bench (test/bench/growth.ts; docs/performance.md, "Growth over years").
 *
 * A data directory grows by blocks of `blockDays` days. The newest block is made by the demo
 * generator (`generateDemo`: the service's own operations, so orders, lines, payments, refunds,
 * line taxes, loyalty entries, redemptions and events are what a branch writes). Each older block
 * is a copy of it moved back by a whole number of blocks: fresh ids (a ULID whose time is the
 * moved instant), every date and instant moved by the same days, order numbers after the
 * branch's highest, and the next values of the branch's change counter. Events are not copied
 * (retention keeps 30 days of them, and copies are older). The daily sums are then made again by
 * the service's own `rebuildDailySums`. What differs from a branch that lived those days: the
 * older days repeat the newest block's sales, their orders carry higher numbers than the newest
 * ones, and loyalty balances are the template's, not a running sum.
 *
 * The data directory is kept between runs (`growth.json` in it says how many blocks it holds),
 * so a second run measures without seeding again, and a larger size only adds blocks.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createService, type Service } from '../../service/app';
import { resolveConfig } from '../../service/config';
import { generateDemo } from '../../service/demo/demo';
import { rebuildDailySums } from '../../service/reports/summaries';
import { createLogger } from '../../service/util/logger';
import { ALL_SCOPES, isRestaurantOnlyScope } from '../../shared/scopes';

export interface GrowthState {
  branches: number;
  ordersPerDay: number;
  blockDays: number;
  /** Blocks in the database: the demo's own, then copies. */
  blocks: number;
  companyId: string;
  branchIds: string[];
  /** The demo block's first and last business dates; copies are before `from`. */
  from: string;
  to: string;
  blockOrders: number;
  orders: number;
  /** Request headers: every view scope on the demo's first branch, and another company's key. */
  shop: Record<string, string>;
  other: Record<string, string>;
  demoSeconds: number;
  copySeconds: number;
  /** False while copies were added but the daily sums not yet made again. */
  summed: boolean;
}

const DAY = 86_400_000;
const TABLES = [
  'orders',
  'order_lines',
  'payments',
  'refunds',
  'sales_line_taxes',
  'loyalty_entries',
  'redemptions',
] as const;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const COPIED = new Set(['ord', 'oli', 'pay', 'ref', 'lle', 'rdm']);
const ID = /\b([a-z]{3})_([0-9A-HJKMNP-TV-Z]{10})([0-9A-HJKMNP-TV-Z]{16})\b/g;
const INSTANT = /\b(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z)?/g;

const open = (dataDir: string) =>
  createService(
    resolveConfig({ dataDir, vault: 'file', api: false, worker: false, logLevel: 'silent' }, {}),
    createLogger('silent'),
  );

export const readState = (dataDir: string): GrowthState | undefined =>
  existsSync(join(dataDir, 'growth.json'))
    ? (JSON.parse(readFileSync(join(dataDir, 'growth.json'), 'utf8')) as GrowthState)
    : undefined;
const writeState = (dataDir: string, state: GrowthState) =>
  writeFileSync(join(dataDir, 'growth.json'), JSON.stringify(state));

/** The demo block: setup, another company (for GET /me), the demo company and its keys. */
export async function seedDemoBlock(
  dataDir: string,
  o: { branches: number; ordersPerDay: number; blockDays: number },
): Promise<GrowthState> {
  const service = await open(dataDir);
  try {
    const setup = await service.tenancy.setup({
      company: { name: 'Other company', industry: 'retail' },
      branch: { name: 'Other main', currency: 'EUR', timeZone: 'Europe/Paris' },
      admin: { username: 'admin', password: 'correct horse battery' },
    });
    const started = performance.now();
    const demo = await generateDemo(
      service,
      {
        industry: 'retail',
        days: o.blockDays,
        ordersPerDay: o.ordersPerDay,
        seed: 1,
        branches: o.branches,
        // A shop's regulars: fewer per branch when there are many branches.
        customers: o.branches > 1 ? 50 : 2000,
      },
      'bench',
    );
    const demoSeconds = (performance.now() - started) / 1000;
    const key = (companyId: string, branchId: string, scopes: readonly string[]) => {
      const made = service.keys.create(
        { companyId, branchId, name: 'Bench', scopes: [...scopes] },
        'bench',
      );
      for (const id of branchId === demo.branch_id ? demo.branch_ids : [branchId])
        service.settings.setBranch(id, 'rate_limit_per_minute', 0);
      return {
        authorization: `Bearer ${made.secret_key}`,
        'x-company-id': companyId,
        'x-branch-id': branchId,
      };
    };
    // Every scope that reads a list or runs a report (API keys and webhooks are read with
    // their manage scopes); a retail company takes no restaurant scopes.
    const views = ALL_SCOPES.filter(
      (s) => /:view$|^reports:|^system_settings:manage_/.test(s) && !isRestaurantOnlyScope(s),
    );
    const state: GrowthState = {
      ...o,
      blocks: 1,
      companyId: demo.company_id,
      branchIds: demo.branch_ids,
      from: demo.from,
      to: demo.to,
      blockOrders: demo.orders,
      orders: demo.orders,
      shop: key(demo.company_id, demo.branch_id, views),
      other: key(setup.company.id, setup.branch.id, ['products:view']),
      demoSeconds,
      copySeconds: 0,
      summed: true,
    };
    writeState(dataDir, state);
    return state;
  } finally {
    await service.close();
  }
}

const decodeTime = (t: string) => {
  let ms = 0;
  for (const c of t) ms = ms * 32 + CROCKFORD.indexOf(c);
  return ms;
};
const encodeTime = (ms: number) => {
  let out = '';
  for (let i = 0; i < 10; i++) {
    out = CROCKFORD[ms % 32]! + out;
    ms = Math.floor(ms / 32);
  }
  return out;
};
const randomPart = () => Array.from(randomBytes(16), (b) => CROCKFORD[b % 32]).join('');

type Row = Record<string, unknown>;

/** The demo block's rows, table by table, read once. */
function readBlock(service: Service, state: GrowthState): Map<string, Row[]> {
  const sql = service.db.sql;
  const since = `${state.from}T00:00:00.000Z`;
  const block = new Map<string, Row[]>();
  const ofOrders = `SELECT id FROM orders WHERE company_id = ? AND created_at >= ?`;
  for (const table of TABLES) {
    const where =
      table === 'order_lines' || table === 'sales_line_taxes'
        ? `order_id IN (${ofOrders})`
        : 'company_id = ? AND created_at >= ?';
    block.set(
      table,
      sql.prepare(`SELECT * FROM ${table} WHERE ${where}`).all(state.companyId, since) as Row[],
    );
  }
  return block;
}

/** Adds copies of the demo block until the database holds `blocks` blocks. */
export async function growTo(dataDir: string, state: GrowthState, blocks: number) {
  if (state.blocks >= blocks && state.summed) return state;
  const service = await open(dataDir);
  try {
    const sql = service.db.sql;
    // A crash while seeding only means seeding again: no fsync per block.
    sql.pragma('synchronous = OFF');
    sql.pragma('cache_size = -262144');
    const started = performance.now();
    const block = readBlock(service, state);
    const insert = new Map(
      TABLES.map((table) => {
        const columns = (sql.pragma(`table_info(${table})`) as { name: string }[]).map(
          (c) => c.name,
        );
        const statement = sql.prepare(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        );
        return [table, { columns, statement }];
      }),
    );
    const topNumber = sql.prepare<[string], { n: number }>(
      'SELECT coalesce(max(number), 0) AS n FROM orders WHERE branch_id = ?',
    );
    const counter = sql.prepare<[string], { n: number }>(
      'SELECT last_change_seq AS n FROM change_sequences WHERE branch_id = ?',
    );
    const setCounter = sql.prepare(
      'UPDATE change_sequences SET last_change_seq = ? WHERE branch_id = ?',
    );
    for (let k = state.blocks; k < blocks; k++) {
      const shift = k * state.blockDays * DAY;
      const ids = new Map<string, string>();
      const moveId = (whole: string, prefix: string, time: string) => {
        if (!COPIED.has(prefix)) return whole;
        let id = ids.get(whole);
        if (!id) {
          id = `${prefix}_${encodeTime(decodeTime(time) - shift)}${randomPart()}`;
          ids.set(whole, id);
        }
        return id;
      };
      const move = (text: string) =>
        text
          .replace(ID, (whole, prefix: string, time: string) => moveId(whole, prefix, time))
          .replace(INSTANT, (whole, date: string, time?: string) =>
            time
              ? new Date(Date.parse(whole) - shift).toISOString()
              : new Date(Date.parse(`${date}T00:00:00Z`) - shift).toISOString().slice(0, 10),
          );
      sql.transaction(() => {
        const numbers = new Map(state.branchIds.map((b) => [b, topNumber.get(b)!.n]));
        const seqs = new Map(state.branchIds.map((b) => [b, counter.get(b)?.n ?? 0]));
        for (const table of TABLES) {
          const { columns, statement } = insert.get(table)!;
          for (const row of block.get(table)!) {
            const branch = row.branch_id as string;
            const values = columns.map((c) => {
              const v = row[c];
              if (c === 'change_seq') {
                const next = seqs.get(branch)! + 1;
                seqs.set(branch, next);
                return next;
              }
              if (c === 'number' && table === 'orders') return numbers.get(branch)! + (v as number);
              return typeof v === 'string' ? move(v) : v;
            });
            if (table === 'orders') {
              const j = columns.indexOf('json');
              values[j] = (values[j] as string).replace(
                /"number":\d+/,
                `"number":${values[columns.indexOf('number')] as number}`,
              );
            }
            statement.run(values);
          }
        }
        for (const [branch, seq] of seqs) setCounter.run(seq, branch);
      })();
      state.blocks = k + 1;
      state.orders += state.blockOrders;
      state.summed = false;
      writeState(dataDir, state);
      process.stderr.write(
        `growth seed: ${state.blocks} blocks, ${state.orders} orders, ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
      );
    }
    for (const branch of state.branchIds) rebuildDailySums(service.db, branch);
    sql.pragma('wal_checkpoint(TRUNCATE)');
    state.summed = true;
    state.copySeconds += (performance.now() - started) / 1000;
    writeState(dataDir, state);
    return state;
  } finally {
    await service.close();
  }
}
