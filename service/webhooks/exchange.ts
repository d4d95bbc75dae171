/**
 * One attempt's HTTP exchange: a POST through undici's dispatch API with one deadline for the
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

/** Stops reading a response once RESPONSE_KEEP_BYTES of its body have arrived. */
const ENOUGH = new Error('The first bytes of the response body are all that is kept.');
/** Ends an exchange at the attempt's deadline. */
const TIMED_OUT = new Error('The attempt reached its deadline.');

const timeOut = (exchange: Exchange) => exchange.cancel(TIMED_OUT);

/**
 * The exchange, as its own undici dispatch handler: `outcome` resolves once and never rejects.
 * No response stream or promise per chunk (`request()` instead cost ~30 µs more CPU per
 * delivery; docs/performance.md), and one timer for the deadline (undici's own header and body
 * timeouts are off). Without a status line the error decides (a deadline is `timeout`); once one
 * has arrived, the status decides, and a body cut short keeps what arrived.
 */
export class Exchange implements Dispatcher.DispatchHandler {
  readonly outcome: Promise<Outcome>;
  private resolve!: (outcome: Outcome) => void;
  /** Why it was cancelled, if it was. */
  private cancelled: Error | null = null;
  private controller: Dispatcher.DispatchController | null = null;
  private status = 0;
  private headers: Record<string, string> = {};
  private chunks: Buffer[] = [];
  private size = 0;
  private readonly deadline: NodeJS.Timeout;
  private readonly timeoutMs: number;

  constructor(request: Request) {
    this.outcome = new Promise((resolve) => (this.resolve = resolve));
    this.timeoutMs = request.timeoutMs;
    this.deadline = setTimeout(timeOut, request.timeoutMs, this);
    // A request undici refuses (a closed agent, invalid options) comes back through
    // onResponseError.
    request.dispatcher.dispatch(
      {
        origin: request.origin,
        path: request.path,
        method: 'POST',
        headers: request.headers,
        body: request.body,
      },
      this,
    );
  }

  /** Ends the exchange (its outcome then says why, unless the answer was complete). */
  cancel(reason: Error): void {
    this.cancelled ??= reason;
    this.controller?.abort(reason);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.cancelled) controller.abort(this.cancelled);
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    incoming: Record<string, string | string[] | undefined>,
  ): void {
    this.status = statusCode;
    const headers: Record<string, string> = {};
    for (const name in incoming) {
      const value = incoming[name];
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    this.headers = headers;
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    if (this.size >= RESPONSE_KEEP_BYTES) controller.abort(ENOUGH);
  }

  onResponseEnd(): void {
    this.answered();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.status > 0) this.answered();
    else this.unanswered(error);
  }

  private answered(): void {
    const { status, headers, chunks, size } = this;
    const ok = status >= 200 && status < 300;
    clearTimeout(this.deadline);
    this.resolve({
      status,
      kind: ok ? null : status >= 300 && status < 400 ? 'redirect' : 'http',
      message: ok ? null : `The receiver answered HTTP ${status}.`,
      responseHeaders: headers,
      responseBody:
        size === 0
          ? ''
          : (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size))
              .subarray(0, RESPONSE_KEEP_BYTES)
              .toString('utf8'),
      retryAfter: headers['retry-after'],
    });
  }

  private unanswered(error: unknown): void {
    clearTimeout(this.deadline);
    if (this.cancelled === TIMED_OUT) {
      this.resolve(failed('timeout', `No 2xx answer within ${this.timeoutMs / 1000} s.`));
    } else {
      const { kind, message } = classifyError(error);
      this.resolve(failed(kind, message));
    }
  }
}
