/**
 * Staff accounts keep the toolkit's contract over a real socket: `version` rises with every
 * change a key can see and not with a sign-in, an item answers an ETag and If-None-Match of it
 * is 304, each write with a stale If-Match is 412 and changes nothing, of two writes with the
 * same If-Match one wins, and the list pages by a sealed keyed cursor bound to its list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IpcHandlers } from '../../service/admin/ipc-handlers';
import { client } from '../support/catalog-client';
import { startTestService, type TestService } from '../support/test-service';

const ALL_USERS = [
  'users:view',
  'users:create',
  'users:update',
  'users:delete',
  'users:manage_roles',
  'users:manage_access',
  'system_settings:manage_api_keys',
];

let t: TestService;
let api: ReturnType<typeof client>;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await startTestService({ worker: false });
  headers = t.createKey(ALL_USERS).headers;
  api = client(t.baseUrl, headers);
}, 60_000);
afterAll(async () => t?.close());

/** A GET without the document check: a 304 has no body to check. */
const raw = (path: string, extra: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}/api/v1${path}`, { headers: { ...headers, ...extra } });

/** A Cashier made in the console with a password, limited to the test branch. */
async function consoleUser(username: string): Promise<string> {
  const u = await t.service.users.create(
    { username, password: 'password-123', role: 'cashier', companyIds: [t.tenant.companyId] },
    'test',
  );
  t.service.users.setBranches(u.id, [t.tenant.branchId], 'test');
  return u.id;
}

const make = (username: string, key?: string) =>
  api.post('/users', { username, role: 'staff' }, key ? { 'idempotency-key': key } : {});

describe('/users on the toolkit', () => {
  it('raises the version on every change a key sees, not on a sign-in', async () => {
    const created = await make('ver-user');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.version).toBe(1);
    const path = `/users/${created.body.id}`;
    const versions: number[] = [];
    const steps: [string, string, unknown][] = [
      ['PATCH', path, { display_name: 'Ver User' }],
      ['PATCH', path, { status: 'disabled' }],
      ['PATCH', path, { status: 'active' }],
      ['PUT', `${path}/role`, { role: 'manager' }],
      ['PUT', `${path}/branches`, { branch_ids: [t.tenant.branchId] }],
    ];
    for (const [method, url, body] of steps) {
      const r = await api.call(method, url, body);
      expect(r.status, `${method} ${url}`).toBe(200);
      versions.push(r.body.version as number);
    }
    expect(versions).toEqual([2, 3, 4, 5, 6]);

    // The console's sign-in moves last_sign_in_at only: the version stays.
    const id = await consoleUser('ver-signin');
    const before = await api.get(`/users/${id}`);
    const etag = before.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await raw(`/users/${id}`, { 'if-none-match': etag })).status).toBe(304);
    const ipc = new IpcHandlers(t.service);
    try {
      const login = await ipc.call(
        'auth.login' as never,
        { username: 'ver-signin', password: 'password-123' } as never,
        { sessionKey: 'ver-signin' },
      );
      expect(login.error).toBeUndefined();
    } finally {
      ipc.dispose();
    }
    const after = await api.get(`/users/${id}`);
    expect(after.body.last_sign_in_at).not.toBeNull();
    expect(after.body.version).toBe(before.body.version);
    // The answer changed, so the old ETag is no longer current: 200 with the new bytes.
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await raw(`/users/${id}`, { 'if-none-match': etag })).status).toBe(200);
    const current = after.headers.get('etag')!;
    const again = await raw(`/users/${id}`, { 'if-none-match': current });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // And If-Match takes the version, sign-in or not.
    const ok = await api.patch(
      `/users/${id}`,
      { display_name: 'Signed In' },
      { 'if-match': `"${before.body.version}"` },
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.version).toBe(before.body.version + 1);
  });

  it('refuses every write with a stale If-Match (412) and changes nothing', async () => {
    const { body } = await make('stale-user');
    const path = `/users/${body.id}`;
    const moved = await api.patch(path, { display_name: 'Moved On' }, { 'if-match': '"1"' });
    expect(moved.status).toBe(200);
    expect(moved.body.version).toBe(2);
    const stale = { 'if-match': '"1"' };
    const writes: [string, string, unknown][] = [
      ['PATCH', path, { display_name: 'Lost Update' }],
      ['PUT', `${path}/role`, { role: 'manager' }],
      ['PUT', `${path}/branches`, { branch_ids: [t.tenant.branchId] }],
      ['DELETE', path, undefined],
    ];
    for (const [method, url, payload] of writes) {
      const r = await api.call(method, url, payload, stale);
      expect(r.status, `${method} ${url}`).toBe(412);
      expect(r.body.code).toBe('precondition_failed');
      expect(r.body.current_version).toBe(2);
    }
    const unchanged = await api.get(path);
    expect(unchanged.body).toMatchObject({ display_name: 'Moved On', role: 'staff', version: 2 });
    // A weak tag never matches; a list naming the current version does.
    const weak = await api.put(`${path}/role`, { role: 'cashier' }, { 'if-match': 'W/"2"' });
    expect(weak.status).toBe(412);
    const role = await api.put(`${path}/role`, { role: 'cashier' }, { 'if-match': '"1", "2"' });
    expect(role.status).toBe(200);
    const branches = await api.put(
      `${path}/branches`,
      { branch_ids: [t.tenant.branchId] },
      { 'if-match': '"3"' },
    );
    expect(branches.body.version).toBe(4);
    expect((await api.del(path, { 'if-match': '"4"' })).status).toBe(204);
    expect((await api.get(path)).status).toBe(404);
  });

  it('lets one of two writes with the same If-Match win', async () => {
    const { body } = await make('race-user');
    const results = await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((name) =>
        api.patch(`/users/${body.id}`, { display_name: name }, { 'if-match': '"1"' }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 412, 412, 412]);
    const winner = results.find((r) => r.status === 200)!;
    const shown = await api.get(`/users/${body.id}`);
    expect(shown.body.display_name).toBe(winner.body.display_name);
    expect(shown.body.version).toBe(2);
  });

  it('pages newest first with has_more and a sealed next_cursor bound to its list', async () => {
    for (let n = 0; n < 5; n++) await make(`page-user-${n}`);
    const all = (await api.get('/users?limit=200')).body.data as { id: string }[];
    expect(all.length).toBeGreaterThan(5);
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await api.get(`/users?limit=2${query}`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      ids.push(...(page.body.data as { id: string }[]).map((u) => u.id));
      cursor = page.body.next_cursor as string | null;
      expect(page.body.has_more).toBe(cursor !== null);
    } while (cursor);
    expect(ids).toEqual(all.map((u) => u.id));

    const first = await api.get('/users?limit=1');
    const next = first.body.next_cursor as string;
    const [payload, tag] = next.split('.');
    const forged = `${Buffer.from(
      Buffer.from(payload!, 'base64url')
        .toString()
        .replace(/"usr_[^"]+"/, `"${all[3]!.id}"`),
    ).toString('base64url')}.${tag}`;
    const other = t.service.tenancy.createBranch(
      t.tenant.companyId,
      { name: 'Paging elsewhere', currency: 'EUR', timeZone: 'UTC' },
      'test',
    );
    const elsewhere = client(
      t.baseUrl,
      t.createKey(ALL_USERS, { ...t.tenant, branchId: other.id }).headers,
    );
    for (let n = 0; n < 2; n++) {
      const made = await elsewhere.post('/users', { username: `far-user-${n}`, role: 'staff' });
      expect(made.status).toBe(201);
    }
    const theirs = (await elsewhere.get('/users?limit=1')).body.next_cursor as string;
    const keys = (await api.get('/api-keys?limit=1')).body.next_cursor as string;
    for (const cursor of [forged, theirs, keys, all[0]!.id]) {
      const r = await api.get(`/users?cursor=${encodeURIComponent(cursor)}`);
      expect(r.status, cursor).toBe(422);
      expect(r.body.code).toBe('invalid_cursor');
    }
    const unknown = await api.get('/users?limt=5');
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe('validation_failed');
  });

  it('a retried POST with its Idempotency-Key returns the same user', async () => {
    const first = await make('retry-user', 'users-contract-retry');
    const retry = await make('retry-user', 'users-contract-retry');
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(retry.body.version).toBe(1);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses a display name that is blank or over 100 characters, under the body’s name', async () => {
    const { body } = await make('name-user');
    for (const display_name of ['   ', 'x'.repeat(101), 'two\nlines']) {
      const r = await api.patch(`/users/${body.id}`, { display_name });
      expect(r.status, JSON.stringify(display_name)).toBe(422);
      expect(r.body.errors.map((e: { path: string }) => e.path)).toEqual(['display_name']);
    }
    const kept = await api.patch(`/users/${body.id}`, { display_name: ' Name User ' });
    expect(kept.body.display_name).toBe('Name User');
  });
});
