import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { AppError } from '../shared/errors';
import { createService } from './app';
import { resolveConfig, type VaultMode } from './config';
import { COMMANDS, OFFLINE_COMMANDS } from './cli/commands';
import type { CliCommand, OfflineCommand } from './cli/command';
import { createLogger } from './util/logger';

const GLOBAL_OPTIONS = {
  'data-dir': { type: 'string' },
  vault: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function usage(): string {
  const all = [...COMMANDS, ...OFFLINE_COMMANDS];
  const width = Math.max(...all.map((c) => c.name.length));
  return [
    'Usage: cli [--data-dir D] [--vault auto|keychain|file] [--json] <command> [options]',
    '',
    ...all.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'IC_DATA_DIR and IC_VAULT may stand in for --data-dir and --vault.',
  ].join('\n');
}

/** The command whose words appear first in argv (longest name wins at the same place). */
function findCommand(argv: string[]): CliCommand | OfflineCommand | undefined {
  const byLength = [...COMMANDS, ...OFFLINE_COMMANDS].sort((a, b) => b.name.length - a.name.length);
  for (let i = 0; i < argv.length; i++) {
    const found = byLength.find((c) => c.name.split(' ').every((word, j) => argv[i + j] === word));
    if (found) return found;
  }
  return undefined;
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
    if (help || argv.length === 0) {
      process.stdout.write(`${usage()}\n`);
      return 0;
    }
    return fail(`Unknown command.\n${usage()}`, 'usage', 2);
  }
  if (help) {
    process.stdout.write(`Usage: cli ${command.usage}\n`);
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
    return fail(`${(error as Error).message}\nUsage: cli ${command.usage}`, 'usage', 2);
  }
  // The command's own words come first among the positionals.
  const positionals = parsed.positionals.slice(command.name.split(' ').length);
  let service;
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
    // Logs go to stderr so stdout stays one JSON object.
    const log = createLogger(process.env.IC_LOG_LEVEL ?? 'warn', process.stderr as never);
    const context = {
      values: parsed.values as never,
      positionals,
      actor: `cli:${userInfo().username}`,
    };
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
      const detail =
        error.fields.length > 1
          ? `\n${error.fields.map((f) => `  ${f.path}: ${f.message}`).join('\n')}`
          : '';
      if (json) {
        process.stderr.write(
          `${JSON.stringify({ error: { code: error.code, message: error.message, fields: error.fields } })}\n`,
        );
        return 1;
      }
      return fail(error.message + detail, error.code);
    }
    return fail((error as Error).message, 'internal_error');
  } finally {
    await service?.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
