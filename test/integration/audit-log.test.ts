import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IpcHandlers } from '../../service/admin/ipc-handlers';
import { ManualClock } from '../../service/util/clock';
import { startTestService, type TestService } from '../support/test-service';
import type { AuditEntryInfo, Channel, IpcEnvelope, Req } from '../../shared/ipc';

let ts: TestService;
let ipc: IpcHandlers;
const clock = new ManualClock(Date.UTC(2026, 2, 1, 9, 0, 0));
const DAY = 24 * 60 * 60 * 1000;

const as = (sessionKey: string) => ({
  call: <C extends Channel>(channel: C, input: Req<C>) => ipc.call(channel, input, { sessionKey }),
});
const ok = <T>(envelope: IpcEnvelope<T>): T => {
  if (envelope.error) throw new Error(`${envelope.error.code}: ${envelope.error.message}`);
  return envelope.result as T;
};
const root = as('root');
let keyPublic = '';
/** Sessions end after 8 idle hours: a new day starts with a new sign-in. */
async function nextDay() {
  clock.advance(DAY);
  ok(await root.call('auth.login', { username: 'admin', password: 'correct horse battery' }));
}
let webhookId = '';

beforeAll(async () => {
  ts = await startTestService({ clock });
  ipc = new IpcHandlers(ts.service);
  ok(await root.call('auth.login', { username: 'admin', password: 'correct horse battery' }));
  ok(await root.call('profile.update', { displayName: 'Root Person' }));
  // Day 1: a key (with a name a spreadsheet would run) and a webhook.
  await nextDay();
  const key = ok(
    await root.call('keys.create', {
      ...ts.tenant,
      name: '=HYPERLINK("http://x")',
      scopes: ['products:view'],
    }),
  );
  keyPublic = key.key.public_key;
  ok(await root.call('keys.update', { ...ts.tenant, publicKey: keyPublic, name: 'Till sync' }));
  const hook = ok(
    await root.call('webhooks.create', {
      ...ts.tenant,
      url: 'https://receiver.example.com/hooks',
      events: ['product.created'],
    }),
  );
  webhookId = hook.webhook.id;
  // Day 2: a user, and 30 key deactivations/activations to page through.
  await nextDay();
  ok(
    await root.call('users.create', {
      username: 'carla',
      displayName: 'Carla Cashier',
      password: 'password-123',
      role: 'cashier',
      companyIds: [ts.tenant.companyId],
    }),
  );
  for (let i = 0; i < 15; i++) {
    clock.advance(1000);
    ok(
      await root.call('keys.setStatus', { ...ts.tenant, publicKey: keyPublic, status: 'inactive' }),
    );
    ok(await root.call('keys.setStatus', { ...ts.tenant, publicKey: keyPublic, status: 'active' }));
  }
}, 60_000);
afterAll(async () => {
  ipc.dispose();
  await ts.close();
});

const find = (entries: AuditEntryInfo[], action: string) =>
  entries.find((e) => e.action === action)!;

describe('the audit log for people (Settings → Audit log)', () => {
  it('names what the ids stand for and says what happened in a sentence', async () => {
    const { entries } = ok(await root.call('audit.list', { limit: 500 }));
    const created = find(entries, 'api_key.created');
    expect(created).toMatchObject({
      actor: 'user:admin',
      actor_name: 'Root Person',
      target_id: keyPublic,
      target_name: 'Till sync', // its name now, after the rename
      company_name: 'Test company',
      branch_name: 'Main branch',
      summary: `Created API key "Till sync" (${keyPublic}) with 1 permission(s).`,
    });
    expect(find(entries, 'webhook.created')).toMatchObject({
      target_id: webhookId,
      target_name: 'https://receiver.example.com/hooks',
      summary: 'Registered webhook https://receiver.example.com/hooks for product.created.',
    });
    expect(find(entries, 'user.created')).toMatchObject({
      target_id: 'carla',
      target_name: 'Carla Cashier',
      summary: 'Created user carla (Carla Cashier) as cashier.',
    });
    expect(find(entries, 'user.login').summary).toBe('Signed in as user admin (Root Person).');
    expect(find(entries, 'api_key.deactivated').summary).toBe(
      `Deactivated API key "Till sync" (${keyPublic}).`,
    );
    for (const e of entries) expect(e.summary.length, e.action).toBeGreaterThan(5);
  });

  it('filters by actor, action, target and date range', async () => {
    const byAction = ok(await root.call('audit.list', { action: 'api_key.deactivated' })).entries;
    expect(byAction).toHaveLength(15);
    expect(new Set(byAction.map((e) => e.action))).toEqual(new Set(['api_key.deactivated']));

    // A kind: every action that starts so ('_' is no wildcard: nothing else matches).
    const keyKind = ok(await root.call('audit.list', { action: 'api_key.', limit: 500 })).entries;
    expect(keyKind).toHaveLength(32);
    expect(keyKind.every((e) => e.action.startsWith('api_key.'))).toBe(true);
    const userKind = ok(await root.call('audit.list', { action: 'user.', limit: 500 })).entries;
    expect(new Set(userKind.map((e) => e.action))).toEqual(
      new Set(['user.login', 'user.updated', 'user.created']),
    );

    const byTarget = ok(await root.call('audit.list', { targetType: 'webhook' })).entries;
    expect(byTarget.map((e) => e.action)).toEqual(['webhook.created']);
    const byId = ok(await root.call('audit.list', { targetId: 'carla' })).entries;
    expect(byId.map((e) => e.action)).toEqual(['user.created']);

    const nobody = ok(await root.call('audit.list', { actor: 'user:carla' })).entries;
    expect(nobody).toEqual([]);
    const admin = ok(await root.call('audit.list', { actor: 'user:admin', limit: 500 })).entries;
    expect(admin.length).toBeGreaterThan(30);

    // Day 1 only: the key and the webhook, not setup (day 0) nor the user (day 2).
    const day1 = new Date(Date.UTC(2026, 2, 2)).toISOString();
    const day2 = new Date(Date.UTC(2026, 2, 3)).toISOString();
    const onDay1 = ok(await root.call('audit.list', { since: day1, until: day2 })).entries;
    expect(onDay1.map((e) => e.action).sort()).toEqual([
      'api_key.created',
      'api_key.updated',
      'user.login',
      'webhook.created',
    ]);
    const combined = ok(
      await root.call('audit.list', { since: day1, until: day2, targetType: 'api_key' }),
    ).entries;
    expect(combined.map((e) => e.action).sort()).toEqual(['api_key.created', 'api_key.updated']);
  });

  it('pages with a cursor: every entry once, newest first, new entries not mixed in', async () => {
    const all = ok(await root.call('audit.list', { limit: 500 })).entries;
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { entries: AuditEntryInfo[]; next_cursor: string | null } = ok(
        await root.call('audit.list', { limit: 7, ...(cursor ? { cursor } : {}) }),
      );
      expect(page.entries.length).toBeLessThanOrEqual(7);
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.next_cursor;
      pages++;
      // Written while someone pages: newer than the first page, so never in a later one.
      if (pages === 2) {
        ok(await root.call('auth.logout', undefined));
        ok(await root.call('auth.login', { username: 'admin', password: 'correct horse battery' }));
      }
    } while (cursor);
    expect(seen).toEqual(all.map((e) => e.id));
    expect(pages).toBe(Math.ceil(all.length / 7));
  });

  it('refuses a cursor it did not hand out, bad dates and an empty range', async () => {
    const cursor = await root.call('audit.list', { cursor: 'bm90LWEtY3Vyc29y' });
    expect(cursor.error?.code).toBe('invalid_cursor');
    expect(cursor.error?.fields.map((f) => f.path)).toEqual(['cursor']);
    const dates = await root.call('audit.list', { since: '2026-02-30T00:00:00Z' });
    expect(dates.error?.fields[0]).toMatchObject({ path: 'since' });
    const range = await root.call('audit.list', {
      since: '2026-03-03T00:00:00Z',
      until: '2026-03-02T00:00:00Z',
    });
    expect(range.error?.fields).toEqual([{ path: 'until', message: 'To must be after From.' }]);
    const target = await root.call('audit.list', { targetType: 'planet' });
    expect(target.error?.fields[0]?.path).toBe('targetType');
    const limit = await root.call('audit.list', { limit: 501 });
    expect(limit.error?.fields[0]?.path).toBe('limit');
  });

  it('exports the filtered log as CSV, with formula cells made text', async () => {
    const file = ok(await root.call('audit.export', { targetType: 'api_key' }));
    expect(file.file_name).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = file.content.split('\r\n');
    expect(lines[0]).toBe(
      'id,at,actor,actor_name,action,summary,target_type,target_id,target_name,company_id,company_name,branch_id,branch_name,details',
    );
    expect(file.rows).toBe(32); // created, updated, 15 × (deactivated, activated)
    expect(lines).toHaveLength(file.rows + 2); // header, rows, the empty string after the last CRLF
    expect(file.truncated).toBe(false);
    // The key's first name is in the created entry's details: a formula, quoted and made text.
    const created = lines.find((l) => l.includes(',api_key.created,'))!;
    expect(created).toContain(`"{""name"":""=HYPERLINK(\\""http://x\\"")""`);
    expect(file.content).not.toMatch(/(^|,)=HYPERLINK/m);
    const updated = lines.find((l) => l.includes(',api_key.updated,'))!;
    expect(updated).toContain(',Till sync,');
  });

  it('is for the Super Admin only', async () => {
    ok(
      await root.call('users.create', {
        username: 'adam',
        password: 'password-123',
        role: 'admin',
        companyIds: [ts.tenant.companyId],
      }),
    );
    const adam = as('adam');
    ok(await adam.call('auth.login', { username: 'adam', password: 'password-123' }));
    expect((await adam.call('audit.list', {})).error?.code).toBe('forbidden');
    expect((await adam.call('audit.export', {})).error?.code).toBe('forbidden');
  });
});
