/**
 * The input rules every path shares (issue 17): text kinds (service/util/text.ts), instants
 * (service/util/instant.ts), the body reader (service/http/json-body.ts), and their use by
 * Validator.text and the IPC Input.
 */
import { describe, expect, it } from 'vitest';
import { Input } from '../../service/admin/input';
import { parseJsonBody, shapeProblem } from '../../service/http/json-body';
import { parseInstant } from '../../service/util/instant';
import { findIllFormedText, textProblem } from '../../service/util/text';
import { NAME_RULE, Validator } from '../../service/util/validate';
import { AppError } from '../../shared/errors';

describe('text kinds', () => {
  it('single-line refuses every C0 control, DEL, C1, line separators, bidi controls, lone surrogates', () => {
    const refused = [
      ...Array.from({ length: 32 }, (_, c) => String.fromCharCode(c)),
      '\u007f',
      ...Array.from({ length: 32 }, (_, c) => String.fromCharCode(0x80 + c)),
      '\u2028',
      '\u2029',
      '\u202a',
      '\u202e',
      '\u2066',
      '\u2069',
      '\ud800',
      '\udfff',
    ];
    for (const c of refused) expect(textProblem(`a${c}b`, 'single-line'), escape(c)).toBeDefined();
    for (const ok of ['Espresso', 'Café crème', '咖啡', 'قهوة', 'Coffee 😀', '\u00a0x'])
      expect(textProblem(ok, 'single-line'), ok).toBeUndefined();
  });

  it('single-line refuses format characters (Cf), except a zero-width joiner between emoji', () => {
    const refused = [
      'Cof\u200bfee', // zero-width space: "Coffee" twice in a list
      'a\u00adb', // soft hyphen
      'a\u2060b', // word joiner
      '\ufeffCoffee', // byte order mark
      'a\u200eb', // left-to-right mark
      'a\u200fb', // right-to-left mark
      'a\u200cb', // zero-width non-joiner
      'a\u{e0041}b', // tag character
      'a\u200db', // joiner between letters
      '\u200d😀', // joiner before an emoji only
      '😀\u200d', // joiner after an emoji only
    ];
    for (const text of refused)
      expect(textProblem(text, 'single-line'), escape(text)).toMatch(/format characters \(U\+/);
    expect(textProblem('Cof\u200bfee', 'single-line')).toContain('U+200B');
    for (const ok of ['Team 👨‍👩‍👧', 'Pride 🏳️‍🌈', 'Dev 👩🏽‍💻', '❤️‍🔥', '🏃‍♀️ run', '🧑‍🤝‍🧑'])
      expect(textProblem(ok, 'single-line'), ok).toBeUndefined();
    // Descriptions (multi-line) keep their rule.
    expect(textProblem('soft\u00adhyphen', 'multi-line')).toBeUndefined();
  });

  it('multi-line allows newline and tab only', () => {
    expect(textProblem('one\n\ttwo', 'multi-line')).toBeUndefined();
    for (const c of ['\r', '\u0000', '\u000b', '\u000c', '\u0085', '\u2028', '\u202e', '\ud800'])
      expect(textProblem(`a${c}b`, 'multi-line'), escape(c)).toBeDefined();
  });

  it('finds a lone surrogate anywhere in a parsed value, keys included, without recursion', () => {
    expect(findIllFormedText({ a: [1, { b: 'x\ud800' }] })).toBe('a.1.b');
    expect(findIllFormedText({ a: { '\udc00': 1 } })).toBe('a');
    expect(findIllFormedText('\ud800')).toBe('body');
    expect(findIllFormedText({ a: ['😀', { b: null }] })).toBeUndefined();
    let deep: unknown = 'end\ud800';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findIllFormedText(deep)).toMatch(/^0(\.0)+$/);
  });
});

describe('instants', () => {
  const ok = (text: string) => {
    const r = parseInstant(text);
    if (!r.ok) throw new Error(`${text}: ${r.problem}`);
    return r.date.toISOString();
  };
  const problem = (text: string) => {
    const r = parseInstant(text);
    if (r.ok) throw new Error(`${text} accepted as ${r.date.toISOString()}`);
    return r.problem;
  };

  it('accepts RFC 3339 date-times and applies the offset', () => {
    expect(ok('2026-11-20T10:00:00Z')).toBe('2026-11-20T10:00:00.000Z');
    expect(ok('2026-11-20t10:00:00.5z')).toBe('2026-11-20T10:00:00.500Z');
    expect(ok('2026-11-20T10:00:00.123456789+05:30')).toBe('2026-11-20T04:30:00.123Z');
    expect(ok('2026-11-20T00:30:00-01:00')).toBe('2026-11-20T01:30:00.000Z');
    expect(ok('2024-02-29T00:00:00Z')).toBe('2024-02-29T00:00:00.000Z');
    expect(ok('2000-02-29T00:00:00Z')).toBe('2000-02-29T00:00:00.000Z');
    expect(ok('0000-01-01T00:00:00Z')).toBe('0000-01-01T00:00:00.000Z');
    expect(ok('0099-06-01T00:00:00Z')).toBe('0099-06-01T00:00:00.000Z'); // not 1999
    expect(ok('9999-12-31T23:59:59.999Z')).toBe('9999-12-31T23:59:59.999Z');
  });

  it('refuses what is not an instant, saying why', () => {
    expect(problem('2016-12-31T23:59:60Z')).toMatch(/leap second/);
    expect(problem('2026-01-01T24:00:00Z')).toMatch(/hour 24/);
    expect(problem('2026-02-30T00:00:00Z')).toMatch(/day 30, which 2026-02 does not have/);
    expect(problem('1900-02-29T00:00:00Z')).toMatch(/day 29/);
    expect(problem('2026-13-01T00:00:00Z')).toMatch(/month 13/);
    expect(problem('2026-01-01T00:60:00Z')).toMatch(/minute 60/);
    expect(problem('2026-01-01T00:00:00+24:00')).toMatch(/offset \+24:00/);
    expect(problem('2026-01-01T00:00:00+01:60')).toMatch(/offset/);
    expect(problem('0000-01-01T00:00:00+00:01')).toMatch(/years 0000 to 9999/);
    for (const text of [
      '10000-01-01T00:00:00Z',
      '2026-01-01T00:00:00',
      '2026-01-01 00:00:00Z',
      '2026-01-01',
      '2026-01-01T00:00Z',
      ' 2026-01-01T00:00:00Z',
      '2026-01-01T00:00:00.Z',
      '２０２６-01-01T00:00:00Z',
    ])
      expect(problem(text), text).toMatch(/must be a date and time such as/);
  });
});

describe('request bodies', () => {
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return (error as AppError).fields[0]?.message;
    }
    return 'accepted';
  };

  it('counts the fields and the nesting of each object on the text, strings aside', () => {
    const fields = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":1`).join(',')}}`;
    expect(shapeProblem(fields(1000), 1000)).toBeUndefined();
    expect(shapeProblem(fields(1001), 1000)).toBe('wide');
    expect(shapeProblem(`{"a":${fields(1001)}}`, 1000)).toBe('wide');
    expect(shapeProblem(`[${fields(600)},${fields(600)}]`, 1000)).toBeUndefined();
    // Colons inside strings, escaped quotes, and text that is not JSON.
    expect(shapeProblem(`{"a":"${':'.repeat(5000)}","b\\":":1}`, 1000)).toBeUndefined();
    expect(shapeProblem('}}]]:::{', 1)).toBeUndefined();
    // Depth: 64 nested containers pass, 65 do not, whatever they hold.
    expect(shapeProblem('['.repeat(64) + ']'.repeat(64), 1000)).toBeUndefined();
    expect(shapeProblem('{"a":'.repeat(65) + '1' + '}'.repeat(65), 1000)).toBe('deep');
    expect(shapeProblem(`"${'['.repeat(100)}"`, 1000)).toBeUndefined();
  });

  it('refuses invalid UTF-8, wide objects, invalid JSON and lone surrogates; reads the rest', () => {
    expect(refusal(() => parseJsonBody(Buffer.from([0x7b, 0xff, 0x7d])))).toBe('Not valid UTF-8.');
    expect(refusal(() => parseJsonBody(Buffer.from('{"a":')))).toBe('Not valid JSON.');
    expect(refusal(() => parseJsonBody(Buffer.from('{"a":"\\ud800"}')))).toMatch(/well-formed/);
    expect(parseJsonBody(Buffer.from('{"a":"\\ud83d\\ude00 \\\\ud800"}'))).toEqual({
      a: '😀 \\ud800',
    });
    expect(parseJsonBody(Buffer.from(''))).toBeUndefined();
  });
});

describe('admin validators use the same rules', () => {
  it('Validator.text: names are one line, descriptions may have line breaks', () => {
    const v = new Validator();
    v.text('name', 'Key\nname', NAME_RULE);
    v.text('description', 'one\ntwo', { label: 'Description', max: 500, multiline: true });
    v.text('other', 'one\u202etwo', { label: 'Other', max: 500, multiline: true });
    expect(v.errors).toEqual([
      {
        path: 'name',
        message: 'Name must be a single line, without tabs or other control characters.',
      },
      {
        path: 'other',
        message:
          'Other must not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069).',
      },
    ]);
  });

  it('IPC Input refuses strings that are not well-formed Unicode', () => {
    const input = new Input({ a: 'x\ud800', b: ['ok', '\udc00'], c: 'fine' });
    input.string('a', 'Name');
    input.stringArray('b', 'Events');
    expect(input.string('c')).toBe('fine');
    expect(() => input.done()).toThrow(AppError);
    try {
      input.done();
    } catch (error) {
      expect((error as AppError).fields.map((f) => f.path)).toEqual(['a', 'b']);
    }
  });
});

function escape(c: string): string {
  return `U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
