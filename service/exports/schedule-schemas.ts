import { GROUP_BY_VALUES } from '../reports/definition';
import { idSchema } from '../resources/fields';
import { timestamp } from '../resources/resource';
import { TRIMMED } from '../util/text';
import { EXPORT_RESOURCES, RESOURCES } from './resources';
import { SCHEDULE_LIMITS } from './schedules';

/**
 * The JSON schemas of scheduled reports: the bodies (components `ScheduledReportCreate` and
 * `ScheduledReportUpdate`), a schedule and a run. The body validators check types and sizes;
 * readSchedule (schedules.ts) checks each report type's own fields with sentences, and
 * SCHEDULE_DOCUMENT_RULES says the same rules in the OpenAPI document.
 */

const REPORT_SHAPES =
  '{type: export, resource, filters} (the filters of POST /exports), {type: sales_summary, group_by} or {type: custom_report, report_id}';

const reportSchema = {
  type: 'object',
  description: REPORT_SHAPES,
  properties: {
    type: { type: 'string', enum: ['export', 'sales_summary', 'custom_report'] },
    resource: { type: 'string', maxLength: 32 },
    filters: { type: 'object', maxProperties: 10, additionalProperties: true },
    group_by: { type: 'string', maxLength: 32 },
    report_id: { type: 'string', maxLength: 64 },
  },
  required: ['type'],
};

const DAY_OF_WEEK = {
  type: 'integer',
  minimum: 1,
  maximum: 7,
  description: 'Weekly: 1 (Monday) to 7 (Sunday); required when frequency is weekly',
};
const DAY_OF_MONTH = {
  type: 'integer',
  minimum: 1,
  maximum: 28,
  description: 'Monthly: 1 to 28; required when frequency is monthly',
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
  day_of_week: { ...DAY_OF_WEEK, type: ['integer', 'null'] },
  day_of_month: { ...DAY_OF_MONTH, type: ['integer', 'null'] },
  keep_last: {
    type: 'integer',
    minimum: 1,
    maximum: SCHEDULE_LIMITS.keepLast,
    description: `How many of its files are kept (1 to ${SCHEDULE_LIMITS.keepLast}; default 7)`,
  },
  active: { type: 'boolean' },
};

const bodyProperties = {
  name: {
    type: 'string',
    minLength: 1,
    [TRIMMED]: true,
    maxLength: SCHEDULE_LIMITS.name,
    format: 'single-line',
    description: 'One line, not blank; spaces around it are dropped',
  },
  report: reportSchema,
  ...timing,
};

export const scheduleCreateSchema = {
  $id: 'ScheduledReportCreate',
  type: 'object',
  additionalProperties: false,
  properties: bodyProperties,
  required: ['name', 'report', 'frequency'],
};

export const scheduleUpdateSchema = {
  $id: 'ScheduledReportUpdate',
  type: 'object',
  additionalProperties: false,
  properties: bodyProperties,
};

export const scheduleSchema = {
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

export const runSchema = {
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

/* eslint-disable @typescript-eslint/no-explicit-any -- the document is plain JSON */
type Json = Record<string, any>;

/** One shape per report type (and per exported resource, whose filters differ). */
const reportShapes: Json = {
  type: 'object',
  description: REPORT_SHAPES,
  oneOf: [
    ...EXPORT_RESOURCES.map((resource) => ({
      type: 'object',
      title: `Export of ${resource}`,
      additionalProperties: false,
      properties: {
        type: { const: 'export' },
        resource: { const: resource },
        filters: {
          type: 'object',
          additionalProperties: false,
          properties: Object.fromEntries(
            Object.entries(RESOURCES[resource].filters).map(([name, f]) => [name, f.schema]),
          ),
        },
      },
      required: ['type', 'resource'],
    })),
    {
      type: 'object',
      title: 'Sales summary',
      additionalProperties: false,
      properties: {
        type: { const: 'sales_summary' },
        group_by: {
          type: 'string',
          enum: [...GROUP_BY_VALUES],
          description: 'The group_by of GET /reports/sales: one or two dimensions',
        },
      },
      required: ['type', 'group_by'],
    },
    {
      type: 'object',
      title: 'Custom report',
      additionalProperties: false,
      properties: {
        type: { const: 'custom_report' },
        report_id: { ...idSchema('rpt'), description: 'One of the branch’s custom reports' },
      },
      required: ['type', 'report_id'],
    },
  ],
};

/** A weekly schedule has its day of the week, a monthly one its day of the month. */
const days = (frequency: string): Json =>
  frequency === 'weekly'
    ? { properties: { frequency: { const: 'weekly' }, day_of_week: DAY_OF_WEEK } }
    : frequency === 'monthly'
      ? { properties: { frequency: { const: 'monthly' }, day_of_month: DAY_OF_MONTH } }
      : { properties: { frequency: { const: frequency } } };

/**
 * readSchedule's rules for the document (service/http/openapi-rules.ts): `report` whole, one
 * shape per type; on a new schedule the day its frequency needs; on a change, a frequency sent
 * with its day not null (a day left out keeps the stored one, which the document cannot see).
 */
export const SCHEDULE_DOCUMENT_RULES: Record<string, Json> = {
  ScheduledReportCreate: {
    replace: { report: reportShapes },
    oneOf: [
      { ...days('daily'), required: ['frequency'] },
      { ...days('weekly'), required: ['frequency', 'day_of_week'] },
      { ...days('monthly'), required: ['frequency', 'day_of_month'] },
    ],
  },
  ScheduledReportUpdate: {
    replace: { report: reportShapes },
    oneOf: [
      ...['daily', 'weekly', 'monthly'].map((f) => ({ ...days(f), required: ['frequency'] })),
      { properties: { frequency: false } },
    ],
  },
};
