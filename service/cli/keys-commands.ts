import { AppError } from '../../shared/errors';
import type { ApiKeyView } from '../keys/api-keys';
import type { Clock } from '../util/clock';
import type { CliCommand, Values } from './command';
import { keyValues, list, optional, positional, required, table } from './command';

const tenantOptions = { company: { type: 'string' }, branch: { type: 'string' } } as const;

/** Allow-list and expiry, the same on create and update. */
const accessOptions = {
  'allowed-ips': { type: 'string' },
  'expires-in': { type: 'string' },
  'expires-at': { type: 'string' },
} as const;
const ACCESS_USAGE =
  '[--allowed-ips ADDR|CIDR,...|any] [--expires-in 30d|90d|365d | --expires-at ISO|never]';

/** active, inactive or expired: what the key does now. */
const state = (k: ApiKeyView) =>
  k.status === 'inactive' ? 'inactive' : k.expired ? 'expired' : 'active';

const summary = (k: ApiKeyView) => ({
  public_key: k.public_key,
  name: k.name,
  status: state(k),
  scopes: k.scopes.length,
  allowed_ips: k.allowed_ips.length ? k.allowed_ips.join(',') : 'any',
  expires_at: k.expires_at ? `${k.expires_at}${k.expires_soon ? ' (soon)' : ''}` : 'never',
  total_requests: k.total_requests,
  last_used_at: k.last_used_at,
});

/**
 * `--allowed-ips` and `--expires-in`/`--expires-at` as the service's input: undefined when not
 * given; `any` (or an empty value) clears the allow-list, `never` the expiry.
 */
function accessInput(
  values: Values,
  clock: Clock,
): { allowed_ips?: string[]; expires_at?: string | null } {
  const out: { allowed_ips?: string[]; expires_at?: string | null } = {};
  const ips = optional(values, 'allowed-ips');
  if (ips !== undefined) out.allowed_ips = ips.trim().toLowerCase() === 'any' ? [] : list(ips);
  const expiresIn = optional(values, 'expires-in');
  const expiresAt = optional(values, 'expires-at');
  if (expiresIn !== undefined && expiresAt !== undefined) {
    const message = 'Give --expires-in or --expires-at, not both.';
    throw new AppError('validation_failed', message, [{ path: 'expires-in', message }]);
  }
  if (expiresIn !== undefined) {
    const days = /^(\d{1,4})d$/.exec(expiresIn.trim());
    if (!days || Number(days[1]) < 1) {
      const message = '--expires-in takes a number of days, like 30d, 90d or 365d.';
      throw new AppError('validation_failed', message, [{ path: 'expires-in', message }]);
    }
    out.expires_at = new Date(clock.now() + Number(days[1]) * 86_400_000).toISOString();
  }
  if (expiresAt !== undefined)
    out.expires_at = expiresAt.trim().toLowerCase() === 'never' ? null : expiresAt;
  return out;
}

/** The fields of a key a person reads after create or update. */
const accessText = (k: ApiKeyView) => ({
  allowed_ips: k.allowed_ips.length ? k.allowed_ips : 'any',
  expires_at: k.expires_at ?? 'never',
});

export const keyCommands: CliCommand[] = [
  {
    name: 'keys create',
    summary: 'Create an API key (prints the secret once)',
    usage: `keys create --company ID --branch ID --name N --scopes s1,s2 [--description T] ${ACCESS_USAGE}`,
    examples: [
      'cli keys create --company cmp_01JD8X3Y4Z5A6B7C8D9E0F1G2H --branch brn_01JD8X3Y4Z5A6B7C8D9E0F1G2J --name "ERP sync" --scopes \'products:*,inventory:view\'',
      'cli keys create --name "Stock reader" --scopes inventory:view   # after `cli use`',
    ],
    options: {
      ...tenantOptions,
      name: { type: 'string' },
      scopes: { type: 'string' },
      description: { type: 'string' },
      ...accessOptions,
    },
    run({ service, values, actor }) {
      const { key, secret_key } = service.keys.create(
        {
          companyId: required(values, 'company'),
          branchId: required(values, 'branch'),
          name: required(values, 'name'),
          description: optional(values, 'description'),
          scopes: list(required(values, 'scopes')),
          ...accessInput(values, service.clock),
        },
        actor,
      );
      const data = { ...key, secret_key };
      return {
        data,
        text: `${keyValues({ public_key: key.public_key, secret_key, scopes: key.scopes, ...accessText(key) })}\nStore the secret key now in a password manager or an environment variable.`,
      };
    },
  },
  {
    name: 'keys list',
    summary: 'List the API keys of a branch (inactive ones with --all)',
    usage: 'keys list --company ID --branch ID [--all]',
    examples: [
      'cli keys list --company cmp_01JD8X3Y4Z5A6B7C8D9E0F1G2H --branch brn_01JD8X3Y4Z5A6B7C8D9E0F1G2J',
      'cli keys list --all   # after `cli use`',
    ],
    options: { ...tenantOptions, all: { type: 'boolean' } },
    run({ service, values }) {
      const keys = service.keys.list(required(values, 'company'), required(values, 'branch'), {
        includeInactive: values.all === true,
      });
      return {
        data: { keys },
        text: table(keys.map(summary), [
          'public_key',
          'name',
          'status',
          'scopes',
          'allowed_ips',
          'expires_at',
          'total_requests',
          'last_used_at',
        ]),
      };
    },
  },
  {
    name: 'keys show',
    summary: 'One API key (no secret)',
    usage: 'keys show PUBLIC_KEY',
    examples: ['cli keys show pk_7CB4h83XMVHrX3vVpYrkUiis'],
    run(ctx) {
      const key = ctx.service.keys.show(positional(ctx, 0, 'PUBLIC_KEY'));
      return { data: key, text: keyValues({ ...key }) };
    },
  },
  {
    name: 'keys reveal',
    summary: 'Print the secret key (written to the audit log)',
    usage: 'keys reveal PUBLIC_KEY',
    examples: ['cli keys reveal pk_7CB4h83XMVHrX3vVpYrkUiis'],
    run(ctx) {
      const data = ctx.service.keys.reveal(positional(ctx, 0, 'PUBLIC_KEY'), ctx.actor);
      return { data, text: data.secret_key };
    },
  },
  {
    name: 'keys regenerate',
    summary: 'Replace the secret; the old one stops working at once',
    usage: 'keys regenerate PUBLIC_KEY',
    examples: ['cli keys regenerate pk_7CB4h83XMVHrX3vVpYrkUiis'],
    run(ctx) {
      const { key, secret_key } = ctx.service.keys.regenerate(
        positional(ctx, 0, 'PUBLIC_KEY'),
        ctx.actor,
      );
      return {
        data: { ...key, secret_key },
        text: `${keyValues({ public_key: key.public_key, secret_key })}\nThe previous secret no longer works.`,
      };
    },
  },
  ...(['deactivate', 'activate'] as const).map((verb): CliCommand => ({
    name: `keys ${verb}`,
    summary:
      verb === 'deactivate'
        ? 'Stop a key from authenticating'
        : 'Let a deactivated key authenticate again',
    usage: `keys ${verb} PUBLIC_KEY`,
    examples: [`cli keys ${verb} pk_7CB4h83XMVHrX3vVpYrkUiis`],
    run(ctx) {
      const key = ctx.service.keys.setStatus(
        positional(ctx, 0, 'PUBLIC_KEY'),
        verb === 'activate' ? 'active' : 'inactive',
        ctx.actor,
      );
      return { data: key, text: `${key.public_key} is now ${key.status}.` };
    },
  })),
  {
    name: 'keys update',
    summary:
      'Edit the name, description, permissions, allowed IP addresses or expiry (the secret stays)',
    usage: `keys update PUBLIC_KEY [--name N] [--description T] [--scopes s1,s2] ${ACCESS_USAGE}`,
    examples: [
      'cli keys update pk_7CB4h83XMVHrX3vVpYrkUiis --name "ERP sync (new)" --description "Nightly stock export"',
      'cli keys update pk_7CB4h83XMVHrX3vVpYrkUiis --scopes orders:view,reports:export   # from its next request',
    ],
    options: {
      name: { type: 'string' },
      description: { type: 'string' },
      scopes: { type: 'string' },
      ...accessOptions,
    },
    run(ctx) {
      const input: {
        name?: string;
        description?: string;
        scopes?: string[];
        allowed_ips?: string[];
        expires_at?: string | null;
      } = accessInput(ctx.values, ctx.service.clock);
      const name = optional(ctx.values, 'name');
      const description = optional(ctx.values, 'description');
      const scopes = optional(ctx.values, 'scopes');
      if (name !== undefined) input.name = name;
      if (description !== undefined) input.description = description;
      if (scopes !== undefined) input.scopes = list(scopes);
      const key = ctx.service.keys.update(positional(ctx, 0, 'PUBLIC_KEY'), input, ctx.actor);
      return {
        data: key,
        text: keyValues({
          public_key: key.public_key,
          name: key.name,
          description: key.description,
          scopes: key.scopes,
          ...accessText(key),
        }),
      };
    },
  },
  {
    name: 'keys stats',
    summary: 'Total keys, active keys, total requests, requests today',
    usage: 'keys stats --company ID --branch ID',
    examples: [
      'cli keys stats --company cmp_01JD8X3Y4Z5A6B7C8D9E0F1G2H --branch brn_01JD8X3Y4Z5A6B7C8D9E0F1G2J',
    ],
    options: tenantOptions,
    run({ service, values }) {
      const data = service.keys.stats(required(values, 'company'), required(values, 'branch'));
      return { data, text: keyValues({ ...data }) };
    },
  },
];
