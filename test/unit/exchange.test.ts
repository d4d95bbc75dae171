/** One attempt's HTTP exchange (service/webhooks/exchange.ts) against real receivers on 127.0.0.1. */
import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { Exchange, RESPONSE_KEEP_BYTES } from '../../service/webhooks/exchange';
import { startReceiver, type Receiver, type Reply } from '../support/webhook-receiver';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

async function receiver(reply: () => Reply): Promise<Receiver> {
  const r = await startReceiver(reply);
  cleanups.push(() => r.close());
  return r;
}

function post(r: Receiver, timeoutMs = 5000) {
  const dispatcher = new Agent({ headersTimeout: 0, bodyTimeout: 0 });
  cleanups.push(() => dispatcher.destroy());
  const url = new URL(r.url);
  return new Exchange({
    dispatcher,
    origin: url.origin,
    path: url.pathname,
    headers: { 'content-type': 'application/json' },
    body: '{"a":1}',
    timeoutMs,
  });
}

describe('Exchange', () => {
  it('a 2xx is a success with its headers and body; the body sent is the one given', async () => {
    const r = await receiver(() => ({ status: 202, headers: { 'x-a': 'b' }, body: 'fine' }));
    const outcome = await post(r).outcome;
    expect(outcome).toMatchObject({ status: 202, kind: null, responseBody: 'fine' });
    expect(outcome.responseHeaders!['x-a']).toBe('b');
    expect(r.received[0]!.body).toBe('{"a":1}');
  });

  it('keeps the first 4 KiB of a long answer', async () => {
    const r = await receiver(() => ({ status: 200, body: 'é'.repeat(100_000) }));
    const outcome = await post(r).outcome;
    expect(outcome.status).toBe(200);
    expect(Buffer.byteLength(outcome.responseBody!)).toBeLessThanOrEqual(RESPONSE_KEEP_BYTES);
    expect(outcome.responseBody!.length).toBeGreaterThan(RESPONSE_KEEP_BYTES / 2 - 2);
  });

  it('3xx is a redirect (not followed), 5xx an http failure with Retry-After kept', async () => {
    const redirect = await receiver(() => ({ status: 302, headers: { location: '/x' } }));
    expect(await post(redirect).outcome).toMatchObject({ status: 302, kind: 'redirect' });
    const busy = await receiver(() => ({ status: 503, headers: { 'retry-after': '7' } }));
    expect(await post(busy).outcome).toMatchObject({ status: 503, kind: 'http', retryAfter: '7' });
  });

  it('a receiver that never answers ends at the deadline as a timeout; a dropped connection is a reset', async () => {
    const hang = await receiver(() => 'hang');
    const t0 = performance.now();
    const outcome = await post(hang, 300).outcome;
    expect(outcome).toMatchObject({ status: null, kind: 'timeout' });
    expect(performance.now() - t0).toBeGreaterThanOrEqual(290);
    const drop = await receiver(() => 'destroy');
    expect((await post(drop).outcome).kind).toBe('reset');
  });

  it('cancel() ends it at once', async () => {
    const hang = await receiver(() => 'hang');
    const exchange = post(hang);
    await hang.waitFor(1);
    exchange.cancel(new Error('stopping'));
    expect((await exchange.outcome).status).toBeNull();
  });
});
