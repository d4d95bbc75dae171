/**
 * Secrets hygiene (issue 7): a broad scenario with every log line captured at trace level,
 * then a search for every secret it handled (API secrets, webhook signing secrets, passwords,
 * TOTP secrets, the master key) in the log, the HTTP error bodies, the audit log, the IPC
 * responses (other than the ones meant to show a secret) and the bytes of the SQLite files.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IpcHandlers } from '../../service/admin/ipc-handlers';
import { createLogger } from '../../service/util/logger';
import type { Channel, IpcEnvelope, Req, Res } from '../../shared/ipc';
import { startTestService, type TestService } from '../support/test-service';
import { startReceiver, type Receiver } from '../support/webhook-receiver';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let t: TestService;
let ipc: IpcHandlers;
let receiver: Receiver;
/** Every secret the scenario handled, with a label. */
const secrets: [string, string][] = [];
/** IPC responses that must not show a secret, and HTTP error bodies. */
const quietOutputs: [string, string][] = [];

async function call<C extends Channel>(
  key: string,
  channel: C,
  input: Req<C>,
  mayShowSecret = false,
): Promise<IpcEnvelope<Res<C>>> {
  const envelope = await ipc.call(channel, input, { sessionKey: key });
  if (!mayShowSecret) quietOutputs.push([`ipc ${channel}`, JSON.stringify(envelope)]);
  return envelope;
}
const ok = <T>(e: IpcEnvelope<T>): T => {
  if (e.error) throw new Error(`${e.error.code}: ${e.error.message}`);
  return e.result as T;
};

async function api(path: string, secret: string, init: RequestInit = {}) {
  const res = await fetch(`${t.baseUrl}/api/v1${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${secret}`,
      'x-company-id': t.tenant.companyId,
      'x-branch-id': t.tenant.branchId,
      'content-type': 'application/json',
    },
  });
  const text = await res.text();
  if (res.status >= 400) quietOutputs.push([`http ${res.status} ${path}`, text]);
  return { status: res.status, text };
}

beforeAll(async () => {
  t = await startTestService({ log: createLogger('trace', capture), logLevel: 'trace' });
  ipc = new IpcHandlers(t.service);
  receiver = await startReceiver();
  const root = 'root';
  secrets.push(['root password', 'correct horse battery']);
  ok(await call(root, 'auth.login', { username: 'admin', password: 'correct horse battery' }));

  // API keys: create, reveal, regenerate (the responses meant to show the secret).
  const tenant = t.tenant;
  const created = ok(
    await call(
      root,
      'keys.create',
      { ...tenant, name: 'Hygiene key', scopes: ['products:view', 'products:create'] },
      true,
    ),
  );
  secrets.push(['api secret (first)', created.secret_key]);
  const revealed = ok(
    await call(root, 'keys.reveal', { ...tenant, publicKey: created.key.public_key }, true),
  );
  expect(revealed.secret_key).toBe(created.secret_key);
  const regenerated = ok(
    await call(root, 'keys.regenerate', { ...tenant, publicKey: created.key.public_key }, true),
  );
  secrets.push(['api secret (regenerated)', regenerated.secret_key]);
  ok(await call(root, 'keys.list', { ...tenant, includeInactive: true }));
  ok(
    await call(root, 'keys.update', {
      ...tenant,
      publicKey: created.key.public_key,
      name: 'Renamed key',
    }),
  );

  // The API with good and bad secrets.
  expect((await api('/products', regenerated.secret_key)).status).toBe(200);
  expect((await api('/products', created.secret_key)).status).toBe(401);
  const mutated = regenerated.secret_key.slice(0, -2) + 'zz';
  secrets.push(['api secret (mutated)', mutated]);
  expect((await api('/products', mutated)).status).toBe(401);
  expect((await api('/me', regenerated.secret_key)).status).toBe(200);

  // Webhooks: a generated and a typed signing secret, delivering to a real receiver.
  ok(await call(root, 'general.update', { ...tenant, allow_http_local: true }));
  const generated = ok(
    await call(
      root,
      'webhooks.create',
      { ...tenant, url: receiver.url, events: ['product.created'] },
      true,
    ),
  );
  secrets.push(['signing secret (generated)', generated.secret]);
  const typedSecret = 'typed-signing-secret-Xq7!pL2@vR9#';
  const typed = ok(
    await call(
      root,
      'webhooks.create',
      { ...tenant, url: receiver.url, events: ['product.created'], secret: typedSecret },
      true,
    ),
  );
  expect(typed.secret).toBe(typedSecret);
  secrets.push(['signing secret (typed)', typedSecret]);
  const replacedSecret = 'replacement-signing-secret-7hN$kw';
  ok(
    await call(root, 'webhooks.update', {
      ...tenant,
      id: typed.webhook.id,
      secret: replacedSecret,
    }),
  );
  secrets.push(['signing secret (replaced)', replacedSecret]);
  // A rotation with an overlap: the new secret is shown once, and both sign what follows.
  const rotated = ok(
    await call(
      root,
      'webhooks.rotateSecret',
      { ...tenant, id: generated.webhook.id, overlap: '24h' },
      true,
    ),
  );
  secrets.push(['signing secret (rotated)', rotated.secret]);
  const made = await api('/products', regenerated.secret_key, {
    method: 'POST',
    body: JSON.stringify({ sku: 'HYG-1', name: 'Hygiene', price: { amount: 100 } }),
  });
  expect(made.status).toBe(201);
  await receiver.waitFor(2, 10_000);
  ok(await call(root, 'webhooks.sendTest', { ...tenant, id: generated.webhook.id }));
  await receiver.waitFor(3, 10_000);
  // Attempts are recorded a few ms after the receiver answers (group commit).
  let attempts = ok(
    await ipc.call(
      'webhooks.deliveries',
      { ...tenant, id: generated.webhook.id },
      { sessionKey: root },
    ),
  );
  for (let i = 0; attempts.length < 2 && i < 100; i++) {
    await new Promise((r) => setTimeout(r, 20));
    attempts = ok(
      await ipc.call(
        'webhooks.deliveries',
        { ...tenant, id: generated.webhook.id },
        { sessionKey: root },
      ),
    );
  }
  expect(attempts).toHaveLength(2); // the product.created event and the test event
  ok(await call(root, 'webhooks.deliveries', { ...tenant, id: generated.webhook.id }));
  ok(
    await call(root, 'webhooks.attempt', {
      ...tenant,
      id: generated.webhook.id,
      attemptId: attempts[0]!.id,
    }),
  );
  ok(await call(root, 'webhooks.list', tenant));

  // Users with passwords and TOTP; failed sign-ins.
  const userPassword = 'user-password-Kd8#q';
  secrets.push(['user password', userPassword]);
  const user = ok(
    await call(root, 'users.create', {
      username: 'hygiene-admin',
      password: userPassword,
      role: 'admin',
      companyIds: [tenant.companyId],
    }),
  );
  const wrong = 'wrong-password-Zx9!';
  secrets.push(['wrong password', wrong]);
  for (let i = 0; i < 2; i++)
    expect(
      (await call('u', 'auth.login', { username: 'hygiene-admin', password: wrong })).error?.code,
    ).toBe('unauthenticated');
  ok(await call('u', 'auth.login', { username: 'hygiene-admin', password: userPassword }));
  const enrolment = ok(await call('u', 'totp.begin', undefined, true));
  secrets.push(['totp secret', enrolment.secret]);
  const totp = new TOTP({ secret: Secret.fromBase32(enrolment.secret), label: 'hygiene-admin' });
  const confirmed = ok(await call('u', 'totp.confirm', { code: totp.generate() }, true));
  for (const [i, code] of confirmed.recoveryCodes.entries())
    secrets.push([`recovery code ${i}`, code]);
  const newPassword = 'new-user-password-Lm3$';
  secrets.push(['changed password', newPassword]);
  ok(await call('u', 'profile.changePassword', { currentPassword: userPassword, newPassword }));
  expect(
    (await call('u2', 'auth.login', { username: 'hygiene-admin', password: newPassword })).result,
  ).toEqual({
    status: 'totp_required',
  });
  const badCode = (
    await call('u2', 'auth.login', {
      username: 'hygiene-admin',
      password: newPassword,
      code: '000000',
    })
  ).error?.code;
  expect(['unauthenticated', 'account_locked']).toContain(badCode);
  const resetPassword = 'reset-by-root-Qw2%';
  secrets.push(['reset password', resetPassword]);
  ok(await call(root, 'users.resetPassword', { id: user.id, password: resetPassword }));
  ok(await call(root, 'users.list', undefined));
  ok(await call(root, 'audit.list', { limit: 500 }));

  // The master key, as the file vault stores it.
  const vault = JSON.parse(await readFile(join(t.dataDir, 'master.key'), 'utf8')) as Record<
    string,
    string
  >;
  for (const value of Object.values(vault)) {
    secrets.push(['master key (base64)', value]);
    const raw = Buffer.from(value, 'base64');
    secrets.push(['master key (hex)', raw.toString('hex')]);
    secrets.push(['master key (base64url)', raw.toString('base64url')]);
  }
  t.service.usage.flush();
}, 60_000);

afterAll(async () => {
  ipc?.dispose();
  await receiver?.close();
  await t?.close();
});

const leaks = (label: string, text: string) =>
  secrets
    .filter(([, s]) => s.length >= 6 && text.includes(s))
    .map(([name]) => `${name} in ${label}`);

describe('secrets hygiene', () => {
  it('the scenario produced log lines at trace level and handled every kind of secret', () => {
    expect(t.service.log.level).toBe('trace');
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.some((l) => l.includes('"msg":"request"'))).toBe(true);
    const kinds = new Set(secrets.map(([n]) => n.split(' (')[0]));
    for (const k of ['api secret', 'signing secret', 'root password', 'totp secret', 'master key'])
      expect(kinds).toContain(k);
  });

  it('the leak detector finds a secret when one is there', () => {
    const [name, secret] = secrets[1]!;
    expect(leaks('probe', `{"msg":"oops","value":"${secret}"}`)).toEqual([`${name} in probe`]);
  });

  it('no secret in any log line', () => {
    expect(lines.flatMap((l, i) => leaks(`log line ${i}`, l))).toEqual([]);
  });

  it('no secret in HTTP error bodies or in IPC responses other than the ones meant to show it', () => {
    expect(quietOutputs.length).toBeGreaterThan(20);
    expect(quietOutputs.flatMap(([label, text]) => leaks(label, text))).toEqual([]);
  });

  it('no secret in the audit log', () => {
    const rows = t.service.db.sql.prepare('SELECT * FROM audit_log').all();
    expect(rows.length).toBeGreaterThan(10);
    expect(leaks('audit_log', JSON.stringify(rows))).toEqual([]);
  });

  it('no secret in plaintext in the SQLite files (database, WAL, shared memory)', async () => {
    // Checkpoint nothing: the WAL is searched as it is, then the main file.
    const files = (await readdir(t.dataDir)).filter((f) => !f.startsWith('master.key'));
    expect(files.some((f) => f.endsWith('-wal'))).toBe(true);
    const found: string[] = [];
    for (const file of files) {
      const bytes = await readFile(join(t.dataDir, file));
      for (const [name, secret] of secrets) {
        if (bytes.includes(Buffer.from(secret, 'utf8'))) found.push(`${name} in ${file}`);
        if (bytes.includes(Buffer.from(secret, 'utf16le')))
          found.push(`${name} (UTF-16) in ${file}`);
      }
      for (const value of Object.values(
        JSON.parse(await readFile(join(t.dataDir, 'master.key'), 'utf8')) as Record<string, string>,
      )) {
        if (bytes.includes(Buffer.from(value, 'base64'))) found.push(`master key bytes in ${file}`);
      }
    }
    expect(found).toEqual([]);
  });
});
