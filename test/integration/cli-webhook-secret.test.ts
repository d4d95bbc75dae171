/**
 * A webhook's signing secret typed for `cli webhooks create|update` comes from a prompt that
 * does not echo or from stdin, never from argv (`ps` and shell history), and is never printed
 * back; `--secret S` is a usage error that says what to use instead.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliOnTty, runCliSync } from '../support/cli-process';
import { CLI_SETUP_ARGS, databaseFile, ensureServiceBuilt, withDb } from '../support/serve-process';
import { makeDataDir } from '../support/test-service';

const SECRET = 'erp-shared-secret-4f9c2a7e1b';
let dataDir = '';
let tenant: string[] = [];
beforeAll(async () => {
  ensureServiceBuilt();
  dataDir = await makeDataDir();
  const setup = runCliSync(dataDir, ['--json', ...CLI_SETUP_ARGS]);
  expect(setup.code, setup.stderr).toBe(0);
  tenant = ['--company', String(setup.json!.company_id), '--branch', String(setup.json!.branch_id)];
}, 120_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const create = () => [
  'webhooks',
  'create',
  ...tenant,
  '--url',
  'https://erp.example.com/hook',
  '--events',
  'product.created',
];
const webhookCount = () =>
  (
    withDb(databaseFile(dataDir), (db) =>
      db.prepare('SELECT count(*) AS n FROM webhooks').get(),
    ) as {
      n: number;
    }
  ).n;
const auditDetails = (id: string, action: string) =>
  JSON.parse(
    (
      withDb(databaseFile(dataDir), (db) =>
        db
          .prepare('SELECT details FROM audit_log WHERE target_id = ? AND action = ?')
          .get(id, action),
      ) as { details: string }
    ).details,
  ) as Record<string, unknown>;

describe('cli webhooks: the signing secret', { timeout: 120_000 }, () => {
  it('--secret S is refused (exit 2) with the options to use instead; nothing is created', () => {
    for (const json of [[], ['--json']]) {
      const r = runCliSync(dataDir, [...json, ...create(), '--secret', SECRET]);
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toContain('--secret-prompt');
      expect(r.stderr).toContain('--secret-stdin');
      expect(r.stderr + r.stdout).not.toContain(SECRET);
    }
    expect(webhookCount()).toBe(0);
  });

  it('--secret-stdin reads it and never prints it back, in text or JSON', () => {
    const text = runCliSync(dataDir, [...create(), '--secret-stdin'], { input: `${SECRET}\n` });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout + text.stderr).not.toContain(SECRET);
    expect(text.stdout).toContain('It signs with the secret you typed.');
    const id = /^id: (whk_\w+)$/m.exec(text.stdout)![1]!;
    expect(auditDetails(id, 'webhook.created').secret).toBe('typed');

    const json = runCliSync(dataDir, ['--json', ...create(), '--secret-stdin'], { input: SECRET });
    expect(json.code, json.stderr).toBe(0);
    expect(json.stdout + json.stderr).not.toContain(SECRET);
    expect(json.json).not.toHaveProperty('signing_secret');

    // A generated secret is still printed, once.
    const generated = runCliSync(dataDir, ['--json', ...create()]);
    expect(generated.json!.signing_secret).toMatch(/^whsec_/);
  });

  it('--secret-prompt asks twice without echo; a refused secret is refused before the repeat', () => {
    const short = runCliOnTty(
      dataDir,
      [...create(), '--secret-prompt'],
      [['Signing secret: ', 'short\r']],
    );
    expect(short.code, short.screen).toBe(1);
    expect(short.screen).toContain('The signing secret must be 16 to 256 characters');
    expect(short.screen).not.toContain('Repeat it');
    expect(short.screen).not.toContain('short');

    const ok = runCliOnTty(
      dataDir,
      [...create(), '--secret-prompt'],
      [
        ['Signing secret: ', `${SECRET}\r`],
        ['Repeat it: ', `${SECRET}\r`],
      ],
    );
    expect(ok.code, ok.screen).toBe(0);
    expect(ok.screen).not.toContain(SECRET);
    expect(ok.screen).toContain('It signs with the secret you typed.');

    // Without a terminal, the prompt cannot be shown: the message names --secret-stdin.
    const piped = runCliSync(dataDir, [...create(), '--secret-prompt'], { input: SECRET });
    expect(piped.code).toBe(1);
    expect(piped.stderr).toContain('Pipe the signing secret in with --secret-stdin.');
  });

  it('update: --secret S refused, --secret-stdin replaces the secret without printing it', () => {
    const id = String(runCliSync(dataDir, ['--json', ...create()]).json!.id);
    const refused = runCliSync(dataDir, ['webhooks', 'update', id, '--secret', SECRET]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--secret-stdin');

    const r = runCliSync(dataDir, ['--json', 'webhooks', 'update', id, '--secret-stdin'], {
      input: SECRET,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).not.toContain(SECRET);
    expect(auditDetails(id, 'webhook.updated').fields).toEqual(['secret']);

    const blank = runCliSync(dataDir, ['webhooks', 'update', id, '--secret-stdin'], {
      input: '   \n',
    });
    expect(blank.code).toBe(1);
    expect(blank.stderr).toContain('The signing secret is blank');
  });
});
