import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOTP, Secret } from 'otpauth';
import { IpcHandlers } from '../../service/admin/ipc-handlers';
import { ManualClock } from '../../service/util/clock';
import { startTestService, type TestService } from '../support/test-service';
import { makePki } from '../support/webhook-receiver';
import type { Channel, IpcEnvelope, Req, Res } from '../../shared/ipc';
import type { Role } from '../../shared/roles';

let ts: TestService;
let ipc: IpcHandlers;
let clock: ManualClock;

const as = (sessionKey: string) => ({
  call: <C extends Channel>(channel: C, input: Req<C>) => ipc.call(channel, input, { sessionKey }),
});
const ok = <T>(envelope: IpcEnvelope<T>): T => {
  if (envelope.error) throw new Error(`${envelope.error.code}: ${envelope.error.message}`);
  return envelope.result as T;
};

async function login(key: string, username: string, password: string, code?: string) {
  return as(key).call('auth.login', { username, password, ...(code ? { code } : {}) });
}

async function makeUser(username: string, role: Role) {
  const admin = as('root');
  ok(
    await admin.call('users.create', {
      username,
      password: 'password-123',
      role,
      companyIds: [ts.tenant.companyId],
    }),
  );
  const r = ok(await login(username, username, 'password-123'));
  expect(r.status).toBe('ok');
  return as(username);
}

beforeEach(async () => {
  clock = new ManualClock(Date.now());
  ts = await startTestService({ clock });
  ipc = new IpcHandlers(ts.service);
  ok(await login('root', 'admin', 'correct horse battery'));
});
afterEach(async () => {
  ipc.dispose();
  await ts.close();
});

describe('IPC handler table over a real service', () => {
  it('answers app.state before and after sign-in, and refuses unauthenticated calls', async () => {
    const anon = as('anon');
    const state = ok(await anon.call('app.state', undefined));
    expect(state).toEqual({ setUp: true, session: null });
    const denied = await anon.call('keys.stats', ts.tenant);
    expect(denied.error?.code).toBe('unauthenticated');
    const rootState = ok(await as('root').call('app.state', undefined));
    expect(rootState.session?.user.role).toBe('super_admin');
    expect(rootState.session?.tabs).toContain('users');
    expect(rootState.session?.twoFactorRecommended).toBe(true);
  });

  it('enforces the role matrix in main, whatever the UI shows', async () => {
    const matrix: [Role, boolean, boolean][] = [
      ['admin', true, false],
      ['manager', false, false],
      ['cashier', false, false],
      ['staff', false, false],
    ];
    for (const [role, keys, users] of matrix) {
      const u = await makeUser(`user-${role}`, role);
      const stats = await u.call('keys.stats', ts.tenant);
      expect(stats.error?.code ?? 'ok', role).toBe(keys ? 'ok' : 'forbidden');
      const create = await u.call('keys.create', {
        ...ts.tenant,
        name: 'Sneaky',
        scopes: ['products:view'],
      });
      expect(create.error?.code ?? 'ok', role).toBe(keys ? 'ok' : 'forbidden');
      const hooks = await u.call('webhooks.list', ts.tenant);
      expect(hooks.error?.code ?? 'ok', role).toBe(keys ? 'ok' : 'forbidden');
      const general = await u.call('general.get', ts.tenant);
      expect(general.error?.code ?? 'ok', role).toBe(keys ? 'ok' : 'forbidden');
      expect((await u.call('users.list', undefined)).error?.code ?? 'ok', role).toBe(
        users ? 'ok' : 'forbidden',
      );
      expect((await u.call('audit.list', {})).error?.code ?? 'ok', role).toBe(
        users ? 'ok' : 'forbidden',
      );
      // Every role may use Profile and Order page.
      expect(ok(await u.call('orderPage.get', ts.tenant)).settings.default_order_type).toBe(
        'takeaway',
      );
      ok(await u.call('profile.update', { displayName: `The ${role}` }));
    }
    const manager = as('user-manager');
    const forbidden = await manager.call('keys.list', { ...ts.tenant, includeInactive: true });
    expect(forbidden.error).toEqual({
      code: 'forbidden',
      message: 'Only an Admin or a Super Admin can do this.',
      fields: [],
    });
  });

  it('limits an Admin to the companies assigned to them', async () => {
    const other = ts.service.tenancy.createCompany(
      {
        name: 'Other company',
        industry: 'restaurant',
        branch: { name: 'Other branch', currency: 'USD', timeZone: 'UTC' },
      },
      'test',
    );
    const admin = await makeUser('company-admin', 'admin');
    const session = ok(await admin.call('app.state', undefined)).session!;
    expect(session.companies.map((c) => c.id)).toEqual([ts.tenant.companyId]);
    const res = await admin.call('keys.list', {
      companyId: other.company.id,
      branchId: other.branch.id,
      includeInactive: false,
    });
    expect(res.error?.code).toBe('forbidden');
    // A branch of another company passed with my company is "not found".
    const mixed = await admin.call('keys.stats', {
      companyId: ts.tenant.companyId,
      branchId: other.branch.id,
    });
    expect(mixed.error?.code).toBe('not_found');
    // Admins cannot change installation-wide settings.
    const lan = await admin.call('general.update', { ...ts.tenant, lan_access: true });
    expect(lan.error?.code).toBe('forbidden');
    expect(
      ok(await admin.call('general.update', { ...ts.tenant, allow_http_local: true })).settings
        .allow_http_local,
    ).toBe(true);
  });

  it("keeps trusted CA certificates to their company: another company's Admin neither sees nor removes them", async () => {
    const other = ts.service.tenancy.createCompany(
      {
        name: 'Company B',
        industry: 'retail',
        branch: { name: 'B branch', currency: 'EUR', timeZone: 'UTC' },
      },
      'test',
    );
    const b = { companyId: other.company.id, branchId: other.branch.id };
    ok(
      await as('root').call('users.create', {
        username: 'b-admin',
        password: 'password-123',
        role: 'admin',
        companyIds: [b.companyId],
      }),
    );
    expect(ok(await login('b-admin', 'b-admin', 'password-123')).status).toBe('ok');
    const bAdmin = as('b-admin');
    const pki = makePki();

    const a = ok(await as('root').call('general.addTrustedCa', { ...ts.tenant, pem: pki.caPem }));
    expect(a.trustedCas).toHaveLength(1);
    const { fingerprint } = a.trustedCas[0]!;

    // B's Admin sees B's list only, and cannot reach A's, by B's tenant or by A's.
    expect(ok(await bAdmin.call('general.get', b)).trustedCas).toEqual([]);
    expect((await bAdmin.call('general.get', ts.tenant)).error?.code).toBe('forbidden');
    const removeViaB = await bAdmin.call('general.removeTrustedCa', { ...b, fingerprint });
    expect(removeViaB.error?.code).toBe('not_found');
    const removeViaA = await bAdmin.call('general.removeTrustedCa', { ...ts.tenant, fingerprint });
    expect(removeViaA.error?.code).toBe('forbidden');
    const addToA = await bAdmin.call('general.addTrustedCa', { ...ts.tenant, pem: pki.caPem });
    expect(addToA.error?.code).toBe('forbidden');
    expect(ok(await as('root').call('general.get', ts.tenant)).trustedCas).toHaveLength(1);

    // The same certificate trusted by B is B's own row: removing it leaves A's.
    expect(
      ok(await bAdmin.call('general.addTrustedCa', { ...b, pem: pki.caPem })).trustedCas,
    ).toHaveLength(1);
    expect(
      ok(await bAdmin.call('general.removeTrustedCa', { ...b, fingerprint })).trustedCas,
    ).toEqual([]);
    expect(ok(await as('root').call('general.get', ts.tenant)).trustedCas).toHaveLength(1);

    // Audit rows name the company.
    const audit = ts.service.audit.list({ action: 'settings.ca_' });
    expect(audit.map((r) => [r.action, r.company_id])).toEqual([
      ['settings.ca_removed', b.companyId],
      ['settings.ca_added', b.companyId],
      ['settings.ca_added', ts.tenant.companyId],
    ]);
  });

  it('returns validation errors with fields', async () => {
    const root = as('root');
    const bad = await root.call('keys.create', { ...ts.tenant, name: 'ab', scopes: [] });
    expect(bad.error?.code).toBe('validation_failed');
    expect(bad.error?.fields).toEqual([
      { path: 'name', message: 'Name must be at least 3 characters.' },
      { path: 'scopes', message: 'Select at least one permission.' },
    ]);
    const tables = await root.call('keys.create', {
      ...ts.tenant,
      name: 'Tables',
      scopes: ['tables:view'],
    });
    expect(tables.error?.fields[0]?.path).toBe('scopes');
    const wrongType = await root.call('keys.list', {
      ...ts.tenant,
      includeInactive: 'yes' as unknown as boolean,
    });
    expect(wrongType.error?.fields).toEqual([
      { path: 'includeInactive', message: 'Show deactivated must be true or false.' },
    ]);
    const noTenant = await root.call('keys.stats', {} as never);
    expect(noTenant.error?.fields.map((f) => f.path)).toEqual(['companyId', 'branchId']);
    const notObject = await ipc.invoke('keys.stats', 'text', { sessionKey: 'root' });
    expect(notObject.error?.code).toBe('validation_failed');
    const unknown = await ipc.invoke('keys.drop', {}, { sessionKey: 'root' });
    expect(unknown.error?.code).toBe('not_found');
    const user = await root.call('users.create', {
      username: 'x',
      password: 'short',
      role: 'manager',
      companyIds: [],
    });
    expect(user.error?.fields.map((f) => f.path).sort()).toEqual([
      'companyIds',
      'password',
      'username',
    ]);
  });

  it('creates, reveals, regenerates and deactivates keys for the selected branch', async () => {
    const root = as('root');
    const created = ok(
      await root.call('keys.create', { ...ts.tenant, name: 'ERP sync', scopes: ['products:*'] }),
    );
    expect(created.secret_key).toMatch(/^sk_/);
    const revealed = ok(
      await root.call('keys.reveal', { ...ts.tenant, publicKey: created.key.public_key }),
    );
    expect(revealed.secret_key).toBe(created.secret_key);
    const regenerated = ok(
      await root.call('keys.regenerate', { ...ts.tenant, publicKey: created.key.public_key }),
    );
    expect(regenerated.secret_key).not.toBe(created.secret_key);
    expect(ts.service.keys.authenticate(created.secret_key)).toBeNull();
    ok(
      await root.call('keys.setStatus', {
        ...ts.tenant,
        publicKey: created.key.public_key,
        status: 'inactive',
      }),
    );
    expect(ok(await root.call('keys.list', { ...ts.tenant, includeInactive: false }))).toHaveLength(
      0,
    );
    expect(ok(await root.call('keys.list', { ...ts.tenant, includeInactive: true }))).toHaveLength(
      1,
    );
    const stats = ok(await root.call('keys.stats', ts.tenant));
    expect(stats).toMatchObject({ total_keys: 1, active_keys: 0 });
    const audit = ok(await root.call('audit.list', { targetType: 'api_key' })).entries;
    expect(audit.map((a) => a.action)).toEqual([
      'api_key.deactivated',
      'api_key.secret_regenerated',
      'api_key.secret_revealed',
      'api_key.created',
    ]);
    expect(JSON.stringify(audit)).not.toContain(created.secret_key);
  });

  it('locks an account for 5 minutes after 5 failed sign-ins (injected clock)', async () => {
    await makeUser('cashier1', 'cashier');
    for (let i = 0; i < 4; i++) {
      const r = await login('k', 'cashier1', 'wrong password');
      expect(r.error?.code).toBe('unauthenticated');
      expect(r.error?.message).toBe('Wrong username or password.');
    }
    const fifth = await login('k', 'cashier1', 'wrong password');
    expect(fifth.error?.code).toBe('account_locked');
    expect(fifth.error?.message).toBe(
      'This account is locked after 5 failed sign-ins. Try again in 5 minutes.',
    );
    // Even the right password is refused while locked.
    expect((await login('k', 'cashier1', 'password-123')).error?.code).toBe('account_locked');
    clock.advance(4 * 60 * 1000);
    expect((await login('k', 'cashier1', 'password-123')).error?.message).toContain('1 minute.');
    clock.advance(61 * 1000);
    expect(ok(await login('k', 'cashier1', 'password-123')).status).toBe('ok');
    const audit = ok(await as('root').call('audit.list', { action: 'user.locked' }));
    expect(audit.entries).toHaveLength(1);
  });

  it('does not tell unknown usernames from wrong passwords, and refuses disabled accounts', async () => {
    const r = await login('k', 'nobody', 'whatever-123');
    expect(r.error).toEqual({
      code: 'unauthenticated',
      message: 'Wrong username or password.',
      fields: [],
    });
    const staff = await makeUser('staff1', 'staff');
    const users = ok(await as('root').call('users.list', undefined));
    const id = users.find((u) => u.username === 'staff1')!.id;
    const pushed: string[] = [];
    ipc.onPush((key, name) => pushed.push(`${key}:${name}`));
    ok(await as('root').call('users.update', { id, disabled: true }));
    expect(pushed).toContain('staff1:session.ended');
    expect((await staff.call('orderPage.get', ts.tenant)).error?.code).toBe('unauthenticated');
    expect((await login('k', 'staff1', 'password-123')).error?.code).toBe('forbidden');
    const self = users.find((u) => u.username === 'admin')!.id;
    expect(
      (await as('root').call('users.update', { id: self, disabled: true })).error?.fields[0]?.path,
    ).toBe('disabled');
  });

  it('enrols TOTP with a QR code and signs in with a real code, once per code, or a recovery code', async () => {
    const root = as('root');
    const enrolment = ok(await root.call('totp.begin', undefined));
    expect(enrolment.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(enrolment.otpauthUrl).toContain('otpauth://totp/');
    const totp = new TOTP({
      secret: Secret.fromBase32(enrolment.secret),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    const bad = await root.call('totp.confirm', { code: '000000' });
    expect(bad.error?.fields[0]?.path).toBe('code');
    const confirmed = ok(
      await root.call('totp.confirm', { code: totp.generate({ timestamp: clock.now() }) }),
    );
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(confirmed.session.user.totp_enabled).toBe(true);
    expect(confirmed.session.twoFactorRecommended).toBe(false);
    const stored = ts.service.db
      .prepare<[], { recovery_codes: string }>(
        "SELECT recovery_codes FROM users WHERE username = 'admin'",
      )
      .get()!;
    expect(stored.recovery_codes).not.toContain(confirmed.recoveryCodes[0]!);

    ok(await root.call('auth.logout', undefined));
    expect(ok(await login('t', 'admin', 'correct horse battery')).status).toBe('totp_required');
    clock.advance(30_000);
    const code = totp.generate({ timestamp: clock.now() });
    expect(ok(await login('t', 'admin', 'correct horse battery', code)).status).toBe('ok');
    // The same code is not accepted twice.
    const replay = await login('t2', 'admin', 'correct horse battery', code);
    expect(replay.error?.code).toBe('unauthenticated');
    expect(replay.error?.fields[0]?.path).toBe('code');
    // A recovery code works once.
    const recovery = confirmed.recoveryCodes[0]!;
    expect(
      ok(await login('t3', 'admin', 'correct horse battery', recovery.toUpperCase())).status,
    ).toBe('ok');
    expect((await login('t4', 'admin', 'correct horse battery', recovery)).error?.code).toBe(
      'unauthenticated',
    );
    ok(await as('t3').call('totp.disable', { password: 'correct horse battery' }));
    expect(ok(await login('t5', 'admin', 'correct horse battery')).status).toBe('ok');
  });

  it('pushes key usage to admin sessions without polling', async () => {
    const pushed: { key: string; name: string; payload: unknown }[] = [];
    ipc.onPush((key, name, payload) => pushed.push({ key, name, payload }));
    const { publicKey, headers } = ts.createKey(['products:view']);
    await makeUser('mgr', 'manager');
    const res = await fetch(`${ts.baseUrl}/api/v1/products`, { headers });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 400));
    const usage = pushed.filter((p) => p.name === 'keys.usage');
    expect(usage.map((p) => p.key)).toEqual(['root']);
    expect(usage[0]!.payload).toEqual({ branchId: ts.tenant.branchId, keyIds: [publicKey] });
  });

  it('runs first-run setup through IPC with the same rules as the CLI', async () => {
    const fresh = await startTestService({ setup: false });
    const handlers = new IpcHandlers(fresh.service);
    try {
      const call = <C extends Channel>(c: C, i: Req<C>) =>
        handlers.call(c, i, { sessionKey: 'w' }) as Promise<IpcEnvelope<Res<C>>>;
      expect(ok(await call('app.state', undefined)).setUp).toBe(false);
      expect((await call('auth.login', { username: 'a', password: 'b' })).error?.code).toBe(
        'setup_required',
      );
      const bad = await call('auth.setup', {
        company: { name: 'A', industry: 'retail' },
        branch: { name: 'Main', currency: 'EURO', timeZone: 'Mars/Base' },
        admin: { username: 'x', password: 'short' },
      });
      expect(bad.error?.fields.map((f) => f.path)).toEqual([
        'company.name',
        'branch.currency',
        'branch.timeZone',
        'admin.username',
        'admin.password',
      ]);
      const session = ok(
        await call('auth.setup', {
          company: { name: 'Bistro Nord', industry: 'restaurant' },
          branch: { name: 'Old town', currency: 'EUR', timeZone: 'Europe/Paris' },
          admin: { username: 'owner', password: 'a long password' },
        }),
      );
      expect(session.user.role).toBe('super_admin');
      expect(session.companies[0]?.branches).toHaveLength(1);
      expect(
        (
          await call('auth.setup', {
            company: { name: 'Again', industry: 'retail' },
            branch: { name: 'x', currency: 'EUR', timeZone: 'UTC' },
            admin: { username: 'again', password: 'a long password' },
          })
        ).error?.code,
      ).toBe('already_set_up');
      const catalog = ok(
        await call('scopes.catalog', {
          companyId: session.companies[0]!.id,
          branchId: session.companies[0]!.branches[0]!.id,
        }),
      );
      expect(catalog.groups.map((g) => g.entity)).toContain('tables');
    } finally {
      handlers.dispose();
      await fresh.close();
    }
  });
});
