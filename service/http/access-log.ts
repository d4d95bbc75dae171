import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unredactedLogger, type Logger } from '../util/logger';

/** Longer paths are cut: one request must not write kilobytes of log. */
const MAX_LOGGED_PATH = 1024;
/** A secret key (`sk_` + base62) wherever a client put it in the path or a parameter name. */
const SECRET_KEY = /sk_[0-9A-Za-z]{8,}/g;

/**
 * The request target as logged: the path and the query's parameter names, never their values
 * (a client may put anything there, a secret included): `/api/v1/products?limit&cursor`.
 */
export function loggedPath(url: string): string {
  const q = url.indexOf('?');
  let path = url;
  if (q !== -1) {
    const names = [];
    for (const part of url.slice(q + 1).split('&')) {
      if (part === '') continue;
      const eq = part.indexOf('=');
      names.push(eq === -1 ? part : part.slice(0, eq));
    }
    path = names.length ? `${url.slice(0, q)}?${names.join('&')}` : url.slice(0, q);
  }
  if (path.length > MAX_LOGGED_PATH) path = `${path.slice(0, MAX_LOGGED_PATH)}…`;
  return path.includes('sk_') ? path.replace(SECRET_KEY, 'sk_[redacted]') : path;
}

/**
 * One `info` line per request once its response is sent: method, path (parameter names only),
 * status, duration in ms, the API key's public id when the request was authenticated, and the
 * request id. It replaces Fastify's two lines per request (turned off in server.ts). Its fields
 * are built here from values that cannot hold a secret, so it skips the redaction pass of the
 * other lines. The log level is fixed at start: below `info` the hook is not installed.
 */
export function registerAccessLog(app: FastifyInstance, log: Logger): void {
  if (!log.isLevelEnabled('info')) return;
  const access = unredactedLogger(log);
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    access.info(
      {
        request_id: request.id,
        method: request.method,
        path: loggedPath(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 100) / 100,
        key: request.apiKey?.public_key,
      },
      'request',
    );
    done();
  });
}
