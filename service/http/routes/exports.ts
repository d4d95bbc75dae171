import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../shared/errors';
import { parseByteRange } from '../../exports/byte-range';
import { exportCreateSchema, exportPageSchema } from '../../exports/export-schemas';
import type { Exports } from '../../exports/exports';
import { authErrors } from '../schemas';
import { contextOf, idParam, inlineBody, sendOnce, writeHeaders } from '../../resources/http';
import { keyedQuery, sealedIdPage, type KeyedQuery } from '../../resources/keyed-page';
import type { Writer } from '../../resources/writer';
import { actorOf } from './caller-limits';

/**
 * /exports (reports:export): request an export file, follow it, list the branch's recent ones,
 * and download the file (Range supported, so a broken download resumes).
 */

const SCOPE = 'reports:export';
const TAGS = ['Exports'];
const problem = { $ref: 'Problem#' };
const errors = { ...authErrors, 404: problem, 413: problem, 415: problem };

const fileHeaders = {
  'accept-ranges': { type: 'string', enum: ['bytes'], description: 'Byte ranges are served' },
  etag: {
    type: 'string',
    pattern: '^"[0-9a-f]{64}"$',
    description: 'The SHA-256 of the whole file, quoted; for If-Range',
  },
  'content-disposition': {
    type: 'string',
    description: 'attachment; filename="<file_name>"',
  },
  'repr-digest': {
    type: 'string',
    description: 'RFC 9530: sha-256=:<base64 SHA-256 of the whole file>:',
  },
  'cache-control': { type: 'string', enum: ['private, no-store'] },
};

const fileContent = {
  'text/csv': {
    schema: {
      type: 'string',
      description:
        'RFC 4180 CSV, UTF-8, header row, CRLF; text cells starting with = + - @ tab or CR are prefixed with an apostrophe',
    },
  },
  'application/x-ndjson': {
    schema: { type: 'string', description: 'One JSON object per line (JSON Lines)' },
  },
};

type Params = { id: string };

export function exportRoutes(exports: Exports, writer: Writer) {
  const route = (summary: string, extra: Record<string, unknown>) => ({
    config: { scope: SCOPE },
    schema: { summary, tags: TAGS, ...extra },
  });

  return async (app: FastifyInstance): Promise<void> => {
    app.post<{ Body: Record<string, unknown> }>(
      '/exports',
      route('Request an export file', {
        description:
          'Queues a file of the branch’s rows and answers at once (202). Poll GET /exports/{id} until `status` is done, then download /exports/{id}/file and compare its SHA-256 with `sha256`. Money columns come twice: a decimal string in the currency’s precision (`total`) and the integer minor units (`total_minor`). At most 10 exports of a branch wait or run at once (409 conflict).',
        headers: writeHeaders(false, true),
        body: inlineBody(exportCreateSchema),
        response: {
          202: {
            description: 'Queued',
            $ref: 'Export#',
            headers: {
              location: { type: 'string', description: 'The export: /api/v1/exports/{id}' },
            },
          },
          ...errors,
          409: problem,
        },
      }),
      async (request, reply) => {
        const location = (made: Record<string, string>) => `/api/v1/exports/${made.id}`;
        return sendOnce(writer, request, reply, { status: 202, location }, () =>
          exports.create(contextOf(request), request.body, actorOf(request)),
        );
      },
    );

    app.get<{ Querystring: KeyedQuery }>(
      '/exports',
      route("The branch's exports, newest first", {
        description:
          'Exports requested through the API and files made by scheduled reports, with their status; kept files can be downloaded until `expires_at`.',
        querystring: keyedQuery,
        response: { 200: exportPageSchema, ...errors },
      }),
      async (request) =>
        sealedIdPage(request, 'exports', request.query, (limit, after) =>
          exports.list(contextOf(request), limit, after),
        ),
    );

    app.get<{ Params: Params }>(
      '/exports/:id',
      route('Show an export', {
        params: idParam('exp', 'export'),
        response: { 200: { $ref: 'Export#' }, ...errors },
      }),
      async (request) => exports.get(contextOf(request), request.params.id),
    );

    app.get<{ Params: Params }>(
      '/exports/:id/file',
      {
        // Sent as written: a byte range, If-Range and Repr-Digest refer to the file's own bytes.
        compress: false,
        ...route("Download an export's file", {
          description:
            'The file as written (CSV or JSON Lines). Supports one byte range (`Range: bytes=…`, 206 with Content-Range; `If-Range` with the ETag) to resume a download. 409 export_not_ready while queued or running (or failed), 410 export_expired once removed, 416 range_not_satisfiable.',
          params: idParam('exp', 'export'),
          headers: {
            type: 'object',
            properties: {
              range: { type: 'string', maxLength: 200, description: 'bytes=first-last' },
              'if-range': { type: 'string', maxLength: 200, description: 'The ETag last seen' },
            },
          },
          response: {
            200: { description: 'The whole file', content: fileContent, headers: fileHeaders },
            206: {
              description: 'One byte range of the file',
              content: fileContent,
              headers: {
                ...fileHeaders,
                'content-range': { type: 'string', description: 'bytes first-last/size' },
              },
            },
            ...errors,
            409: problem,
            410: problem,
            416: problem,
          },
        }),
      },
      async (request, reply) => {
        const file = exports.file(contextOf(request), request.params.id);
        const etag = `"${file.sha256}"`;
        const ifRange = request.headers['if-range'];
        const rangeHeader =
          ifRange === undefined || ifRange === etag ? request.headers.range : undefined;
        const range = parseByteRange(rangeHeader, file.size);
        if (range.kind === 'unsatisfiable') {
          reply.header('content-range', `bytes */${file.size}`);
          throw new AppError(
            'range_not_satisfiable',
            `The file has ${file.size} bytes; the range asked for is outside it.`,
          );
        }
        reply
          .header('accept-ranges', 'bytes')
          .header('etag', etag)
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('repr-digest', `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:`)
          .header('cache-control', 'private, no-store')
          .type(file.contentType);
        if (range.kind === 'partial') {
          reply
            .code(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
            .header('content-length', range.end - range.start + 1);
          return reply.send(createReadStream(file.path, { start: range.start, end: range.end }));
        }
        reply.header('content-length', file.size);
        return reply.send(createReadStream(file.path));
      },
    );
  };
}
