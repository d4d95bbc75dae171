/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService, type TestTenant } from '../support/test-service';
import { Validator } from '@seriousme/openapi-schema-validator';
import { client } from '../support/catalog-client';

let ts: TestService;
let other: TestTenant;
const api = (scopes: string[], tenant?: TestTenant) =>
  client(ts.baseUrl, ts.createKey(scopes, tenant).headers);

beforeAll(async () => {
  ts = await startTestService({ worker: false });
  const branch = ts.service.tenancy.createBranch(
    ts.tenant.companyId,
    { name: 'Second', currency: 'EUR', timeZone: 'UTC' },
    'test',
  );
  other = { companyId: ts.tenant.companyId, branchId: branch.id };
}, 60_000);
afterAll(async () => ts?.close());

const eventCount = () =>
  (ts.service.db.prepare('SELECT count(*) AS n FROM events').get() as { n: number }).n;

describe('tax rates', () => {
  it('are created, read, listed, updated and deleted with system_settings:update; no webhook event', async () => {
    const admin = api(['system_settings:update', 'system_settings:view']);
    const events = eventCount();
    const created = await admin.post('/tax-rates', {
      name: 'VAT 20%',
      rate_bps: 2000,
      mode: 'inclusive',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rate = created.body;
    expect(rate).toMatchObject({
      name: 'VAT 20%',
      rate_bps: 2000,
      mode: 'inclusive',
      version: 1,
      deleted_at: null,
    });
    expect(rate.id).toMatch(/^tax_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(created.headers.get('location')).toBe(`/api/v1/tax-rates/${rate.id}`);
    expect((await admin.get(`/tax-rates/${rate.id}`)).body).toEqual(rate);
    const list = await admin.get('/tax-rates');
    expect(list.body.data).toEqual([rate]);
    expect(list.body.next_sync_token).toEqual(expect.any(String));

    const patched = await admin.patch(
      `/tax-rates/${rate.id}`,
      { rate_bps: 2100 },
      { 'if-match': '"1"' },
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ rate_bps: 2100, version: 2 });
    const stale = await admin.patch(
      `/tax-rates/${rate.id}`,
      { rate_bps: 2200 },
      { 'if-match': '"1"' },
    );
    expect(stale.status).toBe(412);

    // The sync from the first list's token returns the change, then the tombstone.
    const sync = await admin.get(`/tax-rates?sync_token=${list.body.next_sync_token}`);
    expect(sync.body.data.map((r: any) => r.rate_bps)).toEqual([2100]);
    const deleted = await admin.del(`/tax-rates/${rate.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted_at).toEqual(expect.any(String));
    expect((await admin.get(`/tax-rates/${rate.id}`)).status).toBe(404);
    const afterDelete = await admin.get(`/tax-rates?sync_token=${sync.body.next_sync_token}`);
    expect(afterDelete.body.data.map((r: any) => r.id)).toEqual([rate.id]);
    expect(afterDelete.body.data[0].deleted_at).not.toBeNull();
    expect(eventCount()).toBe(events);
  });

  it('validates rate_bps, mode and unknown fields (422 with the field)', async () => {
    const admin = api(['system_settings:update']);
    for (const [body, path] of [
      [{ rate_bps: 2000, mode: 'inclusive' }, 'name'],
      [{ name: 'X', mode: 'inclusive' }, 'rate_bps'],
      [{ name: 'X', rate_bps: 10_001, mode: 'inclusive' }, 'rate_bps'],
      [{ name: 'X', rate_bps: 12.5, mode: 'inclusive' }, 'rate_bps'],
      [{ name: 'X', rate_bps: 2000 }, 'mode'],
      [{ name: 'X', rate_bps: 2000, mode: 'compound' }, 'mode'],
      [{ name: 'X', rate_bps: 2000, mode: 'exclusive', country: 'FR' }, 'country'],
    ] as const) {
      const r = await admin.post('/tax-rates', body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.code).toBe('validation_failed');
      expect(r.body.errors.map((e: any) => e.path).join(' ')).toContain(path);
    }
  });

  it('are read with orders:view or system_settings:view, and written only with system_settings:update', async () => {
    const admin = api(['system_settings:update']);
    const rate = (
      await admin.post('/tax-rates', { name: 'Sales tax', rate_bps: 825, mode: 'exclusive' })
    ).body;
    for (const scope of ['orders:view', 'system_settings:view']) {
      const reader = api([scope]);
      expect((await reader.get('/tax-rates')).status, scope).toBe(200);
      expect((await reader.get(`/tax-rates/${rate.id}`)).status, scope).toBe(200);
      const write = await reader.post('/tax-rates', { name: 'X', rate_bps: 1, mode: 'exclusive' });
      expect(write.status).toBe(403);
      expect(write.body.required_scope).toBe('system_settings:update');
    }
    const none = api(['products:view', 'system_settings:update']);
    const refused = await none.get('/tax-rates');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'insufficient_scope' });
    expect(refused.body.detail).toContain('orders:view or system_settings:view');
    expect(refused.headers.get('www-authenticate')).toBe(
      'Bearer error="insufficient_scope", scope="orders:view system_settings:view"',
    );
    expect(
      (await api(['orders:view']).get('/tax-rates')).headers.get('www-authenticate'),
    ).toBeNull();
    // The scope is checked before the query: a bad query from a key without it is still 403.
    expect((await none.get('/tax-rates?limit=abc')).status).toBe(403);
    expect((await api(['orders:view']).del(`/tax-rates/${rate.id}`)).status).toBe(403);
  });

  it('belong to their branch: another branch gets 404 and an empty list', async () => {
    const rate = (
      await api(['system_settings:update']).post('/tax-rates', {
        name: 'Mine',
        rate_bps: 500,
        mode: 'inclusive',
      })
    ).body;
    const there = api(['system_settings:view', 'system_settings:update'], other);
    expect((await there.get(`/tax-rates/${rate.id}`)).status).toBe(404);
    expect((await there.patch(`/tax-rates/${rate.id}`, { name: 'Theirs' })).status).toBe(404);
    expect((await there.del(`/tax-rates/${rate.id}`)).status).toBe(404);
    expect((await there.get('/tax-rates')).body.data).toEqual([]);
    // The other branch's key with this branch's headers is refused outright.
    const key = ts.createKey(['system_settings:view'], other);
    const mismatched = client(ts.baseUrl, {
      ...key.headers,
      'x-branch-id': ts.tenant.branchId,
    });
    expect((await mismatched.get('/tax-rates')).status).toBe(403);
  });
});

describe('tax rate tombstones', () => {
  it('are pruned after 30 days, and a sync token older than them then answers 410', async () => {
    const branch = ts.service.tenancy.createBranch(
      ts.tenant.companyId,
      { name: 'Pruning', currency: 'EUR', timeZone: 'UTC' },
      'test',
    );
    const admin = api(['system_settings:update', 'system_settings:view'], {
      companyId: ts.tenant.companyId,
      branchId: branch.id,
    });
    const token = (await admin.get('/tax-rates')).body.next_sync_token;
    const rate = (await admin.post('/tax-rates', { name: 'Old', rate_bps: 1, mode: 'exclusive' }))
      .body;
    await admin.del(`/tax-rates/${rate.id}`);
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    ts.service.db.prepare('UPDATE tax_rates SET deleted_at = ? WHERE id = ?').run(old, rate.id);
    expect((await ts.service.maintenance.run()).tombstones).toBeGreaterThanOrEqual(1);
    expect(
      ts.service.db.prepare('SELECT id FROM tax_rates WHERE id = ?').get(rate.id),
    ).toBeUndefined();
    const sync = await admin.get(`/tax-rates?sync_token=${token}`);
    expect(sync.status).toBe(410);
    expect(sync.body.code).toBe('sync_token_expired');
  });
});

describe('customers', () => {
  const writer = () => api(['customer:create', 'customer:view']);

  it('are created with customer:create and read with customer:view; email is stored in lower case', async () => {
    const created = await writer().post('/customers', {
      name: 'Ann Lee',
      email: ' Ann@Example.com ',
      phone: '+441632960961',
      code: 'C-1042',
      note: 'Allergic to nuts\nPrefers oat milk',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const ann = created.body;
    expect(ann).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '+441632960961',
      code: 'C-1042',
      version: 1,
    });
    expect(ann.id).toMatch(/^cus_/);
    const reader = api(['customer:view']);
    expect((await reader.get(`/customers/${ann.id}`)).body).toEqual(ann);
    expect((await reader.post('/customers', { name: 'X' })).status).toBe(403);
    expect((await api(['customer:create']).get('/customers')).status).toBe(403);
    const minimal = await writer().post('/customers', { name: 'Walk-in' });
    expect(minimal.body).toMatchObject({ email: null, phone: null, code: null, note: null });
  });

  it('refuses a second customer with the same email or phone (409 naming the first)', async () => {
    const first = (
      await writer().post('/customers', {
        name: 'Bo',
        email: 'bo@example.com',
        phone: '+12025550123',
      })
    ).body;
    const email = await writer().post('/customers', { name: 'Bo 2', email: 'BO@example.com' });
    expect(email.status).toBe(409);
    expect(email.body).toMatchObject({ code: 'conflict', existing_id: first.id });
    expect(email.body.errors[0].path).toBe('email');
    const phone = await writer().post('/customers', { name: 'Bo 3', phone: '+12025550123' });
    expect(phone.status).toBe(409);
    expect(phone.body.errors[0].path).toBe('phone');
    // Another branch may have a customer with the same email.
    const there = api(['customer:create'], other);
    expect((await there.post('/customers', { name: 'Bo', email: 'bo@example.com' })).status).toBe(
      201,
    );
  });

  it('gives one 201 and 409s to concurrent creates with one email', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        writer().post('/customers', { name: `Racer ${i}`, email: 'race@example.com' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('validates email, phone and fields (422 with the field)', async () => {
    for (const [body, path] of [
      [{}, 'name'],
      [{ name: 'X', email: 'not-an-email' }, 'email'],
      [{ name: 'X', phone: '01632 960961' }, 'phone'],
      [{ name: 'X', phone: '+44 1632 960961' }, 'phone'],
      [{ name: 'X', code: 'a\nb' }, 'code'],
      [{ name: 'X', loyalty: 5 }, 'loyalty'],
    ] as const) {
      const r = await writer().post('/customers', body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.errors.map((e: any) => e.path).join(' ')).toContain(path);
    }
  });

  it('are searched by name, email, phone and code, and synced with tokens', async () => {
    const w = api(['customer:create', 'customer:view'], other);
    const start = await w.get('/customers');
    const token = start.body.next_sync_token;
    const cara = (
      await w.post('/customers', {
        name: 'Cara 100%_Smith',
        email: 'cara@example.com',
        phone: '+33123456789',
        code: 'K-7',
      })
    ).body;
    await w.post('/customers', { name: 'Dan Brown' });
    const ids = async (query: string) =>
      (await w.get(`/customers?${query}`)).body.data.map((c: any) => c.id);
    expect(await ids('name=cara')).toEqual([cara.id]);
    expect(await ids(`name=${encodeURIComponent('100%_')}`)).toEqual([cara.id]);
    expect(await ids('name=%25')).toEqual([cara.id]);
    expect(await ids('email=CARA%40example.com')).toEqual([cara.id]);
    expect(await ids('phone=%2B33123456789')).toEqual([cara.id]);
    expect(await ids('code=K-7')).toEqual([cara.id]);
    expect(await ids('code=K-7&name=dan')).toEqual([]);
    const sync = await w.get(`/customers?sync_token=${token}`);
    expect(sync.body.data.map((c: any) => c.name)).toEqual(['Cara 100%_Smith', 'Dan Brown']);
    const withFilter = await w.get(`/customers?sync_token=${token}&name=cara`);
    expect(withFilter.status).toBe(422);
  });

  it('belong to their branch and company', async () => {
    const mine = (await writer().post('/customers', { name: 'Only here' })).body;
    const there = api(['customer:view'], other);
    expect((await there.get(`/customers/${mine.id}`)).status).toBe(404);
    expect((await there.get('/customers?name=Only')).body.data).toEqual([]);
    const rival = ts.service.tenancy.createCompany(
      {
        name: 'Rival',
        industry: 'retail',
        branch: { name: 'Rival main', currency: 'USD', timeZone: 'UTC' },
      },
      'test',
    );
    const theirs = api(['customer:view', 'system_settings:view'], {
      companyId: rival.company.id,
      branchId: rival.branch.id,
    });
    expect((await theirs.get(`/customers/${mine.id}`)).status).toBe(404);
    expect((await theirs.get('/customers')).body.data).toEqual([]);
    expect((await theirs.get('/tax-rates')).body.data).toEqual([]);
  });

  it('are created once per Idempotency-Key', async () => {
    const key = { 'idempotency-key': 'cus-create-1' };
    const w = writer();
    const first = await w.post('/customers', { name: 'Once', email: 'once@example.com' }, key);
    const again = await w.post('/customers', { name: 'Once', email: 'once@example.com' }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const changed = await w.post('/customers', { name: 'Twice' }, key);
    expect(changed.status).toBe(422);
    expect(changed.body.code).toBe('idempotency_mismatch');
  });

  it('appear in the OpenAPI document', async () => {
    const doc = await (await fetch(`${ts.baseUrl}/api/v1/openapi.json`)).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/tax-rates',
        '/api/v1/tax-rates/{id}',
        '/api/v1/customers',
        '/api/v1/customers/{id}',
      ]),
    );
    expect(doc.components.schemas).toHaveProperty('Customer');
    expect(doc.components.schemas).toHaveProperty('TaxRate');
    const result = await new Validator().validate(doc);
    expect(result.valid, JSON.stringify(result.errors)).toBe(true);
  });
});
