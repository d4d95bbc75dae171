import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ScheduledReports } from '../../exports/schedules';
import { scopeOfWork } from '../../exports/schedules';
import {
  runSchema,
  scheduleCreateSchema,
  scheduleSchema,
  scheduleUpdateSchema,
} from '../../exports/schedule-schemas';
import { requireScope } from '../auth';
import { authErrors } from '../schemas';
import {
  contextOf,
  idParam,
  inlineBody,
  sendOnce,
  writeHeaders,
  writeOptionsOf,
} from '../../resources/http';
import { checkVersion } from '../../resources/context';
import {
  keyedPage,
  keyedPageSchema,
  keyedQuery,
  sealedIdPage,
  type KeyedQuery,
} from '../../resources/keyed-page';
import type { Writer } from '../../resources/writer';
import { actorOf } from './caller-limits';

/**
 * /scheduled-reports (reports:manage_scheduled_reports): reports and exports made daily, weekly
 * or monthly at a local time of the branch. A schedule of an export also needs reports:export,
 * one of a report reports:view: a key schedules only what it could run itself.
 */

const SCOPE = 'reports:manage_scheduled_reports';
const TAGS = ['Scheduled reports'];
const problem = { $ref: 'Problem#' };
const errors = { ...authErrors, 404: problem, 413: problem, 415: problem };

type Params = { id: string };
type Body = Record<string, unknown>;

export function scheduledReportRoutes(schedules: ScheduledReports, writer: Writer) {
  const route = (summary: string, extra: Record<string, unknown>) => ({
    config: { scope: SCOPE },
    schema: { summary, tags: TAGS, ...extra },
  });
  /** The scope of the work a body names (export: reports:export; reports: reports:view). */
  const requireWorkScope = (request: FastifyRequest, work: Parameters<typeof scopeOfWork>[0]) =>
    requireScope(request, scopeOfWork(work));
  const params = idParam('srp', 'scheduled report');

  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Querystring: KeyedQuery }>(
      '/scheduled-reports',
      route("The branch's scheduled reports", {
        description: 'Newest first, a page at a time (`limit`, `cursor`).',
        querystring: keyedQuery,
        response: { 200: keyedPageSchema(scheduleSchema), ...errors },
      }),
      async (request) => {
        const rows = schedules
          .list(contextOf(request))
          .sort((a, b) =>
            a.created_at === b.created_at
              ? b.id.localeCompare(a.id)
              : b.created_at.localeCompare(a.created_at),
          );
        const key = (r: (typeof rows)[number]): [string, string] => [r.created_at, r.id];
        return keyedPage(request, 'scheduled-reports', rows, key, request.query);
      },
    );

    app.post<{ Body: Body }>(
      '/scheduled-reports',
      route('Schedule a report or an export', {
        description:
          'report takes one shape per type (an export of each resource with its own filters, a sales summary, a custom report of the branch); a weekly schedule needs day_of_week, a monthly one day_of_month. At most 50 per branch (409 conflict). A run missed while the service was not running happens once at its next start; a period never runs twice.',
        headers: writeHeaders(false, true),
        body: inlineBody(scheduleCreateSchema),
        response: {
          201: { ...scheduleSchema, headers: { location: { type: 'string' } } },
          ...errors,
          409: problem,
        },
      }),
      async (request, reply) => {
        requireWorkScope(request, schedules.workOf(request.body, null));
        const location = (made: Record<string, string>) => `/api/v1/scheduled-reports/${made.id}`;
        return sendOnce(writer, request, reply, { status: 201, location }, () =>
          schedules.create(contextOf(request), request.body, actorOf(request)),
        );
      },
    );

    app.get<{ Params: Params }>(
      '/scheduled-reports/:id',
      route('Show a scheduled report', { params, response: { 200: scheduleSchema, ...errors } }),
      async (request, reply) => {
        const schedule = schedules.get(contextOf(request), request.params.id);
        reply.header('etag', `"${schedule.version}"`);
        return schedule;
      },
    );

    app.patch<{ Params: Params; Body: Body }>(
      '/scheduled-reports/:id',
      route('Change a scheduled report', {
        description:
          'Fields left out keep their value; a report sent replaces the whole report. A schedule that becomes weekly (monthly) needs day_of_week (day_of_month), sent or already stored. Runs already made keep their files. If-Match with the version you read (412 when stale).',
        params,
        headers: writeHeaders(true, false),
        body: inlineBody(scheduleUpdateSchema),
        response: { 200: scheduleSchema, ...errors, 412: problem },
      }),
      async (request, reply) => {
        const ctx = contextOf(request);
        const current = schedules.get(ctx, request.params.id);
        checkVersion('scheduled report', current.version, writeOptionsOf(request));
        requireWorkScope(request, current.report);
        requireWorkScope(request, schedules.workOf(request.body, current));
        const changed = schedules.update(ctx, request.params.id, request.body);
        reply.header('etag', `"${changed.version}"`);
        return changed;
      },
    );

    app.delete<{ Params: Params }>(
      '/scheduled-reports/:id',
      route('Delete a scheduled report', {
        description:
          'Its files stay until their retention ends (GET /exports). Gone for good: no list syncs schedules, so it leaves no tombstone. If-Match with the version you read (412 when stale).',
        params,
        headers: writeHeaders(true, false),
        response: { 204: { type: 'null', description: 'Deleted' }, ...errors, 412: problem },
      }),
      async (request, reply) => {
        const ctx = contextOf(request);
        const current = schedules.get(ctx, request.params.id);
        checkVersion('scheduled report', current.version, writeOptionsOf(request));
        schedules.delete(ctx, request.params.id);
        return reply.code(204).send();
      },
    );

    app.get<{ Params: Params; Querystring: KeyedQuery }>(
      '/scheduled-reports/:id/runs',
      route("A scheduled report's runs, newest first", {
        description:
          "Each run with its status and its file (download with reports:export), a page at a time (`limit`, `cursor`). A cursor belongs to this schedule's runs: another list's, another schedule's or an altered one is 422 invalid_cursor.",
        params,
        querystring: keyedQuery,
        response: { 200: keyedPageSchema(runSchema), ...errors },
      }),
      async (request) => {
        const id = request.params.id;
        return sealedIdPage(
          request,
          'scheduled-report-runs',
          request.query,
          (limit, after) => schedules.runs(contextOf(request), id, limit, after),
          [id],
        );
      },
    );
  };
}
