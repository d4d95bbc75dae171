/**
 * Administration through the open API (issue 24): API keys and webhooks over a real socket,
 * each endpoint with its scope, context and tenancy; the same service operations as the console
 * and the CLI, audited with the actor `key:pk_…`; and an ERP that registers its own webhook to a
 * real receiver on 127.0.0.1, gets a signed ping, and rotates its own key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IpcHandlers } from '../../service/admin/ipc-handlers';
import { verifyServiceSignature } from '../../service/webhooks/signing';
import { call, headersOf } from '../support/admin-client';
import { startTestService, type TestService, type TestTenant } from '../support/test-service';
import { startReceiver, type Receiver } from '../support/webhook-receiver';

const MANAGE_KEYS = 'system_settings:manage_api_keys';
const INTEGRATIONS = 'system_settings:manage_integrations';

let t: TestService;
let other: TestTenant; // a second branch of the same company
let receiver: Receiver;

beforeAll(async () => {
  t = await startTestService();
  const b2 = t.service.tenancy.createBranch(
    t.tenant.companyId,
    { name: 'Second', currency: 'EUR', timeZone: 'UTC' },
    'test',
  );
  other = { companyId: t.tenant.companyId, branchId: b2.id };
  receiver = await startReceiver();
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

const auditOf = (publicKey: string) =>
  t.service.audit.list({ branchId: t.tenant.branchId, actor: `key:${publicKey}`, limit: 500 });

describe('API keys', () => {
  it('needs system_settings:manage_api_keys for every /api-keys route', async () => {
    const { headers, publicKey } = t.createKey(['products:view']);
    for (const [method, path, body] of [
      ['GET', '/api-keys'],
      ['GET', `/api-keys/${publicKey}`],
      ['GET', `/api-keys/${publicKey}/usage`],
      ['POST', '/api-keys', { name: 'x', scopes: ['products:view'] }],
      ['PATCH', `/api-keys/${publicKey}`, { name: 'y' }],
      ['POST', `/api-keys/${publicKey}/regenerate`],
      ['POST', `/api-keys/${publicKey}/deactivate`],
      ['POST', `/api-keys/${publicKey}/activate`],
    ] as [string, string, unknown?][]) {
      const r = await call(t, method, path, headers, body);
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.body.code).toBe('insufficient_scope');
      expect(r.body.required_scope).toBe(MANAGE_KEYS);
    }
  });

  it('creates, lists, shows, updates, regenerates, deactivates and activates, audited as the key', async () => {
    const admin = t.createKey([MANAGE_KEYS, 'products:view', 'products:create']);
    const created = await call(t, 'POST', '/api-keys', admin.headers, {
      name: 'Shop sync',
      description: 'Reads the catalog',
      scopes: ['products:view'],
      allowed_ips: ['127.0.0.1'],
    });
    expect(created.status).toBe(201);
    const pk = String(created.body.public_key);
    const secret = String(created.body.secret_key);
    expect(secret).toMatch(/^sk_/);
    expect(created.headers.get('location')).toBe(`/api/v1/api-keys/${pk}`);
    expect(created.body).toMatchObject({
      name: 'Shop sync',
      scopes: ['products:view'],
      status: 'active',
      company_id: t.tenant.companyId,
      branch_id: t.tenant.branchId,
      allowed_ips: ['127.0.0.1'],
    });
    // The new secret works, for what it was given.
    const h = headersOf(secret, t.tenant);
    expect((await call(t, 'GET', '/me', h)).body.public_key).toBe(pk);

    // Never a secret in a list or a show.
    const list = await call(t, 'GET', '/api-keys', admin.headers);
    expect(list.status).toBe(200);
    expect(list.body.data!.map((k) => k.public_key)).toContain(pk);
    expect(list.text).not.toContain('sk_');
    expect(list.text).not.toContain('secret_key');
    const shown = await call(t, 'GET', `/api-keys/${pk}`, admin.headers);
    expect(shown.status).toBe(200);
    expect(shown.text).not.toContain(secret);
    expect(shown.body.description).toBe('Reads the catalog');

    const patched = await call(t, 'PATCH', `/api-keys/${pk}`, admin.headers, {
      name: 'Shop sync (renamed)',
      expires_at: '2030-01-01T00:00:00Z',
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      name: 'Shop sync (renamed)',
      expires_at: '2030-01-01T00:00:00.000Z',
    });
    const bad = await call(t, 'PATCH', `/api-keys/${pk}`, admin.headers, {
      allowed_ips: ['not an address'],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('validation_failed');

    const regenerated = await call(t, 'POST', `/api-keys/${pk}/regenerate`, admin.headers);
    expect(regenerated.status).toBe(200);
    const secret2 = String(regenerated.body.secret_key);
    expect(secret2).not.toBe(secret);
    expect((await call(t, 'GET', '/me', h)).status).toBe(401);
    const h2 = headersOf(secret2, t.tenant);
    expect((await call(t, 'GET', '/me', h2)).status).toBe(200);

    const off = await call(t, 'POST', `/api-keys/${pk}/deactivate`, admin.headers);
    expect(off.status).toBe(200);
    expect(off.body.status).toBe('inactive');
    expect((await call(t, 'GET', '/me', h2)).body.code).toBe('invalid_api_key');
    expect(
      (await call(t, 'GET', '/api-keys', admin.headers)).body.data!.map((k) => k.public_key),
    ).not.toContain(pk);
    expect(
      (await call(t, 'GET', '/api-keys?include_inactive=true', admin.headers)).body.data!.map(
        (k) => k.public_key,
      ),
    ).toContain(pk);
    const on = await call(t, 'POST', `/api-keys/${pk}/activate`, admin.headers);
    expect(on.body.status).toBe('active');
    expect((await call(t, 'GET', '/me', h2)).status).toBe(200);

    // The console's audit log names the key as the actor of each action.
    const actions = auditOf(admin.publicKey).map((e) => `${e.action} ${e.target_id}`);
    for (const action of [
      'api_key.created',
      'api_key.updated',
      'api_key.secret_regenerated',
      'api_key.deactivated',
      'api_key.activated',
    ]) {
      expect(actions).toContain(`${action} ${pk}`);
    }
    // And the console lists what the API created, through its own IPC handler's source.
    expect(t.service.keys.show(pk).name).toBe('Shop sync (renamed)');
    expect(JSON.stringify(auditOf(admin.publicKey))).not.toContain(secret2);
  });

  it('reports usage per key and day', async () => {
    const admin = t.createKey([MANAGE_KEYS, 'products:view']);
    const worker = t.createKey(['products:view']);
    for (let i = 0; i < 3; i++) await call(t, 'GET', '/me', worker.headers);
    const usage = await call(t, 'GET', `/api-keys/${worker.publicKey}/usage`, admin.headers);
    expect(usage.status).toBe(200);
    expect(usage.body.total_requests).toBe(3);
    expect(usage.body.requests_today).toBe(3);
    const days = usage.body.days as { day: string; requests: number }[];
    expect(days).toHaveLength(1);
    expect(days[0]!.requests).toBe(3);
    expect(days[0]!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps each branch to its own keys: another branch is 404, other headers 403', async () => {
    const admin = t.createKey([MANAGE_KEYS, 'products:view']);
    const elsewhere = t.createKey(['products:view'], other);
    for (const [method, path, body] of [
      ['GET', `/api-keys/${elsewhere.publicKey}`],
      ['GET', `/api-keys/${elsewhere.publicKey}/usage`],
      ['PATCH', `/api-keys/${elsewhere.publicKey}`, { name: 'mine now' }],
      ['POST', `/api-keys/${elsewhere.publicKey}/regenerate`],
      ['POST', `/api-keys/${elsewhere.publicKey}/deactivate`],
      ['POST', `/api-keys/${elsewhere.publicKey}/activate`],
    ] as [string, string, unknown?][]) {
      const r = await call(t, method, path, admin.headers, body);
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body.code).toBe('not_found');
    }
    const list = await call(t, 'GET', '/api-keys', admin.headers);
    expect(list.body.data!.map((k) => k.public_key)).not.toContain(elsewhere.publicKey);
    const wrongHeaders = await call(t, 'GET', '/api-keys', {
      ...admin.headers,
      'x-branch-id': other.branchId,
    });
    expect(wrongHeaders.status).toBe(403);
    expect(wrongHeaders.body.code).toBe('context_mismatch');
    expect(t.service.keys.show(elsewhere.publicKey).name).toBe('Test key');
    expect(t.service.keys.show(elsewhere.publicKey).status).toBe('active');
  });

  it('lets any key regenerate its own secret with POST /me/regenerate', async () => {
    const erp = t.createKey(['products:view']);
    const r = await call(t, 'POST', '/me/regenerate', erp.headers);
    expect(r.status).toBe(200);
    expect(r.body.public_key).toBe(erp.publicKey);
    const fresh = String(r.body.secret_key);
    expect(fresh).toMatch(/^sk_/);
    expect((await call(t, 'GET', '/products', erp.headers)).status).toBe(401);
    expect((await call(t, 'GET', '/products', headersOf(fresh, t.tenant))).status).toBe(200);
    expect(auditOf(erp.publicKey).map((e) => e.action)).toContain('api_key.secret_regenerated');
  });
});

describe('the console sees what the API did', () => {
  it("lists the API's key, webhook and audit entries with the key as actor, through its IPC handlers", async () => {
    const admin = t.createKey([MANAGE_KEYS, INTEGRATIONS, 'products:view']);
    const key = await call(t, 'POST', '/api-keys', admin.headers, {
      name: 'Made by the ERP',
      scopes: ['products:view'],
    });
    const hook = await call(t, 'POST', '/webhooks', admin.headers, {
      url: 'https://example.com/erp',
      events: ['product.deleted'],
    });
    expect([key.status, hook.status]).toEqual([201, 201]);
    const ipc = new IpcHandlers(t.service);
    try {
      const desk = (channel: string, input: unknown) =>
        ipc.call(channel as never, input as never, { sessionKey: 'console' });
      const login = await desk('auth.login', {
        username: 'admin',
        password: 'correct horse battery',
      });
      expect(login.error).toBeUndefined();
      const keys = await desk('keys.list', { ...t.tenant, includeInactive: true });
      expect((keys.result as unknown as { name: string }[]).map((k) => k.name)).toContain(
        'Made by the ERP',
      );
      const hooks = await desk('webhooks.list', { ...t.tenant });
      expect((hooks.result as unknown as { url: string }[]).map((w) => w.url)).toContain(
        'https://example.com/erp',
      );
      const audit = await desk('audit.list', { actor: `key:${admin.publicKey}` });
      expect(audit.error).toBeUndefined();
      expect(
        (audit.result as unknown as { entries: { action: string }[] }).entries
          .map((e) => e.action)
          .sort(),
      ).toEqual(['api_key.created', 'webhook.created']);
    } finally {
      ipc.dispose();
      t.service.webhooks.delete(String(hook.body.id), 'test');
    }
  });
});

describe('Webhooks', () => {
  it('needs system_settings:manage_integrations for every /webhooks route', async () => {
    const { headers } = t.createKey(['products:view', MANAGE_KEYS]);
    const id = 'whk_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC';
    for (const [method, path, body] of [
      ['GET', '/webhooks'],
      ['GET', `/webhooks/${id}`],
      ['POST', '/webhooks', { url: 'https://example.com/h', events: ['product.created'] }],
      ['PATCH', `/webhooks/${id}`, { description: 'x' }],
      ['DELETE', `/webhooks/${id}`],
      ['POST', `/webhooks/${id}/activate`],
      ['POST', `/webhooks/${id}/deactivate`],
      ['POST', `/webhooks/${id}/rotate-secret`, {}],
      ['GET', `/webhooks/${id}/deliveries`],
      ['POST', `/webhooks/${id}/redeliver`, { event_id: 'evt_x' }],
      ['POST', `/webhooks/${id}/ping`],
    ] as [string, string, unknown?][]) {
      const r = await call(t, method, path, headers, body);
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.body.required_scope).toBe(INTEGRATIONS);
    }
  });

  it("applies the console's rules: URL policy, plain HTTP setting, events, 20 per branch", async () => {
    const { headers } = t.createKey([INTEGRATIONS, 'products:view', 'categories:view'], other);
    t.service.settings.setBranch(other.branchId, 'allow_http_local', false);
    const plain = await call(t, 'POST', '/webhooks', headers, {
      url: 'http://127.0.0.1:9/hook',
      events: ['product.created'],
    });
    expect(plain.status).toBe(422);
    expect(plain.body.code).toBe('validation_failed');
    const unknown = await call(t, 'POST', '/webhooks', headers, {
      url: 'https://example.com/hook',
      events: ['order.created'],
    });
    expect(unknown.status).toBe(422);
    const none = await call(t, 'POST', '/webhooks', headers, {
      url: 'https://example.com/hook',
      events: [],
    });
    expect(none.status).toBe(422);
    for (let i = 0; i < 20; i++) {
      const r = await call(t, 'POST', '/webhooks', headers, {
        url: `https://example.com/hook/${i}`,
        events: ['product.created'],
      });
      expect(r.status).toBe(201);
    }
    const over = await call(t, 'POST', '/webhooks', headers, {
      url: 'https://example.com/hook/20',
      events: ['product.created'],
    });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('limit_reached');
    // Nobody else sees them: the first branch's key lists none of them.
    const mine = t.createKey([INTEGRATIONS, 'products:view']);
    const list = await call(t, 'GET', '/webhooks', mine.headers);
    expect(list.body.data!.filter((w) => w.branch_id === other.branchId)).toHaveLength(0);
    for (const w of t.service.webhooks.list(other.companyId, other.branchId))
      t.service.webhooks.delete(w.id, 'test');
  });

  it('keeps each branch to its own webhooks: 404 for every route on another branch', async () => {
    const theirs = t.service.webhooks.create(
      {
        companyId: other.companyId,
        branchId: other.branchId,
        url: 'https://example.com/theirs',
        events: ['product.created'],
      },
      'test',
    ).webhook;
    const { headers } = t.createKey([INTEGRATIONS, 'products:view', 'categories:view']);
    for (const [method, path, body] of [
      ['GET', `/webhooks/${theirs.id}`],
      ['PATCH', `/webhooks/${theirs.id}`, { url: 'https://evil.example.com/' }],
      ['DELETE', `/webhooks/${theirs.id}`],
      ['POST', `/webhooks/${theirs.id}/activate`],
      ['POST', `/webhooks/${theirs.id}/deactivate`],
      ['POST', `/webhooks/${theirs.id}/rotate-secret`, { overlap: 'none' }],
      ['GET', `/webhooks/${theirs.id}/deliveries`],
      ['POST', `/webhooks/${theirs.id}/redeliver`, { event_id: 'evt_x' }],
      ['POST', `/webhooks/${theirs.id}/ping`],
    ] as [string, string, unknown?][]) {
      const r = await call(t, method, path, headers, body);
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body.code).toBe('not_found');
    }
    const after = t.service.webhooks.show(theirs.id);
    expect(after.url).toBe('https://example.com/theirs');
    expect(after.status).toBe('active');
    expect(after.pending_deliveries).toBe(0);
    t.service.webhooks.delete(theirs.id, 'test');
  });

  it('an ERP registers its own webhook, gets a signed ping, manages it and rotates its own key', async () => {
    t.service.settings.setBranch(t.tenant.branchId, 'allow_http_local', true);
    const erp = t.createKey([INTEGRATIONS, 'products:view', 'products:create']);
    const created = await call(t, 'POST', '/webhooks', erp.headers, {
      url: receiver.url,
      description: 'ERP',
      events: ['product.created', 'product.updated'],
    });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    const secret = String(created.body.signing_secret);
    expect(secret.length).toBeGreaterThan(16);
    expect(created.headers.get('location')).toBe(`/api/v1/webhooks/${id}`);
    expect(created.body).toMatchObject({
      url: receiver.url,
      status: 'active',
      branch_id: t.tenant.branchId,
    });

    const shown = await call(t, 'GET', `/webhooks/${id}`, erp.headers);
    expect(shown.status).toBe(200);
    expect(shown.text).not.toContain(secret);
    expect((await call(t, 'GET', '/webhooks', erp.headers)).text).not.toContain(secret);

    const before = receiver.received.length;
    const ping = await call(t, 'POST', `/webhooks/${id}/ping`, erp.headers);
    expect(ping.status).toBe(202);
    const got = (await receiver.waitFor(before + 1, 20_000))[before]!;
    expect(JSON.parse(got.body).type).toBe('ping');
    expect(
      verifyServiceSignature(secret, got.body, got.headers['x-service-signature'] as string),
    ).toBe(true);

    // The delivery history shows the ping (written by the worker shortly after).
    let history: Record<string, unknown>[] = [];
    for (let i = 0; i < 100 && history.length === 0; i++) {
      history = (await call(t, 'GET', `/webhooks/${id}/deliveries`, erp.headers)).body.data!;
      if (history.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(history[0]).toMatchObject({ event_type: 'ping', succeeded: true, http_status: 200 });

    const redelivered = await call(t, 'POST', `/webhooks/${id}/redeliver`, erp.headers, {
      event_id: ping.body.event_id,
    });
    expect(redelivered.status).toBe(202);
    await receiver.waitFor(before + 2, 20_000);
    const missing = await call(t, 'POST', `/webhooks/${id}/redeliver`, erp.headers, {
      event_id: 'evt_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC',
    });
    expect(missing.status).toBe(404);

    // Update: a blank secret keeps the signing secret.
    const patched = await call(t, 'PATCH', `/webhooks/${id}`, erp.headers, {
      description: 'ERP (orders)',
      secret: '',
    });
    expect(patched.status).toBe(200);
    expect(patched.body.description).toBe('ERP (orders)');
    const ping2 = await call(t, 'POST', `/webhooks/${id}/ping`, erp.headers);
    expect(ping2.status).toBe(202);
    const got2 = (await receiver.waitFor(before + 3, 20_000))[before + 2]!;
    expect(
      verifyServiceSignature(secret, got2.body, got2.headers['x-service-signature'] as string),
    ).toBe(true);

    // Rotate with the default overlap (no body): the old secret keeps signing next to the new one.
    const overlapped = await call(t, 'POST', `/webhooks/${id}/rotate-secret`, erp.headers);
    expect(overlapped.status).toBe(200);
    expect(overlapped.body.previous_secret_expires_at).toEqual(expect.any(String));
    // Rotate with no overlap: the next delivery is signed with the new secret only.
    const rotated = await call(t, 'POST', `/webhooks/${id}/rotate-secret`, erp.headers, {
      overlap: 'none',
    });
    expect(rotated.status).toBe(200);
    const secret2 = String(rotated.body.signing_secret);
    expect(secret2).not.toBe(secret);
    expect(rotated.body.previous_secret_expires_at).toBeNull();
    const badOverlap = await call(t, 'POST', `/webhooks/${id}/rotate-secret`, erp.headers, {
      overlap: '2y',
    });
    expect(badOverlap.status).toBe(422);
    await call(t, 'POST', `/webhooks/${id}/ping`, erp.headers);
    const got3 = (await receiver.waitFor(before + 4, 20_000))[before + 3]!;
    expect(
      verifyServiceSignature(secret2, got3.body, got3.headers['x-service-signature'] as string),
    ).toBe(true);

    const off = await call(t, 'POST', `/webhooks/${id}/deactivate`, erp.headers);
    expect(off.body.status).toBe('inactive');
    const on = await call(t, 'POST', `/webhooks/${id}/activate`, erp.headers);
    expect(on.body.status).toBe('active');

    // The ERP rotates its own API key and carries on with the new secret.
    const own = await call(t, 'POST', '/me/regenerate', erp.headers);
    expect(own.status).toBe(200);
    const next = headersOf(String(own.body.secret_key), t.tenant);
    expect((await call(t, 'GET', '/webhooks', erp.headers)).status).toBe(401);
    expect((await call(t, 'GET', `/webhooks/${id}`, next)).status).toBe(200);

    const gone = await call(t, 'DELETE', `/webhooks/${id}`, next);
    expect(gone.status).toBe(204);
    expect((await call(t, 'GET', `/webhooks/${id}`, next)).status).toBe(404);

    const actions = auditOf(erp.publicKey).map((e) => e.action);
    for (const action of [
      'webhook.created',
      'webhook.test_sent',
      'webhook.redelivered',
      'webhook.updated',
      'webhook.secret_rotated',
      'webhook.deactivated',
      'webhook.activated',
      'webhook.deleted',
      'api_key.secret_regenerated',
    ]) {
      expect(actions).toContain(action);
    }
    const audit = JSON.stringify(auditOf(erp.publicKey));
    expect(audit).not.toContain(secret);
    expect(audit).not.toContain(secret2);
  }, 90_000);
});
