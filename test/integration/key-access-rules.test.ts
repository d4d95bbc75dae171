/**
 * Per-key IP allow-lists and expiry, over real HTTP from 127.0.0.1 and ::1: a service on `::`
 * (a LAN host, so its plain HTTP is on 127.0.0.1) and, for IPv6 clients, one on `::1`.
 */
import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/test-service';
import { runCli } from '../support/serve-process';
import { ManualClock } from '../../service/util/clock';
import { MAX_ALLOWED_IPS, normaliseAllowList } from '../../service/keys/ip-allow-list';
import { IpcHandlers } from '../../service/admin/ipc-handlers';

const DAY = 86_400_000;
const clock = new ManualClock(Date.UTC(2026, 5, 1, 12));
let t: TestService;
let port: number;

beforeAll(async () => {
  t = await startTestService({ host: '::', clock });
  port = Number(new URL(t.baseUrl).port);
});
afterAll(() => t.close());

/** A request to the dual-stack service from 127.0.0.1 (or another host name of this machine). */
const get = (path: string, headers: Record<string, string>, host = '127.0.0.1') =>
  fetch(`http://${host}:${port}${path}`, { headers });

async function problem(res: Response) {
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  return (await res.json()) as { code: string; detail: string; status: number };
}

/** A key with these scopes and access rules, created as the console does. */
function key(rules: { allowed_ips?: string[]; expires_at?: string | null } = {}, on = t) {
  const { key: view, secret_key } = on.service.keys.create(
    {
      companyId: on.tenant.companyId,
      branchId: on.tenant.branchId,
      name: 'Rules key',
      scopes: ['products:view'],
      ...rules,
    },
    'test',
  );
  return {
    view,
    publicKey: view.public_key,
    headers: {
      authorization: `Bearer ${secret_key}`,
      'x-company-id': on.tenant.companyId,
      'x-branch-id': on.tenant.branchId,
    },
  };
}

describe('IP allow-list', () => {
  it('refuses a key used from outside its list with 403 ip_not_allowed, and serves one inside it', async () => {
    const elsewhere = key({ allowed_ips: ['10.0.0.0/8', '192.168.1.7'] });
    const res = await get('/api/v1/products', elsewhere.headers);
    expect(res.status).toBe(403);
    const body = await problem(res);
    expect(body.code).toBe('ip_not_allowed');
    expect(body.detail).toMatch(/may not be used from .*127\.0\.0\.1/);

    // Exact address, a CIDR range around it, and an IPv4-mapped entry all match 127.0.0.1,
    // which reaches this dual-stack server as ::ffff:127.0.0.1.
    for (const allowed of [['127.0.0.1'], ['10.0.0.0/8', '127.0.0.0/8'], ['::ffff:127.0.0.1']]) {
      const inside = key({ allowed_ips: allowed });
      expect((await get('/api/v1/products', inside.headers)).status, allowed.join()).toBe(200);
    }
    expect((await get('/api/v1/products', key().headers)).status).toBe(200); // none = any
  });

  it('is checked right after the key is known: before the context headers, after the key check', async () => {
    const elsewhere = key({ allowed_ips: ['10.0.0.0/8'] });
    const { 'x-branch-id': _, ...noBranch } = elsewhere.headers;
    expect((await problem(await get('/api/v1/products', noBranch))).code).toBe('ip_not_allowed');
    const wrongBranch = { ...elsewhere.headers, 'x-branch-id': 'brn_00000000000000000000000000' };
    expect((await problem(await get('/api/v1/products', wrongBranch))).code).toBe('ip_not_allowed');
    // A bad secret from anywhere is an invalid key: the allow-list of no key applies to it.
    const bad = { ...elsewhere.headers, authorization: 'Bearer sk_nope' };
    expect((await problem(await get('/api/v1/products', bad))).code).toBe('invalid_api_key');
  });

  it('matches IPv6 clients against IPv6 entries (a client on ::1)', async () => {
    const v6service = await startTestService({ host: '::1', clock });
    try {
      const url = (path: string) => `${v6service.baseUrl}${path}`;
      const v6 = key({ allowed_ips: ['::1'] }, v6service);
      const v4only = key({ allowed_ips: ['127.0.0.1'] }, v6service);
      expect(new URL(v6service.baseUrl).hostname).toBe('[::1]');
      expect((await fetch(url('/api/v1/products'), { headers: v6.headers })).status).toBe(200);
      expect(
        (await problem(await fetch(url('/api/v1/products'), { headers: v4only.headers }))).code,
      ).toBe('ip_not_allowed');
      const range = key({ allowed_ips: ['::/127'] }, v6service);
      expect((await fetch(url('/api/v1/products'), { headers: range.headers })).status).toBe(200);
      // And the other way round: 127.0.0.1 is not ::1.
      const onV4 = key({ allowed_ips: ['::1'] });
      expect((await problem(await get('/api/v1/products', onV4.headers))).code).toBe(
        'ip_not_allowed',
      );
    } finally {
      await v6service.close();
    }
  });

  it('changed permissions apply to the key’s very next request, from the CLI too; the secret stays', async () => {
    const k = key();
    const status = async (path: string) => (await get(`/api/v1/${path}`, k.headers)).status;
    expect(await status('products')).toBe(200);
    expect(await status('orders')).toBe(403);
    const { stdout } = await runCli(
      t.dataDir,
      'keys',
      'update',
      k.publicKey,
      '--scopes',
      'orders:view,reports:export',
    );
    expect(stdout).toContain('orders:view');
    expect(await status('orders')).toBe(200);
    expect(await status('products')).toBe(403);
    const refused = await runCli(
      t.dataDir,
      'keys',
      'update',
      k.publicKey,
      '--scopes',
      'prodcts:view',
    ).then(
      () => null,
      (e: { stderr: string }) => e.stderr,
    );
    expect(refused).toContain('products:view');
    expect(await status('orders')).toBe(200);
  });

  it('a changed allow-list applies to the very next request, on the same keep-alive connection too', async () => {
    const k = key();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    const status = () =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          `http://127.0.0.1:${port}/api/v1/me`,
          { agent, headers: k.headers },
          (res) => {
            sockets.add(res.socket);
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end();
      });
    try {
      expect(await status()).toBe(200);
      expect(await status()).toBe(200);
      t.service.keys.update(k.publicKey, { allowed_ips: ['10.1.2.0/24'] }, 'test');
      expect(await status()).toBe(403);
      t.service.keys.update(k.publicKey, { allowed_ips: ['10.1.2.0/24', '127.0.0.1'] }, 'test');
      expect(await status()).toBe(200);
      // From another process (the CLI) while the server runs.
      await runCli(t.dataDir, 'keys', 'update', k.publicKey, '--allowed-ips', '10.9.9.9');
      expect(await status()).toBe(403);
      await runCli(t.dataDir, 'keys', 'update', k.publicKey, '--allowed-ips', 'any');
      expect(await status()).toBe(200);
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  });

  it('is stored normalised, shown in the list, audited, and validated with clear sentences', () => {
    const k = key({
      allowed_ips: [' 10.0.0.9/24 ', '2001:DB8:0:0::1', '::ffff:192.168.0.0/120', '10.0.0.0/24'],
    });
    expect(k.view.allowed_ips).toEqual(['10.0.0.0/24', '2001:db8::1', '192.168.0.0/24']);
    const listed = t.service.keys
      .list(t.tenant.companyId, t.tenant.branchId)
      .find((x) => x.public_key === k.publicKey)!;
    expect(listed.allowed_ips).toEqual(['10.0.0.0/24', '2001:db8::1', '192.168.0.0/24']);
    t.service.keys.update(k.publicKey, { allowed_ips: ['172.16.0.0/12'] }, 'test');
    const audit = t.service.db.sql
      .prepare(
        "SELECT details FROM audit_log WHERE action = 'api_key.updated' AND target_id = ? ORDER BY id DESC",
      )
      .get(k.publicKey) as { details: string };
    expect(JSON.parse(audit.details)).toEqual({
      fields: ['allowed_ips'],
      allowed_ips: ['172.16.0.0/12'],
    });

    const invalid = (allowed_ips: unknown) => {
      try {
        key({ allowed_ips: allowed_ips as string[] });
      } catch (e) {
        return (e as { fields: { path: string; message: string }[] }).fields;
      }
      throw new Error('accepted');
    };
    for (const bad of [
      ['10.0.0.256'],
      ['127.1'],
      ['10.0.0.0/33'],
      ['2001:db8::/129'],
      ['fe80::1%eth0'],
      ['example.com'],
      ['10.0.0.0/ 8'],
    ]) {
      expect(invalid(bad), bad[0]).toEqual([
        {
          path: 'allowed_ips',
          message: expect.stringContaining('Not an IP address or CIDR range'),
        },
      ]);
    }
    expect(invalid('10.0.0.1')[0]!.message).toBe(
      'Allowed IP addresses must be a list of addresses or CIDR ranges.',
    );
    const many = Array.from({ length: MAX_ALLOWED_IPS + 1 }, (_, i) => `10.0.${i}.1`);
    expect(invalid(many)[0]!.message).toBe('At most 50 allowed IP addresses or ranges per key.');
    expect(normaliseAllowList(many.slice(0, MAX_ALLOWED_IPS)).entries).toHaveLength(50);
  });
});

describe('expiry', () => {
  it('an expired key answers exactly like an invalid key; the list says Expired; editable', async () => {
    const k = key({ expires_at: new Date(clock.now() + 30 * DAY).toISOString() });
    expect(k.view.expired).toBe(false);
    expect(k.view.expires_soon).toBe(false);
    expect((await get('/api/v1/products', k.headers)).status).toBe(200);

    clock.advance(24 * DAY); // 6 days left: flagged
    expect(t.service.keys.show(k.publicKey)).toMatchObject({ expired: false, expires_soon: true });
    expect((await get('/api/v1/products', k.headers)).status).toBe(200);

    clock.advance(6 * DAY); // exactly at expiry: refused, with no write in between
    const expired = await get('/api/v1/products', k.headers);
    const unknown = await get('/api/v1/products', {
      ...k.headers,
      authorization: 'Bearer sk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    const [a, b] = [await problem(expired), await problem(unknown)];
    expect(a.code).toBe('invalid_api_key');
    expect({ ...a, request_id: null }).toEqual({ ...b, request_id: null });
    expect(t.service.keys.show(k.publicKey)).toMatchObject({ expired: true, expires_soon: false });
    const stats = t.service.keys.stats(t.tenant.companyId, t.tenant.branchId);
    const listed = t.service.keys.list(t.tenant.companyId, t.tenant.branchId);
    expect(stats.active_keys).toBe(listed.filter((x) => !x.expired).length);

    // Extending it (or removing the expiry) brings it back on the next request.
    t.service.keys.update(
      k.publicKey,
      { expires_at: new Date(clock.now() + 90 * DAY).toISOString() },
      'test',
    );
    expect((await get('/api/v1/products', k.headers)).status).toBe(200);
    t.service.keys.update(k.publicKey, { expires_at: null }, 'test');
    expect(t.service.keys.show(k.publicKey).expires_at).toBeNull();
    clock.advance(3650 * DAY);
    expect((await get('/api/v1/products', k.headers)).status).toBe(200);
  });

  it('expires on a keep-alive connection that keeps sending the same header', async () => {
    const k = key({ expires_at: new Date(clock.now() + DAY).toISOString() });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const status = () =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          `http://127.0.0.1:${port}/api/v1/me`,
          { agent, headers: k.headers },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end();
      });
    try {
      expect(await status()).toBe(200);
      expect(await status()).toBe(200);
      clock.advance(DAY);
      expect(await status()).toBe(401);
    } finally {
      agent.destroy();
    }
  });

  it('rejects an expiry in the past or not in ISO 8601, and sets one from the CLI', async () => {
    const fields = (expires_at: unknown) => {
      try {
        key({ expires_at: expires_at as string });
      } catch (e) {
        return (e as { fields: { path: string; message: string }[] }).fields;
      }
      throw new Error('accepted');
    };
    expect(fields(new Date(clock.now() - 1000).toISOString())).toEqual([
      { path: 'expires_at', message: 'Expiry must be in the future.' },
    ]);
    for (const bad of ['tomorrow', '2026-13-01T00:00:00Z', '2026-06-30T12:00', 42]) {
      expect(fields(bad)[0]!.message, String(bad)).toMatch(/^Expiry must be a date and time/);
    }

    // The CLI runs on the real clock: 30 days from now.
    const k = key();
    const { stdout } = await runCli(
      t.dataDir,
      'keys',
      'update',
      k.publicKey,
      '--expires-in',
      '30d',
      '--json',
    );
    const shown = JSON.parse(stdout) as { expires_at: string };
    expect(Date.parse(shown.expires_at) - Date.now()).toBeGreaterThan(29 * DAY);
    expect(Date.parse(shown.expires_at) - Date.now()).toBeLessThan(31 * DAY);
    const never = JSON.parse(
      (await runCli(t.dataDir, 'keys', 'update', k.publicKey, '--expires-at', 'never', '--json'))
        .stdout,
    ) as { expires_at: string | null };
    expect(never.expires_at).toBeNull();
  });
});

describe('CLI', () => {
  it('creates a key with an allow-list and an expiry, and lists both', async () => {
    const tenant = ['--company', t.tenant.companyId, '--branch', t.tenant.branchId];
    const created = JSON.parse(
      (
        await runCli(
          t.dataDir,
          'keys',
          'create',
          ...tenant,
          '--name',
          'CLI rules',
          '--scopes',
          'products:view',
          '--allowed-ips',
          '10.0.0.0/24,192.168.1.7',
          '--expires-at',
          '2030-01-01T00:00:00+02:00',
          '--json',
        )
      ).stdout,
    ) as { public_key: string; allowed_ips: string[]; expires_at: string };
    expect(created.allowed_ips).toEqual(['10.0.0.0/24', '192.168.1.7']);
    expect(created.expires_at).toBe('2029-12-31T22:00:00.000Z');
    const { stdout } = await runCli(t.dataDir, 'keys', 'list', ...tenant);
    const listed = (JSON.parse(stdout) as { keys: (typeof created)[] }).keys.find(
      (k) => k.public_key === created.public_key,
    )!;
    expect(listed).toMatchObject({
      allowed_ips: ['10.0.0.0/24', '192.168.1.7'],
      expires_at: '2029-12-31T22:00:00.000Z',
    });
    await expect(
      runCli(t.dataDir, 'keys', 'update', created.public_key, '--expires-in', 'soon'),
    ).rejects.toThrow(/--expires-in takes a number of days, like 30d, 90d or 365d/);
  });

  it('never echoes a secret typed in place of a public key', async () => {
    const k = key();
    const secret = k.headers.authorization.slice('Bearer '.length);
    for (const command of ['show', 'reveal', 'deactivate', 'update']) {
      const failure = await runCli(t.dataDir, 'keys', command, secret).then(
        () => {
          throw new Error('accepted');
        },
        (e: { stdout: string; stderr: string }) => e,
      );
      expect(failure.stderr).toContain(
        'That looks like a secret key; commands take the public key (pk_…).',
      );
      expect(failure.stdout + failure.stderr).not.toContain(secret);
      expect(failure.stdout + failure.stderr).not.toContain(secret.slice(3, 20));
    }
  });
});

describe('console (IPC)', () => {
  it('creates and edits a key with an allow-list, an expiry and its permissions', async () => {
    const ipc = new IpcHandlers(t.service);
    const session = { sessionKey: 'admin' };
    try {
      const login = await ipc.call(
        'auth.login',
        { username: 'admin', password: 'correct horse battery' },
        session,
      );
      expect(login.error).toBeUndefined();
      const expires = new Date(clock.now() + 90 * DAY).toISOString();
      const created = await ipc.call(
        'keys.create',
        {
          ...t.tenant,
          name: 'Console rules',
          scopes: ['products:view'],
          allowed_ips: ['192.168.1.0/24'],
          expires_at: expires,
        },
        session,
      );
      expect(created.result?.key).toMatchObject({
        allowed_ips: ['192.168.1.0/24'],
        expires_at: expires,
        expired: false,
      });
      const publicKey = created.result!.key.public_key;
      const updated = await ipc.call(
        'keys.update',
        { ...t.tenant, publicKey, allowed_ips: [], expires_at: null, name: 'Console rules 2' },
        session,
      );
      expect(updated.result).toMatchObject({
        name: 'Console rules 2',
        allowed_ips: [],
        expires_at: null,
      });
      const bad = await ipc.call(
        'keys.update',
        { ...t.tenant, publicKey, allowed_ips: ['nope'], expires_at: 'later', scopes: [] },
        session,
      );
      expect(bad.error?.fields?.map((f) => f.path)).toEqual([
        'allowed_ips',
        'expires_at',
        'scopes',
      ]);
      expect(t.service.keys.show(publicKey).scopes).toEqual(['products:view']);

      // Permissions: the secret stays, the audit entry says what was added and removed.
      const before = t.service.keys.show(publicKey).secret_rotated_at;
      const scopes = await ipc.call(
        'keys.update',
        { ...t.tenant, publicKey, scopes: ['orders:view', 'reports:export'] },
        session,
      );
      expect(scopes.result?.scopes).toEqual(['orders:view', 'reports:export']);
      expect(scopes.result?.secret_rotated_at).toBe(before);
      const entry = t.service.db
        .prepare<[string], { details: string }>(
          "SELECT details FROM audit_log WHERE action = 'api_key.permissions_changed' AND target_id = ?",
        )
        .get(publicKey)!;
      expect(JSON.parse(entry.details)).toMatchObject({
        added: ['orders:view', 'reports:export'],
        removed: ['products:view'],
      });

      // Managers may not edit keys: the role is checked in main.
      await ipc.call(
        'users.create',
        {
          username: 'manager',
          password: 'password-123',
          role: 'manager',
          companyIds: [t.tenant.companyId],
        },
        session,
      );
      const managerSession = { sessionKey: 'manager' };
      await ipc.call(
        'auth.login',
        { username: 'manager', password: 'password-123' },
        managerSession,
      );
      const refused = await ipc.invoke(
        'keys.update',
        { ...t.tenant, publicKey, scopes: ['products:view'] },
        managerSession,
      );
      expect(refused.error?.code).toBe('forbidden');
      expect(t.service.keys.show(publicKey).scopes).toEqual(['orders:view', 'reports:export']);
    } finally {
      ipc.dispose();
    }
  });
});
