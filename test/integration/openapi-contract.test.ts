/* eslint-disable @typescript-eslint/no-explicit-any -- the OpenAPI document is plain JSON */
/**
 * The OpenAPI document (GET /api/v1/openapi.json) as generators and validators take it: two
 * independent validators (@seriousme/openapi-schema-validator, and `redocly lint` with the
 * repository's redocly.yaml) report 0 errors; the document declares what the API does
 * (problem+json errors with their codes, operationIds, context headers, response headers, the
 * webhooks); and the typed client docs/examples/api-types.d.ts is what openapi-typescript
 * makes of it today. Regenerate it with
 *   UPDATE_API_TYPES=1 scripts/with-keyring.sh npx vitest run test/integration/openapi-contract.test.ts
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../shared/events';
import { documentProblems } from '../support/contract';
import { startTestService, type TestService } from '../support/test-service';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TYPES_FILE = join(ROOT, 'docs/examples/api-types.d.ts');

let t: TestService;
let doc: Record<string, any>;
let docFile: string;

beforeAll(async () => {
  t = await startTestService({ worker: false });
  const res = await t.service.http!.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  docFile = join(t.dataDir, 'openapi.json');
  writeFileSync(docFile, JSON.stringify(doc, null, 2));
}, 60_000);
afterAll(async () => t?.close());

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );

describe('validators accept the document as is', () => {
  it('@seriousme/openapi-schema-validator: a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('redocly lint (recommended + problem details, redocly.yaml): 0 errors, 0 warnings', async () => {
    const { stdout, stderr } = await promisify(execFile)(
      join(ROOT, 'node_modules/.bin/redocly'),
      ['lint', docFile, '--config', join(ROOT, 'redocly.yaml'), '--format', 'stylish'],
      {
        cwd: ROOT,
        timeout: 120_000,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    ).catch((error: { stdout: string; stderr: string }) => {
      throw new Error(`redocly lint failed:\n${error.stdout}\n${error.stderr}`);
    });
    expect(`${stdout}${stderr}`).toMatch(/valid/i);
    expect(`${stdout}${stderr}`).not.toMatch(/warning/i);
  }, 120_000);
});

describe('the document declares what the API does', () => {
  it('every operation has a tag, and every tag an operation has is declared', () => {
    const declared = new Set((doc.tags as { name: string }[]).map((tag) => tag.name));
    for (const { path, method, op } of operations()) {
      expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const tag of op.tags ?? []) expect(declared, `${method} ${path}: ${tag}`).toContain(tag);
    }
  });

  it('offers the examples of docs/api.md on the operations they show', () => {
    const bodyOf = (path: string) =>
      doc.paths[`/api/v1${path}`].post.requestBody.content['application/json'];
    expect(bodyOf('/orders').examples.sale.value.discount).toEqual({ percent: 10 });
    expect(bodyOf('/orders/{id}/payments').examples.cash.value.tendered).toEqual({ amount: 1000 });
    expect(bodyOf('/orders/{id}/refunds').examples.line.summary).toMatch(/partial refund/);
    expect(Object.keys(bodyOf('/products').examples).length).toBeGreaterThan(0);
  });

  it('has one Problem type for every error and one Money type for every amount', () => {
    for (const { path, method, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses as Record<string, any>)) {
        if (Number(status) < 400) continue;
        const schema = response.content['application/problem+json'].schema;
        expect(schema.allOf[0], `${method} ${path} ${status}`).toEqual({
          $ref: '#/components/schemas/Problem',
        });
      }
    }
    expect(doc.components.schemas.Problem.properties.code.enum).toContain('invalid_cursor');
    // No money object is spelled out inline: each refers to Money (answers) or MoneyInput (bodies).
    const inline: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      const props = (node as { properties?: object }).properties;
      if (props && Object.keys(props).sort().join() === 'amount,currency') inline.push(at);
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
    };
    const { Money, MoneyInput: _input, ...others } = doc.components.schemas;
    walk([doc.paths, others, doc.webhooks], '');
    expect(inline).toEqual([]);
    expect(Money.required).toEqual(['amount', 'currency']);
    expect(JSON.stringify(doc)).toMatch(/"#\/components\/schemas\/MoneyInput"/);
  });

  it('says the rules checked in code as patterns: text, Idempotency-Key, If-Match', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/"format":"(single|multi)-line"/);
    const name = doc.components.schemas.ProductCreate.properties.name;
    expect(name.pattern).toMatch(/^\^\[\^/);
    for (const { path, method, op } of operations()) {
      for (const p of op.parameters ?? []) {
        if (p.in !== 'header' || !['idempotency-key', 'if-match'].includes(p.name)) continue;
        expect(p.schema.pattern, `${method} ${path} ${p.name}`).toBeDefined();
        expect(p.schema.maxLength, `${method} ${path} ${p.name}`).toBeGreaterThan(0);
      }
    }
  });

  it('says the shapes checked in code: scheduled reports, order lines, cash-only tendered', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ components: doc.components }, 'doc');
    const valid = (component: string, body: unknown) =>
      ajv.validate({ $ref: `doc#/components/schemas/${component}` }, body);
    const schedule = (report: object, timing: object = { frequency: 'daily' }) =>
      valid('ScheduledReportCreate', { name: 'Nightly', report, ...timing });
    expect(schedule({ type: 'export', resource: 'orders', filters: { status: ['open'] } })).toBe(
      true,
    );
    expect(schedule({ type: 'export', resource: 'products', filters: { status: ['open'] } })).toBe(
      false,
    );
    expect(schedule({ type: 'sales_summary', group_by: 'hour,source' })).toBe(true);
    expect(schedule({ type: 'sales_summary', group_by: 'hour, source' })).toBe(false);
    expect(schedule({ type: 'sales_summary', group_by: 'hour', resource: 'orders' })).toBe(false);
    expect(schedule({ type: 'custom_report', report_id: 'rpt_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC' })).toBe(
      true,
    );
    const orders = { type: 'export', resource: 'orders' };
    expect(schedule(orders, { frequency: 'weekly' })).toBe(false);
    expect(schedule(orders, { frequency: 'weekly', day_of_week: 1 })).toBe(true);
    expect(schedule(orders, { frequency: 'monthly', day_of_month: null })).toBe(false);
    expect(valid('ScheduledReportUpdate', { frequency: 'weekly', day_of_week: null })).toBe(false);
    expect(valid('ScheduledReportUpdate', { name: 'Renamed' })).toBe(true);

    const line = (fields: object) =>
      valid('OrderCalculate', { lines: [{ quantity: 1, ...fields }] });
    const product = { product_id: 'prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC' };
    expect(line(product)).toBe(true);
    expect(line({ name: 'Tea', unit_price: { amount: 100 } })).toBe(true);
    expect(line({ ...product, name: 'Tea' })).toBe(false);
    expect(line({ name: 'Tea' })).toBe(false);
    const tax = 'tax_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC';
    expect(line({ ...product, tax_rate_ids: [tax, tax] })).toBe(false);

    const pay = (body: object) => valid('PaymentCreate', { amount: { amount: 100 }, ...body });
    expect(pay({ method: 'cash', tendered: { amount: 200 } })).toBe(true);
    expect(pay({ method: 'card', tendered: { amount: 200 } })).toBe(false);
    expect(valid('PaymentCreate', { method: 'card', amount: { amount: 0 } })).toBe(false);
  });

  it('an operationId per operation, unique', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'getMe',
        'listProducts',
        'getProduct',
        'createProduct',
        'updateProduct',
        'deleteProduct',
        'changeProductStock',
        'listCategories',
        'getCategory',
        'createCategory',
        'updateCategory',
        'deleteCategory',
        'listInventory',
        'listEvents',
      ]),
    );
  });

  it('every error is application/problem+json with the codes that operation can return', () => {
    for (const { path, method, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses as Record<string, any>)) {
        if (Number(status) < 400) continue;
        const label = `${method} ${path} ${status}`;
        expect(Object.keys(response.content), label).toEqual(['application/problem+json']);
        const codes = response.content['application/problem+json'].schema.allOf[1].properties.code
          .enum as string[];
        expect(codes.length, label).toBeGreaterThan(0);
      }
      expect(op.responses['500'], `${method} ${path}`).toBeDefined();
    }
    const create = doc.paths['/api/v1/products'].post.responses;
    const codesOf = (status: string) =>
      create[status].content['application/problem+json'].schema.allOf[1].properties.code.enum;
    expect(codesOf('401')).toEqual(['missing_credentials', 'invalid_api_key']);
    expect(codesOf('422')).toEqual(['validation_failed', 'idempotency_mismatch']);
    const list = doc.paths['/api/v1/products'].get.responses;
    expect(
      list['410'].content['application/problem+json'].schema.allOf[1].properties.code.enum,
    ).toEqual(['sync_token_expired']);
    expect(
      doc.paths['/api/v1/events'].get.responses['410'].content['application/problem+json'].schema
        .allOf[1].properties.code.enum,
    ).toEqual(['events_expired']);
  });

  it('the context headers are apiKey security schemes required with the bearer key', () => {
    expect(doc.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      companyId: { type: 'apiKey', in: 'header', name: 'x-company-id' },
      branchId: { type: 'apiKey', in: 'header', name: 'x-branch-id' },
    });
    expect(doc.security).toEqual([{ bearer: [], companyId: [], branchId: [] }]);
  });

  it('response headers are declared where they are sent', () => {
    const create = doc.paths['/api/v1/products'].post.responses;
    expect(Object.keys(create['201'].headers)).toEqual(
      expect.arrayContaining([
        'x-request-id',
        'ETag',
        'Location',
        'Idempotent-Replayed',
        'RateLimit',
        'RateLimit-Policy',
      ]),
    );
    expect(Object.keys(create['429'].headers)).toContain('Retry-After');
    expect(Object.keys(create['401'].headers)).toContain('WWW-Authenticate');
    expect(Object.keys(doc.paths['/api/v1/me'].get.responses['200'].headers)).toEqual(
      expect.arrayContaining(['RateLimit', 'RateLimit-Policy']),
    );
  });

  it('no unused components', () => {
    const text = JSON.stringify({ paths: doc.paths, webhooks: doc.webhooks, c: doc.components });
    for (const kind of ['schemas', 'headers', 'parameters', 'responses', 'requestBodies']) {
      for (const name of Object.keys(doc.components[kind] ?? {})) {
        expect(text, `${kind}/${name}`).toContain(`"#/components/${kind}/${name}"`);
      }
    }
  });

  it('the seven catalog events under webhooks, each with its payload schema and a valid example', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ components: doc.components }, 'doc');
    for (const type of EVENT_TYPES) {
      const media = doc.webhooks[type].post.requestBody.content['application/json'];
      const schema = JSON.parse(
        JSON.stringify(media.schema).replaceAll('"#/components/', '"doc#/components/'),
      );
      const validate = ajv.compile(schema);
      expect(validate(media.example), `${type}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      expect(media.example.type).toBe(type);
      // The example of one event is not a valid payload of another.
      const other = EVENT_TYPES.find((e) => e !== type)!;
      expect(validate({ ...media.example, type: other })).toBe(false);
    }
  });
});

describe('the response check of the test client (test/support/contract.ts)', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);
  const ok = {
    method: 'GET',
    url: '/api/v1/me',
    status: 200,
    headers: headers({
      'content-type': 'application/json; charset=utf-8',
      'x-request-id': 'req_1',
      ratelimit: '"default";r=5;t=10',
      'ratelimit-policy': '"default";q=6;w=60',
    }),
    body: JSON.stringify({
      public_key: 'pk_1',
      name: 'Key',
      company_id: 'cmp_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC',
      branch_id: 'brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC',
      scopes: [],
      branch: {
        id: 'brn_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC',
        name: 'Main',
        currency: 'EUR',
        time_zone: 'Europe/Paris',
        closeout_hour: 4,
        industry: 'retail',
      },
    }),
  };

  it('passes a documented response and names every way another one breaks the document', () => {
    expect(documentProblems(doc, ok)).toEqual([]);
    expect(documentProblems(doc, { ...ok, status: 418 })).toEqual([
      expect.stringMatching(/not a documented response/),
    ]);
    expect(documentProblems(doc, { ...ok, body: '{"name":1}' }).join()).toMatch(/body/);
    const extra = headers({ ...Object.fromEntries(ok.headers), 'x-debug': '1' });
    expect(documentProblems(doc, { ...ok, headers: extra }).join()).toMatch(/x-debug/);
    const noId = new Headers(ok.headers);
    noId.delete('x-request-id');
    expect(documentProblems(doc, { ...ok, headers: noId }).join()).toMatch(/x-request-id/);
    const asText = new Headers(ok.headers);
    asText.set('content-type', 'text/plain');
    expect(documentProblems(doc, { ...ok, headers: asText }).join()).toMatch(/content type/);
    expect(documentProblems(doc, { ...ok, method: 'PUT' }).join()).toMatch(/405/);
  });
});

describe('the typed client', () => {
  it('docs/examples/api-types.d.ts is what openapi-typescript makes of the document now', async () => {
    const generated = astToString(await openapiTS(structuredClone(doc) as never));
    const header =
      '// Generated from GET /api/v1/openapi.json by openapi-typescript: do not edit.\n' +
      '// Regenerate: UPDATE_API_TYPES=1 npx vitest run test/integration/openapi-contract.test.ts\n\n';
    const formatted = await prettier.format(header + generated, {
      ...(await prettier.resolveConfig(TYPES_FILE)),
      filepath: TYPES_FILE,
    });
    if (process.env.UPDATE_API_TYPES === '1') writeFileSync(TYPES_FILE, formatted);
    expect(readFileSync(TYPES_FILE, 'utf8'), 'stale: regenerate (see the top of this file)').toBe(
      formatted,
    );
  }, 60_000);
});
