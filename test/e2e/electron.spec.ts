import { _electron as electron, expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The smoke test for a machine with the Electron binary (docs/desktop.md, "Tests"). The
 * binary is not downloadable on the build machines: look for it without require('electron')
 * (which would try to download it): path.txt plus dist/, or an override.
 */
function electronBinary(): string | null {
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) {
    const candidate = join(
      process.env.ELECTRON_OVERRIDE_DIST_PATH,
      process.platform === 'win32' ? 'electron.exe' : 'electron',
    );
    return existsSync(candidate) ? candidate : null;
  }
  const root = join(process.cwd(), 'node_modules', 'electron');
  const pathFile = join(root, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const candidate = join(root, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(candidate) ? candidate : null;
}

const binary = electronBinary();
const reason =
  'Skipped: the Electron binary is not installed here (ELECTRON_SKIP_BINARY_DOWNLOAD=1). Run where `npx electron --version` works.';

test.describe('Electron smoke', () => {
  test.skip(!binary, reason);
  if (!binary) console.log(`[electron smoke] ${reason}`);
  let root: string;
  test.beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'ic-electron-'));
  });
  test.afterEach(async () => rm(root, { recursive: true, force: true }));

  /** A hermetic app: its own user-data (and so logs) folder and data folder. */
  const args = () => ['.', '--no-sandbox', `--user-data-dir=${join(root, 'user-data')}`];
  const env = (extra: Record<string, string> = {}) => ({
    ...process.env,
    IC_DATA_DIR: join(root, 'data'),
    IC_VAULT: 'file',
    IC_PORT: '0',
    ...extra,
  });
  const logText = async () => {
    const dir = join(root, 'user-data', 'logs');
    const files = existsSync(dir) ? await readdir(dir) : [];
    return files.map((f) => readFileSync(join(dir, f), 'utf8')).join('');
  };

  test('shows the setup screen, exposes only window.api, and quits within 15 s', async () => {
    const app = await electron.launch({ executablePath: binary!, args: args(), env: env() });
    const page = await app.firstWindow();
    await expect(page.getByRole('heading', { name: 'Set up the console' })).toBeVisible();
    expect(page.url()).toBe('app://console/index.html');
    const exposed = await page.evaluate(() => ({
      api: typeof window.api?.invoke,
      require: typeof (window as unknown as { require?: unknown }).require,
    }));
    expect(exposed).toEqual({ api: 'function', require: 'undefined' });
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  test('runs with stdout unwritable and quits on SIGTERM within 15 s', async () => {
    const stdoutFile = join(root, 'stdout');
    writeFileSync(stdoutFile, '');
    const readOnly = openSync(stdoutFile, 'r');
    const child = spawn(binary!, args(), { env: env(), stdio: ['ignore', readOnly, 'ignore'] });
    closeSync(readOnly);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await expect.poll(logText, { timeout: 30_000 }).toContain('desktop app started');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(child.exitCode).toBeNull();
    const started = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await logText()).not.toMatch(/uncaught|EBADF/);
  });

  test('a master key that does not match: no window, the error box, the reason logged', async () => {
    // A first run makes the data folder and its master key; then the key is replaced.
    const first = await electron.launch({ executablePath: binary!, args: args(), env: env() });
    await first.firstWindow();
    await first.close();
    writeFileSync(join(root, 'data', 'master.key'), Buffer.alloc(32, 7).toString('base64'));
    const app = await electron.launch({ executablePath: binary!, args: args(), env: env() });
    await expect.poll(logText, { timeout: 30_000 }).toContain('the desktop app could not start');
    expect(app.windows()).toHaveLength(0);
    // The error box is modal and native: end the process rather than answer it.
    app.process().kill();
  });

  test('a busy port: the console opens and General says what to do', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as AddressInfo).port;
    try {
      const app = await electron.launch({
        executablePath: binary!,
        args: args(),
        env: env({ IC_PORT: String(port) }),
      });
      const page = await app.firstWindow();
      await expect(page.getByRole('heading', { name: 'Set up the console' })).toBeVisible();
      await expect.poll(logText).toContain('the open API could not start');
      const status = await page.evaluate(() => window.api.invoke('app.state', undefined));
      expect(status.error).toBeUndefined();
      await app.close();
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
