import { EVENT_TYPES, isEventType, type EventType } from '../../shared/events';
import { SECRET_OVERLAPS } from '../../shared/signing-overlap';
import type { Validator } from '../util/validate';
import { standardWebhooksKey } from './signing';
import { checkWebhookUrl } from './url-policy';

/**
 * The checks of a webhook's fields as an admin types them (create and edit): each adds its
 * message to the validator and returns the stored value, or undefined when refused.
 */

export const MAX_WEBHOOKS_PER_BRANCH = 20;
export const SECRET_MIN = 16;
export const SECRET_MAX = 256;
/** A typed `whsec_` secret is Standard Webhooks': base64 of 24 to 64 random bytes. */
export const WHSEC_MIN_BYTES = 24;
export const WHSEC_MAX_BYTES = 64;
/** The most categories a webhook's filter may name. */
export const MAX_FILTER_CATEGORIES = 100;
/** The range of a webhook's throttle (deliveries per second). */
export const MAX_PER_SECOND_MIN = 1;
export const MAX_PER_SECOND_MAX = 1000;

const CONTROL = '\\u0000-\\u001f\\u007f';
const B64 = '[A-Za-z0-9+/]';
/**
 * checkSecret's rule as JSON Schema patterns for the OpenAPI document: a `whsec_` key of 24 to
 * 64 bytes (groups of four characters are three bytes, a padded tail one or two), or 16 to 256
 * characters without control characters that do not start with `whsec_`.
 */
export const SECRET_PATTERNS = {
  whsec: `^whsec_(?:(?:${B64}{4}){8,20}(?:${B64}{2}==|${B64}{3}=)?|(?:${B64}{4}){21}(?:${B64}{2}==)?)$`,
  plain: `^(?:[^w${CONTROL}]|w[^h${CONTROL}]|wh[^s${CONTROL}]|whs[^e${CONTROL}]|whse[^c${CONTROL}]|whsec[^_${CONTROL}])[^${CONTROL}]{10,255}$`,
} as const;

export const MESSAGES = {
  noEvent: 'Select at least one event.',
  secretLength: `The signing secret must be ${SECRET_MIN} to ${SECRET_MAX} characters (leave it blank to generate one).`,
  secretWhsec: `A signing secret that starts with "whsec_" must continue with the base64 of ${WHSEC_MIN_BYTES} to ${WHSEC_MAX_BYTES} random bytes, as Standard Webhooks secrets do (or leave it blank to generate one).`,
  secretControl: 'The signing secret must not contain control characters.',
  limit: `This branch already has ${MAX_WEBHOOKS_PER_BRANCH} webhooks, the most allowed. Delete or reuse one.`,
  overlap: `The overlap must be one of: ${SECRET_OVERLAPS.join(', ')}.`,
  filterShape:
    'The filter must be an object like { "category_ids": ["cat_…"] }, or null to send every product event.',
  filterTooMany: `A filter names at most ${MAX_FILTER_CATEGORIES} categories.`,
  maxPerSecond: `The maximum deliveries per second must be a whole number from ${MAX_PER_SECOND_MIN} to ${MAX_PER_SECOND_MAX}, or empty for no limit.`,
} as const;

export interface CreateWebhookInput {
  companyId: string;
  branchId: string;
  url: unknown;
  description?: unknown;
  /** The signing secret (the form labels it "API key (signing secret)"); blank generates one. */
  secret?: unknown;
  events: unknown;
  /** `{ category_ids: [...] }` narrows product events to those categories; null or absent: all. */
  filter?: unknown;
  /** Deliveries started per second at most (1..1000); null or absent: no limit. */
  max_per_second?: unknown;
}

export interface UpdateWebhookInput {
  url?: unknown;
  description?: unknown;
  /** Blank or undefined keeps the current secret. */
  secret?: unknown;
  events?: unknown;
  /** Undefined keeps the current filter; null removes it. */
  filter?: unknown;
  /** Undefined keeps the current throttle; null removes it. */
  max_per_second?: unknown;
}

const DESCRIPTION_RULE = { label: 'Description', max: 500, multiline: true } as const;

/** A free-text description, or '' when blank. */
export const checkDescription = (v: Validator, raw: unknown): string | undefined =>
  v.text('description', raw, DESCRIPTION_RULE);

/** A receiver URL as the URL policy accepts it (url-policy.ts), normalised. */
export function checkUrl(v: Validator, raw: unknown, allowHttpLocal: boolean): string | undefined {
  const result = checkWebhookUrl(typeof raw === 'string' ? raw : '', { allowHttpLocal });
  if (!result.ok) {
    v.add('url', result.message);
    return undefined;
  }
  return result.url.href;
}

/** Catalog events, at least one, in catalog order without duplicates. */
export function checkEvents(v: Validator, raw: unknown): EventType[] | undefined {
  if (!Array.isArray(raw) || raw.length === 0) {
    v.add('events', MESSAGES.noEvent);
    return undefined;
  }
  const unknown = raw.filter((e) => typeof e !== 'string' || !isEventType(e));
  if (unknown.length) {
    v.add(
      'events',
      `Unknown event ${unknown.map((e) => `"${String(e)}"`).join(', ')}. Choose from: ${EVENT_TYPES.join(', ')}.`,
    );
    return undefined;
  }
  // Catalog order, no duplicates.
  return EVENT_TYPES.filter((e) => (raw as string[]).includes(e));
}

/**
 * A category filter: live categories of the branch, at most {@link MAX_FILTER_CATEGORIES},
 * stored as a JSON array; null (no filter) for null or an empty list.
 */
export function checkFilter(
  v: Validator,
  raw: unknown,
  isLiveCategory: (id: string) => boolean,
): string | null | undefined {
  if (raw === null || raw === undefined) return null;
  const ids = (raw as { category_ids?: unknown }).category_ids;
  if (typeof raw !== 'object' || Array.isArray(raw) || !Array.isArray(ids)) {
    v.add('filter', MESSAGES.filterShape);
    return undefined;
  }
  if (ids.some((id) => typeof id !== 'string')) {
    v.add('filter', MESSAGES.filterShape);
    return undefined;
  }
  const unique = [...new Set(ids as string[])].sort();
  if (unique.length === 0) return null;
  if (unique.length > MAX_FILTER_CATEGORIES) {
    v.add('filter', MESSAGES.filterTooMany);
    return undefined;
  }
  const unknown = unique.filter((id) => !isLiveCategory(id));
  if (unknown.length) {
    v.add(
      'filter',
      `No category ${unknown.map((id) => `"${id}"`).join(', ')} in this branch: choose live categories of the branch.`,
    );
    return undefined;
  }
  return JSON.stringify(unique);
}

/** A throttle: a whole number of deliveries per second in range, or null for none. */
export function checkMaxPerSecond(v: Validator, raw: unknown): number | null | undefined {
  if (raw === null || raw === undefined || raw === '') return null;
  const n = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (
    typeof n !== 'number' ||
    !Number.isInteger(n) ||
    n < MAX_PER_SECOND_MIN ||
    n > MAX_PER_SECOND_MAX
  ) {
    v.add('max_per_second', MESSAGES.maxPerSecond);
    return undefined;
  }
  return n;
}

/** A typed secret, used as is; undefined when blank (generate at create, keep at edit). */
export function checkSecret(v: Validator, raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string') {
    v.add('secret', MESSAGES.secretLength);
    return undefined;
  }
  if (raw.trim() === '') return undefined;
  if (raw.startsWith('whsec_')) {
    // Standard Webhooks receivers decode it: it must be a key their libraries accept.
    let bytes = -1;
    try {
      bytes = standardWebhooksKey(raw).length;
    } catch {
      // not canonical base64
    }
    if (bytes < WHSEC_MIN_BYTES || bytes > WHSEC_MAX_BYTES) {
      v.add('secret', MESSAGES.secretWhsec);
      return undefined;
    }
    return raw;
  }
  const length = [...raw].length;
  if (length < SECRET_MIN || length > SECRET_MAX) {
    v.add('secret', MESSAGES.secretLength);
    return undefined;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) {
    v.add('secret', MESSAGES.secretControl);
    return undefined;
  }
  return raw;
}
