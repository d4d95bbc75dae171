/**
 * Staff accounts through the open API (issue 24): /users over a real socket, each route with its
 * scope, context and tenancy; the same service operations as the console and the CLI, audited
 * as `key:pk_…`; the one-time setup code with which a user made here chooses a password; and
 * a deleted or disabled user's console session ending at its next action.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IpcHandlers } from '../../service/admin/ipc-handlers';
import { verifyPassword } from '../../service/accounts/passwords';
import { call } from '../support/admin-client';
import { startTestService, type TestService } from '../support/test-service';

const ALL_USERS = [
  'users:view',
  'users:create',
  'users:update',
  'users:delete',
  'users:manage_roles',
  'users:manage_access',
];

let t: TestService;

beforeAll(async () => {
  t = await startTestService({ worker: false });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A user made in the console, limited to the test branch. */
async function consoleUser(username: string, role: string, password = 'password-123') {
  const u = await t.service.users.create(
    { username, password, role, companyIds: [t.tenant.companyId] },
    'test',
  );
  t.service.users.setBranches(u.id, [t.tenant.branchId], 'test');
  return u.id;
}

const auditOf = (publicKey: string) =>
  t.service.audit.list({ actor: `key:${publicKey}`, limit: 500 }).map((e) => e.action);

describe('/users', () => {
  it('needs the matching users permission on every route', async () => {
    const id = await consoleUser('scope-target', 'staff');
    const cases: [string, string, string, unknown?][] = [
      ['GET', '/users', 'users:view'],
      ['GET', `/users/${id}`, 'users:view'],
      ['POST', '/users', 'users:create', { username: 'nobody', role: 'staff' }],
      ['PATCH', `/users/${id}`, 'users:update', { display_name: 'X' }],
      ['PUT', `/users/${id}/role`, 'users:manage_roles', { role: 'cashier' }],
      ['PUT', `/users/${id}/branches`, 'users:manage_access', { branch_ids: [t.tenant.branchId] }],
      ['DELETE', `/users/${id}`, 'users:delete'],
    ];
    for (const [method, path, scope, body] of cases) {
      // Every users permission except the one the route needs.
      const { headers } = t.createKey(ALL_USERS.filter((s) => s !== scope));
      const r = await call(t, method, path, headers, body);
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.body.code).toBe('insufficient_scope');
      expect(r.body.required_scope).toBe(scope);
    }
    expect(t.service.users.live(id).display_name).toBe('scope-target');
    expect(t.service.users.byUsername('nobody')).toBeUndefined();
  });

  it('creates with a one-time setup code, never a password, audited as the key', async () => {
    const { headers, publicKey } = t.createKey(ALL_USERS);
    const created = await call(t, 'POST', '/users', headers, {
      username: 'maria.k',
      display_name: 'Maria K',
      role: 'cashier',
    });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    expect(created.headers.get('location')).toBe(`/api/v1/users/${id}`);
    expect(created.body).toMatchObject({
      username: 'maria.k',
      display_name: 'Maria K',
      role: 'cashier',
      status: 'active',
      branch_ids: [t.tenant.branchId],
      last_sign_in_at: null,
      two_factor: false,
      setup_pending: true,
    });
    const code = String(created.body.setup_code);
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
    const expires = Date.parse(String(created.body.setup_code_expires_at)) - Date.now();
    expect(expires).toBeGreaterThan(71 * 3600_000);
    expect(expires).toBeLessThanOrEqual(72 * 3600_000 + 60_000);
    expect(created.text).not.toMatch(/password|hash|totp|recovery/i);

    // Stored hashed; shown once (GET never has it).
    const row = t.service.users.row(id);
    expect(row.setup_code_hash).not.toContain(code);
    expect(row.setup_code_hash).toMatch(/^[0-9a-f]{64}$/);
    const shown = await call(t, 'GET', `/users/${id}`, headers);
    expect(shown.status).toBe(200);
    expect(shown.body.setup_code).toBeUndefined();
    expect(shown.text).not.toContain(code);

    // The console's list sees the user; the audit names the key.
    expect(t.service.users.list().map((u) => u.username)).toContain('maria.k');
    expect(auditOf(publicKey)).toContain('user.created');

    // Nobody signs in before the code is redeemed; a wrong code, a wrong user are refused.
    await expect(
      t.service.users.redeemSetupCode('maria.k', 'AAAA-AAAA-AAAA-AAAA-AAAA', 'a good password'),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(
      t.service.users.redeemSetupCode('admin', code, 'a good password'),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
    // The code (case and spaces forgiven) sets the password once.
    await t.service.users.redeemSetupCode('maria.k', ` ${code.toLowerCase()} `, 'a good password');
    expect(await verifyPassword('a good password', t.service.users.row(id).password_hash)).toBe(
      true,
    );
    expect(t.service.users.row(id).setup_code_hash).toBeNull();
    await expect(
      t.service.users.redeemSetupCode('maria.k', code, 'another password'),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
    // And the console signs the user in with it.
    const ipc = new IpcHandlers(t.service);
    try {
      const login = await ipc.call(
        'auth.login' as never,
        { username: 'maria.k', password: 'a good password' } as never,
        { sessionKey: 'maria' },
      );
      expect(login.error).toBeUndefined();
    } finally {
      ipc.dispose();
    }
    const after = await call(t, 'GET', `/users/${id}`, headers);
    expect(after.body.setup_pending).toBe(false);
    expect(after.body.last_sign_in_at).not.toBeNull();
  });

  it("redeems a setup code at the console's sign-in screen (IPC) and signs the user in", async () => {
    const { headers } = t.createKey(['users:create']);
    const created = await call(t, 'POST', '/users', headers, {
      username: 'desk.user',
      role: 'staff',
    });
    const code = String(created.body.setup_code);
    const ipc = new IpcHandlers(t.service);
    try {
      const desk = (channel: string, input: unknown) =>
        ipc.call(channel as never, input as never, { sessionKey: 'desk' });
      const short = await desk('auth.redeemSetupCode', {
        username: 'desk.user',
        code,
        password: 'short',
      });
      expect(short.error?.code).toBe('validation_failed');
      const wrong = await desk('auth.redeemSetupCode', {
        username: 'desk.user',
        code: 'AAAA-AAAA-AAAA-AAAA-AAAA',
        password: 'a good password',
      });
      expect(wrong.error?.code).toBe('unauthenticated');
      const ok = await desk('auth.redeemSetupCode', {
        username: 'desk.user',
        code,
        password: 'a good password',
      });
      expect(ok.error).toBeUndefined();
      expect(ok.result).toMatchObject({
        status: 'ok',
        session: { user: { username: 'desk.user' } },
      });
      const state = await desk('app.state', undefined);
      expect(state.result).toMatchObject({ session: { user: { username: 'desk.user' } } });
      // Once only.
      const again = await desk('auth.redeemSetupCode', {
        username: 'desk.user',
        code,
        password: 'another password',
      });
      expect(again.error?.code).toBe('unauthenticated');
    } finally {
      ipc.dispose();
    }
  });

  it('lets two redemptions of one code at the same time set one password', async () => {
    const { headers } = t.createKey(['users:create']);
    const created = await call(t, 'POST', '/users', headers, {
      username: 'race.user',
      role: 'staff',
    });
    const code = String(created.body.setup_code);
    const outcomes = await Promise.allSettled(
      ['first password', 'second password', 'third password'].map((password) =>
        t.service.users.redeemSetupCode('race.user', code, password),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const hash = t.service.users.byUsername('race.user')!.password_hash;
    const set = await Promise.all(
      ['first password', 'second password', 'third password'].map((p) => verifyPassword(p, hash)),
    );
    expect(set.filter(Boolean)).toHaveLength(1);
    const redeemed = t.service.audit
      .list({ actor: 'user:race.user', limit: 10 })
      .filter((e) => e.action === 'user.setup_code_redeemed');
    expect(redeemed).toHaveLength(1);
  });

  it('refuses an expired setup code', async () => {
    const { headers } = t.createKey(['users:create']);
    const created = await call(t, 'POST', '/users', headers, {
      username: 'late.one',
      role: 'staff',
    });
    expect(created.status).toBe(201);
    t.service.db
      .prepare('UPDATE users SET setup_code_expires_at = ? WHERE id = ?')
      .run(new Date(Date.now() - 1000).toISOString(), String(created.body.id));
    await expect(
      t.service.users.redeemSetupCode(
        'late.one',
        String(created.body.setup_code),
        'a good password',
      ),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('lists and shows only the Managers, Cashiers and Staff of its branch', async () => {
    const mine = await consoleUser('list-mine', 'manager');
    const admin = await consoleUser('list-admin', 'admin');
    const everyBranch = (
      await t.service.users.create(
        {
          username: 'list-everywhere',
          password: 'password-123',
          role: 'staff',
          companyIds: [t.tenant.companyId],
        },
        'test',
      )
    ).id;
    const { headers } = t.createKey(['users:view']);
    const list = await call(t, 'GET', '/users', headers);
    expect(list.status).toBe(200);
    const names = list.body.data!.map((u) => u.username);
    expect(names).toContain('list-mine');
    expect(names).not.toContain('list-admin');
    expect(names).not.toContain('list-everywhere');
    expect(names).not.toContain('admin');
    expect(list.text).not.toMatch(/password_hash|totp_secret|recovery/);
    expect((await call(t, 'GET', `/users/${mine}`, headers)).status).toBe(200);
    for (const id of [admin, everyBranch, 'usr_nope']) {
      const r = await call(t, 'GET', `/users/${id}`, headers);
      expect(r.status).toBe(404);
      expect(r.body.code).toBe('not_found');
    }
  });

  it('updates name and status, role and branch access, audited as the key', async () => {
    const id = await consoleUser('edit-me', 'staff');
    const { headers, publicKey } = t.createKey(ALL_USERS);
    const renamed = await call(t, 'PATCH', `/users/${id}`, headers, { display_name: 'Edited' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.display_name).toBe('Edited');
    const role = await call(t, 'PUT', `/users/${id}/role`, headers, { role: 'manager' });
    expect(role.status).toBe(200);
    expect(t.service.users.row(id).role).toBe('manager');
    const access = await call(t, 'PUT', `/users/${id}/branches`, headers, {
      branch_ids: [t.tenant.branchId],
    });
    expect(access.status).toBe(200);
    expect(access.body.branch_ids).toEqual([t.tenant.branchId]);
    const bad = await call(t, 'PATCH', `/users/${id}`, headers, { display_name: '' });
    expect(bad.status).toBe(422);
    expect(auditOf(publicKey).sort()).toEqual([
      'user.access_changed',
      'user.updated',
      'user.updated',
    ]);
  });

  it('disables and deletes: the console session ends at its next action', async () => {
    const { headers, publicKey } = t.createKey(ALL_USERS);
    const ipc = new IpcHandlers(t.service);
    try {
      for (const [name, request] of [
        [
          'gone-disabled',
          (id: string) => call(t, 'PATCH', `/users/${id}`, headers, { status: 'disabled' }),
        ],
        ['gone-deleted', (id: string) => call(t, 'DELETE', `/users/${id}`, headers)],
      ] as const) {
        const id = await consoleUser(name, 'cashier');
        const desk = (channel: string, input: unknown) =>
          ipc.call(channel as never, input as never, { sessionKey: name });
        const login = await desk('auth.login', { username: name, password: 'password-123' });
        expect(login.error).toBeUndefined();
        expect((await desk('orderPage.get', { ...t.tenant })).error).toBeUndefined();
        const r = await request(id);
        expect(r.status).toBeLessThan(300);
        const next = await desk('orderPage.get', { ...t.tenant });
        expect(next.error?.code).toBe('unauthenticated');
        const again = await desk('auth.login', { username: name, password: 'password-123' });
        expect(again.error).toBeDefined();
      }
    } finally {
      ipc.dispose();
    }
    const deleted = t.service.users.byUsername('gone-deleted')!;
    expect(deleted.deleted_at).not.toBeNull();
    expect((await call(t, 'GET', `/users/${deleted.id}`, headers)).status).toBe(404);
    expect((await call(t, 'DELETE', `/users/${deleted.id}`, headers)).status).toBe(404);
    expect(t.service.users.list().map((u) => u.username)).not.toContain('gone-deleted');
    expect(auditOf(publicKey)).toEqual(expect.arrayContaining(['user.disabled', 'user.deleted']));
    // The console's audit log finds them under the key's branch.
    const here = t.service.audit
      .list({ branchId: t.tenant.branchId, actor: `key:${publicKey}`, limit: 50 })
      .map((e) => e.action);
    expect(here).toEqual(expect.arrayContaining(['user.disabled', 'user.deleted']));
  });

  it('acts only in its own company and branch', async () => {
    const other = t.service.tenancy.createBranch(
      t.tenant.companyId,
      { name: 'Other', currency: 'EUR', timeZone: 'UTC' },
      'test',
    );
    const theirs = await t.service.users.create(
      {
        username: 'other-branch',
        password: 'password-123',
        role: 'staff',
        companyIds: [t.tenant.companyId],
      },
      'test',
    );
    t.service.users.setBranches(theirs.id, [other.id], 'test');
    const { headers } = t.createKey(ALL_USERS);
    expect((await call(t, 'GET', `/users/${theirs.id}`, headers)).status).toBe(404);
    const ctx = await call(t, 'POST', '/users', headers, {
      username: 'ctx-user',
      role: 'staff',
      company_id: 'cmp_other',
    });
    expect(ctx.status).toBe(403);
    expect(ctx.body.code).toBe('context_mismatch');
  });
});
