/**
 * What `serve`'s peak RSS is made of, on a data directory made beforehand (`cli setup`, then
 * `cli demo`): the requests the growth bench makes (first pages, the whole order list, a year's
 * sales report, a month's export, a 366-day custom report), one after the other, with the
 * resident set after each (VmRSS, its anonymous and file-backed parts, and the high-water mark
 * VmHWM from /proc) and each request's time.
 *
 * Usage: SERVE_RSS_DATA_DIR=dir [SERVE_RSS_ENCODING=br] npm run bench -- --only=serve-rss
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createService } from '../../service/app';
import { resolveConfig } from '../../service/config';
import { DATABASE_FILE } from '../../service/db/data-source';
import { createLogger } from '../../service/util/logger';
import { addDays } from '../../service/util/time-zone';

const source = process.env.SERVE_RSS_DATA_DIR;
// The Accept-Encoding of every request; unset: fetch's own (gzip, deflate).
const encoding = process.env.SERVE_RSS_ENCODING;
if (!source) throw new Error('Set SERVE_RSS_DATA_DIR to a data directory made with cli demo.');

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]) / 1024);
  return { rss: mb('VmRSS'), anon: mb('RssAnon'), file: mb('RssFile'), hwm: mb('VmHWM') };
}

const dataDir = mkdtempSync(join(tmpdir(), 'ic-serve-rss-'));
try {
  copyFileSync(join(source, DATABASE_FILE), join(dataDir, DATABASE_FILE));
  copyFileSync(join(source, 'master.key'), join(dataDir, 'master.key'));
  const service = await createService(
    resolveConfig({ dataDir, vault: 'file', api: false, worker: false }, {}),
    createLogger('silent'),
  );
  let shop: Record<string, string>;
  let to: string;
  try {
    const sql = service.db.sql;
    const branch = sql
      .prepare(
        "SELECT b.id AS branchId, b.company_id AS companyId FROM branches b JOIN companies c ON c.id = b.company_id WHERE c.name LIKE 'Demo%' LIMIT 1",
      )
      .get() as { branchId: string; companyId: string };
    to = (
      sql
        .prepare('SELECT max(business_date) AS d FROM orders WHERE branch_id = ?')
        .get(branch.branchId) as { d: string }
    ).d;
    const made = service.keys.create(
      {
        ...branch,
        name: 'RSS bench',
        scopes: ['orders:view', 'reports:view', 'reports:export', 'reports:create_custom_reports'],
      },
      'bench',
    );
    service.settings.setBranch(branch.branchId, 'rate_limit_per_minute', 0);
    shop = {
      authorization: `Bearer ${made.secret_key}`,
      'x-company-id': branch.companyId,
      'x-branch-id': branch.branchId,
    };
  } finally {
    await service.close();
  }

  const child = spawn(
    process.execPath,
    ['dist/service/serve.js', '--data-dir', dataDir, '--vault', 'file', '--port', '0'],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, IC_LOG_LEVEL: 'warn' } },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`serve exited ${code}`)));
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const m = /listening on (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
  });
  const steps: Record<string, unknown>[] = [{ step: 'started', ...memory(child.pid!) }];
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${url}/api/v1${path}`, {
      ...init,
      headers: {
        ...shop,
        ...(encoding ? { 'accept-encoding': encoding } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
    const body = await res.text();
    if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${body}`);
    return body;
  };
  const step = async (name: string, work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    steps.push({ step: name, ms: Math.round(performance.now() - t0), ...memory(child.pid!) });
    process.stderr.write(`${JSON.stringify(steps.at(-1))}\n`);
  };
  await step('orders first pages', async () => {
    for (let i = 0; i < 30; i++) await call(`/orders?limit=${100 - i}`);
  });
  await step('orders walk', async () => {
    let cursor: string | null = null;
    do {
      const page = JSON.parse(
        await call(`/orders?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`),
      ) as { next_cursor: string | null };
      cursor = page.next_cursor;
    } while (cursor);
  });
  await step('year sales report', () =>
    call(`/reports/sales?from=${addDays(to, -364)}&to=${to}&group_by=business_date`),
  );
  await step('month export', async () => {
    const { id } = JSON.parse(
      await call('/exports', {
        method: 'POST',
        body: JSON.stringify({ resource: 'orders', from: addDays(to, -30), to }),
      }),
    ) as { id: string };
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const view = JSON.parse(await call(`/exports/${id}`)) as { status: string };
      if (view.status === 'failed') throw new Error('the export failed');
      if (view.status === 'done') break;
    }
  });
  await step('366-day custom report', async () => {
    const { id } = JSON.parse(
      await call('/reports/custom', {
        method: 'POST',
        body: JSON.stringify({
          name: `Sales by product and hour ${Date.now()}`,
          dimensions: ['product', 'hour'],
          metrics: ['orders', 'gross', 'net', 'items_sold'],
          filters: {},
        }),
      }),
    ) as { id: string };
    await call(`/reports/custom/${id}/run?from=${addDays(to, -365)}&to=${to}`);
  });
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  console.log(JSON.stringify({ steps, load_average: loadAverage() }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
