import type { FastifyInstance } from 'fastify';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The routes of the auth figures, one page body for all three: used by the bench server (timed)
 * and by the instructions server (counted), so both measure the same routes.
 */
export function authBenchRoutes(app: FastifyInstance, page: Buffer | string): void {
  const send = (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.type(JSON_TYPE).send(page);
  // B of "auth overhead" and of "listing": no key check, no usage, no rate limit.
  app.get('/__bench/bare', { schema: { hide: true } }, send);
  // A of "auth overhead": the same page behind the real key check, usage counting and limit.
  app.get('/__bench/authed', { schema: { hide: true }, config: { scope: 'products:view' } }, send);
  // The same, with the RateLimit headers on every response (as once a key is past half its limit).
  app.get(
    '/__bench/authed-headers',
    { schema: { hide: true }, config: { scope: 'products:view' } },
    send,
  );
}
