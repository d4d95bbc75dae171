/**
 * What text the product accepts, for every input path (open API bodies, IPC, CLI): one rule
 * here, used by the open API's schemas (the `single-line` and `multi-line` formats), the
 * request body parser (well-formed Unicode) and `Validator.text` (service/util/validate.ts).
 */

declare global {
  interface String {
    /** ES2024 (Node 20+): false when the string holds a lone surrogate. */
    isWellFormed(): boolean;
  }
}

/**
 * Single-line text (names, SKUs, barcodes): no C0 control character (newline and tab
 * included), no DEL, no C1 control (U+0080–U+009F, NEL among them), no line or paragraph
 * separator, no format character (see FORMAT_CHARACTER). A name with a line break or an escape
 * sequence can fake rows in the console's and the CLI's tables.
 */
const SINGLE_LINE_CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';
/** Multi-line text (descriptions): the same, except newline (\n) and tab. */
const MULTI_LINE_CONTROLS = '\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029';
/** Bidirectional overrides and isolates: they make text display in another order than stored. */
const BIDI = '\\u202a-\\u202e\\u2066-\\u2069';
/** The format characters (Cf) of the Basic Multilingual Plane but the zero-width joiner. */
const BMP_FORMAT =
  '\\u00ad\\u0600-\\u0605\\u061c\\u06dd\\u070f\\u0890\\u0891\\u08e2\\u180e\\u200b\\u200c\\u200e\\u200f\\u2060-\\u2064\\u206a-\\u206f\\ufeff\\ufff9-\\ufffb';
const SINGLE_LINE_FORBIDDEN = new RegExp(`[${SINGLE_LINE_CONTROLS}]`, 'u');
const MULTI_LINE_FORBIDDEN = new RegExp(`[${MULTI_LINE_CONTROLS}]`, 'u');
const BIDI_CONTROLS = new RegExp(`[${BIDI}]`, 'u');

/**
 * The rules above as JSON Schema patterns that every regex engine reads (no lookbehind, no
 * Unicode property), for the OpenAPI document. They say all but two details, which the
 * schemas' descriptions state: a zero-width joiner only between emoji, and the format
 * characters beyond the Basic Multilingual Plane (tags U+E0001, U+E0020–U+E007F and a few more).
 */
export const TEXT_PATTERNS: Record<TextKind, string> = {
  'single-line': `^[^${SINGLE_LINE_CONTROLS}${BIDI}${BMP_FORMAT}]*$`,
  'multi-line': `^[^${MULTI_LINE_CONTROLS}${BIDI}]*$`,
};

/**
 * Marks a text schema (with `minLength`) whose value is trimmed before its length is checked:
 * the OpenAPI document then says it may not be blank (NON_BLANK_TEXT_PATTERNS). The body
 * validators ignore the keyword.
 */
export const TRIMMED = 'x-trimmed';

/** What String.prototype.trim removes that the patterns above let through. */
const SPACES = ' \\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000';

/**
 * TEXT_PATTERNS for text that is trimmed and then may not be empty: at least one character
 * that trim keeps.
 */
export const NON_BLANK_TEXT_PATTERNS: Record<TextKind, string> = {
  'single-line': nonBlankTextPattern('single-line', 1),
  'multi-line': nonBlankTextPattern('multi-line', 1),
};

/**
 * TEXT_PATTERNS for text whose trimmed length is at least `min`: two characters trim keeps at
 * least `min - 1` apart (one such character when `min` is 1).
 */
export function nonBlankTextPattern(kind: TextKind, min: number): string {
  const forbidden =
    kind === 'single-line'
      ? `${SINGLE_LINE_CONTROLS}${BIDI}${BMP_FORMAT}`
      : `${MULTI_LINE_CONTROLS}${BIDI}`;
  const spaces = kind === 'single-line' ? SPACES : `${SPACES}\\t\\n\\ufeff`;
  const any = `[^${forbidden}]`;
  const kept = `[^${forbidden}${spaces}]`;
  return min <= 1 ? `^${any}*${kept}${any}*$` : `^${any}*${kept}${any}{${min - 2},}${kept}${any}*$`;
}

/**
 * Format characters (Unicode category Cf: zero-width space, soft hyphen, word joiner, BOM,
 * direction marks, tags…) in single-line text: invisible, they make two names that look the
 * same differ, or hide text in a list. The one exception is a zero-width joiner between two
 * emoji (👩‍💻, 🏳️‍🌈: after an emoji, its variation selector or skin tone, before an emoji).
 */
export const FORMAT_CHARACTER =
  /(?!\u200d)\p{Cf}|(?<!\p{Extended_Pictographic}(?:\u{fe0f}|[\u{1f3fb}-\u{1f3ff}])?)\u200d|\u200d(?!\p{Extended_Pictographic})/u;

export type TextKind = 'single-line' | 'multi-line';

export const NOT_WELL_FORMED = 'is not well-formed Unicode (it holds a lone surrogate)';

/**
 * Why `text` is refused as this kind of text, as a phrase to put after the field's label
 * ("Name must …"), or undefined when it is acceptable.
 */
export function textProblem(text: string, kind: TextKind): string | undefined {
  if (!text.isWellFormed()) return NOT_WELL_FORMED;
  if (kind === 'single-line' && SINGLE_LINE_FORBIDDEN.test(text))
    return 'must be a single line, without tabs or other control characters';
  if (kind === 'multi-line' && MULTI_LINE_FORBIDDEN.test(text))
    return 'must not contain control characters other than line breaks (\\n) and tabs';
  if (BIDI_CONTROLS.test(text))
    return 'must not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069)';
  const format = kind === 'single-line' ? FORMAT_CHARACTER.exec(text) : null;
  if (format) {
    const code = format[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return `must not contain invisible format characters (U+${code} here; a zero-width joiner only between emoji)`;
  }
  return undefined;
}

/** "must be …" → "Must be …": a phrase of textProblem as a sentence on its own. */
export const sentence = (phrase: string): string =>
  `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}.`;

interface Frame {
  value: unknown;
  parent: Frame | undefined;
  key: string;
}

const pathOf = (frame: Frame | undefined, last?: string): string => {
  const keys: string[] = last === undefined ? [] : [last];
  for (let f = frame; f?.parent; f = f.parent) keys.push(f.key);
  return keys.reverse().join('.') || 'body';
};

/**
 * The path of the first string (value or object key) in a parsed JSON value that is not
 * well-formed Unicode, or undefined. JSON allows `"\ud800"`; stored as is, it becomes U+FFFD
 * in SQLite while the API and the webhook body carry the lone surrogate. Iterative: a body
 * may nest 500,000 levels deep.
 */
export function findIllFormedText(root: unknown): string | undefined {
  const stack: Frame[] = [{ value: root, parent: undefined, key: '' }];
  while (stack.length) {
    const frame = stack.pop()!;
    const { value } = frame;
    if (typeof value === 'string') {
      if (!value.isWellFormed()) return pathOf(frame);
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (typeof item === 'string') {
          if (!item.isWellFormed()) return pathOf(frame, String(i));
        } else if (item !== null && typeof item === 'object')
          stack.push({ value: item, parent: frame, key: String(i) });
      }
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        // A key is reported at its object: the key itself is the bad text.
        if (!key.isWellFormed()) return pathOf(frame);
        const item: unknown = (value as Record<string, unknown>)[key];
        if (typeof item === 'string') {
          if (!item.isWellFormed()) return pathOf(frame, key);
        } else if (item !== null && typeof item === 'object')
          stack.push({ value: item, parent: frame, key });
      }
    }
  }
  return undefined;
}
