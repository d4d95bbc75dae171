/**
 * One attempt's HTTP exchange: a POST through undici's `request()` with one deadline for the
 * whole attempt, keeping the status, the headers and the first RESPONSE_KEEP_BYTES of the body.
 */
import type { Dispatcher } from 'undici';
import type { ErrorKind } from './attempts';
import { classifyError } from './schedule';

export const RESPONSE_KEEP_BYTES = 4096;

/** What an attempt's exchange came to. */
export interface Outcome {
  status: number | null;
  /** Null for a 2xx. */
  kind: ErrorKind | null;
  message: string | null;
  responseHeaders: Record<string, string> | null;
  responseBody: string | null;
  retryAfter: string | undefined;
}

/** An attempt that got no HTTP answer. */
export function failed(kind: ErrorKind, message: string): Outcome {
  return {
    status: null,
    kind,
    message,
    responseHeaders: null,
    responseBody: null,
    retryAfter: undefined,
  };
}

export interface Request {
  dispatcher: Dispatcher;
  origin: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The whole attempt, connect included, must end within this. */
  timeoutMs: number;
}

/** Ends an exchange at the attempt's deadline. */
const TIMED_OUT = new Error('The attempt reached its deadline.');

/**
 * The exchange, through undici's `request()`: `outcome` resolves once and never rejects. One
 * timer for the deadline (undici's own header and body timeouts are off on the transport's
 * Agents). Without a status line the error decides (a deadline is `timeout`); once one has
 * arrived, the status decides, and a body cut short keeps what arrived.
 */
export class Exchange {
  readonly outcome: Promise<Outcome>;
  private readonly abort = new AbortController();

  constructor(request: Request) {
    this.outcome = this.run(request);
  }

  /** Ends the exchange (its outcome then says why, unless the answer was complete). */
  cancel(reason: Error): void {
    this.abort.abort(reason);
  }

  private async run(request: Request): Promise<Outcome> {
    const { signal } = this.abort;
    const deadline = setTimeout(() => this.abort.abort(TIMED_OUT), request.timeoutMs);
    try {
      let response: Dispatcher.ResponseData;
      try {
        response = await request.dispatcher.request({
          origin: request.origin,
          path: request.path,
          method: 'POST',
          headers: request.headers,
          body: request.body,
          signal,
        });
      } catch (error) {
        if (signal.reason === TIMED_OUT) {
          return failed('timeout', `No 2xx answer within ${request.timeoutMs / 1000} s.`);
        }
        const { kind, message } = classifyError(error);
        return failed(kind, message);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of response.body as AsyncIterable<Buffer>) {
          chunks.push(chunk);
          size += chunk.length;
          // Leaving the loop destroys the body: the rest is never read.
          if (size >= RESPONSE_KEEP_BYTES) break;
        }
      } catch {
        // Cut short (a reset, the deadline): what arrived is kept.
      }
      return answered(response, Buffer.concat(chunks).subarray(0, RESPONSE_KEEP_BYTES));
    } finally {
      clearTimeout(deadline);
    }
  }
}

function answered(response: Dispatcher.ResponseData, body: Buffer): Outcome {
  const status = response.statusCode;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const ok = status >= 200 && status < 300;
  return {
    status,
    kind: ok ? null : status >= 300 && status < 400 ? 'redirect' : 'http',
    message: ok ? null : `The receiver answered HTTP ${status}.`,
    responseHeaders: headers,
    responseBody: body.toString('utf8'),
    retryAfter: headers['retry-after'],
  };
}
