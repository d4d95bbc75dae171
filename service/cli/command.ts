import type { ParseArgsConfig } from 'node:util';
import { AppError } from '../../shared/errors';
import type { Service } from '../app';
import type { ServiceConfig } from '../config';
import type { Logger } from '../util/logger';

export type Options = NonNullable<ParseArgsConfig['options']>;
export type Values = Record<string, string | boolean | string[] | undefined>;

export interface CommandContext {
  service: Service;
  values: Values;
  positionals: string[];
  actor: string;
}

export interface CommandResult {
  /** Printed as one JSON object with --json. */
  data: unknown;
  /** Printed otherwise. */
  text: string;
}

/** What a command that must not open the data directory as a service gets (restore). */
export interface OfflineContext {
  config: ServiceConfig;
  log: Logger;
  values: Values;
  positionals: string[];
  actor: string;
}

export interface CliCommand {
  /** Words that select it, e.g. `keys create`. */
  name: string;
  summary: string;
  usage: string;
  options?: Options;
  /** Shell lines shown by `cli <command> --help`, each starting with `cli` (or piping into it). */
  examples?: string[];
  /**
   * Whether an omitted --company/--branch takes the default (IC_COMPANY/IC_BRANCH or
   * `cli use`). True unless set to false, for commands whose --company is a filter.
   */
  defaultTenant?: boolean;
  /**
   * Options that are declared only to be refused with the sentence given here (a usage error),
   * which says what to use instead; "unknown option" alone would not.
   */
  refusedOptions?: Record<string, string>;
  run(ctx: CommandContext): Promise<CommandResult> | CommandResult;
}

/** A command that runs without createService (nothing is migrated or created first). */
export interface OfflineCommand extends Omit<CliCommand, 'run'> {
  runOffline(ctx: OfflineContext): Promise<CommandResult>;
}

/** What to do about a missing option, where there is more to say than its name. */
const MISSING_FIX: Record<string, string> = {
  // The defaults are resolved in tenant-defaults.ts.
  company: 'Pass --company ID, set IC_COMPANY, or run `cli use --company ID --branch ID`.',
  branch: 'Pass --branch ID, set IC_BRANCH, or run `cli use --company ID --branch ID`.',
  scopes: '`cli scopes` lists the permissions a key can hold.',
};

/** A required option, or a clear usage error naming it (and, where useful, how to find it). */
export function required(values: Values, name: string): string {
  const v = values[name];
  if (typeof v !== 'string' || v === '') {
    const fix = MISSING_FIX[name];
    const message = fix ? `Missing --${name}. ${fix}` : `Missing --${name}.`;
    throw new AppError('validation_failed', message, [
      { path: name, message: fix ? `--${name} is required. ${fix}` : `--${name} is required.` },
    ]);
  }
  return v;
}

/**
 * For commands that add accounts, companies or branches: on an empty data directory they
 * would get around `setup` (which creates the first Super Admin, company and branch together).
 */
export function requireSetUp(service: Service): void {
  if (!service.tenancy.isSetUp())
    throw new AppError(
      'setup_required',
      'This data directory is not set up yet: run `cli setup` first (it creates the Super Admin, the first company and its branch).',
    );
}

export function optional(values: Values, name: string): string | undefined {
  const v = values[name];
  return typeof v === 'string' ? v : undefined;
}

export function positional(ctx: CommandContext, index: number, label: string): string {
  const v = ctx.positionals[index];
  if (!v)
    throw new AppError('validation_failed', `Missing ${label}.`, [
      { path: label, message: `${label} is required.` },
    ]);
  return v;
}

export const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Aligned plain-text table for human output. */
export function table(rows: Record<string, unknown>[], columns: string[]): string {
  if (rows.length === 0) return '(none)';
  const cells = rows.map((r) =>
    columns.map((c) => (r[c] === null || r[c] === undefined ? '-' : String(r[c]))),
  );
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i]!.length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(columns), ...cells.map(line)].join('\n');
}

export const keyValues = (data: Record<string, unknown>): string =>
  Object.entries(data)
    .map(
      ([k, v]) =>
        `${k}: ${Array.isArray(v) ? v.join(', ') : v === null ? '-' : typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
    )
    .join('\n');
