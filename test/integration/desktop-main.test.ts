import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { launchDesktop, type DesktopProcess } from '../support/desktop-process';
import { startTestService } from '../support/test-service';
import { startReceiver } from '../support/webhook-receiver';

/**
 * The real dist/main/index.js (built by scripts/build.mjs) under plain Node, with the fake
 * `electron` of test/support/fake-electron/: start-up, quit, OS events and IPC as the
 * packaged app meets them, without the Electron binary.
 */
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function launch(
  options: { root?: string; env?: Record<string, string>; stdoutUnwritable?: boolean } = {},
) {
  const root = options.root ?? (await mkdtemp(join(tmpdir(), 'ic-desktop-')));
  const app = launchDesktop({ ...options, root });
  cleanups.push(async () => {
    if (app.child.exitCode === null && app.child.signalCode === null) {
      app.child.kill('SIGKILL');
      await app.exited();
    }
    if (!options.root) await rm(root, { recursive: true, force: true });
  });
  return { app, root };
}

async function logText(root: string): Promise<string> {
  const dir = join(root, 'electron', 'logs');
  const files = existsSync(dir) ? await readdir(dir) : [];
  const texts = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
  return texts.join('');
}

/** An admin signed in through the console window (the setup screen makes the first one). */
async function signIn(app: DesktopProcess): Promise<{ companyId: string; branchId: string }> {
  const setup = await app.invoke('auth.setup', {
    company: { name: 'Corner shop', industry: 'retail' },
    branch: { name: 'High street', currency: 'EUR', timeZone: 'Europe/Paris' },
    admin: { username: 'owner', password: 'correct horse battery' },
  });
  expect(setup.error).toBeUndefined();
  const { companies } = setup.result as { companies: { id: string; branches: { id: string }[] }[] };
  return { companyId: companies[0]!.id, branchId: companies[0]!.branches[0]!.id };
}

describe('the desktop main process (real dist/main, fake Electron)', { timeout: 90_000 }, () => {
  it('runs with stdout unwritable, logs to a file, and quits within 15 s', async () => {
    const { app, root } = await launch({ stdoutUnwritable: true });
    await app.waitFor('window-shown');
    const tray = await app.waitFor('tray');
    expect(existsSync(tray.icon as string)).toBe(true);
    const menu = await app.waitFor('tray-menu');
    expect(menu.labels).toEqual([
      'Open console',
      expect.stringMatching(/^API: http:\/\/127\.0\.0\.1:\d+$/),
      'separator',
      'Quit',
    ]);
    // A few periodic flushes with fd 1 unwritable: nothing goes there, nothing fails.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const started = Date.now();
    app.send({ cmd: 'quit' });
    const { code, ms } = await app.exited(started);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(15_000);
    const log = await logText(root);
    expect(log).toContain('desktop app started');
    expect(log).toContain('"reason":"quit"');
    expect(log).not.toMatch(/uncaught|unhandled|EBADF/);
  });

  it('shows a start-up failure in plain words, retries, and releases the lock on Quit', async () => {
    const root = await mkdtemp(join(tmpdir(), 'ic-desktop-'));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    // A data folder whose master key is gone.
    const made = await startTestService({ dataDir: join(root, 'data'), api: false, worker: false });
    await made.close();
    await rm(join(root, 'data', 'master.key'));

    const { app } = await launch({ root });
    const first = await app.waitFor('dialog');
    expect(first.message).toBe("This data folder's master key is missing or does not match.");
    expect(first.detail).not.toContain('--vault');
    expect(first.buttons).toEqual(['Retry', 'Open data folder', 'Open logs folder', 'Quit']);
    app.send({ cmd: 'dialog-answer', response: 1 });
    await app.waitFor('open-path', (r) => r.path === join(root, 'data'));
    app.send({ cmd: 'dialog-answer', response: 0 }); // Retry: fails the same way, asks again
    await app.waitFor('dialog', (r) => r !== first);
    expect(app.reports.filter((r) => r.type === 'window-created')).toEqual([]);
    const started = Date.now();
    app.send({ cmd: 'dialog-answer', response: 3 });
    expect((await app.exited(started)).code).toBe(1);
    expect(app.reports.some((r) => r.type === 'lock-released')).toBe(true);
    expect(await logText(root)).toContain('the desktop app could not start');
  });

  it('keeps delivering webhooks with the API port taken, and says so', async () => {
    const root = await mkdtemp(join(tmpdir(), 'ic-desktop-'));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    const service = await startTestService({
      dataDir: join(root, 'data'),
      api: false,
      worker: false,
    });
    cleanups.push(() => service.close());
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => blocker.close(resolve)));
    const taken = (blocker.address() as AddressInfo).port;

    const { app } = await launch({ root, env: { IC_PORT: String(taken) } });
    const note = await app.waitFor('notification');
    expect(note.title).toBe('The open API is not running');
    expect(note.body).toContain(`Port ${taken} is used by another program`);
    await app.waitFor('tray-menu', (r) => (r.labels as string[]).includes('API: not running'));

    const signedIn = await app.invoke('auth.login', {
      username: 'admin',
      password: 'correct horse battery',
    });
    expect(signedIn.error).toBeUndefined();
    const general = (await app.invoke('general.get', service.tenant)) as {
      result: { api: { state: string; error: string }; desktop: { logs_folder: string } };
    };
    expect(general.result.api.state).toBe('error');
    expect(general.result.api.error).toMatch(/Choose another port/);
    expect(general.result.desktop.logs_folder).toBe(join(root, 'electron', 'logs'));

    // A product change made (by another process) while the port is taken reaches the receiver.
    service.service.settings.setBranch(service.tenant.branchId, 'allow_http_local', true);
    service.service.webhooks.create(
      { ...service.tenant, url: receiver.url, events: ['product.created'] },
      'test',
    );
    service.service.events.transaction(() =>
      service.service.events.append({
        type: 'product.created',
        ...service.tenant,
        object: { id: 'prd_port_taken', name: 'Made while the port is taken', version: 1 },
      }),
    );
    const [delivered] = await receiver.waitFor(1, 15_000);
    expect(JSON.parse(delivered!.body).data.object.id).toBe('prd_port_taken');

    const started = Date.now();
    app.send({ cmd: 'quit' });
    expect((await app.exited(started)).code).toBe(0);
  });

  it('signs the window out on OS lock, reloads a crashed page, and closes on session end', async () => {
    const { app, root } = await launch();
    const window = await app.waitFor('window-shown');
    const tenant = await signIn(app);
    expect((await app.invoke('general.get', tenant)).error).toBeUndefined();

    app.send({ cmd: 'power', event: 'lock-screen' });
    const ended = await app.waitFor('push', (r) => (r.args as unknown[])[0] === 'session.ended');
    expect(ended.webContents).toBe(window.webContents);
    expect((await app.invoke('general.get', tenant)).error?.code).toBe('unauthenticated');

    app.send({ cmd: 'crash' });
    await app.waitFor('reload');

    // Closing hides the window (the service keeps running) and says so once.
    app.send({ cmd: 'close-window' });
    await app.waitFor('window-hidden');
    const notice = await app.waitFor('notification');
    expect(notice.title).toBe('Integration Console is still running');
    app.send({ cmd: 'tray-click', label: 'Open console' });
    await app.waitFor('window-shown', (r) => r !== window);
    app.send({ cmd: 'close-window' });
    await expect.poll(() => app.reports.filter((r) => r.type === 'window-hidden').length).toBe(2);
    expect(app.reports.filter((r) => r.type === 'notification')).toHaveLength(1);

    // Windows log off: the window hears `session-end`, before-quit never comes.
    const started = Date.now();
    app.send({ cmd: 'window-event', event: 'session-end' });
    const { code, ms } = await app.exited(started);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(15_000);
    expect(await logText(root)).toContain('the Windows session is ending');
  });
});
