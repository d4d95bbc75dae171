import type { FastifyInstance } from 'fastify';
import { authErrors, idSchema } from '../schemas';

export async function meRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/me',
    {
      config: { scope: '' },
      schema: {
        summary: 'The calling API key',
        tags: ['Keys'],
        response: {
          200: {
            type: 'object',
            properties: {
              public_key: { type: 'string', examples: ['pk_8fJ2kL0pQrS7tUvW1xYz3aBc'] },
              name: { type: 'string' },
              company_id: idSchema('cmp'),
              branch_id: idSchema('brn'),
              scopes: { type: 'array', items: { type: 'string' }, examples: [['products:view']] },
            },
            required: ['public_key', 'name', 'company_id', 'branch_id', 'scopes'],
          },
          ...authErrors,
        },
      },
    },
    async (request) => {
      const key = request.apiKey!;
      return {
        public_key: key.public_key,
        name: key.name,
        company_id: key.company_id,
        branch_id: key.branch_id,
        scopes: [...key.scopes],
      };
    },
  );
}
