import { readFile } from 'node:fs/promises';
import { AppError } from '../../shared/errors';
import type { AttemptView } from '../webhooks/attempts';
import { checkSecret, type UpdateWebhookInput } from '../webhooks/webhook-input';
import type { WebhookView } from '../webhooks/registry';
import { DEFAULT_SECRET_OVERLAP } from '../../shared/signing-overlap';
import { Validator } from '../util/validate';
import type { CliCommand, Values } from './command';
import { keyValues, list, optional, positional, required, table } from './command';
import { readPassword, type SecretKind } from './password-input';

const tenantOptions = { company: { type: 'string' }, branch: { type: 'string' } } as const;

const outcome = (w: WebhookView): string =>
  w.last_delivery
    ? `${w.last_delivery.succeeded ? 'ok' : 'failed'} ${w.last_delivery.http_status ?? w.last_delivery.error_kind ?? ''} ${w.last_delivery.at}`.trim()
    : '-';

/** "failing since …: the last error" or "ok" (docs/webhooks.md, "Failing webhooks"). */
const health = (w: WebhookView): string =>
  w.health === 'failing'
    ? `failing since ${w.failing_since ?? '?'}: ${w.last_error ?? 'the last attempt failed'}`
    : 'ok';

const summary = (w: WebhookView) => ({
  id: w.id,
  url: w.url,
  status: w.status,
  health: health(w),
  events: w.events.join(','),
  created_at: w.created_at,
  last_delivery: outcome(w),
  reason: w.disabled_reason,
});

const details = (w: WebhookView) =>
  keyValues({
    id: w.id,
    url: w.url,
    description: w.description,
    status: w.status,
    health: health(w),
    reason: w.disabled_reason,
    events: w.events,
    categories: w.filter ? w.filter.category_ids : 'all',
    max_per_second: w.max_per_second ?? 'no limit',
    created_at: w.created_at,
    updated_at: w.updated_at,
    last_delivery: outcome(w),
    pending_deliveries: w.pending_deliveries,
    missed_events: w.missed ? `sequences ${w.missed.from_sequence}..${w.missed.to_sequence}` : null,
    previous_secret_signs_until: w.previous_secret_expires_at,
  });

const attemptRow = (a: AttemptView) => ({
  at: a.at,
  event: a.event_type,
  event_id: a.event_id,
  attempt: a.attempt,
  result: a.succeeded ? 'ok' : 'failed',
  status: a.http_status ?? a.error_kind,
  ms: a.duration_ms,
  next: a.next_attempt_at,
});

/** `--categories a,b` as a filter; blank or absent: no filter (every product event). */
const categoriesFilter = (raw: string | undefined) => {
  const ids = raw === undefined ? [] : list(raw);
  return ids.length ? { category_ids: ids } : null;
};

/** `--max-per-second N` as given (the registry checks it); `none` or blank: no limit. */
const perSecond = (raw: string | undefined): string | null =>
  raw === undefined || raw.trim() === '' || raw.trim() === 'none' ? null : raw;

const SIGNING_SECRET: SecretKind = {
  noun: 'signing secret',
  field: 'secret',
  check(value) {
    const v = new Validator();
    // Blank would generate a secret the person never sees: they meant to type one.
    if (value.trim() === '')
      v.add(
        'secret',
        'The signing secret is blank: type one, or pass neither --secret-prompt nor --secret-stdin to generate one.',
      );
    else checkSecret(v, value);
    v.done();
  },
};

/** A typed signing secret comes from a prompt that does not echo or from stdin, never argv. */
const secretOptions = {
  'secret-prompt': { type: 'boolean' },
  'secret-stdin': { type: 'boolean' },
  /** Refused: see `refusedSecret`. */
  secret: { type: 'string' },
} as const;

const refusedSecret = (example: string) => ({
  secret: `--secret would put the signing secret in the command line, where other users of this machine see it (ps) and the shell keeps it in its history. Type it at a prompt that does not echo with --secret-prompt, or pipe it in: printf '%s' "$SECRET" | ${example} --secret-stdin. Without either, a secret is generated and printed once.`,
});

/** The secret typed with --secret-prompt or piped with --secret-stdin; undefined without them. */
async function typedSecret(values: Values): Promise<string | undefined> {
  const fromStdin = values['secret-stdin'] === true;
  if (!fromStdin && values['secret-prompt'] !== true) return undefined;
  const secret = await readPassword({
    fromStdin,
    confirm: true,
    label: 'Signing secret',
    stdinOption: '--secret-stdin',
    kind: SIGNING_SECRET,
  });
  SIGNING_SECRET.check(secret);
  return secret;
}

export const webhookCommands: CliCommand[] = [
  {
    name: 'webhooks create',
    summary: 'Register a webhook (prints a generated signing secret once)',
    usage:
      'webhooks create --company ID --branch ID --url U --events e1,e2 [--categories cat_1,cat_2] [--max-per-second N] [--secret-prompt|--secret-stdin] [--description T]',
    examples: [
      'cli webhooks create --company cmp_01JD8X3Y4Z5A6B7C8D9E0F1G2H --branch brn_01JD8X3Y4Z5A6B7C8D9E0F1G2J --url https://erp.example.com/hooks/pos --events product.created,product.updated',
      'cli webhooks create --url http://192.168.1.20:8080/hook --events product.deleted   # after `cli use`; plain http needs allow_http_local',
      'cli webhooks create --url https://bar-screen.lan/hook --events product.created,product.updated --categories cat_01JD8X3Y4Z5A6B7C8D9E0F1G2M   # only drinks',
      'cli webhooks create --url http://192.168.1.30/hook --events product.updated --max-per-second 10   # a small LAN receiver',
      'cli webhooks create --url https://erp.example.com/hooks/pos --events product.updated --secret-prompt   # the secret the receiver already has',
      'printf \'%s\' "$ERP_SECRET" | cli webhooks create --url https://erp.example.com/hooks/pos --events product.updated --secret-stdin',
    ],
    options: {
      ...tenantOptions,
      url: { type: 'string' },
      events: { type: 'string' },
      categories: { type: 'string' },
      'max-per-second': { type: 'string' },
      ...secretOptions,
      description: { type: 'string' },
    },
    refusedOptions: refusedSecret('cli webhooks create …'),
    async run({ service, values, actor }) {
      const typed = await typedSecret(values);
      const { webhook, signing_secret } = service.webhooks.create(
        {
          companyId: required(values, 'company'),
          branchId: required(values, 'branch'),
          url: required(values, 'url'),
          events: list(optional(values, 'events')),
          filter: categoriesFilter(optional(values, 'categories')),
          max_per_second: perSecond(optional(values, 'max-per-second')),
          secret: typed,
          description: optional(values, 'description'),
        },
        actor,
      );
      // A secret the person typed is never shown back: it would land in the terminal's scrollback.
      if (typed !== undefined)
        return {
          data: webhook,
          text: `${keyValues({ id: webhook.id, url: webhook.url, events: webhook.events })}\nIt signs with the secret you typed.`,
        };
      return {
        data: { ...webhook, signing_secret },
        text: `${keyValues({ id: webhook.id, url: webhook.url, events: webhook.events, signing_secret })}\nAPI Key - Save this now! It is not shown again.`,
      };
    },
  },
  {
    name: 'webhooks list',
    summary: 'The webhooks of a branch with status and last delivery',
    usage: 'webhooks list --company ID --branch ID',
    examples: [
      'cli webhooks list --company cmp_01JD8X3Y4Z5A6B7C8D9E0F1G2H --branch brn_01JD8X3Y4Z5A6B7C8D9E0F1G2J',
    ],
    options: tenantOptions,
    run({ service, values }) {
      const webhooks = service.webhooks.list(
        required(values, 'company'),
        required(values, 'branch'),
      );
      return {
        data: { webhooks },
        text: table(webhooks.map(summary), [
          'id',
          'url',
          'status',
          'health',
          'events',
          'created_at',
          'last_delivery',
          'reason',
        ]),
      };
    },
  },
  {
    name: 'webhooks show',
    summary: 'One webhook (no secret)',
    usage: 'webhooks show ID',
    examples: ['cli webhooks show whk_01JD8X3Y4Z5A6B7C8D9E0F1G2K'],
    run(ctx) {
      const webhook = ctx.service.webhooks.show(positional(ctx, 0, 'ID'));
      return { data: webhook, text: details(webhook) };
    },
  },
  {
    name: 'webhooks update',
    summary: 'Edit URL, events, description or secret (omitted or blank keeps the current value)',
    usage:
      'webhooks update ID [--url U] [--events e1,e2] [--categories cat_1,cat_2|""] [--max-per-second N|none] [--secret-prompt|--secret-stdin] [--description T]',
    examples: [
      'cli webhooks update whk_01JD8X3Y4Z5A6B7C8D9E0F1G2K --events product.created,category.created',
      'cli webhooks update whk_01JD8X3Y4Z5A6B7C8D9E0F1G2K --categories ""   # every product event again',
      'cli webhooks update whk_01JD8X3Y4Z5A6B7C8D9E0F1G2K --max-per-second none',
      'cli webhooks update whk_01JD8X3Y4Z5A6B7C8D9E0F1G2K --secret-prompt   # signs with the typed secret at once, no overlap',
    ],
    options: {
      url: { type: 'string' },
      events: { type: 'string' },
      categories: { type: 'string' },
      'max-per-second': { type: 'string' },
      ...secretOptions,
      description: { type: 'string' },
    },
    refusedOptions: refusedSecret('cli webhooks update ID'),
    async run(ctx) {
      const input: UpdateWebhookInput = {};
      const url = optional(ctx.values, 'url');
      const events = optional(ctx.values, 'events');
      const secret = await typedSecret(ctx.values);
      const description = optional(ctx.values, 'description');
      if (url !== undefined) input.url = url;
      if (events !== undefined) input.events = list(events);
      const categories = optional(ctx.values, 'categories');
      if (categories !== undefined) input.filter = categoriesFilter(categories);
      const maxPerSecond = optional(ctx.values, 'max-per-second');
      if (maxPerSecond !== undefined) input.max_per_second = perSecond(maxPerSecond);
      if (secret !== undefined) input.secret = secret;
      if (description !== undefined) input.description = description;
      const webhook = ctx.service.webhooks.update(positional(ctx, 0, 'ID'), input, ctx.actor);
      return { data: webhook, text: details(webhook) };
    },
  },
  {
    name: 'webhooks rotate-secret',
    summary: 'New signing secret (printed once); the old one keeps signing for the overlap',
    usage: `webhooks rotate-secret ID [--overlap 0|1h|24h|7d] (default ${DEFAULT_SECRET_OVERLAP})`,
    examples: ['cli webhooks rotate-secret whk_… --overlap 24h --json'],
    options: { overlap: { type: 'string' } },
    run(ctx) {
      const { webhook, signing_secret } = ctx.service.webhooks.rotateSecret(
        positional(ctx, 0, 'ID'),
        { overlap: optional(ctx.values, 'overlap') },
        ctx.actor,
      );
      const until = webhook.previous_secret_expires_at;
      return {
        data: { ...webhook, signing_secret },
        text: `${keyValues({ id: webhook.id, signing_secret, previous_secret_signs_until: until })}
API Key - Save this now! It is not shown again.
${until ? `The old secret keeps signing until ${until}: update your receiver before then.` : 'The old secret no longer signs.'}`,
      };
    },
  },
  {
    name: 'webhooks activate',
    summary: 'Make a webhook Active again (--replay sends the events it missed)',
    usage: 'webhooks activate ID [--replay]',
    examples: ['cli webhooks activate whk_01JD8X3Y4Z5A6B7C8D9E0F1G2K --replay'],
    options: { replay: { type: 'boolean' } },
    run(ctx) {
      const webhook = ctx.service.webhooks.setStatus(
        positional(ctx, 0, 'ID'),
        'active',
        ctx.actor,
        {
          replayMissed: ctx.values.replay === true,
        },
      );
      const missed = webhook.missed
        ? `\nIt missed events (sequences ${webhook.missed.from_sequence}..${webhook.missed.to_sequence}); send them with: webhooks replay ${webhook.id}`
        : '';
      const replayed =
        webhook.replayed !== undefined ? `\n${webhook.replayed} missed events queued.` : '';
      return { data: webhook, text: `${webhook.id} is now ${webhook.status}.${replayed}${missed}` };
    },
  },
  {
    name: 'webhooks deactivate',
    summary: 'Stop sending to a webhook',
    usage: 'webhooks deactivate ID',
    examples: ['cli webhooks deactivate whk_01JD8X3Y4Z5A6B7C8D9E0F1G2K'],
    run(ctx) {
      const webhook = ctx.service.webhooks.setStatus(
        positional(ctx, 0, 'ID'),
        'inactive',
        ctx.actor,
      );
      return { data: webhook, text: `${webhook.id} is now ${webhook.status}.` };
    },
  },
  {
    name: 'webhooks delete',
    summary: 'Delete a webhook, its pending deliveries and its history',
    usage: 'webhooks delete ID',
    examples: ['cli webhooks delete whk_01JD8X3Y4Z5A6B7C8D9E0F1G2K'],
    run(ctx) {
      const id = positional(ctx, 0, 'ID');
      ctx.service.webhooks.delete(id, ctx.actor);
      return { data: { id, deleted: true }, text: `${id} deleted.` };
    },
  },
  {
    name: 'webhooks test',
    summary: 'Queue a signed test event (ping); the running service sends it',
    usage: 'webhooks test ID',
    examples: ['cli webhooks test whk_01JD8X3Y4Z5A6B7C8D9E0F1G2K'],
    run(ctx) {
      const data = ctx.service.webhooks.sendTest(positional(ctx, 0, 'ID'), ctx.actor);
      return { data, text: `Test event ${data.event_id} queued (delivery ${data.delivery_id}).` };
    },
  },
  {
    name: 'webhooks redeliver',
    summary: 'Send one event again now',
    usage: 'webhooks redeliver ID --event EVT_ID',
    examples: [
      'cli webhooks redeliver whk_01JD8X3Y4Z5A6B7C8D9E0F1G2K --event evt_01JD8X3Y4Z5A6B7C8D9E0F1G2M',
    ],
    options: { event: { type: 'string' } },
    run(ctx) {
      const data = ctx.service.webhooks.redeliver(
        positional(ctx, 0, 'ID'),
        required(ctx.values, 'event'),
        ctx.actor,
      );
      return { data, text: `Event ${data.event_id} queued again (delivery ${data.delivery_id}).` };
    },
  },
  {
    name: 'webhooks replay',
    summary: 'Send the events an Active webhook missed while it was Inactive',
    usage: 'webhooks replay ID',
    examples: ['cli webhooks replay whk_01JD8X3Y4Z5A6B7C8D9E0F1G2K'],
    run(ctx) {
      const data = ctx.service.webhooks.replayMissed(positional(ctx, 0, 'ID'), ctx.actor);
      return { data, text: `${data.replayed} missed events queued.` };
    },
  },
  {
    name: 'webhooks deliveries',
    summary: 'The delivery history (last 100 attempts, newest first)',
    usage:
      'webhooks deliveries ID [--limit N] [--event TYPE] [--status 500|5xx|none] [--outcome succeeded|failed|retrying]',
    examples: [
      'cli webhooks deliveries whk_01JD8X3Y4Z5A6B7C8D9E0F1G2K --limit 20',
      'cli webhooks deliveries whk_01JD8X3Y4Z5A6B7C8D9E0F1G2K --outcome retrying',
    ],
    options: {
      limit: { type: 'string' },
      event: { type: 'string' },
      status: { type: 'string' },
      outcome: { type: 'string' },
    },
    run(ctx) {
      const limit = optional(ctx.values, 'limit');
      const attempts = ctx.service.webhooks.deliveries(positional(ctx, 0, 'ID'), {
        ...(limit ? { limit: Number(limit) } : {}),
        event: optional(ctx.values, 'event'),
        status: optional(ctx.values, 'status'),
        outcome: optional(ctx.values, 'outcome'),
      });
      return {
        data: { attempts },
        text: table(attempts.map(attemptRow), [
          'at',
          'event',
          'event_id',
          'attempt',
          'result',
          'status',
          'ms',
          'next',
        ]),
      };
    },
  },
  {
    name: 'settings add-ca',
    summary: "Trust a CA certificate (PEM) for a company's webhook receivers on the local network",
    usage: 'settings add-ca --company ID FILE.pem',
    examples: ['cli settings add-ca --company cmp_… /etc/ssl/shop-lan-ca.pem'],
    options: { company: { type: 'string' } },
    async run(ctx) {
      const file = positional(ctx, 0, 'FILE.pem');
      let pem: string;
      try {
        pem = await readFile(file, 'utf8');
      } catch (error) {
        throw new AppError(
          'validation_failed',
          `Cannot read ${file}: ${(error as Error).message}`,
          [{ path: 'file', message: `Cannot read ${file}.` }],
        );
      }
      const added = ctx.service.trustedCas.add(required(ctx.values, 'company'), pem, ctx.actor);
      return {
        data: { added },
        text: added.length
          ? added.map((c) => `trusted ${c.fingerprint}  ${c.subject}`).join('\n')
          : 'Already trusted; nothing added.',
      };
    },
  },
  {
    name: 'settings list-ca',
    summary: "A company's trusted CA certificates",
    usage: 'settings list-ca --company ID',
    examples: ['cli settings list-ca --company cmp_…'],
    options: { company: { type: 'string' } },
    run(ctx) {
      const cas = ctx.service.trustedCas.list(required(ctx.values, 'company'));
      return {
        data: { cas },
        text: table(
          cas.map((c) => ({ ...c })),
          ['fingerprint', 'subject', 'not_after', 'added_at'],
        ),
      };
    },
  },
  {
    name: 'settings remove-ca',
    summary: 'Stop trusting a CA certificate for a company',
    usage: 'settings remove-ca --company ID FINGERPRINT',
    examples: [
      'cli settings remove-ca --company cmp_… 9c2f4e…d81a   # the full fingerprint `cli settings list-ca` prints',
    ],
    options: { company: { type: 'string' } },
    run(ctx) {
      const fingerprint = positional(ctx, 0, 'FINGERPRINT');
      ctx.service.trustedCas.remove(required(ctx.values, 'company'), fingerprint, ctx.actor);
      return { data: { fingerprint, removed: true }, text: `${fingerprint} removed.` };
    },
  },
];
