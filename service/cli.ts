import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { AppError } from '../shared/errors';
import { createService } from './app';
import { resolveConfig, type VaultMode } from './config';
import { COMMANDS, OFFLINE_COMMANDS } from './cli/commands';
import type { CliCommand, OfflineCommand, Values } from './cli/command';
import { cliHint } from './cli/hints';
import { commandWords, unknownCommandText } from './cli/suggest';
import { resolveTenantDefaults, type TenantDefault } from './cli/tenant-defaults';
import { createLogger } from './util/logger';

const GLOBAL_OPTIONS = {
  'data-dir': { type: 'string' },
  vault: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const ALL: (CliCommand | OfflineCommand)[] = [...COMMANDS, ...OFFLINE_COMMANDS];

const GLOBAL_HELP = [
  'Global options: --data-dir D (or IC_DATA_DIR), --vault auto|keychain|file (or IC_VAULT),',
  '--json (one JSON object on stdout; errors as JSON on stderr).',
].join('\n');

function commandList(commands: (CliCommand | OfflineCommand)[]): string[] {
  const width = Math.max(...commands.map((c) => c.name.length));
  return commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
}

/** Every command, a blank line between groups (`keys …`, `webhooks …`). */
function groupedList(): string[] {
  const width = Math.max(...ALL.map((c) => c.name.length));
  const lines: string[] = [];
  const groupOf = (c: { name: string }) => c.name.split(' ')[0]!;
  const order = [...new Set(ALL.map(groupOf))];
  const sorted = [...ALL].sort((a, b) => order.indexOf(groupOf(a)) - order.indexOf(groupOf(b)));
  let previous = '';
  for (const c of sorted) {
    const group = groupOf(c);
    if (previous && group !== previous) lines.push('');
    previous = group;
    lines.push(`  ${c.name.padEnd(width)}  ${c.summary}`);
  }
  return lines;
}

function usage(): string {
  return [
    'Usage: cli [--data-dir D] [--vault auto|keychain|file] [--json] <command> [options]',
    '',
    ...groupedList(),
    '',
    'Run `cli <command> --help` for its options and examples.',
    '--company and --branch default to IC_COMPANY and IC_BRANCH, else to `cli use`.',
    GLOBAL_HELP,
  ].join('\n');
}

function commandHelp(command: CliCommand | OfflineCommand): string {
  const tenant = command.options && 'company' in command.options && command.defaultTenant !== false;
  return [
    `Usage: cli ${command.usage}`,
    '',
    `${command.summary}.`,
    ...(command.examples?.length
      ? ['', 'Examples:', ...command.examples.map((e) => `  ${e}`)]
      : []),
    ...(tenant
      ? ['', 'Omit --company/--branch to use IC_COMPANY/IC_BRANCH or the `cli use` defaults.']
      : []),
    '',
    GLOBAL_HELP,
  ].join('\n');
}

/** The command whose words appear first in argv (longest name wins at the same place). */
function findCommand(argv: string[]): CliCommand | OfflineCommand | undefined {
  const byLength = [...ALL].sort((a, b) => b.name.length - a.name.length);
  for (let i = 0; i < argv.length; i++) {
    const found = byLength.find((c) => c.name.split(' ').every((word, j) => argv[i + j] === word));
    if (found) return found;
  }
  return undefined;
}

/** `cli users` (a group word without its verb): the group's commands. */
function findGroup(argv: string[]): (CliCommand | OfflineCommand)[] {
  const groups = new Set(ALL.map((c) => c.name.split(' ')[0]));
  const word = argv.find((a) => groups.has(a));
  return word ? ALL.filter((c) => c.name.split(' ')[0] === word) : [];
}

/**
 * Log lines as plain sentences on stderr, each at most once per command (the keychain
 * fallback warning, for one). At debug and trace levels they stay JSON, with every field.
 */
function plainLog(): { write(line: string): void } {
  const seen = new Set<string>();
  return {
    write(line: string) {
      let entry: { level?: number; msg?: string };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        process.stderr.write(line);
        return;
      }
      const msg = entry.msg ?? '';
      if (seen.has(msg)) return;
      seen.add(msg);
      const level = entry.level ?? 30;
      const label = level >= 50 ? 'error' : level >= 40 ? 'warning' : 'note';
      process.stderr.write(`${label}: ${msg}\n`);
    },
  };
}

/** Fills an omitted --company/--branch from the defaults; returns which ones it used. */
async function applyTenantDefaults(
  command: CliCommand | OfflineCommand,
  values: Values,
  dataDir: string,
): Promise<TenantDefault[]> {
  if (!command.options || command.defaultTenant === false) return [];
  const defaults = await resolveTenantDefaults(dataDir);
  const used: TenantDefault[] = [];
  for (const name of ['company', 'branch'] as const) {
    const fallback = defaults[name];
    if (name in command.options && values[name] === undefined && fallback) {
      values[name] = fallback.id;
      used.push(fallback);
    }
  }
  return used;
}

async function main(argv: string[]): Promise<number> {
  const json = argv.includes('--json');
  const fail = (message: string, code: string, exit = 1) => {
    process.stderr.write(
      json ? `${JSON.stringify({ error: { code, message } })}\n` : `error: ${message}\n`,
    );
    return exit;
  };
  const command = findCommand(argv);
  const help = argv.includes('--help') || argv.includes('-h');
  if (!command) {
    const group = findGroup(argv);
    // A group word alone lists its commands; a group word with an unknown verb is a typo.
    if (group.length > 0 && commandWords(argv).length === 1) {
      const text = ['Commands:', ...commandList(group), '', 'Run `cli <command> --help`.'];
      if (help) {
        process.stdout.write(`${text.join('\n')}\n`);
        return 0;
      }
      return fail(`Name the command.\n${text.join('\n')}`, 'usage', 2);
    }
    if (commandWords(argv).length === 0) {
      process.stdout.write(`${usage()}\n`);
      return 0;
    }
    return fail(
      unknownCommandText(
        argv,
        ALL.map((c) => c.name),
      ),
      'usage',
      2,
    );
  }
  if (help) {
    process.stdout.write(`${commandHelp(command)}\n`);
    return 0;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { ...GLOBAL_OPTIONS, ...command.options },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return fail(
      `${(error as Error).message}\nUsage: cli ${command.usage}\nRun \`cli ${command.name} --help\` for examples.`,
      'usage',
      2,
    );
  }
  const refused = Object.entries(command.refusedOptions ?? {}).find(
    ([name]) => (parsed.values as Values)[name] !== undefined,
  );
  if (refused) return fail(`${refused[1]}\nUsage: cli ${command.usage}`, 'usage', 2);
  // The command's own words come first among the positionals.
  const positionals = parsed.positionals.slice(command.name.split(' ').length);
  let service;
  let defaultsUsed: TenantDefault[] = [];
  try {
    const config = resolveConfig({
      ...(typeof parsed.values['data-dir'] === 'string'
        ? { dataDir: parsed.values['data-dir'] }
        : {}),
      ...(typeof parsed.values.vault === 'string'
        ? { vault: parsed.values.vault as VaultMode }
        : {}),
      api: false,
      worker: false,
    });
    const values = parsed.values as Values;
    defaultsUsed = await applyTenantDefaults(command, values, config.dataDir);
    // Logs go to stderr so stdout stays one JSON object.
    const level = process.env.IC_LOG_LEVEL ?? 'warn';
    const log = createLogger(
      level,
      (['debug', 'trace'].includes(level) ? process.stderr : plainLog()) as never,
    );
    const context = { values, positionals, actor: `cli:${userInfo().username}` };
    let result;
    if ('runOffline' in command) {
      result = await command.runOffline({ ...context, config, log });
    } else {
      service = await createService(config, log);
      result = await command.run({ ...context, service });
    }
    process.stdout.write(`${json ? JSON.stringify(result.data) : result.text}\n`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      const fields = error.fields.map((f) => ({ ...f, message: cliHint(f.message) }));
      let message = cliHint(error.message);
      // A default that points nowhere: say where it came from.
      const culprits = defaultsUsed.filter((d) => message.includes(d.id));
      if (error.code === 'not_found' && culprits.length > 0)
        message += ` (${culprits.map((d) => `${d.id} came from ${d.source}`).join('; ')}: pass --company/--branch, or run \`cli use\` again.)`;
      const detail =
        fields.length > 1 ? `\n${fields.map((f) => `  ${f.path}: ${f.message}`).join('\n')}` : '';
      if (json) {
        process.stderr.write(
          `${JSON.stringify({ error: { code: error.code, message, fields } })}\n`,
        );
        return 1;
      }
      return fail(message + detail, error.code);
    }
    return fail((error as Error).message, 'internal_error');
  } finally {
    await service?.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
