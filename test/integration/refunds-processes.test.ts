/**
 * Refunds under 8 concurrent clients spread over two `serve` processes on one data directory
 * (as the desktop app and a headless `serve` may share one): each process runs its refunds in
 * its own synchronous transactions, so only SQLite's BEGIN IMMEDIATE stands between two
 * refunds of the same order read in two processes at once. Whatever the interleaving, what was
 * refunded never exceeds what was paid, nor a line what was sold.
 */
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  prepareDataDir,
  serveTestDir,
  startServe,
  type ServeProcess,
} from '../support/serve-process';

const CLIENTS = 8;
const ROUNDS = 4;
const fixture = serveTestDir();
let servers: ServeProcess[] = [];
let headers: Record<string, string>;
const agents = Array.from({ length: CLIENTS }, () => new Agent({ connections: 1 }));

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies */
async function call(
  server: ServeProcess,
  method: string,
  path: string,
  body?: unknown,
  dispatcher?: Agent,
): Promise<{ status: number; body: any }> {
  const res = await request(`${server.url}/api/v1${path}`, {
    method: method as 'GET',
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    ...(dispatcher ? { dispatcher } : {}),
  });
  return { status: res.statusCode, body: await res.body.json() };
}

async function paidOrder(lines: unknown[]): Promise<any> {
  const [a] = servers;
  const order = (await call(a!, 'POST', '/orders', { lines })).body;
  const paid = await call(a!, 'POST', `/orders/${order.id}/payments`, {
    method: 'card',
    amount: { amount: order.total.amount },
  });
  expect(paid.status).toBe(201);
  expect((await call(a!, 'POST', `/orders/${order.id}/complete`, {})).status).toBe(200);
  return order;
}

/** Client i sends its body through process i % 2, on its own connection, all at once. */
const burst = (orderId: string, bodies: unknown[]) =>
  Promise.all(
    bodies.map((body, i) =>
      call(servers[i % 2]!, 'POST', `/orders/${orderId}/refunds`, body, agents[i]),
    ),
  );

beforeAll(async () => {
  const prepared = await prepareDataDir(fixture.dataDir, [
    'orders:create',
    'orders:view',
    'orders:process_payments',
    'orders:manage_status',
    'orders:manage_refunds',
    'products:create',
  ]);
  headers = { ...prepared.headers, 'content-type': 'application/json' };
  servers = [await startServe(fixture.dataDir, fixture.children)];
  servers.push(await startServe(fixture.dataDir, fixture.children));
}, 120_000);
afterAll(async () => {
  await Promise.all(agents.map((a) => a.close()));
});

describe('8 clients over two processes refunding one order', () => {
  it('never refund more than was paid', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await paidOrder([
        { name: 'Dinner', unit_price: { amount: 10_000 }, quantity: 1 },
      ]);
      const amounts = Array.from({ length: CLIENTS }, (_, i) => 2_000 + ((round + i) % 4) * 700);
      const answers = await burst(
        order.id,
        amounts.map((amount) => ({ amount: { amount } })),
      );
      const accepted = answers.filter((a) => a.status === 201);
      for (const a of answers.filter((x) => x.status !== 201))
        expect(a).toMatchObject({ status: 409, body: { code: 'refund_exceeds_paid' } });
      const sum = accepted.reduce((s, a) => s + (a.body.amount.amount as number), 0);
      expect(sum).toBeLessThanOrEqual(10_000);
      answers.forEach((a, i) => {
        if (a.status !== 201) expect(amounts[i]!).toBeGreaterThan(10_000 - sum);
      });
      const after = (await call(servers[1]!, 'GET', `/orders/${order.id}`)).body;
      expect(after.refunded_total.amount).toBe(sum);
      const listed = (await call(servers[0]!, 'GET', `/refunds?order_id=${order.id}`)).body;
      expect(listed.data).toHaveLength(accepted.length);
    }
  }, 120_000);

  it('never refund more of a line than was sold', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await paidOrder([{ name: 'Glass', unit_price: { amount: 400 }, quantity: 5 }]);
      const lineId = order.lines[0].id as string;
      const answers = await burst(
        order.id,
        Array.from({ length: CLIENTS }, () => ({ lines: [{ line_id: lineId, quantity: 1 }] })),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
      for (const a of answers.filter((x) => x.status !== 201))
        expect(a).toMatchObject({ status: 409, body: { code: 'refund_exceeds_line' } });
      const after = (await call(servers[1]!, 'GET', `/orders/${order.id}`)).body;
      expect(after.lines[0].refunded_quantity).toBe(5);
      expect(after.refunded_total.amount).toBe(order.total.amount);
    }
  }, 120_000);
});
