/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
/**
 * Every stored JSON field comes back as it was written, and writing a resource back as it was
 * read changes nothing. Two properties over the real API:
 * - for every resource the OpenAPI document can create from its own example and change with
 *   PATCH: read it, PATCH back every writable field unchanged, read again: the same resource
 *   (but version and updated_at);
 * - for scheduled reports and custom reports, whose filters are free-form JSON, fast-check
 *   draws filters: they are answered, listed and read back exactly, and survive a PATCH of the
 *   schedule as it was read.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { ALL_SCOPES } from '../../shared/scopes';
import { client } from '../support/catalog-client';
import { makeDataDir, startTestService, type TestService } from '../support/test-service';

let dataDir: string;
let ts: TestService;
let api: ReturnType<typeof client>;
let doc: any;

beforeAll(async () => {
  dataDir = await makeDataDir();
  ts = await startTestService({ dataDir, industry: 'restaurant' });
  api = client(ts.baseUrl, ts.createKey([...ALL_SCOPES]).headers);
  ts.service.settings.setBranch(ts.tenant.branchId, 'allow_http_local', true);
  doc = await (await fetch(`${ts.baseUrl}/api/v1/openapi.json`)).json();
}, 60_000);
afterAll(async () => {
  await ts?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Bodies for resources whose create schema carries no example. */
const FALLBACK: Record<string, unknown> = {
  '/api/v1/scheduled-reports': {
    name: 'Card payments',
    report: { type: 'export', resource: 'payments', filters: { method: ['card'] } },
    frequency: 'daily',
  },
  '/api/v1/webhooks': {
    url: 'http://127.0.0.1:9000/hook',
    description: 'ERP',
    events: ['product.created', 'product.updated'],
  },
};

const jsonSchemaOf = (op: any) => op?.requestBody?.content?.['application/json']?.schema;
const deref = (schema: any): any =>
  schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema;
const unchanged = (resource: any) => {
  const { version: _v, updated_at: _u, ...rest } = resource;
  return rest;
};

describe('writing a resource back as it was read', () => {
  it('changes nothing, for every resource with an example and a PATCH', async () => {
    const covered: string[] = [];
    for (const [path, ops] of Object.entries<any>(doc.paths)) {
      const item = doc.paths[`${path}/{id}`];
      if (!ops.post || !item?.patch || !item?.get) continue;
      const example = deref(jsonSchemaOf(ops.post))?.examples?.[0] ?? FALLBACK[path];
      const writable = deref(jsonSchemaOf(item.patch))?.properties;
      if (!example || !writable) continue;
      const created = await api.post(path.replace('/api/v1', ''), example, {
        'idempotency-key': `round-trip-${path}`,
      });
      // A resource's own example may need other rows first; the fallbacks must work.
      if (created.status !== 201 && !FALLBACK[path]) continue;
      expect(created.status, `${path}: ${JSON.stringify(created.body)}`).toBe(201);
      const url = `${path.replace('/api/v1', '')}/${created.body.id}`;
      const before = (await api.get(url)).body;
      const body = Object.fromEntries(
        Object.keys(writable)
          .filter((name) => name in before && !writable[name].readOnly)
          .map((name) => [name, before[name]]),
      );
      const written = await api.patch(url, body, { 'if-match': `"${before.version}"` });
      expect(written.status, `${url}: ${JSON.stringify(written.body)}`).toBe(200);
      const after = (await api.get(url)).body;
      expect(unchanged(after), url).toEqual(unchanged(before));
      covered.push(path.replace('/api/v1/', ''));
    }
    expect(covered).toEqual(
      expect.arrayContaining(['scheduled-reports', 'reports/custom', 'webhooks', 'categories']),
    );
  });
});

const values = (items: readonly string[]) =>
  fc.uniqueArray(fc.constantFrom(...items), { minLength: 1, maxLength: items.length });

/** Export filters the API accepts, per resource (docs/api.md, Exports). */
const exportReport = fc.oneof(
  fc.record({
    type: fc.constant('export'),
    resource: fc.constant('payments'),
    filters: fc.record({ method: values(['cash', 'card', 'voucher', 'other']) }),
  }),
  fc.record({
    type: fc.constant('export'),
    resource: fc.constant('orders'),
    filters: fc.record(
      {
        status: values(['open', 'completed', 'canceled']),
        source: fc.constantFrom('pos', 'online', 'api'),
      },
      { requiredKeys: [] },
    ),
  }),
);

describe('scheduled reports keep their filters', () => {
  it('as answered, listed, read and written back', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(exportReport, async (report) => {
        const created = await api.post(
          '/scheduled-reports',
          { name: `Nightly ${++n}`, report, frequency: 'daily' },
          { 'idempotency-key': `schedule-${n}` },
        );
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        expect(created.body.report).toEqual(report);
        const url = `/scheduled-reports/${created.body.id}`;
        const read = (await api.get(url)).body;
        expect(read.report).toEqual(report);
        const listed = (await api.get('/scheduled-reports')).body.data;
        expect(listed.find((s: any) => s.id === read.id).report).toEqual(report);
        const written = await api.patch(
          url,
          { report: read.report, name: read.name },
          { 'if-match': `"${read.version}"` },
        );
        expect(written.status).toBe(200);
        expect((await api.get(url)).body.report).toEqual(report);
        await api.del(url);
      }),
      { numRuns: 15 },
    );
  });

  it('refuses a sales summary grouping that GET /reports/sales refuses, at creation', async () => {
    for (const group_by of ['day', 'business_date,day', 'hour,hour', '']) {
      const res = await api.post('/scheduled-reports', {
        name: 'Daily sales',
        report: { type: 'sales_summary', group_by },
        frequency: 'daily',
      });
      expect(res.status, group_by).toBe(422);
      expect(res.body.errors[0].path).toBe('report.group_by');
      const live = await api.get(
        `/reports/sales?from=2026-11-01&to=2026-11-01&group_by=${group_by}`,
      );
      expect(live.status, group_by).toBe(422);
    }
    const ok = await api.post('/scheduled-reports', {
      name: 'Daily sales',
      report: { type: 'sales_summary', group_by: 'business_date,payment_method' },
      frequency: 'daily',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.report.group_by).toBe('business_date,payment_method');
  });
});
