import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditLog } from '../../audit/audit-log';
import { checkVersion } from '../../resources/context';
import type { SettingsStore } from '../../settings/settings';
import type { Tenancy } from '../../tenancy/tenancy';
import { authErrors } from '../schemas';
import { actorOf, requireEditableSettings } from './caller-limits';
import { writeHeaders, writeOptionsOf } from '../../resources/http';

/**
 * /settings: the key's branch settings. The order-page options change here (the same store
 * and rules as the console's Settings → Order page and `cli settings set`); the installation
 * and security settings are shown and stay in the console and the CLI (caller-limits.ts).
 */

const TAGS = ['Settings'];

const settingsSchema = {
  type: 'object',
  description: "The key's branch settings",
  properties: {
    version: {
      type: 'integer',
      description: 'Raised by every change (console, CLI or API); send it as If-Match',
      examples: [3],
    },
    default_order_type: { type: 'string', enum: ['dine_in', 'takeaway', 'delivery'] },
    show_product_images: { type: 'boolean' },
    require_table_number: {
      type: 'boolean',
      description: 'Restaurant companies only (a PATCH elsewhere is 422)',
    },
    loyalty_enabled: {
      type: 'boolean',
      description: 'Completed orders with a customer earn loyalty points (default true)',
    },
    loyalty_points_per_unit: {
      type: 'integer',
      minimum: 0,
      maximum: 10000,
      description:
        "Points per whole unit of currency (1.00) of an order's total after refunds; fractions round down (default 1)",
      examples: [1],
    },
    max_tip_percent: {
      type: 'integer',
      minimum: 0,
      maximum: 1000,
      description:
        "A payment's tip is at most this percent of its amount (422 tip_too_large past it); 0 takes no tips. Default 100",
      examples: [100],
    },
    booking_duration_minutes: {
      type: 'integer',
      minimum: 15,
      maximum: 1440,
      description:
        'How long a booking holds its tables when it does not say (minutes, 15 to 1440). Restaurant companies only (a PATCH elsewhere is 422)',
      examples: [90],
    },
    closeout_hour: {
      type: 'integer',
      minimum: 0,
      maximum: 23,
      description:
        "The hour (branch time) a business day ends: an order placed before it counts for the day before (orders' business_date). Default 4",
    },
    export_retention_days: {
      type: 'integer',
      minimum: 1,
      maximum: 3650,
      description: 'How many days export files are kept before they are removed (default 30)',
      examples: [30],
    },
    audit_retention_days: {
      type: 'integer',
      minimum: 30,
      maximum: 3650,
      description:
        "How many days the branch's audit log entries are kept before they are removed (30 to 3650, default 1095)",
      examples: [1095],
    },
    security: {
      type: 'object',
      description: 'Read-only here: they change in the console (Super Admin or Admin) and the CLI',
      properties: {
        rate_limit_per_minute: { type: 'integer', description: '0: no limit' },
        allow_http_local: {
          type: 'boolean',
          description: 'Webhooks may use plain HTTP to the local network',
        },
        api_port: {
          type: 'integer',
          description: 'The port the open API answers on now (plain HTTP on 127.0.0.1)',
        },
        lan_access: { type: 'boolean' },
        lan_port: { type: 'integer' },
      },
      required: ['rate_limit_per_minute', 'allow_http_local', 'api_port', 'lan_access', 'lan_port'],
    },
  },
  required: [
    'version',
    'default_order_type',
    'show_product_images',
    'require_table_number',
    'loyalty_enabled',
    'loyalty_points_per_unit',
    'max_tip_percent',
    'booking_duration_minutes',
    'closeout_hour',
    'export_retention_days',
    'audit_retention_days',
    'security',
  ],
};

const readOnly = (name: string) => ({
  description: `${name}: read-only through the API (403 forbidden)`,
});

const patchBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    default_order_type: { type: 'string', enum: ['dine_in', 'takeaway', 'delivery'] },
    show_product_images: { type: 'boolean' },
    require_table_number: { type: 'boolean' },
    loyalty_enabled: { type: 'boolean' },
    loyalty_points_per_unit: { type: 'integer', minimum: 0, maximum: 10000 },
    max_tip_percent: { type: 'integer', minimum: 0, maximum: 1000 },
    booking_duration_minutes: { type: 'integer', minimum: 15, maximum: 1440 },
    closeout_hour: { type: 'integer', minimum: 0, maximum: 23 },
    export_retention_days: { type: 'integer', minimum: 1, maximum: 3650 },
    audit_retention_days: { type: 'integer', minimum: 30, maximum: 3650 },
    // Named so that a PATCH naming them is refused with a sentence, not "unknown property".
    rate_limit_per_minute: readOnly('rate_limit_per_minute'),
    allow_http_local: readOnly('allow_http_local'),
    api_port: readOnly('api_port'),
    lan_access: readOnly('lan_access'),
    lan_port: readOnly('lan_port'),
    trusted_cas: readOnly('trusted_cas'),
    tls: readOnly('tls'),
    security: readOnly('security'),
  },
};

const problem = { $ref: 'Problem#' };

/**
 * `apiPort` is the port the open API listens on now: `serve --port` and a port taken at start-up
 * can differ from the stored api_port, and a client wants the one that answers.
 */
export function settingsRoutes(
  settings: SettingsStore,
  tenancy: Tenancy,
  audit: AuditLog,
  apiPort: () => number,
) {
  const show = (request: FastifyRequest, reply: FastifyReply) => {
    const branchId = request.apiKey!.branch_id;
    const s = settings.branch(branchId);
    const g = settings.global();
    const version = settings.branchVersion(branchId);
    reply.header('etag', `"${version}"`);
    return {
      version,
      default_order_type: s.default_order_type,
      show_product_images: s.show_product_images,
      require_table_number: s.require_table_number,
      loyalty_enabled: s.loyalty_enabled,
      loyalty_points_per_unit: s.loyalty_points_per_unit,
      max_tip_percent: s.max_tip_percent,
      booking_duration_minutes: s.booking_duration_minutes,
      closeout_hour: s.closeout_hour,
      export_retention_days: s.export_retention_days,
      audit_retention_days: s.audit_retention_days,
      security: {
        rate_limit_per_minute: s.rate_limit_per_minute,
        allow_http_local: s.allow_http_local,
        api_port: apiPort(),
        lan_access: g.lan_access,
        lan_port: g.lan_port,
      },
    };
  };

  return async (app: FastifyInstance): Promise<void> => {
    app.get(
      '/settings',
      {
        config: { scope: 'system_settings:view' },
        schema: {
          summary: "The branch's settings",
          description:
            'The order-page options, and the security settings (read-only here). The ETag is the version.',
          tags: TAGS,
          response: { 200: settingsSchema, ...authErrors },
        },
      },
      async (request, reply) => show(request, reply),
    );

    app.patch<{ Body: Record<string, unknown> }>(
      '/settings',
      {
        config: { scope: 'system_settings:update' },
        schema: {
          summary:
            "Change the branch's order-page, tip, loyalty, business-day, export and audit retention options",
          description:
            'Fields left out keep their value; all change or none. If-Match with the version you read (412 precondition_failed when stale). The security settings (port, LAN access, allow_http_local, trusted CAs, rate_limit_per_minute, TLS) stay in the console and the CLI: a PATCH naming one is 403 forbidden.',
          tags: TAGS,
          headers: writeHeaders(true, false),
          body: patchBody,
          response: {
            200: settingsSchema,
            ...authErrors,
            412: problem,
            413: problem,
            415: problem,
          },
        },
      },
      async (request, reply) => {
        const body = request.body;
        requireEditableSettings(Object.keys(body));
        const key = request.apiKey!;
        const { company } = tenancy.tenant(key.company_id, key.branch_id);
        settings.updateBranch(key.branch_id, company.industry === 'restaurant', body, (version) => {
          checkVersion('settings', version, writeOptionsOf(request));
          for (const [name, value] of Object.entries(body)) {
            audit.record({
              actor: actorOf(request),
              action: 'settings.updated',
              targetType: 'settings',
              targetId: name,
              companyId: key.company_id,
              branchId: key.branch_id,
              details: { key: name, value },
            });
          }
        });
        return show(request, reply);
      },
    );
  };
}
