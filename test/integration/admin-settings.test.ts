/**
 * Branch settings through the open API (issue 24): GET and PATCH /settings over a real socket,
 * with scope, If-Match on the settings version, restaurant-only options, the same store as the
 * console and the CLI, audited as `key:pk_…`; the security settings are read-only here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IpcHandlers } from '../../service/admin/ipc-handlers';
import { call } from '../support/admin-client';
import { startTestService, type TestService } from '../support/test-service';

let t: TestService;

beforeAll(async () => {
  t = await startTestService({ worker: false });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('GET and PATCH /settings', () => {
  it('needs system_settings:view to read and system_settings:update to change', async () => {
    const { headers } = t.createKey(['products:view', 'system_settings:update']);
    const read = await call(t, 'GET', '/settings', headers);
    expect(read.status).toBe(403);
    expect(read.body.required_scope).toBe('system_settings:view');
    const viewer = t.createKey(['system_settings:view']);
    const write = await call(t, 'PATCH', '/settings', viewer.headers, {
      show_product_images: false,
    });
    expect(write.status).toBe(403);
    expect(write.body.required_scope).toBe('system_settings:update');
    expect(t.service.settings.branch(t.tenant.branchId).show_product_images).toBe(true);
  });

  it('reads and changes the order-page options with If-Match, audited as the key', async () => {
    const { headers, publicKey } = t.createKey(['system_settings:view', 'system_settings:update']);
    const read = await call(t, 'GET', '/settings', headers);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      default_order_type: 'takeaway',
      show_product_images: true,
      security: { rate_limit_per_minute: 1200, allow_http_local: false },
    });
    const version = Number(read.body.version);
    expect(read.headers.get('etag')).toBe(`"${version}"`);

    const changed = await call(
      t,
      'PATCH',
      '/settings',
      { ...headers, 'if-match': `"${version}"` },
      { default_order_type: 'delivery', show_product_images: false },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.version).toBeGreaterThan(version);
    expect(changed.headers.get('etag')).toBe(`"${String(changed.body.version)}"`);
    // The console's and the CLI's store sees it.
    expect(t.service.settings.branch(t.tenant.branchId)).toMatchObject({
      default_order_type: 'delivery',
      show_product_images: false,
    });
    const audit = t.service.audit.list({
      branchId: t.tenant.branchId,
      actor: `key:${publicKey}`,
      limit: 50,
    });
    expect(audit.map((e) => [e.action, e.target_id]).sort()).toEqual([
      ['settings.updated', 'default_order_type'],
      ['settings.updated', 'show_product_images'],
    ]);

    // The old version is stale: 412, nothing changes.
    const stale = await call(
      t,
      'PATCH',
      '/settings',
      { ...headers, 'if-match': `"${version}"` },
      { default_order_type: 'dine_in' },
    );
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('precondition_failed');
    expect(t.service.settings.branch(t.tenant.branchId).default_order_type).toBe('delivery');

    // A change in the console's store raises the version too.
    const before = t.service.settings.branchVersion(t.tenant.branchId);
    t.service.settings.setBranch(t.tenant.branchId, 'show_product_images', true);
    expect(t.service.settings.branchVersion(t.tenant.branchId)).toBe(before + 1);
  });

  it('refuses restaurant-only options in a retail company and bad values, all or none', async () => {
    const { headers } = t.createKey(['system_settings:view', 'system_settings:update']);
    const before = JSON.stringify(t.service.settings.branch(t.tenant.branchId));
    const table = await call(t, 'PATCH', '/settings', headers, {
      show_product_images: false,
      require_table_number: true,
    });
    expect(table.status).toBe(422);
    expect(table.body.code).toBe('validation_failed');
    const bad = await call(t, 'PATCH', '/settings', headers, { default_order_type: 'drone' });
    expect(bad.status).toBe(422);
    const empty = await call(t, 'PATCH', '/settings', headers, {});
    expect(empty.status).toBe(422);
    const unknown = await call(t, 'PATCH', '/settings', headers, { colour: 'red' });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(t.service.settings.branch(t.tenant.branchId))).toBe(before);
  });

  it('keeps the security settings read-only: 403 forbidden with a sentence, nothing changes', async () => {
    const { headers } = t.createKey([
      'system_settings:view',
      'system_settings:update',
      'system_settings:manage_api_keys',
      'system_settings:manage_integrations',
    ]);
    const before = JSON.stringify([
      t.service.settings.branch(t.tenant.branchId),
      t.service.settings.global(),
    ]);
    for (const body of [
      { rate_limit_per_minute: 0 },
      { allow_http_local: true },
      { api_port: 9999 },
      { lan_access: true },
      { lan_port: 9443 },
      { trusted_cas: [] },
      { tls: {} },
      { security: { rate_limit_per_minute: 0 } },
      { show_product_images: false, rate_limit_per_minute: 5 },
    ]) {
      const r = await call(t, 'PATCH', '/settings', headers, body);
      expect(r.status, JSON.stringify(body)).toBe(403);
      expect(r.body.code).toBe('forbidden');
      expect(String(r.body.detail)).toMatch(/stay in the console and the CLI/);
    }
    expect(
      JSON.stringify([t.service.settings.branch(t.tenant.branchId), t.service.settings.global()]),
    ).toBe(before);
  });

  it('shares one store and one set of rules with the console: its changes raise the version', async () => {
    const { headers } = t.createKey(['system_settings:view']);
    const before = Number((await call(t, 'GET', '/settings', headers)).body.version);
    const ipc = new IpcHandlers(t.service);
    try {
      const desk = (channel: string, input: unknown) =>
        ipc.call(channel as never, input as never, { sessionKey: 'console' });
      await desk('auth.login', { username: 'admin', password: 'correct horse battery' });
      const table = await desk('orderPage.update', { ...t.tenant, require_table_number: true });
      expect(table.error?.code).toBe('validation_failed');
      expect(table.error?.message).toBe('Table numbers apply to restaurant companies only.');
      const ok = await desk('orderPage.update', { ...t.tenant, default_order_type: 'dine_in' });
      expect(ok.error).toBeUndefined();
    } finally {
      ipc.dispose();
    }
    const after = await call(t, 'GET', '/settings', headers);
    expect(after.body.default_order_type).toBe('dine_in');
    expect(Number(after.body.version)).toBe(before + 1);
  });
});
