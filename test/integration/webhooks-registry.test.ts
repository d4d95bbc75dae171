/**
 * Webhook registration rules (service layer) and the CLI over the built dist/service/cli.js.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { DATABASE_FILE } from '../../service/db/data-source';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { MAX_WEBHOOKS_PER_BRANCH } from '../../service/webhooks/webhook-input';
import { makeDataDir, startTestService, type TestService } from '../support/test-service';
import { makePki } from '../support/webhook-receiver';
import { CLI_SETUP_ARGS } from '../support/serve-process';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

async function service(): Promise<TestService> {
  const ts = await startTestService({ api: false, worker: false });
  cleanups.push(() => ts.close());
  return ts;
}

function fieldErrors(fn: () => unknown): Record<string, string> {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError)
      return Object.fromEntries(error.fields.map((f) => [f.path, f.message]));
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('registration', () => {
  it('returns the signing secret once and stores it encrypted (bound to the webhook id)', async () => {
    const ts = await service();
    const { companyId, branchId } = ts.tenant;
    const { webhook, signing_secret } = ts.service.webhooks.create(
      {
        companyId,
        branchId,
        url: 'https://example.com/hooks',
        events: ['product.created'],
        description: 'ERP',
      },
      'admin',
    );
    expect(signing_secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhook).toMatchObject({
      url: 'https://example.com/hooks',
      status: 'active',
      events: ['product.created'],
      description: 'ERP',
      last_delivery: null,
    });
    expect(JSON.stringify(webhook)).not.toContain(signing_secret);
    expect(JSON.stringify(ts.service.webhooks.list(companyId, branchId))).not.toContain(
      signing_secret,
    );
    const row = ts.service.db
      .prepare<[string], { secret_enc: string }>('SELECT secret_enc FROM webhooks WHERE id = ?')
      .get(webhook.id)!;
    expect(row.secret_enc).toMatch(/^v1\./);
    expect(row.secret_enc).not.toContain(signing_secret.slice(6, 20));
    expect(
      ts.service.webhookSecrets.signingSecret({ id: webhook.id, secret_enc: row.secret_enc }),
    ).toBe(signing_secret);
    expect(() =>
      ts.service.webhookSecrets.signingSecret({ id: 'whk_other', secret_enc: row.secret_enc }),
    ).toThrow(/cannot be decrypted/);
    const file = join(ts.dataDir, DATABASE_FILE);
    const db =
      readFileSync(file, 'latin1') +
      (existsSync(`${file}-wal`) ? readFileSync(`${file}-wal`, 'latin1') : '');
    expect(db).not.toContain(signing_secret);
    expect(JSON.stringify(ts.service.audit.list({}))).not.toContain(signing_secret);
  });

  it('uses a typed API key as is (16..256 characters) and refuses the rest with form sentences', async () => {
    const ts = await service();
    const base = { ...ts.tenant, url: 'https://example.com/h', events: ['product.updated'] };
    const typed = 'ein-schlüssel-mit-16+-zeichen';
    expect(ts.service.webhooks.create({ ...base, secret: typed }, 'a').signing_secret).toBe(typed);
    expect(ts.service.webhooks.create({ ...base, secret: '   ' }, 'a').signing_secret).toMatch(
      /^whsec_/,
    );
    expect(
      fieldErrors(() => ts.service.webhooks.create({ ...base, secret: 'short' }, 'a')).secret,
    ).toMatch(/16 to 256 characters/);
    expect(
      fieldErrors(() => ts.service.webhooks.create({ ...base, secret: 'x'.repeat(257) }, 'a'))
        .secret,
    ).toMatch(/16 to 256/);
    expect(
      ts.service.webhooks.create({ ...base, secret: 'x'.repeat(256) }, 'a').signing_secret,
    ).toHaveLength(256);
    expect(
      fieldErrors(() =>
        ts.service.webhooks.create({ ...base, secret: 'whsec_not base64 at all!' }, 'a'),
      ).secret,
    ).toMatch(/base64/);
  });

  it('takes a typed "whsec_" API key only as Standard Webhooks does: base64 of 24 to 64 bytes', async () => {
    const ts = await service();
    const base = { ...ts.tenant, url: 'https://example.com/h', events: ['product.updated'] };
    const whsec = (bytes: number) => `whsec_${Buffer.alloc(bytes, 7).toString('base64')}`;
    const sentence =
      'A signing secret that starts with "whsec_" must continue with the base64 of 24 to 64 random bytes, as Standard Webhooks secrets do (or leave it blank to generate one).';
    for (const bytes of [24, 32, 64]) {
      const secret = whsec(bytes);
      expect(ts.service.webhooks.create({ ...base, secret }, 'a').signing_secret).toBe(secret);
    }
    // 16 bytes make 30 characters (16..256 would take them), 65 bytes are too many.
    for (const secret of [whsec(16), whsec(23), whsec(65), 'whsec_', 'whsec_abc']) {
      expect(
        fieldErrors(() => ts.service.webhooks.create({ ...base, secret }, 'a')).secret,
        secret,
      ).toBe(sentence);
    }
    const { webhook } = ts.service.webhooks.create(base, 'a');
    expect(
      fieldErrors(() => ts.service.webhooks.update(webhook.id, { secret: whsec(16) }, 'a')).secret,
    ).toBe(sentence);
    // Other typed secrets keep the 16..256 character rule, "whsec" without the underscore too.
    expect(
      ts.service.webhooks.create({ ...base, secret: 'whsec-but-not-the-prefix' }, 'a')
        .signing_secret,
    ).toBe('whsec-but-not-the-prefix');
  });

  it('validates URL and events: "Enter a valid HTTPS URL.", the policy sentences, "Select at least one event."', async () => {
    const ts = await service();
    const ok = { ...ts.tenant, url: 'https://example.com/h', events: ['product.created'] };
    expect(fieldErrors(() => ts.service.webhooks.create({ ...ok, url: '' }, 'a')).url).toBe(
      'Enter a valid HTTPS URL.',
    );
    expect(
      fieldErrors(() => ts.service.webhooks.create({ ...ok, url: 'not a url' }, 'a')).url,
    ).toMatch(/^Enter a valid HTTPS URL/);
    expect(
      fieldErrors(() => ts.service.webhooks.create({ ...ok, url: 'https://169.254.169.254/' }, 'a'))
        .url,
    ).toMatch(/blocked/);
    expect(
      fieldErrors(() => ts.service.webhooks.create({ ...ok, url: 'http://127.0.0.1:9/' }, 'a')).url,
    ).toMatch(/Allow plain HTTP/);
    ts.service.settings.setBranch(ts.tenant.branchId, 'allow_http_local', true);
    expect(ts.service.webhooks.create({ ...ok, url: 'http://127.0.0.1:9/' }, 'a').webhook.url).toBe(
      'http://127.0.0.1:9/',
    );
    expect(fieldErrors(() => ts.service.webhooks.create({ ...ok, events: [] }, 'a')).events).toBe(
      'Select at least one event.',
    );
    expect(
      fieldErrors(() => ts.service.webhooks.create({ ...ok, events: ['order.created'] }, 'a'))
        .events,
    ).toMatch(/Unknown event "order.created"/);
    const both = fieldErrors(() =>
      ts.service.webhooks.create({ ...ok, url: 'ftp://x', events: [] }, 'a'),
    );
    expect(Object.keys(both).sort()).toEqual(['events', 'url']);
    const { webhook } = ts.service.webhooks.create(
      { ...ok, events: ['category.deleted', 'product.created', 'product.created'] },
      'a',
    );
    expect(webhook.events).toEqual(['product.created', 'category.deleted']);
  });

  it(`allows at most ${MAX_WEBHOOKS_PER_BRANCH} webhooks per branch`, async () => {
    const ts = await service();
    for (let i = 0; i < MAX_WEBHOOKS_PER_BRANCH; i++) {
      ts.service.webhooks.create(
        { ...ts.tenant, url: `https://example.com/${i}`, events: ['product.created'] },
        'a',
      );
    }
    expect(() =>
      ts.service.webhooks.create(
        { ...ts.tenant, url: 'https://example.com/x', events: ['product.created'] },
        'a',
      ),
    ).toThrow(expect.objectContaining({ code: 'limit_reached' }));
  });

  it('edits URL, description, events and secret; blank keeps the secret; at least one event always', async () => {
    const ts = await service();
    const { webhook, signing_secret } = ts.service.webhooks.create(
      { ...ts.tenant, url: 'https://example.com/a', events: ['product.created'] },
      'a',
    );
    const secretOf = () =>
      ts.service.webhookSecrets.signingSecret(
        ts.service.db
          .prepare<[string], { id: string; secret_enc: string }>(
            'SELECT id, secret_enc FROM webhooks WHERE id = ?',
          )
          .get(webhook.id)!,
      );
    const edited = ts.service.webhooks.update(
      webhook.id,
      {
        url: 'https://example.com/b',
        description: 'New',
        events: ['category.created'],
        secret: '',
      },
      'a',
    );
    expect(edited).toMatchObject({
      url: 'https://example.com/b',
      description: 'New',
      events: ['category.created'],
    });
    expect(secretOf()).toBe(signing_secret);
    ts.service.webhooks.update(webhook.id, { secret: 'a-brand-new-secret-value' }, 'a');
    expect(secretOf()).toBe('a-brand-new-secret-value');
    expect(
      fieldErrors(() => ts.service.webhooks.update(webhook.id, { events: [] }, 'a')).events,
    ).toBe('Select at least one event.');
    expect(
      fieldErrors(() => ts.service.webhooks.update(webhook.id, { url: 'http://example.com/' }, 'a'))
        .url,
    ).toMatch(/HTTP/);
    const audit = ts.service.audit.list({ targetId: webhook.id });
    expect(audit.map((a) => a.action)).toEqual([
      'webhook.updated',
      'webhook.updated',
      'webhook.created',
    ]);
    expect(audit[0]!.details).toEqual({ fields: ['secret'] });
    expect(JSON.stringify(audit)).not.toContain('a-brand-new-secret-value');
  });
});

describe('CLI', () => {
  const cliPath = join(process.cwd(), 'dist/service/cli.js');
  beforeAll(() => {
    execFileSync(process.execPath, ['scripts/build.mjs', '--service', '--quiet']);
  });

  function cli(
    dataDir: string,
    ...args: string[]
  ): { code: number; out: string; err: string; json: unknown } {
    const r = spawnSync(
      process.execPath,
      [cliPath, '--data-dir', dataDir, '--vault', 'file', '--json', ...args],
      {
        encoding: 'utf8',
        env: { ...process.env, IC_LOG_LEVEL: 'silent' },
      },
    );
    let json: unknown;
    try {
      json = JSON.parse(r.stdout || r.stderr);
    } catch {
      json = null;
    }
    return { code: r.status ?? -1, out: r.stdout, err: r.stderr, json };
  }

  it('create, list, show, update, deactivate, activate, test, deliveries, delete, and the CA commands', async () => {
    const dataDir = await makeDataDir();
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const setup = cli(dataDir, ...CLI_SETUP_ARGS);
    expect(setup.code, setup.err).toBe(0);
    const ids = setup.json as { company_id: string; branch_id: string };
    const t = ['--company', ids.company_id, '--branch', ids.branch_id];

    const created = cli(
      dataDir,
      'webhooks',
      'create',
      ...t,
      '--url',
      'https://example.com/hook',
      '--events',
      'product.created,product.updated',
      '--description',
      'ERP',
    );
    expect(created.code, created.err).toBe(0);
    const hook = created.json as { id: string; signing_secret: string; events: string[] };
    expect(hook.signing_secret).toMatch(/^whsec_/);
    expect(hook.events).toEqual(['product.created', 'product.updated']);
    const bad = cli(
      dataDir,
      'webhooks',
      'create',
      ...t,
      '--url',
      'https://example.com/hook',
      '--events',
      '',
    );
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('Select at least one event.');

    const listed = cli(dataDir, 'webhooks', 'list', ...t).json as {
      webhooks: { id: string; status: string }[];
    };
    expect(listed.webhooks.map((w) => w.id)).toEqual([hook.id]);
    expect(JSON.stringify(listed)).not.toContain(hook.signing_secret);
    expect((cli(dataDir, 'webhooks', 'show', hook.id).json as { url: string }).url).toBe(
      'https://example.com/hook',
    );
    expect(
      (
        cli(dataDir, 'webhooks', 'update', hook.id, '--events', 'category.created').json as {
          events: string[];
        }
      ).events,
    ).toEqual(['category.created']);
    expect(
      (cli(dataDir, 'webhooks', 'deactivate', hook.id).json as { status: string }).status,
    ).toBe('inactive');
    expect((cli(dataDir, 'webhooks', 'activate', hook.id).json as { status: string }).status).toBe(
      'active',
    );
    expect(
      (cli(dataDir, 'webhooks', 'replay', hook.id).json as { replayed: number }).replayed,
    ).toBe(0);
    const test = cli(dataDir, 'webhooks', 'test', hook.id).json as { event_id: string };
    expect(test.event_id).toMatch(/^evt_/);
    expect(cli(dataDir, 'webhooks', 'deliveries', hook.id).json).toEqual({ attempts: [] }); // the CLI never sends
    expect(
      cli(dataDir, 'webhooks', 'redeliver', hook.id, '--event', 'evt_01JD8X3Y4Z5A6B7C8D9E0F1G2H')
        .code,
    ).toBe(1);

    const pki = makePki();
    const c = ['--company', ids.company_id];
    expect(cli(dataDir, 'settings', 'add-ca', pki.caFile).err).toContain('--company');
    const added = cli(dataDir, 'settings', 'add-ca', ...c, pki.caFile).json as {
      added: { fingerprint: string; subject: string }[];
    };
    expect(added.added).toHaveLength(1);
    expect(added.added[0]!.subject).toContain('Test LAN CA');
    const listCas = (...args: string[]) =>
      (cli(dataDir, 'settings', 'list-ca', ...args).json as { cas: unknown[] }).cas;
    expect(listCas(...c)).toHaveLength(1);
    expect(
      cli(dataDir, 'settings', 'remove-ca', '--company', 'cmp_nope', added.added[0]!.fingerprint)
        .code,
    ).toBe(1);
    expect(cli(dataDir, 'settings', 'remove-ca', ...c, added.added[0]!.fingerprint).code).toBe(0);
    expect(listCas(...c)).toHaveLength(0);
    expect(cli(dataDir, 'settings', 'add-ca', ...c, join(pki.dir, 'leaf.key')).code).toBe(1);

    expect(cli(dataDir, 'webhooks', 'delete', hook.id).code).toBe(0);
    expect(cli(dataDir, 'webhooks', 'show', hook.id).code).toBe(1);
  }, 90_000); // ~30 CLI processes, each opening the data directory: slow on a loaded machine
});
