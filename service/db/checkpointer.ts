import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * WAL checkpoints on a thread of their own. SQLite's automatic checkpoint runs inside the
 * COMMIT that crosses its threshold, on whichever thread committed: here the event loop, which
 * then stood still while ~1,000 pages were copied into the database file and both files were
 * fsynced (milliseconds: every API request and delivery waited). This thread opens its own
 * connection and runs a PASSIVE checkpoint every `intervalMs` (it never waits for, nor blocks,
 * the writers and readers of any process); the service's connection keeps an automatic
 * checkpoint only as a fallback, far above what accumulates between two of these.
 * docs/performance.md, "Checkpoints off the event loop".
 */
export interface CheckpointerOptions {
  /** Between two checkpoints (default 100 ms). */
  intervalMs?: number;
  /** Called when the thread cannot run (the caller falls back to SQLite's own checkpoints). */
  onError: (error: Error) => void;
}

/** The thread's code: CommonJS, the driver's path passed in (the bundle keeps it external). */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('synchronous = ' + workerData.synchronous);
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
let held = false;
const timer = setInterval(() => {
  if (held) return;
  try {
    checkpoint.get();
  } catch (error) {
    parentPort.postMessage({ type: 'error', message: String(error && error.message) });
  }
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message === 'hold') held = true;
  else if (message === 'release') held = false;
  else if (message === 'stop') {
    clearInterval(timer);
    db.close();
    parentPort.close(); // nothing left to run: the thread exits
  }
  if (message === 'hold' || message === 'release') parentPort.postMessage({ type: message });
});
parentPort.postMessage({ type: 'ready' });
`;

export class BackgroundCheckpointer {
  private stopped = false;
  private exited = false;

  private constructor(private readonly worker: Worker) {
    worker.once('exit', () => (this.exited = true));
  }

  /**
   * Starts the thread on `file` (a database in WAL mode) and resolves once its connection is
   * open; rejects when it cannot open one (the driver does not load in a thread, the file is gone).
   */
  static async start(
    file: string,
    synchronous: string,
    { intervalMs = 100, onError }: CheckpointerOptions,
  ): Promise<BackgroundCheckpointer> {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(THREAD, {
      eval: true,
      workerData: { driver, file, synchronous, intervalMs },
    });
    await new Promise<void>((resolve, reject) => {
      const failed = (error: Error) => reject(error);
      worker.once('error', failed);
      worker.once('message', (message: { type: string }) => {
        worker.off('error', failed);
        if (message.type === 'ready') resolve();
        else reject(new Error(`checkpoint thread: unexpected ${message.type}`));
      });
    });
    const checkpointer = new BackgroundCheckpointer(worker);
    worker.on('message', (message: { type: string; message?: string }) => {
      if (message.type === 'error') onError(new Error(`checkpoint failed: ${message.message}`));
    });
    worker.on('error', (error) => {
      if (!checkpointer.stopped) onError(error);
    });
    worker.unref(); // never what keeps the process alive
    return checkpointer;
  }

  /** Holds checkpoints until the returned release is called (the bench reads the WAL back). */
  async hold(): Promise<() => Promise<void>> {
    await this.request('hold');
    return () => this.request('release');
  }

  /** Closes the thread's connection; before the service's own, so that one closes last. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.exited) return;
    const exit = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.postMessage('stop');
    await exit;
  }

  private request(message: 'hold' | 'release'): Promise<void> {
    if (this.exited) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const onMessage = (reply: { type: string }) => {
        if (reply.type !== message) return;
        this.worker.off('message', onMessage);
        resolve();
      };
      this.worker.on('message', onMessage);
      this.worker.postMessage(message);
    });
  }
}
