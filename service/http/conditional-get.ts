import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The opaque tags of an If-None-Match list (RFC 9110 §13.1.2), W/ dropped: weak comparison. */
function tagsOf(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter(Boolean);
}

/**
 * Conditional GET (RFC 9110 §13.1.2): a GET or HEAD whose If-None-Match names the answer's
 * ETag (or is `*`) is 304 Not Modified without a body. A versioned resource sends its version as
 * the ETag; any other JSON answer (a list page, a view without a version) gets a weak ETag, the
 * hash of its bytes, computed once per answer. Streamed answers (export files) are left alone.
 */
export function registerConditionalGet(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    let etag = reply.getHeader('etag');
    if (etag === undefined) {
      etag = `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag);
    }
    const sent = request.headers['if-none-match'];
    if (sent === undefined) return payload;
    const current = String(etag).replace(/^W\//, '');
    const tags = tagsOf(sent);
    if (!tags.includes('*') && !tags.includes(current)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  });
}
