/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
/**
 * kill -9 of a real `serve` (dist/service/serve.js) in the middle of a scheduled report's run
 * and with an export waiting behind it: after the restart the run starts again and completes,
 * the period still has exactly one run, the waiting export is written, and each file's SHA-256
 * and row count are right. A further kill and restart after that adds no run.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { localDate, addDays } from '../../service/util/time-zone';
import { newId } from '../../service/util/ids';
import { seedSales } from '../support/sales-rows';
import {
  databaseFile,
  integrityCheck,
  prepareDataDir,
  serveTestDir,
  startServe,
  withDb,
  type ServeProcess,
} from '../support/serve-process';

const N = Number(process.env.EXPORT_CRASH_ROWS ?? 150_000);
const dir = serveTestDir();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function get(serve: ServeProcess, headers: Record<string, string>, path: string) {
  const res = await fetch(`${serve.url}/api/v1${path}`, { headers });
  return { status: res.status, body: (await res.json()) as any };
}

describe('exports and scheduled runs across kill -9', () => {
  it('resume after a crash mid-run, once per period', async () => {
    const prepared = await prepareDataDir(dir.dataDir, [
      'reports:export',
      'reports:manage_scheduled_reports',
    ]);
    const { headers } = prepared;
    // Yesterday in the branch's zone (Europe/Paris): what a daily run today covers.
    const today = localDate(Date.now(), 'Europe/Paris');
    const yesterday = addDays(today, -1);
    const scheduleId = newId('srp');
    const db = new BetterSqlite3(databaseFile(dir.dataDir));
    try {
      seedSales(db, { ...prepared, count: N, dates: [yesterday], ordersOnly: true });
      // A daily schedule made long ago, due at 00:00: its run for today is due at the start.
      db.prepare(
        `INSERT INTO scheduled_reports (id, company_id, branch_id, name, kind, definition, format, frequency,
           time_of_day, day_of_week, day_of_month, keep_last, active, version, created_by, created_at, updated_at)
         VALUES (?, ?, ?, 'Nightly', 'export', ?, 'csv', 'daily', '00:00', NULL, NULL, 7, 1, 1, 'test', ?, ?)`,
      ).run(
        scheduleId,
        prepared.companyId,
        prepared.branchId,
        JSON.stringify({ type: 'export', resource: 'orders', filters: {} }),
        '2020-01-01T00:00:00.000Z',
        '2020-01-01T00:00:00.000Z',
      );
    } finally {
      db.close();
    }

    let serve = await startServe(dir.dataDir, dir.children);
    const posted = await fetch(`${serve.url}/api/v1/exports`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ resource: 'orders', from: yesterday, to: yesterday }),
    });
    expect(posted.status).toBe(202);
    const waiting = ((await posted.json()) as any).id as string;

    // The scheduled run is written first; kill the process while it is.
    let run: any;
    for (let i = 0; ; i++) {
      expect(i, 'the scheduled run did not start').toBeLessThan(600);
      const runs = await get(serve, headers, `/scheduled-reports/${scheduleId}/runs`);
      run = runs.body.data[0];
      const part =
        run && join(dir.dataDir, 'exports', prepared.branchId, `${run.export.id}.csv.part`);
      if (run?.export.status === 'running' && existsSync(part) && statSync(part).size > 0) break;
      expect(run?.export.status ?? 'queued').not.toBe('done');
      await sleep(20);
    }
    await serve.kill9();

    const cut = withDb(databaseFile(dir.dataDir), (d) => {
      expect(integrityCheck(d)).toBe('ok');
      return {
        runs: d
          .prepare('SELECT * FROM scheduled_report_runs WHERE schedule_id = ?')
          .all(scheduleId),
        status: (d.prepare('SELECT status FROM exports WHERE id = ?').get(run.export.id) as any)
          .status,
      };
    });
    expect(cut.runs).toHaveLength(1);
    expect(cut.status).toBe('running');

    serve = await startServe(dir.dataDir, dir.children);
    const done = async (id: string) => {
      for (let i = 0; i < 2400; i++) {
        const view = (await get(serve, headers, `/exports/${id}`)).body;
        if (view.status === 'done' || view.status === 'failed') return view;
        await sleep(100);
      }
      throw new Error(`export ${id} did not finish`);
    };
    const scheduled = await done(run.export.id);
    const requested = await done(waiting);
    for (const view of [scheduled, requested]) {
      expect(view).toMatchObject({ status: 'done', row_count: N, from: yesterday, to: yesterday });
      const file = join(dir.dataDir, 'exports', prepared.branchId, `${view.id}.csv`);
      expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(view.sha256);
      expect(existsSync(`${file}.part`)).toBe(false);
    }
    const attempts = withDb(
      databaseFile(dir.dataDir),
      (d) =>
        (d.prepare('SELECT attempts FROM exports WHERE id = ?').get(run.export.id) as any).attempts,
    );
    expect(attempts).toBe(2);

    // Another crash and restart: the period's run is not made again.
    await serve.kill9();
    serve = await startServe(dir.dataDir, dir.children);
    await sleep(1500);
    const runs = (await get(serve, headers, `/scheduled-reports/${scheduleId}/runs`)).body.data;
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ period_key: today, from: yesterday, status: 'done' });
    await serve.kill9();
  }, 300_000);
});
