import { idSchema } from '../resources/fields';
import { nullableTimestamp, timestamp } from '../resources/resource';
import { EXPORT_RESOURCES, RESOURCES } from './resources';

/** The JSON schemas of exports for the open API (components `Export`, `ExportCreate`). */

const filterDocs = EXPORT_RESOURCES.map((resource) => {
  const names = Object.keys(RESOURCES[resource].filters);
  return `${resource}: ${names.length ? names.join(', ') : 'none'}`;
}).join('; ');

export const exportSchema = {
  $id: 'Export',
  type: 'object',
  description:
    'An export file: queued, then running (progress 0..1), then done (row_count, bytes, sha256; download at /exports/{id}/file until expires_at) or failed (error). expired: the file was removed after the retention period.',
  properties: {
    id: idSchema('exp'),
    resource: {
      type: 'string',
      description:
        'What the file holds: one of the exportable resources, or sales_summary / custom_report for a scheduled report',
      examples: ['orders'],
    },
    format: { type: 'string', enum: ['csv', 'jsonl'] },
    from: { type: ['string', 'null'], format: 'date', description: 'First business day' },
    to: { type: ['string', 'null'], format: 'date', description: 'Last business day (inclusive)' },
    filters: { type: 'object', additionalProperties: true },
    status: { type: 'string', enum: ['queued', 'running', 'done', 'failed', 'expired'] },
    progress: { type: 'number', minimum: 0, maximum: 1 },
    row_count: { type: ['integer', 'null'] },
    bytes: { type: ['integer', 'null'] },
    sha256: {
      type: ['string', 'null'],
      pattern: '^[0-9a-f]{64}$',
      description: 'Lowercase hex SHA-256 of the file: compare after downloading',
    },
    error: {
      type: ['object', 'null'],
      properties: { code: { type: 'string' }, message: { type: 'string' } },
      required: ['code', 'message'],
    },
    schedule_id: {
      type: ['string', 'null'],
      description: 'The scheduled report that made it (srp_…), or null',
    },
    file_name: {
      type: 'string',
      description:
        'The name a download suggests: the resource and its business days (one day, or from_to); the day it was made for undated resources',
      examples: ['orders-2026-11-01_2026-11-27.csv'],
    },
    created_at: timestamp,
    started_at: nullableTimestamp,
    finished_at: nullableTimestamp,
    expires_at: { ...nullableTimestamp, description: 'When the file will be removed' },
  },
  required: [
    'id',
    'resource',
    'format',
    'from',
    'to',
    'filters',
    'status',
    'progress',
    'row_count',
    'bytes',
    'sha256',
    'error',
    'schedule_id',
    'file_name',
    'created_at',
    'started_at',
    'finished_at',
    'expires_at',
  ],
};

export const exportCreateSchema = {
  $id: 'ExportCreate',
  type: 'object',
  additionalProperties: false,
  properties: {
    resource: { type: 'string', enum: [...EXPORT_RESOURCES] },
    format: { type: 'string', enum: ['csv', 'jsonl'], default: 'csv' },
    from: {
      type: ['string', 'null'],
      maxLength: 10,
      description:
        'First business day (YYYY-MM-DD, after the closeout hour). Required for orders, order_lines, payments and refunds; not allowed for products and customers (exported as they are now)',
      examples: ['2026-11-20'],
    },
    to: {
      type: ['string', 'null'],
      maxLength: 10,
      description: 'Last business day, inclusive (at most 3660 days after from)',
      examples: ['2026-11-20'],
    },
    filters: {
      type: 'object',
      maxProperties: 10,
      description: `Per resource — ${filterDocs}. Lists (status, payment_status, order_status, method) keep the rows whose value is in the list`,
      examples: [{ status: ['completed'] }],
    },
  },
  required: ['resource'],
};

export const exportPageSchema = {
  type: 'object',
  properties: {
    data: { type: 'array', items: { $ref: 'Export#' } },
    has_more: { type: 'boolean' },
    next_cursor: { type: ['string', 'null'], description: 'Pass as `cursor` for older exports' },
  },
  required: ['data', 'has_more', 'next_cursor'],
};
