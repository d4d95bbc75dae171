/**
 * The escalation matrix of administration through the open API (issue 24): every way a key
 * could try to obtain more than it holds is answered 403 or 404, and nothing changes: the API
 * keys, webhooks and settings of the installation are byte for byte as before.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../../shared/scopes';
import { call, headersOf } from '../support/admin-client';
import { startTestService, type TestService, type TestTenant } from '../support/test-service';

const MANAGE_KEYS = 'system_settings:manage_api_keys';
const INTEGRATIONS = 'system_settings:manage_integrations';

let t: TestService;
let secondBranch: TestTenant;
let rival: TestTenant;
/** A key made in the console with every permission of a retail company. */
let top: { publicKey: string; secret: string };
/** The attacker: it may manage keys and integrations, and read products. */
let manager: { publicKey: string; headers: Record<string, string> };
/** Same, but limited to 127.0.0.1 and expiring in 30 days. */
let fenced: { publicKey: string; headers: Record<string, string>; expiresAt: string };
let theirWebhook: string;
let productsOnlyWebhook: string;
let categoryWebhook: string;

const RETAIL_SCOPES = ALL_SCOPES.filter(
  (s) => !s.startsWith('tables:') && !s.startsWith('bookings:'),
);

function digest(): string {
  const db = t.service.db.sql;
  const rows = [
    db.prepare('SELECT * FROM api_keys ORDER BY id').all(),
    db.prepare('SELECT * FROM webhooks ORDER BY id').all(),
    db.prepare('SELECT * FROM deliveries ORDER BY id').all(),
    db.prepare("SELECT * FROM system_meta WHERE key NOT LIKE 'usage%' ORDER BY key").all(),
    db.prepare('SELECT * FROM users ORDER BY id').all(),
    db.prepare('SELECT * FROM user_companies ORDER BY user_id, company_id').all(),
    db.prepare('SELECT * FROM user_branches ORDER BY user_id, branch_id').all(),
    db.prepare('SELECT * FROM settings ORDER BY scope, key').all(),
  ];
  // Usage counters move with every request; the rest must not.
  const scrub = JSON.stringify(rows, (k, v: unknown) =>
    k === 'total_requests' || k === 'last_used_at' ? undefined : v,
  );
  return createHash('sha256').update(scrub).digest('hex') + JSON.stringify(settingsNow());
}

const settingsNow = () => [
  t.service.settings.branch(t.tenant.branchId),
  t.service.settings.global(),
];

beforeAll(async () => {
  t = await startTestService({ worker: false });
  secondBranch = {
    companyId: t.tenant.companyId,
    branchId: t.service.tenancy.createBranch(
      t.tenant.companyId,
      { name: 'Second', currency: 'EUR', timeZone: 'UTC' },
      'test',
    ).id,
  };
  const c2 = t.service.tenancy.createCompany(
    {
      name: 'Rival',
      industry: 'restaurant',
      branch: { name: 'Rival main', currency: 'USD', timeZone: 'UTC' },
    },
    'test',
  );
  rival = { companyId: c2.company.id, branchId: c2.branch.id };
  top = t.createKey([...RETAIL_SCOPES]);
  manager = t.createKey([MANAGE_KEYS, INTEGRATIONS, 'products:view']);
  const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const f = t.service.keys.create(
    {
      companyId: t.tenant.companyId,
      branchId: t.tenant.branchId,
      name: 'Fenced',
      scopes: [MANAGE_KEYS, 'products:view'],
      allowed_ips: ['127.0.0.1'],
      expires_at: expiresAt,
    },
    'test',
  );
  fenced = { publicKey: f.key.public_key, headers: headersOf(f.secret_key, t.tenant), expiresAt };
  theirWebhook = t.service.webhooks.create(
    {
      companyId: rival.companyId,
      branchId: rival.branchId,
      url: 'https://example.com/r',
      events: ['product.created'],
    },
    'test',
  ).webhook.id;
  productsOnlyWebhook = t.service.webhooks.create(
    { ...t.tenant, url: 'https://example.com/p', events: ['product.created'] },
    'test',
  ).webhook.id;
  categoryWebhook = t.service.webhooks.create(
    { ...t.tenant, url: 'https://example.com/c', events: ['category.created'] },
    'test',
  ).webhook.id;
}, 60_000);
afterAll(() => t?.close());

type Attempt = [label: string, method: string, path: string, body?: unknown, as?: 'fenced'];

describe('no escalation', () => {
  it('refuses every path with 403, 404 or 405 and changes nothing', async () => {
    const other = t.createKey(['products:view'], secondBranch);
    const rivalKey = t.createKey(['products:view'], rival);
    const attempts: Attempt[] = [
      // Creating keys with more than the caller holds.
      ['a scope it lacks', 'POST', '/api-keys', { name: 'x', scopes: ['products:delete'] }],
      [
        'one held, one not',
        'POST',
        '/api-keys',
        { name: 'x', scopes: ['products:view', 'products:update'] },
      ],
      ['a group wildcard', 'POST', '/api-keys', { name: 'x', scopes: ['products:*'] }],
      ['the * wildcard', 'POST', '/api-keys', { name: 'x', scopes: ['*'] }],
      ['*:*', 'POST', '/api-keys', { name: 'x', scopes: ['*:*'] }],
      ['system_settings:*', 'POST', '/api-keys', { name: 'x', scopes: ['system_settings:*'] }],
      ['users:manage_roles', 'POST', '/api-keys', { name: 'x', scopes: ['users:manage_roles'] }],
      ['settings update', 'POST', '/api-keys', { name: 'x', scopes: ['system_settings:update'] }],
      ['industry-only tables:*', 'POST', '/api-keys', { name: 'x', scopes: ['tables:*'] }],
      ['industry-only tables:view', 'POST', '/api-keys', { name: 'x', scopes: ['tables:view'] }],
      ['an unknown scope', 'POST', '/api-keys', { name: 'x', scopes: ['admin:all'] }],
      ['padded scope', 'POST', '/api-keys', { name: 'x', scopes: [' products:delete '] }],
      [
        'another branch in the body',
        'POST',
        '/api-keys',
        { name: 'x', scopes: ['products:view'], branch_id: secondBranch.branchId },
      ],
      [
        'another company in the body',
        'POST',
        '/api-keys',
        {
          name: 'x',
          scopes: ['products:view'],
          company_id: rival.companyId,
          branch_id: rival.branchId,
        },
      ],
      // Taking over a key that holds more.
      ['regenerate a higher key', 'POST', `/api-keys/${top.publicKey}/regenerate`],
      ['deactivate a higher key', 'POST', `/api-keys/${top.publicKey}/deactivate`],
      ['activate a higher key', 'POST', `/api-keys/${top.publicKey}/activate`],
      ['rename a higher key', 'PATCH', `/api-keys/${top.publicKey}`, { name: 'mine' }],
      [
        'open a higher key to all addresses',
        'PATCH',
        `/api-keys/${top.publicKey}`,
        { allowed_ips: [] },
      ],
      // Other branches' and companies' ids.
      ['show a key of another branch', 'GET', `/api-keys/${other.publicKey}`],
      ['regenerate a key of another branch', 'POST', `/api-keys/${other.publicKey}/regenerate`],
      ['regenerate a key of another company', 'POST', `/api-keys/${rivalKey.publicKey}/regenerate`],
      ['usage of another company', 'GET', `/api-keys/${rivalKey.publicKey}/usage`],
      ['patch a key of another company', 'PATCH', `/api-keys/${rivalKey.publicKey}`, { name: 'x' }],
      ['a webhook of another company', 'GET', `/webhooks/${theirWebhook}`],
      ['rotate its secret', 'POST', `/webhooks/${theirWebhook}/rotate-secret`, {}],
      [
        'point it elsewhere',
        'PATCH',
        `/webhooks/${theirWebhook}`,
        { url: 'https://evil.example.com/' },
      ],
      ['delete it', 'DELETE', `/webhooks/${theirWebhook}`],
      [
        'register a webhook in another branch',
        'POST',
        '/webhooks',
        {
          url: 'https://example.com/x',
          events: ['product.created'],
          branch_id: secondBranch.branchId,
        },
      ],
      // Webhooks carrying what the key may not read.
      [
        'subscribe to events it may not read',
        'POST',
        '/webhooks',
        { url: 'https://example.com/x', events: ['category.created'] },
      ],
      [
        'add such events',
        'PATCH',
        `/webhooks/${productsOnlyWebhook}`,
        { events: ['product.created', 'category.deleted'] },
      ],
      ["read such a webhook's history", 'GET', `/webhooks/${categoryWebhook}/deliveries`],
      [
        'redirect such a webhook',
        'PATCH',
        `/webhooks/${categoryWebhook}`,
        { url: 'https://evil.example.com/' },
      ],
      [
        'redeliver its events',
        'POST',
        `/webhooks/${categoryWebhook}/redeliver`,
        { event_id: 'evt_x' },
      ],
      ['rotate its secret', 'POST', `/webhooks/${categoryWebhook}/rotate-secret`, {}],
      // Installation and security settings: not offered at all.
      ['settings', 'PATCH', '/settings', { allow_http_local: true }],
      ['port', 'PUT', '/settings/api_port', { value: 80 }],
      ['LAN access', 'POST', '/settings/lan-access', { enabled: true }],
      ['rate limit', 'PATCH', '/settings/rate-limit', { rate_limit_per_minute: 0 }],
      ['trusted CAs', 'POST', '/webhooks/trusted-cas', { pem: 'x' }],
      ['TLS', 'POST', '/tls/export-ca'],
      ['reveal a secret', 'POST', `/api-keys/${top.publicKey}/reveal`],
      ['reveal its own secret', 'GET', `/api-keys/${manager.publicKey}/secret`],
      // A fenced key cannot lift its own fence or mint an unfenced key.
      [
        'fenced: a key for any address',
        'POST',
        '/api-keys',
        { name: 'x', scopes: ['products:view'] },
        'fenced',
      ],
      [
        'fenced: a wider address',
        'POST',
        '/api-keys',
        { name: 'x', scopes: ['products:view'], allowed_ips: ['0.0.0.0/0'] },
        'fenced',
      ],
      [
        'fenced: a key that never expires',
        'POST',
        '/api-keys',
        { name: 'x', scopes: ['products:view'], allowed_ips: ['127.0.0.1'] },
        'fenced',
      ],
      [
        'fenced: a later expiry',
        'POST',
        '/api-keys',
        {
          name: 'x',
          scopes: ['products:view'],
          allowed_ips: ['127.0.0.1'],
          expires_at: '2035-01-01T00:00:00Z',
        },
        'fenced',
      ],
      [
        'fenced: lift its own allow-list',
        'PATCH',
        `/api-keys/${fenced.publicKey}`,
        { allowed_ips: [] },
        'fenced',
      ],
      [
        'fenced: widen its own allow-list',
        'PATCH',
        `/api-keys/${fenced.publicKey}`,
        { allowed_ips: ['127.0.0.1', '10.0.0.0/8'] },
        'fenced',
      ],
      [
        'fenced: never expire',
        'PATCH',
        `/api-keys/${fenced.publicKey}`,
        { expires_at: null },
        'fenced',
      ],
      [
        'fenced: expire later',
        'PATCH',
        `/api-keys/${fenced.publicKey}`,
        { expires_at: '2035-01-01T00:00:00Z' },
        'fenced',
      ],
      [
        'fenced: take over an unfenced key',
        'POST',
        `/api-keys/${manager.publicKey}/regenerate`,
        undefined,
        'fenced',
      ],
    ];
    const before = digest();
    const open: string[] = [];
    for (const [label, method, path, body, as] of attempts) {
      const r = await call(
        t,
        method,
        path,
        as === 'fenced' ? fenced.headers : manager.headers,
        body,
      );
      // 405: no such operation on a path that exists for other methods.
      if (r.status !== 403 && r.status !== 404 && r.status !== 405)
        open.push(`${label}: ${method} ${path} → ${r.status} ${r.text.slice(0, 200)}`);
      expect(r.text).not.toMatch(/sk_[A-Za-z0-9]{20}/);
    }
    expect(open).toEqual([]);
    expect(digest()).toBe(before);
  });

  it('refuses headers naming another branch or company (403 context_mismatch)', async () => {
    for (const tenant of [secondBranch, rival]) {
      for (const [method, path, body] of [
        ['GET', '/api-keys'],
        ['POST', '/api-keys', { name: 'x', scopes: ['products:view'] }],
        ['POST', '/webhooks', { url: 'https://example.com/x', events: ['product.created'] }],
        ['POST', '/me/regenerate'],
      ] as [string, string, unknown?][]) {
        const r = await call(
          t,
          method,
          path,
          {
            ...manager.headers,
            'x-company-id': tenant.companyId,
            'x-branch-id': tenant.branchId,
          },
          body,
        );
        expect(r.status).toBe(403);
        expect(r.body.code).toBe('context_mismatch');
      }
    }
  });

  it('names the scope the caller lacks', async () => {
    const r = await call(t, 'POST', '/api-keys', manager.headers, {
      name: 'x',
      scopes: ['products:view', 'products:delete'],
    });
    expect(r.body).toMatchObject({ code: 'insufficient_scope', required_scope: 'products:delete' });
    const w = await call(t, 'POST', '/webhooks', manager.headers, {
      url: 'https://example.com/x',
      events: ['category.created'],
    });
    expect(w.body).toMatchObject({ code: 'insufficient_scope', required_scope: 'categories:view' });
  });

  it('says forbidden when an allowed address or expiry would reach past the caller', async () => {
    const open = await call(t, 'POST', '/api-keys', fenced.headers, {
      name: 'x',
      scopes: ['products:view'],
    });
    expect(open.status).toBe(403);
    expect(open.body.code).toBe('forbidden');
    expect(open.body.detail).toContain('127.0.0.1');
    const later = await call(t, 'PATCH', `/api-keys/${fenced.publicKey}`, fenced.headers, {
      expires_at: null,
    });
    expect(later.status).toBe(403);
    expect(later.body.code).toBe('forbidden');
    expect(later.body.detail).toContain('expires at');
  });

  it('allows what stays within the caller', async () => {
    // Its own scopes, manage_api_keys included (it holds it), and a subset.
    const same = await call(t, 'POST', '/api-keys', manager.headers, {
      name: 'Twin',
      scopes: [MANAGE_KEYS, INTEGRATIONS, 'products:view'],
    });
    expect(same.status).toBe(201);
    // Acting on a key within it, and on itself.
    const twin = String(same.body.public_key);
    expect((await call(t, 'POST', `/api-keys/${twin}/deactivate`, manager.headers)).status).toBe(
      200,
    );
    // A fenced key: a key inside its fence, and tightening its own.
    const inside = await call(t, 'POST', '/api-keys', fenced.headers, {
      name: 'Inside',
      scopes: ['products:view'],
      allowed_ips: ['127.0.0.1'],
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(inside.status).toBe(201);
    const sooner = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const tighter = await call(t, 'PATCH', `/api-keys/${fenced.publicKey}`, fenced.headers, {
      expires_at: sooner,
      name: 'Fenced (tighter)',
    });
    expect(tighter.status).toBe(200);
    expect(tighter.body.expires_at).toBe(sooner);
    // A key without manage_api_keys creates nothing, but rotates itself.
    const reader = t.createKey(['products:view']);
    expect(
      (await call(t, 'POST', '/api-keys', reader.headers, { name: 'x', scopes: ['products:view'] }))
        .status,
    ).toBe(403);
    expect((await call(t, 'POST', '/me/regenerate', reader.headers)).status).toBe(200);
  });

  it('refuses every path above the key in /users and /settings, and changes nothing', async () => {
    const USERS = [
      'users:view',
      'users:create',
      'users:update',
      'users:delete',
      'users:manage_roles',
      'users:manage_access',
    ];
    const hr = t.createKey([...USERS, 'system_settings:view', 'system_settings:update']);
    const viewer = t.createKey(['users:view']);
    const elsewhere = t.createKey(USERS, secondBranch);
    const user = async (
      username: string,
      role: string,
      companyIds: string[],
      branchIds: string[] | null,
    ) => {
      const u = await t.service.users.create(
        { username, password: 'password-123', role, companyIds },
        'test',
      );
      if (branchIds) t.service.users.setBranches(u.id, branchIds, 'test');
      return u.id;
    };
    const own = t.tenant.branchId;
    const superAdmin = t.service.users.byUsername('admin')!.id;
    const targets: Record<string, string> = {
      'the Super Admin': superAdmin,
      'an Admin of its branch': await user('esc-admin', 'admin', [t.tenant.companyId], [own]),
      'a Manager of another branch': await user(
        'esc-other',
        'manager',
        [t.tenant.companyId],
        [secondBranch.branchId],
      ),
      'a Manager of every branch': await user('esc-every', 'manager', [t.tenant.companyId], null),
      'a Manager of its branch and another company': await user(
        'esc-two-companies',
        'manager',
        [t.tenant.companyId, rival.companyId],
        [own],
      ),
      'a Cashier of two branches': await user(
        'esc-two-branches',
        'cashier',
        [t.tenant.companyId],
        [own, secondBranch.branchId],
      ),
      "a rival's Manager": await user('esc-rival', 'manager', [rival.companyId], [rival.branchId]),
    };
    const mine = await user('esc-mine', 'staff', [t.tenant.companyId], [own]);

    type UserAttempt = [
      label: string,
      method: string,
      path: string,
      body?: unknown,
      as?: 'viewer' | 'elsewhere',
    ];
    const attempts: UserAttempt[] = [];
    for (const [who, id] of Object.entries(targets)) {
      attempts.push(
        [`see ${who}`, 'GET', `/users/${id}`],
        [`rename ${who}`, 'PATCH', `/users/${id}`, { display_name: 'Owned' }],
        [`disable ${who}`, 'PATCH', `/users/${id}`, { status: 'disabled' }],
        [`delete ${who}`, 'DELETE', `/users/${id}`],
        [`demote ${who}`, 'PUT', `/users/${id}/role`, { role: 'staff' }],
        [`re-branch ${who}`, 'PUT', `/users/${id}/branches`, { branch_ids: [own] }],
      );
    }
    for (const role of ['admin', 'super_admin', 'Admin', 'SUPER_ADMIN', ' admin']) {
      attempts.push(
        [`create an ${role}`, 'POST', '/users', { username: `esc-new-${role.trim()}`, role }],
        [`promote to ${role}`, 'PUT', `/users/${mine}/role`, { role }],
      );
    }
    for (const branchIds of [
      [secondBranch.branchId],
      [own, secondBranch.branchId],
      [rival.branchId],
      [],
      ['brn_nope'],
    ]) {
      const label = JSON.stringify(branchIds);
      attempts.push(
        [
          `create with branches ${label}`,
          'POST',
          '/users',
          { username: 'esc-b', role: 'staff', branch_ids: branchIds },
        ],
        [`grant branches ${label}`, 'PUT', `/users/${mine}/branches`, { branch_ids: branchIds }],
      );
    }
    attempts.push(
      [
        'create in a rival company',
        'POST',
        '/users',
        { username: 'esc-c', role: 'staff', company_id: rival.companyId },
      ],
      // Scope subsets: a viewer changes nothing.
      ['viewer creates', 'POST', '/users', { username: 'esc-v', role: 'staff' }, 'viewer'],
      ['viewer renames', 'PATCH', `/users/${mine}`, { display_name: 'V' }, 'viewer'],
      ['viewer disables', 'PATCH', `/users/${mine}`, { status: 'disabled' }, 'viewer'],
      ['viewer deletes', 'DELETE', `/users/${mine}`, undefined, 'viewer'],
      ['viewer changes a role', 'PUT', `/users/${mine}/role`, { role: 'manager' }, 'viewer'],
      ['viewer changes access', 'PUT', `/users/${mine}/branches`, { branch_ids: [own] }, 'viewer'],
      ['viewer changes settings', 'PATCH', '/settings', { show_product_images: false }, 'viewer'],
      // A key of another branch: this branch's users are not its own.
      ['another branch sees', 'GET', `/users/${mine}`, undefined, 'elsewhere'],
      ['another branch renames', 'PATCH', `/users/${mine}`, { display_name: 'E' }, 'elsewhere'],
      ['another branch deletes', 'DELETE', `/users/${mine}`, undefined, 'elsewhere'],
      ['another branch promotes', 'PUT', `/users/${mine}/role`, { role: 'manager' }, 'elsewhere'],
      [
        'another branch takes',
        'PUT',
        `/users/${mine}/branches`,
        { branch_ids: [secondBranch.branchId] },
        'elsewhere',
      ],
      // Security and installation settings stay in the console and the CLI.
      ['lift the rate limit', 'PATCH', '/settings', { rate_limit_per_minute: 0 }],
      ['plain HTTP to the LAN', 'PATCH', '/settings', { allow_http_local: true }],
      ['move the port', 'PATCH', '/settings', { api_port: 80 }],
      ['open the LAN', 'PATCH', '/settings', { lan_access: true }],
      ['move the LAN port', 'PATCH', '/settings', { lan_port: 443 }],
      ['trust a CA', 'PATCH', '/settings', { trusted_cas: ['-----BEGIN CERTIFICATE-----'] }],
      ['change TLS', 'PATCH', '/settings', { tls: { min_version: 'TLSv1' } }],
      [
        'security in a harmless change',
        'PATCH',
        '/settings',
        { show_product_images: false, allow_http_local: true },
      ],
    );
    const before = digest();
    const open: string[] = [];
    for (const [label, method, path, body, as] of attempts) {
      const headers =
        as === 'viewer' ? viewer.headers : as === 'elsewhere' ? elsewhere.headers : hr.headers;
      const r = await call(t, method, path, headers, body);
      if (r.status !== 403 && r.status !== 404)
        open.push(`${label}: ${method} ${path} → ${r.status} ${r.text.slice(0, 200)}`);
      expect(r.text).not.toMatch(/password|totp_secret|recovery_codes|setup_code_hash/);
    }
    expect(open).toEqual([]);
    expect(digest()).toBe(before);
    // Nobody above the key is listed either.
    const list = await call(t, 'GET', '/users', hr.headers);
    expect(list.body.data!.map((u) => u.id)).toEqual([mine]);
  });
});
