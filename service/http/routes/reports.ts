import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Writer } from '../../resources/writer';
import { CUSTOM_REPORTS } from '../../reports/custom-reports';
import { DIMENSIONS, GROUP_BY_VALUES, REPORT_LIMITS } from '../../reports/definition';
import type { Reports, RunCaller } from '../../reports/reports';
import {
  actionRoute,
  createRoute,
  deleteRoute,
  getRoute,
  listRoute,
  updateRoute,
} from '../../resources/routes';
import { authErrors } from '../schemas';
import { actorOf } from './caller-limits';
import { catalogErrors, contextOf, idParam, type PageQuery } from '../../resources/http';

const JSON_TYPE = 'application/json; charset=utf-8';

const dateQuery = (which: string) => ({
  type: 'string',
  format: 'date',
  description: `The ${which} business date of the range, inclusive (YYYY-MM-DD). At most ${REPORT_LIMITS.maxDays} days in all: wider is 400 range_too_large, never shortened`,
  examples: [which === 'first' ? '2026-11-01' : '2026-11-30'],
});

const rangeQuery = { from: dateQuery('first'), to: dateQuery('last') };

/** Runs are bounded per API key (service/db/read-pool.ts). */
const callerOf = (request: FastifyRequest): RunCaller => ({ caller: request.apiKey!.id });

/** GET /reports/sales (reports:view). */
function salesSummaryRoute(reports: Reports) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Querystring: { from: string; to: string; group_by?: string } }>(
      '/reports/sales',
      {
        config: { scope: 'reports:view' },
        schema: {
          summary: 'Sales summary over business dates',
          description:
            'Completed orders, their lines, payments and taxes by their business date (the branch’s time zone and closeout hour), and refunds by the business date they happened, grouped by one or two dimensions. docs/api.md, "Reports", defines every metric.',
          tags: ['Reports'],
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: {
              ...rangeQuery,
              group_by: {
                type: 'string',
                enum: [...GROUP_BY_VALUES],
                description: `One or two of ${DIMENSIONS.join(', ')}, separated by a comma (default business_date)`,
                examples: ['business_date', 'business_date,payment_method'],
              },
            },
            required: ['from', 'to'],
          },
          response: { 200: { $ref: 'SalesReport#' }, ...authErrors },
        },
      },
      async (request, reply) =>
        reply
          .type(JSON_TYPE)
          .send(await reports.salesSummary(contextOf(request), request.query, callerOf(request))),
    );
  };
}

/** /reports/custom: saved definitions (reports:create_custom_reports), run with reports:view. */
function customReportRoutes(reports: Reports, writer: Writer) {
  const scope = 'reports:create_custom_reports';
  const base = { resource: CUSTOM_REPORTS, records: reports.custom, tags: ['Reports'] };
  return async (app: FastifyInstance): Promise<void> => {
    listRoute<PageQuery>(app, {
      path: '/reports/custom',
      component: 'CustomReport',
      scope,
      tags: base.tags,
      summary: 'List saved custom reports (cursor pagination, incremental sync)',
      page: (query) => reports.custom.listBody(query),
    });
    getRoute(app, { ...base, scope });
    createRoute(app, writer, {
      ...base,
      scope,
      description:
        'A saved definition over the sales summary’s engine: one or two dimensions, the metrics to show, and filters. Run it with GET /reports/custom/{id}/run.',
    });
    updateRoute(app, writer, { ...base, scope });
    deleteRoute(app, writer, { ...base, scope });
    app.get<{ Params: { id: string }; Querystring: { from: string; to: string } }>(
      '/reports/custom/:id/run',
      {
        config: { scope: 'reports:view' },
        schema: {
          summary: 'Run a saved custom report',
          description:
            'The report’s rows and totals over the business dates from..to, with the metrics it names (docs/api.md, "Reports").',
          tags: base.tags,
          params: idParam('rpt', 'custom report'),
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: rangeQuery,
            required: ['from', 'to'],
          },
          response: {
            200: { $ref: 'CustomReportRun#' },
            ...authErrors,
            404: catalogErrors[404],
          },
        },
      },
      async (request, reply) =>
        reply
          .type(JSON_TYPE)
          .send(
            await reports.runCustom(
              contextOf(request),
              request.params.id,
              request.query.from,
              request.query.to,
              callerOf(request),
            ),
          ),
    );
  };
}

const dayParam = {
  type: 'object',
  properties: {
    business_date: {
      type: 'string',
      format: 'date',
      description: 'The business day (YYYY-MM-DD)',
      examples: ['2026-11-21'],
    },
  },
  required: ['business_date'],
};

/** GET /reports/days/{business_date} (reports:view) and its close (orders:manage_status). */
function dayRoutes(reports: Reports, writer: Writer) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Params: { business_date: string } }>(
      '/reports/days/:business_date',
      {
        config: { scope: 'reports:view' },
        schema: {
          summary: 'A business day by money movement (the Z-report once closed)',
          description:
            'Payments, tips and refunds per method by the business date they moved, the day’s sales, tax per rate (taxable and tax, sales and refunds), cash expected and counts, with status open or closed. A closed day answers its stored Z-report, which never changes. docs/api.md, "Closing a business day".',
          tags: ['Reports'],
          params: dayParam,
          response: { 200: { $ref: 'DayReport#' }, ...authErrors },
        },
      },
      async (request, reply) =>
        reply
          .type(JSON_TYPE)
          .send(JSON.stringify(reports.days.day(contextOf(request), request.params.business_date))),
    );
    actionRoute(app, writer, {
      path: '/reports/days/:business_date/close',
      param: 'business_date',
      scope: 'orders:manage_status',
      summary: 'Close a business day: a numbered Z-report',
      description:
        'Freezes the day’s figures under the branch’s next Z-report number. 409 day_has_open_orders (with open_order_ids) while orders of the day are open; 409 day_closed when it already is. Afterwards an order dated into the day, and a payment, tip or refund on it, is 409 day_closed.',
      tags: ['Reports'],
      params: dayParam,
      ifMatch: false,
      response: 'DayReport',
      etag: false,
      run: (ctx, date, _body, _options, request) => reports.days.close(ctx, date, actorOf(request)),
    });
  };
}

/** The report routes as one plugin for buildServer's extraRoutes. */
export function reportRoutes(reports: Reports, writer: Writer) {
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(salesSummaryRoute(reports));
    await app.register(dayRoutes(reports, writer));
    await app.register(customReportRoutes(reports, writer));
  };
}
