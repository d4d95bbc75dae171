import type { FastifyInstance } from 'fastify';

const JSON_TYPE = 'application/json; charset=utf-8';

/** B of the "listing" figures: the first page's bytes, with no key check, usage or rate limit. */
export function bareBenchRoute(app: FastifyInstance, page: Buffer | string): void {
  app.get('/__bench/bare', { schema: { hide: true } }, (_request, reply) =>
    reply.type(JSON_TYPE).send(page),
  );
}
