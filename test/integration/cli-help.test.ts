/**
 * What the CLI tells a person: `cli --help`, every command's --help with examples, the scope
 * list and its suggestions, and fixes named as CLI commands rather than console screens.
 */
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS, OFFLINE_COMMANDS } from '../../service/cli/commands';
import { SCOPE_GROUPS } from '../../shared/scopes';
import { CLI, runCliSync } from '../support/cli-process';
import { CLI_SETUP_ARGS, ensureServiceBuilt } from '../support/serve-process';
import { makeDataDir } from '../support/test-service';

const ALL = [...COMMANDS, ...OFFLINE_COMMANDS];
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

describe('cli help', { timeout: 180_000 }, () => {
  it('cli --help lists every command with its one-line summary', () => {
    const r = runCliSync(dataDir, ['--help']);
    expect(r.code).toBe(0);
    for (const c of ALL)
      expect(r.stdout).toMatch(new RegExp(`^  ${c.name} +${escape(c.summary)}$`, 'm'));
    expect(r.stdout).toContain('Run `cli <command> --help` for its options and examples.');
  });

  it('every command has --help with its usage and at least one example that runs it', async () => {
    const help = async (name: string) =>
      (await promisify(execFile)(process.execPath, [CLI, ...name.split(' '), '--help'])).stdout;
    const pending = [...ALL];
    const missing: string[] = [];
    const worker = async () => {
      for (let c = pending.shift(); c; c = pending.shift()) {
        const text = await help(c.name);
        expect(text.startsWith(`Usage: cli ${c.usage}\n`), c.name).toBe(true);
        const examples = text.split('Examples:\n')[1]?.split('\n\n')[0]?.split('\n') ?? [];
        if (!examples.some((line) => line.includes(`cli ${c.name}`))) missing.push(c.name);
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    expect(missing).toEqual([]);
  });

  it('a group word alone lists its commands', () => {
    const r = runCliSync(dataDir, ['users', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^ {2}users reset-password +Set a new password/m);
    expect(r.stdout).not.toContain('keys create');
    const bare = runCliSync(dataDir, ['users']);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('Name the command.');
  });

  it('a mistyped command names the nearest ones in three lines and exits 2', () => {
    const swapped = runCliSync(dataDir, ['kyes', 'list']);
    expect(swapped.code).toBe(2);
    expect(swapped.stderr).toBe(
      'error: Unknown command `kyes list`.\nDid you mean `keys list`?\nRun `cli --help` for every command.\n',
    );
    const verb = runCliSync(dataDir, ['keys', 'lst', ...tenant]);
    expect(verb.code).toBe(2);
    expect(verb.stderr).not.toContain('Name the command');
    expect(verb.stderr.split('\n')[1]).toBe('Did you mean `keys list`?');
    const group = runCliSync(dataDir, ['webhoks']);
    expect(group.stderr.split('\n')[1]).toBe('Did you mean `webhooks`?');
    const far = runCliSync(dataDir, ['--json', 'bananas']);
    expect(far.code).toBe(2);
    expect(far.error?.message).toBe(
      'Unknown command `bananas`.\nNo command is close to it.\nRun `cli --help` for every command.',
    );
  });

  it('a bad option points at the command help', () => {
    const r = runCliSync(dataDir, ['keys', 'list', '--nope']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Run `cli keys list --help` for examples.');
  });
});

describe('cli scopes', { timeout: 120_000 }, () => {
  it('lists the catalog by group, restaurant-only groups marked, filtered by industry', () => {
    const all = runCliSync(dataDir, ['--json', 'scopes']);
    const groups = all.json!.groups as { entity: string; scopes: { scope: string }[] }[];
    expect(groups.map((g) => g.entity)).toEqual(SCOPE_GROUPS.map((g) => g.entity));
    expect(groups[0]!.scopes[0]).toEqual({ scope: 'products:view', label: 'View' });
    const retail = runCliSync(dataDir, ['--json', 'scopes', '--industry', 'retail']);
    expect((retail.json!.groups as { entity: string }[]).map((g) => g.entity)).not.toContain(
      'tables',
    );
    const text = runCliSync(dataDir, ['scopes']).stdout;
    expect(text).toMatch(/^Tables \(tables:\* for all\), restaurant companies only$/m);
    expect(text).toMatch(/^ {2}products:manage_stock +Manage Stock$/m);
    expect(runCliSync(dataDir, ['scopes', '--industry', 'bakery']).stderr).toBe(
      'error: Industry must be restaurant, retail, default.\n',
    );
  });

  it('keys create names the close scopes of a mistyped one', () => {
    const r = runCliSync(dataDir, [
      '--json',
      'keys',
      'create',
      ...tenant,
      '--name',
      'Typo',
      '--scopes',
      'prodcuts:view,inventory:veiw',
    ]);
    expect(r.code).toBe(1);
    expect(r.error?.message).toBe(
      'Unknown permissions: prodcuts:view (did you mean products:view?), inventory:veiw (did you mean inventory:view?).',
    );
    const none = runCliSync(dataDir, ['keys', 'create', ...tenant, '--name', 'No scopes']);
    expect(none.stderr).toBe(
      'error: Missing --scopes. `cli scopes` lists the permissions a key can hold.\n',
    );
  });
});

describe('fixes named for the CLI', { timeout: 120_000 }, () => {
  it('plain HTTP to a LAN receiver names `cli settings set`, not the console screen', () => {
    const r = runCliSync(dataDir, [
      'webhooks',
      'create',
      ...tenant,
      '--url',
      'http://192.168.1.20/hook',
      '--events',
      'product.created',
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'turned on (`cli settings set --company ID --branch ID allow_http_local true`).',
    );
    expect(r.stderr).not.toContain('Settings →');
    // Following the hint works.
    expect(
      runCliSync(dataDir, ['settings', 'set', ...tenant, 'allow_http_local', 'true']).code,
    ).toBe(0);
    const again = runCliSync(dataDir, [
      'webhooks',
      'create',
      ...tenant,
      '--url',
      'http://192.168.1.20/hook',
      '--events',
      'product.created',
    ]);
    expect(again.code, again.stderr).toBe(0);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
