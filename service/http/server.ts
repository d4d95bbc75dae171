import type { Duplex } from 'node:stream';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  SerializerSelector,
  type SerializerFactory,
  type Serializer,
} from '@fastify/fast-json-stringify-compiler';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Ajv, type Options as AjvOptions } from 'ajv';
import addFormats from 'ajv-formats';
import { AppError } from '../../shared/errors';
import type { Logger } from '../util/logger';
import { newId } from '../util/ids';
import { parseInstant } from '../util/instant';
import { sentence, textProblem } from '../util/text';
import { parseJsonBody } from './json-body';
import { registerAccessLog } from './access-log';
import { closeQueryStrings } from './closed-query';
import { registerConditionalGet } from './conditional-get';
import { registerAuth, type AuthDeps } from './auth';
import { PROBLEM_LIMITS, PROBLEM_STATUS, sendProblem } from './problem';
import { SHARED_SCHEMAS } from './schemas';
import { referencePageOptions, swaggerOptions } from './openapi';
import type { ListTokens } from '../resources/list-tokens';

export const BODY_LIMIT = 1024 * 1024;

export interface ServerDeps extends AuthDeps {
  log: Logger;
  /** Signs and reads every list's cursors and sync tokens. */
  listTokens: ListTokens;
  /** Route plugins added by other modules (catalog writes, …), mounted under /api/v1. */
  extraRoutes?: ((app: FastifyInstance) => Promise<void>)[];
}

function makeAjv(options: AjvOptions) {
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    useDefaults: true,
    removeAdditional: false,
    ...options,
  });
  // ajv-formats is CommonJS: its default export arrives as `.default` under ESM.
  const add = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
  add(ajv);
  // ajv-formats takes 23:59:60 (then new Date() is invalid: a 500); one rule for instants.
  ajv.addFormat('date-time', (text: string) => parseInstant(text).ok);
  ajv.addFormat('single-line', (text: string) => !textProblem(text, 'single-line'));
  ajv.addFormat('multi-line', (text: string) => !textProblem(text, 'multi-line'));
  return ajv;
}

/**
 * Query strings and headers are text, so they are coerced to the schema's types; bodies are
 * JSON and must already have the right types ("5" is not a number).
 */
function validatorCompiler() {
  const coercing = makeAjv({ coerceTypes: 'array' });
  const strictBody = makeAjv({ coerceTypes: false });
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) =>
    (httpPart === 'body' ? strictBody : coercing).compile(schema);
}

const pathOf = (e: { instancePath?: string; params?: Record<string, unknown> }, part?: string) => {
  const base = (e.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const extra = (e.params?.additionalProperty ?? e.params?.missingProperty) as string | undefined;
  const path = [base, extra].filter(Boolean).join('.');
  return path || part || 'body';
};

/** The value at an Ajv instancePath ("/price/currency") of the validated part. */
const valueAt = (root: unknown, instancePath = ''): unknown =>
  instancePath
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')]
          : undefined,
      root,
    );

/** Why a date or a text fails its format, by the same rule that refused it. */
function formatProblem(format: unknown, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (format === 'date-time') {
    const parsed = parseInstant(value);
    return parsed.ok ? undefined : parsed.problem;
  }
  if (format === 'single-line' || format === 'multi-line') return textProblem(value, format);
  return undefined;
}

type AjvError = {
  keyword?: string;
  message?: string;
  instancePath?: string;
  params?: Record<string, unknown>;
};

/** A sentence for one Ajv error; `part` is the validated request part (body, query…). */
const messageOf = (e: AjvError, part: unknown) => {
  if (e.keyword === 'additionalProperties')
    return `Unknown field "${String(e.params?.additionalProperty)}".`;
  if (e.keyword === 'required') return `${String(e.params?.missingProperty)} is required.`;
  if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues))
    return `Must be one of ${e.params.allowedValues.slice(0, 12).join(', ')}${e.params.allowedValues.length > 12 ? ', …' : ''}.`;
  if (e.keyword === 'format') {
    const problem = formatProblem(e.params?.format, valueAt(part, e.instancePath));
    if (problem) return sentence(problem);
  }
  return `Must ${e.message ?? 'be valid'}.`.replace(/^Must must/, 'Must');
};

/** The request part Fastify validated, by its validationContext name. */
const partOf = (request: FastifyRequest, context?: string): unknown =>
  context === 'body'
    ? request.body
    : context === 'querystring'
      ? request.query
      : context === 'params'
        ? request.params
        : context === 'headers'
          ? request.headers
          : undefined;

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (a request line and headers
 * over 16 KiB, broken framing, a request that never completes). Fastify's default answer is
 * plain JSON without a request id; found by the open API fuzzer over real sockets. This one is
 * problem+json with the same codes as the rest: oversized headers are payload_too_large (413),
 * anything else validation_failed (422), and the connection is closed.
 */
function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const requestId = newId('req');
  const overflow = error.code === 'HPE_HEADER_OVERFLOW';
  const code = overflow ? 'payload_too_large' : 'validation_failed';
  const { status, title } = PROBLEM_STATUS[code]!;
  const detail = overflow
    ? 'The request line and headers are larger than 16 KiB.'
    : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 'The request was not complete in time.'
      : 'The request is not valid HTTP.';
  const body = JSON.stringify({
    type: `https://docs.integration-console.local/errors/${code}`,
    title,
    status,
    detail,
    code,
    request_id: requestId,
    ...(overflow ? {} : { errors: [{ path: 'request', message: detail }] }),
  });
  this.log.debug({ err: error, request_id: requestId }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nx-request-id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * The Allow value of a request path (the methods of every route whose pattern it matches, a
 * parameter possibly empty as the router has it,
 * HEAD with GET, and OPTIONS), or undefined when no route has that path. Routes are recorded
 * as they are added; the patterns are compiled on the first lookup, after the server is ready.
 */
function allowedMethods(
  app: FastifyInstance,
): ((path: string) => string | undefined) & { concrete(path: string): boolean } {
  const byPattern = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    const methods = byPattern.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method.toUpperCase());
    byPattern.set(route.url, methods);
  });
  let compiled: { pattern: RegExp; methods: Set<string> }[] | undefined;
  const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  const allow = (path: string) => {
    compiled ??= [...byPattern].map(([url, methods]) => ({
      pattern: new RegExp(
        `^${url
          .split('/')
          .map((part) =>
            part.startsWith(':') ? '[^/]*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('/')}$`,
      ),
      methods,
    }));
    const methods = new Set<string>();
    // A concrete path wins over a template (as in OpenAPI): /orders/calculate is not an order id.
    const exact = byPattern.get(path);
    if (exact) for (const method of exact) methods.add(method);
    else
      for (const route of compiled) {
        if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
      }
    if (methods.size === 0) return undefined;
    if (methods.has('GET')) methods.add('HEAD');
    methods.add('OPTIONS');
    return ORDER.filter((method) => methods.has(method)).join(', ');
  };
  return Object.assign(allow, {
    /** Some route has exactly this path (no parameter). */
    concrete: (path: string) => !path.includes(':') && byPattern.has(path),
  });
}

/**
 * Fastify's response serializers, one per distinct response schema. By default Fastify builds
 * one per route and status, and each build checks every shared schema again: with the sales,
 * floor, rewards and reports routes that took 4.5 s of every start. Routes share their response
 * schemas (`Order#`, the problem answers), so equal schemas share one serializer.
 */
function sharedSerializers(): SerializerFactory {
  const factory = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    const built = new Map<string, Serializer>();
    return (route) => {
      const key = JSON.stringify(route.schema);
      let serializer = built.get(key);
      if (!serializer) built.set(key, (serializer = compile(route)));
      return serializer;
    };
  };
}

/** A client's own request id: 1 to 128 visible ASCII characters (no space, no control). */
const CLIENT_REQUEST_ID = /^[\x21-\x7e]{1,128}$/;

/**
 * The request id: the client's `x-request-id` when it is one (so both sides log the same id),
 * else a new `req_…`. Fastify binds it to the request's log lines (`reqId`) and the onRequest
 * hook echoes it in the response's `x-request-id`.
 */
function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && CLIENT_REQUEST_ID.test(sent) ? sent : newId('req');
}

/** The charset parameter of a Content-Type (lowercase, unquoted), if it has one. */
const CHARSET = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i;

/**
 * 415 unsupported_media_type for a JSON body the server would misread: a charset other than
 * UTF-8 (RFC 8259 §8.1: JSON exchanged between systems is UTF-8), or a Content-Encoding it
 * does not decode (RFC 9110 §8.4.1: any coding but identity).
 */
function checkBodyEncoding(headers: Record<string, string | string[] | undefined>): void {
  const type = String(headers['content-type'] ?? '');
  const m = CHARSET.exec(type);
  const charset = m ? (m[1] ?? m[2] ?? '').toLowerCase() : 'utf-8';
  if (charset !== 'utf-8' && charset !== 'utf8') {
    throw new AppError(
      'unsupported_media_type',
      `The request body must be UTF-8 JSON: send Content-Type: application/json without charset=${charset}.`,
    );
  }
  const encoding = String(headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  if (encoding !== '' && encoding !== 'identity') {
    throw new AppError(
      'unsupported_media_type',
      'Send the request body without Content-Encoding: the API reads JSON as is, not compressed.',
    );
  }
}

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    // One access line per request (access-log.ts) instead of Fastify's two.
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'request_id',
    }),
    bodyLimit: BODY_LIMIT,
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: false,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    schemaController: { compilersFactory: { buildSerializer: sharedSerializers() } },
    clientErrorHandler,
    // Fastify's default joins every validation error into one message; the error handler
    // below lists the first ones itself, so this stays cheap for a body of 96,000 errors.
    schemaErrorFormatter: (errors, dataVar) =>
      new Error(`The ${dataVar} has ${errors.length} validation errors.`),
    // The router answers a path that is not valid percent-encoding (400) or whose id is longer
    // than maxParamLength (414) itself, as plain JSON without a request id: found by the open
    // API fuzzer (test/integration/fuzz-open-api.test.ts). Answer them as problem+json too.
    frameworkErrors: (error, request, reply) => {
      reply.header('x-request-id', request.id);
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
        // No resource has an id that long; a method the path does not answer is still 405.
        const allow = allowOf(request.url.split('?')[0]!);
        if (allow !== undefined && !allow.split(', ').includes(request.method)) {
          return answerUnrouted(request, reply);
        }
        return sendProblem(reply, 'not_found', `No route ${request.method} for this path.`);
      }
      const message = 'The URL is not valid: check its percent-encoding (%XX).';
      return sendProblem(reply, 'validation_failed', message, {
        errors: [{ path: 'url', message }],
      });
    },
  });
  app.setValidatorCompiler(validatorCompiler());
  app.decorate('listTokens', deps.listTokens);
  registerAccessLog(app, deps.log);
  closeQueryStrings(app);
  registerConditionalGet(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.is404) return answerUnrouted(request, reply);
    // A template's route reached through a concrete path of other methods (GET
    // /orders/calculate, which has POST only): that path's 405, not the template's answer.
    const path = request.url.split('?')[0]!;
    if (request.routeOptions.url?.includes(':') && allowOf.concrete(path))
      return answerUnrouted(request, reply);
  });

  // JSON only: anything else with a body is 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    /^application\/(.+\+)?json(;.*)?$/i,
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (request, body, done) => {
      try {
        checkBodyEncoding(request.headers);
        done(null, parseJsonBody(body as Buffer));
      } catch (error) {
        done(error as AppError, undefined);
      }
    },
  );
  app.addContentTypeParser('*', (_request, _payload, done) =>
    done(
      new AppError(
        'unsupported_media_type',
        'Send the request body as JSON with Content-Type: application/json.',
      ),
      undefined,
    ),
  );

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A 429 that knows how long to wait (a busy read pool) says it in the header too.
      const wait = error.details.retry_after;
      if (typeof wait === 'number') reply.header('retry-after', String(wait));
      return sendProblem(reply, error.code, error.message, {
        ...(error.fields.length ? { errors: error.fields } : {}),
        ...error.details,
      });
    }
    if (error.validation) {
      // Only the errors that are listed are turned into text (there may be 96,000 of them).
      const part = partOf(request, error.validationContext);
      const errors = error.validation.slice(0, PROBLEM_LIMITS.errors).map((e) => ({
        path: pathOf(e as never, error.validationContext),
        message: messageOf(e as AjvError, part),
      }));
      return sendProblem(
        reply,
        'validation_failed',
        errors.map((e) => `${e.path}: ${e.message}`).join(' '),
        { errors, errors_omitted: error.validation.length - errors.length },
      );
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return sendProblem(reply, 'payload_too_large', 'The request body is larger than 1 MiB.');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
      return sendProblem(
        reply,
        'unsupported_media_type',
        'Send the request body as JSON with Content-Type: application/json.',
      );
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendProblem(reply, 'validation_failed', 'The request is not valid.', {
        errors: [{ path: 'request', message: 'The request could not be read.' }],
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(
      reply,
      'internal_error',
      'Something went wrong on our side. The request id identifies it in the log.',
    );
  });

  // RFC 9110 §15.5.6 and §9.3.7: a known path answers a method it lacks with 405 and the
  // methods it has in Allow, and OPTIONS with 204 and Allow (no authentication: it tells only
  // what the OpenAPI document tells). Answered in onRequest, before a body is read: the
  // method is wrong whatever the body.
  const allowOf = allowedMethods(app);
  const answerUnrouted = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const allow = allowOf(path);
    if (allow === undefined) {
      return sendProblem(reply, 'not_found', `No route ${request.method} ${path}.`);
    }
    reply.header('allow', allow);
    if (request.method === 'OPTIONS') return reply.code(204).send();
    return sendProblem(
      reply,
      'method_not_allowed',
      `${path} does not answer ${request.method}; it answers ${allow}.`,
    );
  };
  app.setNotFoundHandler(answerUnrouted);

  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);

  // Answers over 1 KiB are compressed when the client asks (an order page is 270 KB of JSON on
  // a branch LAN). Request bodies are not decompressed: they are read as sent (415 otherwise).
  // An answer already in memory up to 1 MiB (every list page) is compressed in one call: a
  // compression stream per answer holds its own encoder on the thread pool, memory that stays
  // in serve's resident set long after the answer is sent.
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 1024 * 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });

  await app.register(swagger, swaggerOptions());
  await app.register(swaggerUi, referencePageOptions('/api/v1/docs'));

  registerAuth(app, deps);

  await app.register(
    async (v1) => {
      v1.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      for (const routes of deps.extraRoutes ?? []) await v1.register(routes);
    },
    { prefix: '/api/v1' },
  );
  return app;
}
