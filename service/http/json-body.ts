import { AppError } from '../../shared/errors';
import { findIllFormedText, NOT_WELL_FORMED } from '../util/text';

/**
 * At most this many fields in one JSON object of a request body. Every body of the API has
 * a dozen; a 1 MiB body of tens of thousands of unknown keys is slow to parse (an object that
 * large is a slow dictionary) and as slow again to validate, on the event loop the delivery
 * worker shares. Counted on the text, before it is parsed.
 */
export const MAX_OBJECT_FIELDS = 1000;

/**
 * At most this many nested objects and arrays. Bodies of the API nest four deep; a body nested
 * thousands deep overflowed the stack of the recursive walks (the Idempotency-Key hash).
 */
export const MAX_NESTING = 64;

/** Bodies are read as bytes and decoded strictly: invalid UTF-8 is refused, not made U+FFFD. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Fatal decoding leaves no lone surrogate in the text; JSON.parse can make one only from a
 * `\uD800`–`\uDFFF` escape. Without one, the parsed value needs no walk.
 */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

const invalid = (detail: string, message: string, path = 'body') =>
  new AppError('validation_failed', detail, [{ path, message }]);

/** Bytes that are not a JSON text at all (RFC 8259: JSON exchanged is UTF-8): 400, not 422. */
const malformed = (detail: string, message: string) =>
  new AppError('malformed_json', detail, [{ path: 'body', message }]);

/**
 * Whether some object of the JSON text has more than `maxFields` fields, or its objects and
 * arrays nest deeper than `maxDepth`. A scan of the text (strings skipped, one counter per open
 * object or array); it never throws, and text that is not JSON is left to JSON.parse.
 */
export function shapeProblem(
  text: string,
  maxFields: number,
  maxDepth = MAX_NESTING,
): 'wide' | 'deep' | undefined {
  const fields: number[] = []; // per open container: fields so far, or -1 for an array
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      // { or [
      if (fields.push(c === 0x7b ? 0 : -1) > maxDepth) return 'deep';
    } else if (c === 0x7d || c === 0x5d)
      fields.pop(); // } ]
    else if (c === 0x3a && fields.length && fields[fields.length - 1]! >= 0) {
      // ':' ends a key
      if (++fields[fields.length - 1]! > maxFields) return 'wide';
    }
  }
  return undefined;
}

/**
 * A request body (bytes) as a JSON value, or the problem that says why not: 400 malformed_json
 * when it is not UTF-8 or not JSON; 422 validation_failed for an object wider than
 * MAX_OBJECT_FIELDS, nesting deeper than MAX_NESTING, or a string (value or key) that is not
 * well-formed Unicode. An empty body is undefined.
 */
export function parseJsonBody(bytes: Buffer): unknown {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw malformed('The request body is not valid UTF-8.', 'Not valid UTF-8.');
  }
  if (text === '') return undefined;
  const shape = shapeProblem(text, MAX_OBJECT_FIELDS);
  if (shape === 'wide') {
    throw invalid(
      `An object in the request body has more than ${MAX_OBJECT_FIELDS.toLocaleString('en-US')} fields.`,
      `An object has more than ${MAX_OBJECT_FIELDS.toLocaleString('en-US')} fields.`,
    );
  }
  if (shape === 'deep') {
    throw invalid(
      `The request body nests objects and arrays more than ${MAX_NESTING} deep.`,
      `Nested more than ${MAX_NESTING} deep.`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw malformed('The request body is not valid JSON.', 'Not valid JSON.');
  }
  const path = SURROGATE_ESCAPE.test(text) ? findIllFormedText(value) : undefined;
  if (path !== undefined) {
    const message = `Text ${NOT_WELL_FORMED}.`;
    throw invalid(`${path}: ${message}`, message, path);
  }
  return value;
}
