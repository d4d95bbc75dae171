/**
 * Idempotency-Key on every POST, over a real socket: the document declares it on each POST,
 * and a retry after a lost answer (or several concurrent clients sending the same request with
 * one key) never makes a second webhook, key, user, export, schedule or test delivery. Answers
 * that show a secret once are stored for their retry encrypted, never as plain text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../../shared/scopes';
import { client } from '../support/catalog-client';
import { startTestService, type TestService } from '../support/test-service';

let t: TestService;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await startTestService({ worker: false, industry: 'restaurant' });
  api = client(t.baseUrl, t.createKey([...ALL_SCOPES]).headers);
});
afterAll(async () => t?.close());

let n = 0;
const freshKey = () => `retry-${process.pid}-${++n}`;

/** The same POST from `clients` concurrent clients with one key: all answers, in order. */
async function concurrently(path: string, body: unknown, key: string, clients = 6) {
  return Promise.all(
    Array.from({ length: clients }, () => api.post(path, body, { 'idempotency-key': key })),
  );
}

/** Every answer is the first one: same status and body; all but one say they are replays. */
function expectOneWrite(answers: Awaited<ReturnType<typeof concurrently>>, status: number) {
  for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(status);
  for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
  const replays = answers.filter((a) => a.headers.get('idempotent-replayed') === 'true');
  expect(replays).toHaveLength(answers.length - 1);
}

const count = (table: string) =>
  (t.service.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('every POST takes an Idempotency-Key', () => {
  it('the OpenAPI document declares the header on every POST operation', () => {
    const doc = t.service.http!.swagger() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const posts = Object.entries(doc.paths).flatMap(([path, ops]) =>
      ops.post ? [{ path, params: ops.post.parameters ?? [] }] : [],
    );
    expect(posts.length).toBeGreaterThan(30);
    const without = posts
      .filter((p) => !p.params.some((x) => x.in === 'header' && x.name === 'idempotency-key'))
      .map((p) => p.path);
    expect(without).toEqual([]);
  });

  it('POST /webhooks: concurrent retries make one webhook, its secret stored encrypted', async () => {
    const before = count('webhooks');
    const key = freshKey();
    const answers = await concurrently(
      '/webhooks',
      { url: 'https://example.com/once', events: ['product.created'] },
      key,
    );
    expectOneWrite(answers, 201);
    expect(count('webhooks')).toBe(before + 1);
    expect(answers[1]!.headers.get('location')).toBe(`/api/v1/webhooks/${answers[0]!.body.id}`);
    const secret = answers[0]!.body.signing_secret as string;
    expect(secret.length).toBeGreaterThan(16);
    const stored = t.service.db
      .prepare('SELECT response_body FROM idempotency_keys WHERE idempotency_key = ?')
      .get(key) as { response_body: string };
    expect(stored.response_body).not.toContain(secret);
    expect(stored.response_body).not.toContain(answers[0]!.body.id);

    // The same key with another body is refused; a new key makes a second webhook.
    const other = await api.post(
      '/webhooks',
      { url: 'https://example.com/other', events: ['product.created'] },
      { 'idempotency-key': key },
    );
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_mismatch');
    expect(count('webhooks')).toBe(before + 1);
  });

  it('webhook actions: ping, redeliver and rotate-secret are done once per key', async () => {
    const made = await api.post('/webhooks', {
      url: 'https://example.com/actions',
      events: ['product.created'],
    });
    const id = made.body.id as string;
    const deliveries = count('deliveries');
    const ping = await concurrently(`/webhooks/${id}/ping`, undefined, freshKey(), 4);
    expectOneWrite(ping, 202);
    expect(count('deliveries')).toBe(deliveries + 1);

    const product = await api.post('/products', {
      name: 'Redelivered',
      sku: 'REDELIVER-1',
      price: { amount: 100, currency: 'EUR' },
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    const event = t.service.db
      .prepare("SELECT id FROM events WHERE type = 'product.created' ORDER BY sequence DESC")
      .get() as { id: string };
    const queued = count('deliveries');
    const again = await concurrently(
      `/webhooks/${id}/redeliver`,
      { event_id: event.id },
      freshKey(),
      4,
    );
    expectOneWrite(again, 202);
    expect(count('deliveries')).toBe(queued + 1);

    const rotated = await concurrently(`/webhooks/${id}/rotate-secret`, {}, freshKey(), 4);
    expectOneWrite(rotated, 200);
    expect(rotated[0]!.body.signing_secret).not.toBe(made.body.signing_secret);
    // Two rotations would have ended the first new secret's overlap: one was made.
    const fresh = await api.post(`/webhooks/${id}/deactivate`, undefined, {
      'idempotency-key': freshKey(),
    });
    expect(fresh.body.previous_secret_expires_at).toBe(rotated[0]!.body.previous_secret_expires_at);
  });

  it('POST /api-keys and regenerate: one key, one secret', async () => {
    const before = count('api_keys');
    const created = await concurrently(
      '/api-keys',
      { name: 'ERP once', scopes: ['products:view'] },
      freshKey(),
    );
    expectOneWrite(created, 201);
    expect(count('api_keys')).toBe(before + 1);
    const publicKey = created[0]!.body.public_key as string;
    expect(created[0]!.headers.get('location')).toBe(`/api/v1/api-keys/${publicKey}`);

    const regenerated = await concurrently(
      `/api-keys/${publicKey}/regenerate`,
      undefined,
      freshKey(),
      4,
    );
    expectOneWrite(regenerated, 200);
    // The secret every retry got is the one that works.
    const secret = regenerated[0]!.body.secret_key as string;
    const res = await fetch(`${t.baseUrl}/api/v1/me`, {
      headers: {
        authorization: `Bearer ${secret}`,
        'x-company-id': t.tenant.companyId,
        'x-branch-id': t.tenant.branchId,
      },
    });
    expect(res.status).toBe(200);
  });

  it('POST /users, /exports and /scheduled-reports: one row for concurrent retries', async () => {
    const users = count('users');
    expectOneWrite(
      await concurrently('/users', { username: 'once.only', role: 'staff' }, freshKey()),
      201,
    );
    expect(count('users')).toBe(users + 1);

    const exports = count('exports');
    expectOneWrite(
      await concurrently(
        '/exports',
        { resource: 'orders', format: 'csv', from: '2026-03-09', to: '2026-03-09' },
        freshKey(),
      ),
      202,
    );
    expect(count('exports')).toBe(exports + 1);

    const schedules = count('scheduled_reports');
    expectOneWrite(
      await concurrently(
        '/scheduled-reports',
        {
          name: 'Nightly once',
          report: { type: 'export', resource: 'orders' },
          frequency: 'daily',
          time_of_day: '06:00',
        },
        freshKey(),
      ),
      201,
    );
    expect(count('scheduled_reports')).toBe(schedules + 1);
  });
});
