import type { FastifyInstance } from 'fastify';
import { INDUSTRIES } from '../../../shared/scopes';
import type { SettingsStore } from '../../settings/settings';
import type { Tenancy } from '../../tenancy/tenancy';
import { authErrors, idSchema } from '../schemas';

/**
 * GET /me: the calling key and its branch, with what a nightly job needs to work out
 * "yesterday" (time zone and closeout hour) without hard-coding either.
 */
export function meRoutes(tenancy: Tenancy, settings: SettingsStore) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get(
      '/me',
      {
        config: { scope: '' },
        schema: {
          summary: 'The calling API key and its branch',
          tags: ['Keys'],
          response: {
            200: {
              type: 'object',
              properties: {
                public_key: { type: 'string', examples: ['pk_8fJ2kL0pQrS7tUvW1xYz3aBc'] },
                name: { type: 'string' },
                company_id: idSchema('cmp'),
                branch_id: idSchema('brn'),
                scopes: {
                  type: 'array',
                  items: { type: 'string' },
                  examples: [['products:view']],
                },
                branch: {
                  type: 'object',
                  description:
                    "The key's branch: a business day ends at closeout_hour in time_zone (docs/api.md, Orders)",
                  properties: {
                    id: idSchema('brn'),
                    name: { type: 'string', examples: ['Rue Oberkampf'] },
                    currency: { type: 'string', pattern: '^[A-Z]{3}$', examples: ['EUR'] },
                    time_zone: { type: 'string', examples: ['Europe/Paris'] },
                    closeout_hour: { type: 'integer', minimum: 0, maximum: 23, examples: [4] },
                    industry: { type: 'string', enum: [...INDUSTRIES] },
                  },
                  required: ['id', 'name', 'currency', 'time_zone', 'closeout_hour', 'industry'],
                },
              },
              required: ['public_key', 'name', 'company_id', 'branch_id', 'scopes', 'branch'],
            },
            ...authErrors,
          },
        },
      },
      async (request) => {
        const key = request.apiKey!;
        const { company, branch } = tenancy.tenant(key.company_id, key.branch_id);
        return {
          public_key: key.public_key,
          name: key.name,
          company_id: key.company_id,
          branch_id: key.branch_id,
          scopes: [...key.scopes],
          branch: {
            id: branch.id,
            name: branch.name,
            currency: branch.currency,
            time_zone: branch.time_zone,
            closeout_hour: settings.branch(branch.id).closeout_hour,
            industry: company.industry,
          },
        };
      },
    );
  };
}
