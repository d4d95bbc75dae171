/**
 * The history rows waiting off the JS heap: what goes in comes out the same, the newest
 * HISTORY_LIMIT of them, while the arena compacts and grows under rows of every size.
 */
import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT } from '../../service/webhooks/registry';
import { type StoredRow, WaitingRows } from '../../service/webhooks/waiting-rows';

function row(i: number): StoredRow {
  const failed = i % 3 === 0;
  return {
    id: 1000 + i,
    webhook_id: 'wh_1',
    delivery_id: i % 7 === 0 ? null : 50_000 + i,
    event_id: `evt_${i}`,
    event_type: 'product.updated',
    attempt: 1 + (i % 9),
    at: 1_767_225_600_123 + i,
    succeeded: !failed,
    http_status: i % 5 === 0 ? null : 200 + (i % 300),
    error_kind: failed ? 'http' : null,
    error_message: failed ? `The receiver answered HTTP ${i} — “Ünïcödé” 🚫` : null,
    duration_ms: i % 1000,
    request_headers: JSON.stringify({ 'x-service-attempt': String(i), 'webhook-id': `evt_${i}` }),
    request_body: i % 4 === 0 ? null : `{"n":${i}}`,
    response_headers: i % 5 === 0 ? null : JSON.stringify({ 'x-note': 'é'.repeat(i % 50) }),
    // Sizes from nothing to 4 KiB of 3-byte characters: the arena compacts and grows.
    response_body: i % 5 === 0 ? null : '€'.repeat((i * 37) % 4097),
    next_attempt_at: failed ? 1_767_225_700_000 + i : null,
  };
}

describe('WaitingRows', () => {
  it('gives back the newest rows exactly, oldest first, as rows of every size come and go', () => {
    const waiting = new WaitingRows('wh_1');
    const pushed: StoredRow[] = [];
    for (let i = 0; i < 1000; i++) {
      waiting.push(row(i));
      pushed.push(row(i));
      if (i % 97 === 0 || i === 999) {
        const expected = pushed.slice(-HISTORY_LIMIT);
        expect(waiting.size).toBe(expected.length);
        expect(waiting.newest(HISTORY_LIMIT)).toEqual(expected);
        expect(waiting.newest(7)).toEqual(expected.slice(-7));
      }
    }
    expect(waiting.newest(0)).toEqual([]);
    expect(waiting.newest(-5)).toEqual([]);
    expect(waiting.newest(10_000)).toHaveLength(HISTORY_LIMIT);
  });

  it('takes new rows after clear(), reusing its arena', () => {
    const waiting = new WaitingRows('wh_1');
    for (let i = 0; i < 300; i++) waiting.push(row(i));
    waiting.clear();
    expect(waiting.size).toBe(0);
    expect(waiting.newest(HISTORY_LIMIT)).toEqual([]);
    for (let i = 300; i < 450; i++) waiting.push(row(i));
    expect(waiting.newest(HISTORY_LIMIT)).toEqual(
      Array.from({ length: HISTORY_LIMIT }, (_, k) => row(350 + k)),
    );
  });

  it('keeps every row while fewer than HISTORY_LIMIT wait', () => {
    const waiting = new WaitingRows('wh_1');
    for (let i = 0; i < 3; i++) waiting.push(row(i));
    expect(waiting.newest(HISTORY_LIMIT)).toEqual([row(0), row(1), row(2)]);
  });
});
