/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
/**
 * Export files through the open API on a real service: request, poll, download (whole and by
 * byte range), the SHA-256, the CSV rules (RFC 4180, money columns, the formula guard), JSON
 * Lines, validation, scopes, tenancy, file modes and retention.
 */
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../service/util/clock';
import { client } from '../support/catalog-client';
import { expectDocumented } from '../support/contract';
import { seedSales } from '../support/sales-rows';
import { startTestService, type TestService, type TestTenant } from '../support/test-service';

let ts: TestService;
let other: TestTenant;
const clock = new ManualClock(Date.parse('2026-03-10T12:00:00Z'));
const api = (scopes: string[], tenant?: TestTenant) =>
  client(ts.baseUrl, ts.createKey(scopes, tenant).headers);

const NOTES: Record<number, string> = {
  0: '=HYPERLINK("http://evil.example","click")',
  1: '+SUM(A1:A2)',
  2: '-2+3',
  3: '@cmd',
  4: '\tTAB',
  5: '\rCR',
  6: 'plain, with "quotes"\r\nand a line break',
  7: 'Café ☕',
};

beforeAll(async () => {
  ts = await startTestService({ clock });
  const branch = ts.service.tenancy.createBranch(
    ts.tenant.companyId,
    { name: 'Second', currency: 'EUR', timeZone: 'UTC' },
    'test',
  );
  other = { companyId: ts.tenant.companyId, branchId: branch.id };
  seedSales(ts.service.db.sql, {
    ...ts.tenant,
    count: 30,
    dates: ['2026-03-08', '2026-03-09'],
    note: (i) => NOTES[i] ?? null,
  });
  seedSales(ts.service.db.sql, { ...other, count: 5, dates: ['2026-03-09'], firstNumber: 1000 });
}, 60_000);
afterAll(async () => ts?.close());

/** Polls until the export is done or failed. */
async function finished(c: ReturnType<typeof api>, id: string): Promise<any> {
  for (let i = 0; i < 400; i++) {
    const res = await c.get(`/exports/${id}`);
    expect(res.status).toBe(200);
    if (res.body.status === 'done' || res.body.status === 'failed') return res.body;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`export ${id} did not finish`);
}

async function download(
  headers: Record<string, string>,
  id: string,
  extra: Record<string, string> = {},
) {
  const url = `/api/v1/exports/${id}/file`;
  const res = await fetch(`${ts.baseUrl}${url}`, { headers: { ...headers, ...extra } });
  const bytes = Buffer.from(await res.arrayBuffer());
  await expectDocumented(ts.baseUrl, {
    method: 'GET',
    url,
    status: res.status,
    headers: res.headers,
    body: bytes.toString('utf8'),
  });
  return { status: res.status, headers: res.headers, bytes };
}

describe('exports', () => {
  it('writes the orders of a date range as CSV: poll, download, the SHA-256 matches', async () => {
    const key = ts.createKey(['reports:export']);
    const c = client(ts.baseUrl, key.headers);
    const created = await c.post('/exports', {
      resource: 'orders',
      format: 'csv',
      from: '2026-03-09',
      to: '2026-03-09',
      filters: { status: ['completed'] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    expect(created.body.id).toMatch(/^exp_/);
    expect(['queued', 'running', 'done']).toContain(created.body.status);
    expect(created.headers.get('location')).toBe(`/api/v1/exports/${created.body.id}`);
    const done = await finished(c, created.body.id);
    expect(done).toMatchObject({ status: 'done', progress: 1, row_count: 15, error: null });
    const file = await download(key.headers, done.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.bytes.length).toBe(done.bytes);
    expect(createHash('sha256').update(file.bytes).digest('hex')).toBe(done.sha256);
    expect(file.headers.get('etag')).toBe(`"${done.sha256}"`);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="${done.file_name}"`,
    );
    expect(done.file_name).toMatch(/^orders-\d{4}-\d{2}-\d{2}(_\d{4}-\d{2}-\d{2})?\.csv$/);
    const text = file.bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      'id,number,business_date,ordered_at,completed_at,canceled_at,status,payment_status,source,customer_id,table_id,currency,subtotal,subtotal_minor,discount_total,discount_total_minor,tax_total,tax_total_minor,taxes,total,total_minor,paid_total,paid_total_minor,tip_total,tip_total_minor,refunded_total,refunded_total_minor,note',
    );
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(15);
    expect(rows.every((r) => r.business_date === '2026-03-09')).toBe(true);
    const first = rows.find((r) => r.number === '2')!; // order i=1
    expect(first.total_minor).toBe('1001');
    expect(first.total).toBe('10.01');
    expect(first.discount_total).toBe('0.00');
  });

  it('prefixes text cells that start like a formula with an apostrophe (CSV injection)', async () => {
    const key = ts.createKey(['reports:export']);
    const c = client(ts.baseUrl, key.headers);
    const created = await c.post('/exports', {
      resource: 'orders',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    const done = await finished(c, created.body.id);
    expect(done.row_count).toBe(30);
    const rows = parse((await download(key.headers, done.id)).bytes.toString('utf8'), {
      columns: true,
    }) as Record<string, string>[];
    const note = (n: number) => rows.find((r) => r.number === String(n + 1))!.note;
    expect(note(0)).toBe(`'${NOTES[0]}`);
    expect(note(1)).toBe(`'${NOTES[1]}`);
    expect(note(2)).toBe(`'${NOTES[2]}`);
    expect(note(3)).toBe(`'${NOTES[3]}`);
    expect(note(4)).toBe(`'${NOTES[4]}`);
    expect(note(5)).toBe(`'${NOTES[5]}`);
    // Quotes, commas and line breaks are quoted (RFC 4180), not prefixed; UTF-8 as is.
    expect(note(6)).toBe(NOTES[6]);
    expect(note(7)).toBe(NOTES[7]);
    // Numbers are never prefixed.
    expect(rows.every((r) => /^\d+\.\d\d$/.test(r.total!))).toBe(true);
  });

  it('writes JSON Lines with decimal and integer money; order lines with quantities', async () => {
    const key = ts.createKey(['reports:export']);
    const c = client(ts.baseUrl, key.headers);
    const created = await c.post('/exports', {
      resource: 'order_lines',
      format: 'jsonl',
      from: '2026-03-08',
      to: '2026-03-08',
    });
    const done = await finished(c, created.body.id);
    const file = await download(key.headers, done.id);
    expect(file.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const lines = file.bytes
      .toString('utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(15);
    expect(lines[0]).toMatchObject({
      business_date: '2026-03-08',
      quantity: '1.500',
      quantity_milli: 1500,
      currency: 'EUR',
      total: expect.stringMatching(/^\d+\.\d\d$/),
      total_minor: expect.any(Number),
    });
    // The formula guard is for spreadsheets: JSON keeps text as it is.
    const payments = await c.post('/exports', {
      resource: 'refunds',
      format: 'jsonl',
      from: '2026-03-08',
      to: '2026-03-09',
    });
    expect((await finished(c, payments.body.id)).row_count).toBe(3);
  });

  it('serves byte ranges: 206 with Content-Range, suffix ranges, If-Range, 416', async () => {
    const key = ts.createKey(['reports:export']);
    const c = client(ts.baseUrl, key.headers);
    const created = await c.post('/exports', {
      resource: 'payments',
      from: '2026-03-08',
      to: '2026-03-09',
    });
    const done = await finished(c, created.body.id);
    const full = await download(key.headers, done.id, { 'accept-encoding': 'br, gzip' });
    const whole = full.bytes;
    // Sent as written even to a client that takes compression: ranges count the file's bytes.
    expect(full.headers.get('content-encoding')).toBeNull();
    expect(full.headers.get('content-length')).toBe(String(whole.length));
    const part = await download(key.headers, done.id, {
      range: 'bytes=10-19',
      'accept-encoding': 'gzip',
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-encoding')).toBeNull();
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${whole.length}`);
    expect(part.bytes.equals(whole.subarray(10, 20))).toBe(true);
    const rest = await download(key.headers, done.id, { range: 'bytes=20-' });
    expect(Buffer.concat([whole.subarray(0, 20), rest.bytes]).equals(whole)).toBe(true);
    const tail = await download(key.headers, done.id, { range: 'bytes=-7' });
    expect(tail.bytes.equals(whole.subarray(whole.length - 7))).toBe(true);
    // A suffix longer than the file is the whole file (RFC 9110 §14.1.2), not 416.
    const longer = await download(key.headers, done.id, { range: `bytes=-${whole.length + 100}` });
    expect(longer.status).toBe(206);
    expect(longer.headers.get('content-range')).toBe(`bytes 0-${whole.length - 1}/${whole.length}`);
    expect(longer.bytes.equals(whole)).toBe(true);
    const stale = await download(key.headers, done.id, { range: 'bytes=0-3', 'if-range': '"abc"' });
    expect(stale.status).toBe(200);
    expect(stale.bytes.length).toBe(whole.length);
    const past = await download(key.headers, done.id, { range: `bytes=${whole.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${whole.length}`);
    expect(JSON.parse(past.bytes.toString()).code).toBe('range_not_satisfiable');
  });

  it('exports products and customers as they are now; from/to refused there', async () => {
    const c = api(['reports:export']);
    const bad = await c.post('/exports', {
      resource: 'products',
      from: '2026-03-01',
      to: '2026-03-02',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ path: 'from' });
    const created = await c.post('/exports', { resource: 'customers', format: 'csv' });
    expect(created.status).toBe(202);
    const done = await finished(c, created.body.id);
    expect(done).toMatchObject({ status: 'done', row_count: 0, from: null, to: null });
  });

  it('validates the request with sentences naming the field', async () => {
    const c = api(['reports:export']);
    const cases: [unknown, string][] = [
      [{ resource: 'invoices' }, 'resource'],
      [{ resource: 'orders', from: '2026-02-30', to: '2026-03-01' }, 'from'],
      [{ resource: 'orders', from: '2026-03-02', to: '2026-03-01' }, 'to'],
      [{ resource: 'orders', to: '2026-03-01' }, 'from'],
      [{ resource: 'orders', from: '2000-01-01', to: '2026-03-01' }, 'to'],
      [
        {
          resource: 'payments',
          from: '2026-03-01',
          to: '2026-03-01',
          filters: { status: ['paid'] },
        },
        'filters.status',
      ],
      [
        { resource: 'orders', from: '2026-03-01', to: '2026-03-01', filters: { status: ['lost'] } },
        'filters.status',
      ],
      [{ resource: 'orders', from: '2026-03-01', to: '2026-03-01', format: 'xlsx' }, 'format'],
      [{ resource: 'orders', from: '2026-03-01', to: '2026-03-01', extra: 1 }, 'extra'],
    ];
    for (const [body, path] of cases) {
      const res = await c.post('/exports', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      expect(
        res.body.errors.map((e: any) => e.path),
        JSON.stringify(res.body),
      ).toContain(path);
      expect(res.body.errors[0].message).toMatch(/\.$/);
    }
  });

  it('needs reports:export; another branch’s export is not found', async () => {
    const without = api(['reports:view', 'orders:view']);
    const refused = await without.post('/exports', { resource: 'customers' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'insufficient_scope',
      required_scope: 'reports:export',
    });
    expect((await without.get('/exports')).status).toBe(403);

    const mine = api(['reports:export']);
    const created = await mine.post('/exports', {
      resource: 'orders',
      from: '2026-03-09',
      to: '2026-03-09',
    });
    await finished(mine, created.body.id);
    const theirs = api(['reports:export'], other);
    expect((await theirs.get(`/exports/${created.body.id}`)).status).toBe(404);
    expect((await theirs.get(`/exports/${created.body.id}/file`)).status).toBe(404);
    expect((await theirs.get('/exports')).body.data.map((e: any) => e.id)).not.toContain(
      created.body.id,
    );
    // Their own export holds only their rows.
    const own = await theirs.post('/exports', {
      resource: 'orders',
      from: '2026-03-09',
      to: '2026-03-09',
    });
    expect((await finished(theirs, own.body.id)).row_count).toBe(5);
  });

  it('lists recent exports newest first with a cursor', async () => {
    const c = api(['reports:export']);
    const first = await c.get('/exports?limit=2');
    expect(first.body.data).toHaveLength(2);
    expect(first.body.has_more).toBe(true);
    const second = await c.get(`/exports?limit=2&cursor=${first.body.next_cursor}`);
    expect(second.body.data[0].id < first.body.data[1].id).toBe(true);
  });

  it('keeps files 0600 in 0700 directories, and removes them after export_retention_days', async () => {
    const key = ts.createKey(['reports:export']);
    const c = client(ts.baseUrl, key.headers);
    ts.service.settings.setBranch(ts.tenant.branchId, 'export_retention_days', 2);
    const created = await c.post('/exports', {
      resource: 'orders',
      from: '2026-03-09',
      to: '2026-03-09',
    });
    const done = await finished(c, created.body.id);
    expect(Date.parse(done.expires_at) - Date.parse(done.finished_at)).toBe(2 * 86_400_000);
    const dir = join(ts.dataDir, 'exports', ts.tenant.branchId);
    expect(statSync(join(ts.dataDir, 'exports')).mode & 0o777).toBe(0o700);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(dir)) expect(statSync(join(dir, name)).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir).some((n) => n.startsWith(done.id))).toBe(true);

    clock.advance(2 * 86_400_000 + 1000);
    await ts.service.exportRunner!.settle();
    expect(readdirSync(dir).some((n) => n.startsWith(done.id))).toBe(false);
    expect((await c.get(`/exports/${done.id}`)).body.status).toBe('expired');
    const gone = await download(key.headers, done.id);
    expect(gone.status).toBe(410);
    expect(JSON.parse(gone.bytes.toString()).code).toBe('export_expired');
  });
});

describe('an export that has not run', () => {
  it('answers 409 export_not_ready for its file while queued', async () => {
    const idle = await startTestService({ worker: false });
    try {
      const key = idle.createKey(['reports:export']);
      const c = client(idle.baseUrl, key.headers);
      const created = await c.post('/exports', { resource: 'customers' });
      expect(created.body.status).toBe('queued');
      const res = await c.get(`/exports/${created.body.id}/file`);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('export_not_ready');
    } finally {
      await idle.close();
    }
  });
});
