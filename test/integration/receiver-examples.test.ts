/**
 * The receiver examples of docs/examples, run for real: each is spawned as a child process,
 * and events signed by service/webhooks/signing.ts are POSTed to it over HTTP on 127.0.0.1.
 * Each example runs twice: with a generated `whsec_` secret and with a user-typed non-ASCII one.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSigningSecret, signedHeaders } from '../../service/webhooks/signing';
import { newId } from '../../service/util/ids';

const NODE_EXAMPLE = fileURLToPath(
  new URL('../../docs/examples/receiver-node.mjs', import.meta.url),
);
const PYTHON_EXAMPLE = fileURLToPath(
  new URL('../../docs/examples/receiver-python.py', import.meta.url),
);

const python3Found = !spawnSync('python3', ['--version'], { stdio: 'ignore' }).error;
if (!python3Found) {
  console.warn('python3 not found on PATH: the Python receiver example is skipped.');
}

const SECRETS = {
  generated: generateSigningSecret(),
  'user-typed non-ASCII': 'Kassen-Geheimnis-für-Filiale-№7-🔑',
};

interface Receiver {
  child: ChildProcess;
  port: number;
  lines: string[];
  stderr: string[];
}

function start(command: string, args: string[], secret: string): Promise<Receiver> {
  const child = spawn(command, args, {
    env: { ...process.env, WEBHOOK_SECRET: secret, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const stderr: string[] = [];
  let partial = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${command} did not print "listening on <port>": ${stderr.join('')}`)),
      15_000,
    );
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        const match = /^listening on (\d+)$/.exec(line.trim());
        if (match) {
          clearTimeout(timer);
          resolve({ child, port: Number(match[1]), lines, stderr });
        }
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code}: ${stderr.join('')}`));
    });
  });
}

async function stop(receiver: Receiver | undefined): Promise<void> {
  const child = receiver?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}

/** The JSON lines the receiver printed, parsed (other lines are left out). */
function printed(receiver: Receiver): Record<string, unknown>[] {
  return receiver.lines.flatMap((line) => {
    try {
      const value: unknown = JSON.parse(line);
      return value && typeof value === 'object' ? [value as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });
}

async function waitForLine(
  receiver: Receiver,
  predicate: (line: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = printed(receiver).find(predicate);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`expected line not printed; stdout: ${receiver.lines.join(' | ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function makeEvent(type = 'product.updated'): { id: string; body: string } {
  const id = newId('evt');
  const body = JSON.stringify({
    id,
    type,
    created_at: new Date().toISOString(),
    company_id: newId('cmp'),
    branch_id: newId('brn'),
    sequence: 7,
    data: {
      object: {
        id: newId('prd'),
        sku: 'CAF-001',
        name: 'Café crème — 東京 ☕',
        price: { amount: 350, currency: 'EUR' },
        version: 4,
      },
      previous: { name: 'Cafe creme' },
    },
  });
  return { id, body };
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

function headersFor(
  secret: string,
  event: { id: string; body: string },
  options: {
    attempt?: number;
    timestampSeconds?: number;
    type?: string;
    previousSecret?: string;
  } = {},
): Record<string, string> {
  return signedHeaders({
    secret,
    previousSecret: options.previousSecret ?? null,
    eventId: event.id,
    eventType: options.type ?? 'product.updated',
    attempt: options.attempt ?? 1,
    timestampSeconds: options.timestampSeconds ?? nowSeconds(),
    body: event.body,
  });
}

async function post(receiver: Receiver, body: string, headers: Record<string, string>) {
  const response = await fetch(`http://127.0.0.1:${receiver.port}/webhooks`, {
    method: 'POST',
    headers,
    body,
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response.status;
}

const examples = [
  {
    name: 'Node (docs/examples/receiver-node.mjs)',
    command: process.execPath,
    file: NODE_EXAMPLE,
    run: true,
  },
  {
    name: python3Found
      ? 'Python (docs/examples/receiver-python.py)'
      : 'Python (docs/examples/receiver-python.py) — skipped: python3 not found on PATH',
    command: 'python3',
    file: PYTHON_EXAMPLE,
    run: python3Found,
  },
];

for (const example of examples) {
  describe.skipIf(!example.run)(example.name, () => {
    it('refuses to start without WEBHOOK_SECRET', () => {
      const result = spawnSync(example.command, [example.file], {
        env: { ...process.env, WEBHOOK_SECRET: '', PORT: '0', HOST: '127.0.0.1' },
        encoding: 'utf8',
        timeout: 10_000,
      });
      expect(result.status).not.toBe(0);
      expect(result.stderr).toMatch(/WEBHOOK_SECRET/);
    });

    for (const [kind, secret] of Object.entries(SECRETS)) {
      describe(`${kind} secret`, () => {
        let receiver: Receiver | undefined;
        const r = (): Receiver => receiver!;

        beforeAll(async () => {
          receiver = await start(example.command, [example.file], secret);
        });
        afterAll(async () => {
          await stop(receiver);
        });

        it('accepts a signed event with 2xx and prints it', async () => {
          const event = makeEvent();
          const status = await post(r(), event.body, headersFor(secret, event));
          expect(status).toBeGreaterThanOrEqual(200);
          expect(status).toBeLessThan(300);
          expect(await waitForLine(r(), (l) => l.accepted === event.id)).toEqual({
            accepted: event.id,
            type: 'product.updated',
          });
        });

        it('accepts a ping (Send test event), signed the same way', async () => {
          const event = makeEvent('ping');
          const status = await post(r(), event.body, headersFor(secret, event, { type: 'ping' }));
          expect(status).toBe(200);
          await waitForLine(r(), (l) => l.accepted === event.id && l.type === 'ping');
        });

        it('accepts X-Service-Signature alone (the Standard Webhooks check is optional)', async () => {
          const event = makeEvent();
          const headers = headersFor(secret, event);
          delete headers['webhook-id'];
          delete headers['webhook-timestamp'];
          delete headers['webhook-signature'];
          expect(await post(r(), event.body, headers)).toBe(200);
          await waitForLine(r(), (l) => l.accepted === event.id);
        });

        it('answers 401 to a tampered body, a wrong secret or a missing signature', async () => {
          const event = makeEvent();
          const headers = headersFor(secret, event);
          const tampered = event.body.replace('"amount":350', '"amount":1');
          expect(tampered).not.toBe(event.body);
          expect(await post(r(), tampered, headers)).toBe(401);

          const other = secret.startsWith('whsec_') ? generateSigningSecret() : `${secret}-other`;
          const wrong = headersFor(other, event);
          expect(await post(r(), event.body, wrong)).toBe(401);

          const unsigned = { ...headers };
          delete unsigned['x-service-signature'];
          expect(await post(r(), event.body, unsigned)).toBe(401);

          // Right X-Service-Signature, but a Standard Webhooks signature for another timestamp.
          const otherTimestamp = String(Number(headers['webhook-timestamp']) - 1);
          const mixed = { ...headers, 'webhook-timestamp': otherTimestamp };
          expect(await post(r(), event.body, mixed)).toBe(401);

          // The same event correctly signed goes through afterwards: nothing above was taken.
          expect(await post(r(), event.body, headers)).toBe(200);
          await waitForLine(r(), (l) => l.accepted === event.id);
          expect(printed(r()).filter((l) => l.accepted === event.id)).toHaveLength(1);
        });

        it('during a rotation of the secret, accepts deliveries whether it holds the old or the new one', async () => {
          const other = secret.startsWith('whsec_') ? generateSigningSecret() : `${secret}-other`;
          // This receiver holds the old secret: X-Service-Signature and one v1 entry match it.
          const toNew = makeEvent();
          expect(
            await post(r(), toNew.body, headersFor(other, toNew, { previousSecret: secret })),
          ).toBe(200);
          // This receiver holds the new secret: X-Service-Signature-New and the other entry do.
          const fromOld = makeEvent();
          const headers = headersFor(secret, fromOld, { previousSecret: other });
          expect(headers['x-service-signature-new']).toBeDefined();
          expect(await post(r(), fromOld.body, headers)).toBe(200);
          await waitForLine(r(), (l) => l.accepted === toNew.id);
          await waitForLine(r(), (l) => l.accepted === fromOld.id);
          // Neither secret its own: refused.
          const third = secret.startsWith('whsec_') ? generateSigningSecret() : `${secret}-third`;
          const neither = makeEvent();
          expect(
            await post(r(), neither.body, headersFor(other, neither, { previousSecret: third })),
          ).toBe(401);
        });

        it('answers 401 to a correctly signed but stale webhook-timestamp (replay)', async () => {
          const event = makeEvent();
          const stale = headersFor(secret, event, { timestampSeconds: nowSeconds() - 10 * 60 });
          expect(await post(r(), event.body, stale)).toBe(401);
        });

        it('accepts a redelivery of the same event id with 2xx but processes it once', async () => {
          const event = makeEvent();
          expect(await post(r(), event.body, headersFor(secret, event, { attempt: 1 }))).toBe(200);
          await waitForLine(r(), (l) => l.accepted === event.id);

          const retry = headersFor(secret, event, { attempt: 2 });
          const status = await post(r(), event.body, retry);
          expect(status).toBeGreaterThanOrEqual(200);
          expect(status).toBeLessThan(300);
          await waitForLine(r(), (l) => l.duplicate === event.id);

          expect(printed(r()).filter((l) => l.accepted === event.id)).toHaveLength(1);
          expect(printed(r()).filter((l) => l.duplicate === event.id)).toHaveLength(1);
        });
      });
    }
  });
}
