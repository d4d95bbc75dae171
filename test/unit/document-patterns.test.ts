/**
 * The patterns the OpenAPI document gives for rules the server checks in code agree with that
 * code: a value the pattern accepts is accepted, and the pattern refuses what the code refuses
 * (but for the details the descriptions state).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVersion, IF_MATCH_PATTERN } from '../../service/resources/context';
import { IDEMPOTENCY_KEY_PATTERN, parseIdempotencyKey } from '../../service/resources/idempotency';
import {
  NON_BLANK_TEXT_PATTERNS,
  nonBlankTextPattern,
  TEXT_PATTERNS,
  textProblem,
} from '../../service/util/text';

describe('text patterns', () => {
  for (const kind of ['single-line', 'multi-line'] as const) {
    const pattern = new RegExp(TEXT_PATTERNS[kind]);
    it(`${kind}: every character of the BMP but the zero-width joiner and surrogates agrees`, () => {
      const disagree: string[] = [];
      for (let code = 0; code <= 0xffff; code++) {
        if (code === 0x200d || (code >= 0xd800 && code <= 0xdfff)) continue;
        const text = `a${String.fromCharCode(code)}b`;
        if (pattern.test(text) !== (textProblem(text, kind) === undefined))
          disagree.push(code.toString(16));
      }
      expect(disagree).toEqual([]);
    });
    it(`${kind}: what the pattern refuses the server refuses, on any text`, () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (text) => {
          if (!pattern.test(text)) expect(textProblem(text, kind)).toBeDefined();
        }),
        { numRuns: 2000 },
      );
    });
  }
});

describe('not-blank text patterns', () => {
  for (const kind of ['single-line', 'multi-line'] as const) {
    const all = new RegExp(TEXT_PATTERNS[kind]);
    const nonBlank = new RegExp(NON_BLANK_TEXT_PATTERNS[kind]);
    it(`${kind}: the text pattern, and something left once trimmed`, () => {
      const disagree: string[] = [];
      for (let code = 0; code <= 0xffff; code++) {
        if (code >= 0xd800 && code <= 0xdfff) continue;
        const c = String.fromCharCode(code);
        for (const text of [c, ` ${c} `, `a${c}`])
          if (nonBlank.test(text) !== (all.test(text) && text.trim() !== ''))
            disagree.push(code.toString(16));
      }
      expect(disagree).toEqual([]);
      expect(nonBlank.test('')).toBe(false);
    });
    it(`${kind}: at least 3 characters once trimmed`, () => {
      const three = new RegExp(nonBlankTextPattern(kind, 3));
      const text = fc.string({
        unit: fc.constantFrom(' ', '\u3000', '\t', 'a', 'é', '\n'),
        maxLength: 8,
      });
      fc.assert(
        fc.property(text, (t) => {
          expect(three.test(t), JSON.stringify(t)).toBe(all.test(t) && t.trim().length >= 3);
        }),
        { numRuns: 3000 },
      );
    });
  }
});

describe('header patterns', () => {
  const header = fc.string({ unit: 'binary-ascii', maxLength: 40 });
  const keyLike = fc.oneof(
    header,
    header.map((s) => `"${s}"`),
    fc.constantFrom('"', '""', '"a\\"b"', '"a\\b"', 'k'.repeat(255), 'k'.repeat(256)),
  );

  it('Idempotency-Key: the pattern accepts exactly what parseIdempotencyKey takes', () => {
    const pattern = new RegExp(IDEMPOTENCY_KEY_PATTERN);
    fc.assert(
      fc.property(keyLike, (value) => {
        expect(pattern.test(value), value).toBe(parseIdempotencyKey(value) !== null);
      }),
      { numRuns: 5000 },
    );
  });

  it('If-Match: what the pattern accepts is read as a list of tags (412 or a match, never 422)', () => {
    const pattern = new RegExp(IF_MATCH_PATTERN);
    const tag = fc.oneof(
      fc.nat(20).map(String),
      fc.nat(20).map((n) => `"${n}"`),
      fc.nat(20).map((n) => `W/"${n}"`),
      header,
    );
    const value = fc.oneof(
      fc.array(tag, { minLength: 1, maxLength: 4 }).map((tags) => tags.join(', ')),
      fc.constant('*'),
      header,
    );
    let accepted = 0;
    fc.assert(
      fc.property(value, (text) => {
        if (!pattern.test(text)) return;
        accepted++;
        try {
          checkVersion('product', 3, { ifMatch: text });
        } catch (error) {
          expect((error as { code: string }).code, text).toBe('precondition_failed');
        }
      }),
      { numRuns: 5000 },
    );
    expect(accepted).toBeGreaterThan(1000);
  });
});
