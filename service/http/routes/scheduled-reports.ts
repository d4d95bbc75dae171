import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ScheduledReports } from '../../exports/schedules';
import { SCHEDULE_LIMITS, scopeOfWork } from '../../exports/schedules';
import { requireScope } from '../auth';
import { authErrors, idSchema, timestamp } from '../schemas';
import { contextOf, idParam, sendOnce, writeHeaders, writeOptionsOf } from '../../resources/http';
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

const reportSchema = {
  type: 'object',
  description:
    '{type: export, resource, filters} (the filters of POST /exports), {type: sales_summary, group_by} or {type: custom_report, report_id}',
  properties: {
    type: { type: 'string', enum: ['export', 'sales_summary', 'custom_report'] },
    resource: { type: 'string', maxLength: 32 },
    filters: { type: 'object', maxProperties: 10, additionalProperties: true },
    group_by: { type: 'string', maxLength: 32 },
    report_id: { type: 'string', maxLength: 64 },
  },
  required: ['type'],
};

const timing = {
  format: { type: 'string', enum: ['csv', 'jsonl'] },
  frequency: { type: 'string', enum: ['daily', 'weekly', 'monthly'] },
  time_of_day: {
    type: 'string',
    maxLength: 5,
    pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
    description:
      "HH:MM in the branch's time zone (default 06:00; choose a time after the closeout hour so the day's sales are complete)",
    examples: ['06:00'],
  },
  day_of_week: {
    type: ['integer', 'null'],
    minimum: 1,
    maximum: 7,
    description: 'Weekly: 1 (Monday) to 7 (Sunday); required when frequency is weekly',
  },
  day_of_month: {
    type: ['integer', 'null'],
    minimum: 1,
    maximum: 28,
    description: 'Monthly: 1 to 28; required when frequency is monthly',
  },
  keep_last: {
    type: 'integer',
    minimum: 1,
    maximum: SCHEDULE_LIMITS.keepLast,
    description: `How many of its files are kept (1 to ${SCHEDULE_LIMITS.keepLast}; default 7)`,
  },
  active: { type: 'boolean' },
};

const scheduleSchema = {
  type: 'object',
  description:
    'A daily run covers the day before, a weekly one the 7 days before, a monthly one the previous calendar month (business days).',
  properties: {
    id: idSchema('srp'),
    name: { type: 'string' },
    report: reportSchema,
    ...timing,
    time_zone: { type: 'string', examples: ['Europe/Paris'] },
    next_run_at: { type: ['string', 'null'], format: 'date-time' },
    version: { type: 'integer' },
    created_at: timestamp,
    updated_at: timestamp,
  },
  required: [
    'id',
    'name',
    'report',
    'format',
    'frequency',
    'time_of_day',
    'day_of_week',
    'day_of_month',
    'time_zone',
    'keep_last',
    'active',
    'next_run_at',
    'version',
    'created_at',
    'updated_at',
  ],
};

const runSchema = {
  type: 'object',
  properties: {
    id: idSchema('srr'),
    schedule_id: idSchema('srp'),
    period_key: { type: 'string', description: 'The local date of the run: one run per date' },
    scheduled_for: timestamp,
    from: { type: 'string', format: 'date' },
    to: { type: 'string', format: 'date' },
    status: { type: 'string', enum: ['queued', 'running', 'done', 'failed', 'expired'] },
    export: { $ref: 'Export#' },
    created_at: timestamp,
  },
  required: [
    'id',
    'schedule_id',
    'period_key',
    'scheduled_for',
    'from',
    'to',
    'status',
    'export',
    'created_at',
  ],
};

const body = (required: string[]) => ({
  type: 'object',
  additionalProperties: false,
  properties: { name: { type: 'string', maxLength: 200 }, report: reportSchema, ...timing },
  required,
});

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
          'At most 50 per branch (409 conflict). A run missed while the service was not running happens once at its next start; a period never runs twice.',
        headers: writeHeaders(false, true),
        body: body(['name', 'report', 'frequency']),
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
          'Fields left out keep their value. Runs already made keep their files. If-Match with the version you read (412 when stale).',
        params,
        headers: writeHeaders(true, false),
        body: body([]),
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
