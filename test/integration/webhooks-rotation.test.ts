/**
 * "Rotate signing secret" end to end: a real service on a temp data dir and a ManualClock, a
 * real receiver on 127.0.0.1 that verifies every request with @octokit/webhooks-methods (the
 * GitHub-style `X-Service-Signature`, compared whole) and `standardwebhooks`, and the delivery
 * worker driven with runDue(). Also the IPC channel and the CLI over dist/service/cli.js.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { verify as octokitVerify } from '@octokit/webhooks-methods';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IpcHandlers } from '../../service/admin/ipc-handlers';
import type { WebhookRow } from '../../service/db/entities';
import { ManualClock } from '../../service/util/clock';
import { createLogger } from '../../service/util/logger';
import { DeliveryWorker } from '../../service/webhooks/worker';
import { AppError } from '../../shared/errors';
import { makeDataDir, startTestService, type TestService } from '../support/test-service';
import { startReceiver, type Received, type Receiver } from '../support/webhook-receiver';
import { CLI_SETUP_ARGS } from '../support/serve-process';

const HOUR = 60 * 60 * 1000;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

interface Setup {
  ts: TestService;
  clock: ManualClock;
  worker: DeliveryWorker;
  receiver: Receiver;
  webhookId: string;
  firstSecret: string;
  /** The secret the receiver verifies with; tests switch it. */
  receiverSecret: { value: string };
  /** Every request's verdict, in order. */
  verdicts: Verdict[];
  /** Resolves when the verdicts of the requests received so far are in. */
  settle(): Promise<unknown>;
}

interface Verdict {
  github: boolean;
  standard: boolean;
}

/**
 * Standard Webhooks' 5-minute tolerance is checked against Date.now(); the service signs with
 * the manual clock, days ahead by the end of a test, so the receiver's clock is that one too.
 */
function standardVerifies(secret: string, got: Received, clock: ManualClock): boolean {
  const realNow = Date.now;
  Date.now = () => clock.now();
  try {
    new Webhook(secret).verify(got.body, got.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  } finally {
    Date.now = realNow;
  }
}

/**
 * A receiver as docs/webhooks.md asks for: `X-Service-Signature` or, while a rotation's overlap
 * lasts, `X-Service-Signature-New` matches its secret (each compared whole, by octokit).
 */
async function githubVerifies(secret: string, got: Received): Promise<boolean> {
  for (const name of ['x-service-signature', 'x-service-signature-new']) {
    const header = got.headers[name];
    if (typeof header === 'string' && (await octokitVerify(secret, got.body, header))) return true;
  }
  return false;
}

async function setup(): Promise<Setup> {
  const clock = new ManualClock(Date.now());
  const ts = await startTestService({ api: false, worker: false, clock });
  cleanups.push(() => ts.close());
  ts.service.settings.setBranch(ts.tenant.branchId, 'allow_http_local', true);
  const receiverSecret = { value: '' };
  const verdicts: Verdict[] = [];
  const pendingVerdicts: Promise<void>[] = [];
  const receiver = await startReceiver((got) => {
    // The reply is synchronous: the signature checks run after it, the verdicts are collected.
    pendingVerdicts.push(
      githubVerifies(receiverSecret.value, got).then((github) => {
        verdicts.push({ github, standard: standardVerifies(receiverSecret.value, got, clock) });
      }),
    );
    return { status: 200 };
  });
  cleanups.push(() => receiver.close());
  const { webhook, signing_secret } = ts.service.webhooks.create(
    {
      companyId: ts.tenant.companyId,
      branchId: ts.tenant.branchId,
      url: receiver.url,
      events: ['product.created'],
    },
    'test',
  );
  receiverSecret.value = signing_secret;
  const worker = new DeliveryWorker({
    db: ts.service.db,
    secrets: ts.service.webhookSecrets,
    events: ts.service.events,
    settings: ts.service.settings,
    audit: ts.service.audit,
    clock,
    log: createLogger('silent'),
    random: () => 0.5,
  });
  cleanups.push(() => worker.stop(1000));
  const s: Setup = {
    ts,
    clock,
    worker,
    receiver,
    webhookId: webhook.id,
    firstSecret: signing_secret,
    receiverSecret,
    verdicts,
    settle: () => Promise.all(pendingVerdicts),
  };
  return s;
}

/** Emits one event, delivers it, and returns what the receiver got. */
async function deliverOne(s: Setup): Promise<Received> {
  const before = s.receiver.received.length;
  s.ts.service.events.transaction(() =>
    s.ts.service.events.append({
      type: 'product.created',
      companyId: s.ts.tenant.companyId,
      branchId: s.ts.tenant.branchId,
      object: { id: 'prd_1', name: 'Espresso — größer', version: 1 },
    }),
  );
  expect(await s.worker.runDue()).toBe(1);
  const [got] = (await s.receiver.waitFor(before + 1)).slice(before);
  await s.settle();
  return got!;
}

const row = (s: Setup) =>
  s.ts.service.db
    .prepare<[string], WebhookRow>('SELECT * FROM webhooks WHERE id = ?')
    .get(s.webhookId)!;

const rotate = (s: Setup, overlap?: string) =>
  s.ts.service.webhooks.rotateSecret(s.webhookId, overlap ? { overlap } : {}, 'admin');

/** Which of these secrets verify the request, by each scheme. */
async function verifiedBy(
  s: Setup,
  got: Received,
  secrets: string[],
): Promise<{ github: number[]; standard: number[]; wholeHeader: number[] }> {
  const out = { github: [] as number[], standard: [] as number[], wholeHeader: [] as number[] };
  for (const [i, secret] of secrets.entries()) {
    if (await githubVerifies(secret, got)) out.github.push(i);
    if (standardVerifies(secret, got, s.clock)) out.standard.push(i);
    // A receiver that predates rotation: the whole X-Service-Signature header, nothing else.
    if (await octokitVerify(secret, got.body, got.headers['x-service-signature'] as string))
      out.wholeHeader.push(i);
  }
  return out;
}

describe('rotating the signing secret', () => {
  it('a receiver that switches secrets in the middle of the overlap rejects nothing; after it the old secret verifies nothing', async () => {
    const s = await setup();
    const old = s.firstSecret;
    await deliverOne(s);

    const rotatedAt = s.clock.now();
    const { webhook, signing_secret: fresh } = rotate(s); // default: 24 h
    expect(fresh).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(fresh).not.toBe(old);
    const until = new Date(rotatedAt + 24 * HOUR).toISOString();
    expect(webhook.previous_secret_expires_at).toBe(until);
    expect(JSON.stringify(webhook)).not.toContain(fresh);

    // Not switched yet: the receiver still has the old secret, and a receiver that compares the
    // whole X-Service-Signature with sha256=<hex> of it keeps working.
    let got = await deliverOne(s);
    expect(got.headers['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
    expect(got.headers['x-service-signature-new']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(await verifiedBy(s, got, [old, fresh])).toEqual({
      github: [0, 1],
      standard: [0, 1],
      wholeHeader: [0],
    });
    // The new secret's signature comes first: `v1,<new> v1,<old>`.
    const [first] = (got.headers['webhook-signature'] as string).split(' ');
    expect(
      standardVerifies(
        fresh,
        { ...got, headers: { ...got.headers, 'webhook-signature': first } },
        s.clock,
      ),
    ).toBe(true);

    s.clock.advance(6 * HOUR);
    await deliverOne(s);
    s.receiverSecret.value = fresh; // the receiver switches in the middle of the overlap
    await deliverOne(s);
    s.clock.set(rotatedAt + 24 * HOUR - 1);
    got = await deliverOne(s);
    expect(await verifiedBy(s, got, [old, fresh])).toMatchObject({ github: [0, 1] });
    expect(row(s).previous_secret_enc).not.toBeNull();

    // The overlap is over: the new secret alone signs, though nothing was written.
    s.clock.set(rotatedAt + 24 * HOUR);
    got = await deliverOne(s);
    expect(got.headers['x-service-signature-new']).toBeUndefined();
    expect(got.headers['webhook-signature']).toMatch(/^v1,\S+$/);
    expect(await verifiedBy(s, got, [old, fresh])).toEqual({
      github: [1],
      standard: [1],
      wholeHeader: [1],
    });
    expect(s.ts.service.webhooks.show(s.webhookId).previous_secret_expires_at).toBeNull();

    // The receiver's verdicts: nothing was rejected, by either scheme, and all six deliveries
    // are in the history (it answers 200 and judges each request after answering).
    expect(s.verdicts).toHaveLength(6);
    expect(s.verdicts.every((v) => v.github && v.standard)).toBe(true);
    const attempts = s.ts.service.webhooks.deliveries(s.webhookId);
    expect(attempts.map((a) => a.succeeded)).toEqual(Array(6).fill(true));

    // The sweep erases the expired secret; before its end it keeps it.
    expect(row(s).previous_secret_enc).not.toBeNull();
    expect(s.ts.service.webhookSecrets.eraseExpired()).toBe(1);
    expect(row(s)).toMatchObject({ previous_secret_enc: null, previous_secret_expires_at: null });
    expect(s.ts.service.webhookSecrets.eraseExpired()).toBe(0);
  });

  it('overlap "none" switches at once', async () => {
    const s = await setup();
    const { webhook, signing_secret: fresh } = rotate(s, 'none');
    expect(webhook.previous_secret_expires_at).toBeNull();
    expect(row(s)).toMatchObject({ previous_secret_enc: null, previous_secret_expires_at: null });
    const got = await deliverOne(s);
    expect(got.headers['x-service-signature-new']).toBeUndefined();
    expect(await verifiedBy(s, got, [s.firstSecret, fresh])).toEqual({
      github: [1],
      standard: [1],
      wholeHeader: [1],
    });
    // The receiver still had the old secret: it rejects.
    expect(s.verdicts).toEqual([{ github: false, standard: false }]);
  });

  it('rotating again during an overlap: the newest previous wins, the oldest secret stops at once', async () => {
    const s = await setup();
    const first = s.firstSecret;
    const { signing_secret: second } = rotate(s, '24h');
    s.clock.advance(HOUR);
    const secondAt = s.clock.now();
    const { webhook, signing_secret: third } = rotate(s, '1h');
    expect(webhook.previous_secret_expires_at).toBe(new Date(secondAt + HOUR).toISOString());

    let got = await deliverOne(s);
    expect(await verifiedBy(s, got, [first, second, third])).toEqual({
      github: [1, 2],
      standard: [1, 2],
      wholeHeader: [1],
    });
    s.clock.set(secondAt + HOUR);
    got = await deliverOne(s);
    expect(await verifiedBy(s, got, [first, second, third])).toEqual({
      github: [2],
      standard: [2],
      wholeHeader: [2],
    });

    // Audited, with the overlap cut short; never a secret.
    const audit = s.ts.service.audit
      .list({})
      .filter((e) => (e as { action: string }).action === 'webhook.secret_rotated');
    expect(audit).toHaveLength(2);
    expect(audit.map((e) => (e as { details: unknown }).details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          overlap: '1h',
          ended_overlap_until: expect.any(String),
        }),
      ]),
    );
    const everything = JSON.stringify(s.ts.service.audit.list({}));
    for (const secret of [first, second, third]) expect(everything).not.toContain(secret);
  });

  it('the running service erases a previous secret once its overlap is over (at start, then every minute)', async () => {
    const clock = new ManualClock(Date.now());
    const dataDir = await makeDataDir();
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const first = await startTestService({ dataDir, api: false, worker: false, clock });
    const { webhook } = first.service.webhooks.create(
      {
        companyId: first.tenant.companyId,
        branchId: first.tenant.branchId,
        url: 'https://example.com/hook',
        events: ['product.created'],
      },
      'test',
    );
    first.service.webhooks.rotateSecret(webhook.id, { overlap: '1h' }, 'test');
    const previous = () =>
      first.service.db
        .prepare<[string], WebhookRow>('SELECT * FROM webhooks WHERE id = ?')
        .get(webhook.id)!.previous_secret_enc;
    clock.advance(HOUR - 1);
    expect(first.service.webhookSecrets.eraseExpired()).toBe(0);
    expect(previous()).not.toBeNull();
    clock.advance(1);
    await first.close();

    // serve (the API and the worker) sweeps when it starts.
    const running = await startTestService({ dataDir, clock });
    cleanups.push(() => running.close());
    const row = running.service.db
      .prepare<[string], WebhookRow>('SELECT * FROM webhooks WHERE id = ?')
      .get(webhook.id)!;
    expect(row).toMatchObject({ previous_secret_enc: null, previous_secret_expires_at: null });
  });

  it('keeps the previous secret encrypted under its own associated data', async () => {
    const s = await setup();
    rotate(s);
    const r = row(s);
    expect(r.previous_secret_enc).toMatch(/^v1\./);
    expect(s.ts.service.webhookSecrets.previousSigningSecret(r)).toBe(s.firstSecret);
    // Neither ciphertext decrypts in the other's place.
    expect(() =>
      s.ts.service.webhookSecrets.signingSecret({ id: r.id, secret_enc: r.previous_secret_enc! }),
    ).toThrow(/cannot be decrypted/);
    expect(() =>
      s.ts.service.webhookSecrets.previousSigningSecret({
        id: r.id,
        previous_secret_enc: r.secret_enc,
      }),
    ).toThrow(/cannot be decrypted/);
  });

  it('a secret typed in the edit form replaces the current one at once and ends the overlap', async () => {
    const s = await setup();
    rotate(s);
    const typed = 'a-typed-secret-for-the-till';
    const view = s.ts.service.webhooks.update(s.webhookId, { secret: typed }, 'admin');
    expect(view.previous_secret_expires_at).toBeNull();
    expect(row(s).previous_secret_enc).toBeNull();
    const [updated] = s.ts.service.audit
      .list({})
      .filter((e) => (e as { action: string }).action === 'webhook.updated');
    expect((updated as { details: unknown }).details).toMatchObject({
      fields: ['secret'],
      ended_overlap_until: expect.any(String),
    });
    const got = await deliverOne(s);
    expect(got.headers['x-service-signature-new']).toBeUndefined();
    expect(await octokitVerify(typed, got.body, got.headers['x-service-signature'] as string)).toBe(
      true,
    );
  });

  it('refuses an unknown overlap and an unknown webhook with clear errors', async () => {
    const s = await setup();
    for (const overlap of ['2d', '', 'NONE', 24] as unknown[]) {
      try {
        s.ts.service.webhooks.rotateSecret(s.webhookId, { overlap }, 'admin');
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe('validation_failed');
        expect((error as AppError).fields).toEqual([
          { path: 'overlap', message: 'The overlap must be one of: none, 1h, 24h, 7d.' },
        ]);
      }
    }
    expect(() => s.ts.service.webhooks.rotateSecret('whk_nope', {}, 'admin')).toThrow(
      /No webhook with id whk_nope/,
    );
    expect(row(s).previous_secret_enc).toBeNull();
  });

  it('over IPC: Admin only, the new secret in the answer, the webhook shows until when the old one signs', async () => {
    const s = await setup();
    const ipc = new IpcHandlers(s.ts.service);
    cleanups.push(async () => ipc.dispose());
    const rootId = (
      s.ts.service.db.sql.prepare("SELECT id FROM users WHERE username = 'admin'").get() as {
        id: string;
      }
    ).id;
    ipc.sessions.start('root', rootId);
    const req = { ...s.ts.tenant, id: s.webhookId, overlap: '7d' as const };
    const r = await ipc.call('webhooks.rotateSecret', req, { sessionKey: 'root' });
    expect(r.error).toBeUndefined();
    expect(r.result!.secret).toMatch(/^whsec_/);
    expect(r.result!.webhook.previous_secret_expires_at).toBe(
      new Date(s.clock.now() + 7 * 24 * HOUR).toISOString(),
    );
    const listed = await ipc.call('webhooks.list', s.ts.tenant, { sessionKey: 'root' });
    expect(JSON.stringify(listed)).not.toContain(r.result!.secret);

    const manager = await ipc.call(
      'users.create',
      {
        username: 'manager',
        password: 'password-123',
        role: 'manager',
        companyIds: [s.ts.tenant.companyId],
      },
      { sessionKey: 'root' },
    );
    ipc.sessions.start('manager', manager.result!.id);
    const refused = await ipc.call('webhooks.rotateSecret', req, { sessionKey: 'manager' });
    expect(refused.error?.code).toBe('forbidden');
  });
});

describe('CLI: webhooks rotate-secret', () => {
  const cliPath = join(process.cwd(), 'dist/service/cli.js');
  beforeAll(() => {
    execFileSync(process.execPath, ['scripts/build.mjs', '--service', '--quiet']);
  }, 120_000);

  const cli = (dataDir: string, ...args: string[]) => {
    const r = spawnSync(
      process.execPath,
      [cliPath, '--data-dir', dataDir, '--vault', 'file', ...args],
      {
        encoding: 'utf8',
        env: { ...process.env, IC_LOG_LEVEL: 'silent' },
      },
    );
    return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
  };

  it('prints the new secret once, with --overlap 0|1h|24h|7d', async () => {
    const dataDir = await makeDataDir();
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const ids = JSON.parse(cli(dataDir, '--json', ...CLI_SETUP_ARGS).out) as {
      company_id: string;
      branch_id: string;
    };
    const created = JSON.parse(
      cli(
        dataDir,
        '--json',
        'webhooks',
        'create',
        '--company',
        ids.company_id,
        '--branch',
        ids.branch_id,
        '--url',
        'https://example.com/hook',
        '--events',
        'product.created',
      ).out,
    ) as { id: string; signing_secret: string };

    const rotated = cli(
      dataDir,
      '--json',
      'webhooks',
      'rotate-secret',
      created.id,
      '--overlap',
      '1h',
    );
    expect(rotated.code, rotated.err).toBe(0);
    const data = JSON.parse(rotated.out) as {
      signing_secret: string;
      previous_secret_expires_at: string;
    };
    expect(data.signing_secret).toMatch(/^whsec_/);
    expect(data.signing_secret).not.toBe(created.signing_secret);
    const until = Date.parse(data.previous_secret_expires_at) - Date.now();
    expect(until).toBeGreaterThan(HOUR - 60_000);
    expect(until).toBeLessThanOrEqual(HOUR);

    const shown = cli(dataDir, 'webhooks', 'show', created.id);
    expect(shown.out).toContain(`previous_secret_signs_until: ${data.previous_secret_expires_at}`);
    expect(shown.out).not.toContain(data.signing_secret);

    const text = cli(dataDir, 'webhooks', 'rotate-secret', created.id, '--overlap', '0');
    expect(text.code, text.err).toBe(0);
    expect(text.out).toContain('API Key - Save this now!');
    expect(text.out).toContain('The old secret no longer signs.');
    expect(text.out).toMatch(/signing_secret: whsec_/);

    const bad = cli(dataDir, '--json', 'webhooks', 'rotate-secret', created.id, '--overlap', '2d');
    expect(bad.code).not.toBe(0);
    expect(bad.out + bad.err).toContain('The overlap must be one of: none, 1h, 24h, 7d.');
  });

  /** The same CLI, without blocking: several run at once. */
  const cliAsync = (dataDir: string, ...args: string[]) =>
    new Promise<{ code: number; out: string; err: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [cliPath, '--data-dir', dataDir, '--vault', 'file', ...args],
        { env: { ...process.env, IC_LOG_LEVEL: 'silent' } },
      );
      let out = '';
      let err = '';
      child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
      child.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
      child.on('close', (code) => resolve({ code: code ?? -1, out, err }));
    });

  it('rotations from several processes at once keep one chain: every printed secret signed', async () => {
    const dataDir = await makeDataDir();
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const ids = JSON.parse(cli(dataDir, '--json', ...CLI_SETUP_ARGS).out) as {
      company_id: string;
      branch_id: string;
    };
    const { id } = JSON.parse(
      cli(
        dataDir,
        '--json',
        'webhooks',
        'create',
        '--company',
        ids.company_id,
        '--branch',
        ids.branch_id,
        '--url',
        'https://example.com/hook',
        '--events',
        'product.created',
      ).out,
    ) as { id: string };

    const runs = await Promise.all(
      Array.from({ length: 4 }, () =>
        cliAsync(dataDir, '--json', 'webhooks', 'rotate-secret', id, '--overlap', '24h'),
      ),
    );
    for (const r of runs) expect(r.code, r.err).toBe(0);
    const printed = runs.map(
      (r) => (JSON.parse(r.out) as { signing_secret: string }).signing_secret,
    );
    expect(new Set(printed).size).toBe(4);

    // Each rotation read the secret it replaced in its own transaction, so the previous secret
    // is one a rotation printed (not the first one, replaced by every racing rotation at once).
    const ts = await startTestService({ dataDir, api: false, worker: false });
    cleanups.push(() => ts.close());
    const r = ts.service.db
      .prepare<[string], WebhookRow>('SELECT * FROM webhooks WHERE id = ?')
      .get(id)!;
    const current = ts.service.webhookSecrets.signingSecret(r);
    const previous = ts.service.webhookSecrets.previousSigningSecret(r);
    expect(printed).toContain(current);
    expect(printed).toContain(previous);
    const rotations = ts.service.audit
      .list({})
      .filter((e) => (e as { action: string }).action === 'webhook.secret_rotated');
    expect(rotations).toHaveLength(4);
    // Three of the four cut an earlier rotation's overlap short (all but the first to commit).
    expect(
      rotations.filter((e) => 'ended_overlap_until' in ((e as { details: object }).details ?? {})),
    ).toHaveLength(3);
  }, 120_000);
});
