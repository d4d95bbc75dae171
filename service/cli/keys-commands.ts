import type { ApiKeyView } from '../keys/api-keys';
import type { CliCommand } from './command';
import { keyValues, list, optional, positional, required, table } from './command';

const tenantOptions = { company: { type: 'string' }, branch: { type: 'string' } } as const;

const summary = (k: ApiKeyView) => ({
  public_key: k.public_key,
  name: k.name,
  status: k.status,
  scopes: k.scopes.length,
  total_requests: k.total_requests,
  last_used_at: k.last_used_at,
});

export const keyCommands: CliCommand[] = [
  {
    name: 'keys create',
    summary: 'Create an API key (prints the secret once)',
    usage: 'keys create --company ID --branch ID --name N --scopes s1,s2 [--description T]',
    examples: [
      'cli keys create --company cmp_01JD8X3Y4Z5A6B7C8D9E0F1G2H --branch brn_01JD8X3Y4Z5A6B7C8D9E0F1G2J --name "ERP sync" --scopes \'products:*,inventory:view\'',
      'cli keys create --name "Stock reader" --scopes inventory:view   # after `cli use`',
    ],
    options: {
      ...tenantOptions,
      name: { type: 'string' },
      scopes: { type: 'string' },
      description: { type: 'string' },
    },
    run({ service, values, actor }) {
      const { key, secret_key } = service.keys.create(
        {
          companyId: required(values, 'company'),
          branchId: required(values, 'branch'),
          name: required(values, 'name'),
          description: optional(values, 'description'),
          scopes: list(required(values, 'scopes')),
        },
        actor,
      );
      const data = { ...key, secret_key };
      return {
        data,
        text: `${keyValues({ public_key: key.public_key, secret_key, scopes: key.scopes })}\nStore the secret key now in a password manager or an environment variable.`,
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
    summary: 'Edit the name or description',
    usage: 'keys update PUBLIC_KEY [--name N] [--description T]',
    examples: [
      'cli keys update pk_7CB4h83XMVHrX3vVpYrkUiis --name "ERP sync (new)" --description "Nightly stock export"',
    ],
    options: { name: { type: 'string' }, description: { type: 'string' } },
    run(ctx) {
      const input: { name?: string; description?: string } = {};
      const name = optional(ctx.values, 'name');
      const description = optional(ctx.values, 'description');
      if (name !== undefined) input.name = name;
      if (description !== undefined) input.description = description;
      const key = ctx.service.keys.update(positional(ctx, 0, 'PUBLIC_KEY'), input, ctx.actor);
      return {
        data: key,
        text: keyValues({
          public_key: key.public_key,
          name: key.name,
          description: key.description,
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
