import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { AppError, type ErrorCode, type FieldError } from '../../shared/errors';
import type { Logger } from '../util/logger';
import { ReadConnection, type ReadDb } from './read-connection';

/**
 * A heavy read: a function of a read connection and plain data (what structured clone copies)
 * to plain data. It runs in a worker thread, so it may take seconds without holding the event
 * loop that answers requests; it must not write.
 */
export type ReadJob<I = never, O = unknown> = (db: ReadDb, input: I) => O;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job has its own input
export type ReadJobs = Record<string, ReadJob<any, unknown>>;

export interface ReadPoolOptions<J extends ReadJobs> {
  /** The SQLite file the workers open read-only. */
  file: string;
  jobs: J;
  /** The built worker script (dist/service/read-worker.js); null runs jobs on this thread. */
  workerFile: string | null;
  /** Jobs running at once (worker threads). */
  threads: number;
  /** Jobs one caller may have running or waiting. */
  perCaller: number;
  /** Jobs that may wait for a thread, all callers together. */
  waiting: number;
  /** For jobs run on this thread (no worker script). */
  inlineDb: ReadDb;
  log: Logger;
}

interface Pending {
  job: string;
  input: unknown;
  caller: string;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Thread {
  worker: Worker;
  current: (Pending & { id: number; started: number }) | null;
}

type Answer =
  | { id: number; ok: true; value: unknown }
  | {
      id: number;
      ok: false;
      error: { code?: ErrorCode; message: string; fields?: FieldError[]; details?: object };
    };

/**
 * The bounds the service runs with: a thread per core but one (the API thread keeps a core of
 * its own), at most four; two runs per API key, running or waiting; eight waiting in all.
 */
export const READ_POOL_LIMITS = {
  threads: Math.max(1, Math.min(4, availableParallelism() - 1)),
  perCaller: 2,
  waiting: 8,
};

/**
 * Runs heavy reads (report runs and the like) off the event loop: each job goes to a worker
 * thread with its own read connection, and only its result comes back. How many run at once is
 * bounded per caller (an API key) and in total; past that the caller gets 429 rate_limited with
 * `retry_after` seconds (the route sends it as Retry-After), estimated from how long jobs took.
 * Background callers (scheduled reports) wait their turn instead of being refused.
 */
export class ReadPool<J extends ReadJobs> {
  private readonly threads: Thread[] = [];
  private readonly queue: Pending[] = [];
  private readonly perCaller = new Map<string, number>();
  private running = 0;
  private nextId = 1;
  /** Recent job duration (ms), a moving average: the basis of Retry-After. */
  private typicalMs = 1000;
  private closed = false;

  constructor(private readonly options: ReadPoolOptions<J>) {
    if (!options.workerFile)
      options.log.warn(
        'read worker script not found (run node scripts/build.mjs): heavy reads run on the main thread',
      );
  }

  get limits(): { threads: number; perCaller: number; waiting: number } {
    const { threads, perCaller, waiting } = this.options;
    return { threads, perCaller, waiting };
  }

  /** Whether jobs run in worker threads (false: on this thread, when the script is missing). */
  get threaded(): boolean {
    return this.options.workerFile !== null;
  }

  run<K extends keyof J & string>(
    job: K,
    input: Parameters<J[K]>[1],
    { caller, background = false }: { caller: string; background?: boolean },
  ): Promise<ReturnType<J[K]>> {
    if (this.closed) return Promise.reject(new AppError('conflict', 'The service is stopping.'));
    const { threads, perCaller, waiting } = this.options;
    if (!background) {
      if ((this.perCaller.get(caller) ?? 0) >= perCaller)
        return Promise.reject(
          this.busy(`This API key already has ${perCaller} reports running or waiting`),
        );
      if (this.running >= threads && this.queue.length >= waiting)
        return Promise.reject(
          this.busy('The service is running as many reports as it can at once'),
        );
    }
    this.perCaller.set(caller, (this.perCaller.get(caller) ?? 0) + 1);
    return new Promise((resolve, reject) => {
      this.queue.push({ job, input, caller, resolve: resolve as never, reject });
      this.dispatch();
    });
  }

  private busy(why: string): AppError {
    const ahead = this.running + this.queue.length;
    const seconds = Math.max(
      1,
      Math.ceil((ahead / this.options.threads) * (this.typicalMs / 1000)),
    );
    return new AppError('rate_limited', `${why}; retry after ${seconds} seconds.`, [], {
      retry_after: seconds,
    });
  }

  private dispatch(): void {
    while (this.queue.length && this.running < this.options.threads) {
      const pending = this.queue.shift()!;
      this.running++;
      if (this.options.workerFile) this.send(pending);
      else setImmediate(() => this.runHere(pending));
    }
  }

  private runHere(pending: Pending): void {
    const started = performance.now();
    let answer: Answer;
    try {
      const value = this.options.jobs[pending.job]!(this.options.inlineDb, pending.input as never);
      answer = { id: 0, ok: true, value };
    } catch (error) {
      answer = { id: 0, ok: false, error: errorOf(error) };
    }
    this.finish(pending, started, answer);
  }

  private send(pending: Pending): void {
    const thread =
      this.threads.find((t) => t.current === null) ?? this.spawn(this.options.workerFile!);
    const id = this.nextId++;
    thread.current = { ...pending, id, started: performance.now() };
    thread.worker.postMessage({ id, job: pending.job, input: pending.input });
  }

  private spawn(file: string): Thread {
    const worker = new Worker(file, { workerData: { file: this.options.file } });
    worker.unref();
    const thread: Thread = { worker, current: null };
    worker.on('message', (answer: Answer) => {
      const current = thread.current;
      if (!current || current.id !== answer.id) return;
      thread.current = null;
      this.finish(current, current.started, answer);
    });
    const gone = (error: Error) => {
      const index = this.threads.indexOf(thread);
      if (index >= 0) this.threads.splice(index, 1);
      const current = thread.current;
      thread.current = null;
      if (current)
        this.finish(current, current.started, { id: 0, ok: false, error: errorOf(error) });
    };
    worker.on('error', gone);
    worker.on('exit', (code) => {
      if (!this.closed) this.options.log.warn({ code }, 'read worker exited; a new one starts');
      gone(new Error(`The read worker stopped (exit code ${code}).`));
    });
    this.threads.push(thread);
    return thread;
  }

  private finish(pending: Pending, started: number, answer: Answer): void {
    this.running--;
    const left = (this.perCaller.get(pending.caller) ?? 1) - 1;
    if (left > 0) this.perCaller.set(pending.caller, left);
    else this.perCaller.delete(pending.caller);
    this.typicalMs = 0.7 * this.typicalMs + 0.3 * (performance.now() - started);
    if (answer.ok) pending.resolve(answer.value);
    else {
      const e = answer.error;
      pending.reject(
        e.code
          ? new AppError(e.code, e.message, e.fields, e.details as never)
          : new Error(e.message),
      );
    }
    if (!this.closed) this.dispatch();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0))
      pending.reject(new AppError('conflict', 'The service is stopping.'));
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }
}

function errorOf(error: unknown): Extract<Answer, { ok: false }>['error'] {
  if (error instanceof AppError)
    return {
      code: error.code,
      message: error.message,
      fields: error.fields,
      details: error.details,
    };
  return { message: error instanceof Error ? error.message : String(error) };
}

/**
 * The built worker script beside this module's bundle: dist/service/ for serve and the CLI,
 * ../service/ from dist/main/ (Electron), dist/service/ from the sources (tests, which build it
 * first). Null when it is not there.
 */
export function readWorkerFile(): string | null {
  for (const relative of [
    './read-worker.js',
    '../service/read-worker.js',
    '../../dist/service/read-worker.js',
  ]) {
    const file = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(file)) return file;
  }
  return null;
}

/** The worker thread's side: opens its read connection and answers jobs one at a time. */
export function serveReadJobs(jobs: ReadJobs): void {
  const port = parentPort;
  if (!port) throw new Error('serveReadJobs runs in a worker thread.');
  const db = new ReadConnection((workerData as { file: string }).file);
  port.on('message', (message: { id: number; job: string; input: unknown }) => {
    let answer: Answer;
    try {
      answer = { id: message.id, ok: true, value: jobs[message.job]!(db, message.input as never) };
    } catch (error) {
      answer = { id: message.id, ok: false, error: errorOf(error) };
    }
    port.postMessage(answer);
  });
}
