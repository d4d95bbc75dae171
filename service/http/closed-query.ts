import type { FastifyInstance } from 'fastify';

/**
 * Every route's query string is closed: a parameter the route does not declare is 422 (a typo
 * such as `limt=5` would otherwise be ignored in silence). A route without query parameters
 * takes none.
 */
export function closeQueryStrings(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ??= {}) as { querystring?: Record<string, unknown> };
    schema.querystring ??= { type: 'object', properties: {} };
    if (schema.querystring.additionalProperties === undefined)
      schema.querystring.additionalProperties = false;
  });
}
