import {
  app,
  BrowserWindow,
  dialog,
  Menu,
  Notification,
  powerMonitor,
  protocol,
  shell,
} from 'electron';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Service } from '../service/app';
import type { ServiceConfig } from '../service/config';
import { createLogger, flushLog, type Logger } from '../service/util/logger';
import { IpcHandlers } from '../service/admin/ipc-handlers';
import { openAppLog } from './app-log';
import { bindIpc } from './ipc';
import { applyStartAtLogin, startedHidden } from './login-item';
import { Preferences } from './preferences';
import { APP_SCHEME, applicationMenuFor, resolveAppFile, securityHeaders } from './security';
import { openService, type ApiStatusBox } from './service-host';
import { watchSessionLock } from './session-lock';
import { describeStartupFailure } from './startup-failure';
import { createAppTray, type AppTray } from './tray';
import { createMainWindow } from './window';
import { watchWebhookHealth } from './health-watch';

/** The installers' app id: Windows groups the taskbar and shows toasts under it. */
const APP_ID = 'com.example.integration-console';
/** Quit never takes longer: past it the process exits even if a close step hangs. */
const QUIT_LIMIT_MS = 15_000;

const here = dirname(fileURLToPath(import.meta.url));
const rendererDir = join(here, '..', 'renderer');
const preloadPath = join(here, 'preload.cjs');
const buildDir = join(here, '..', '..', 'build');
const windowIcon = join(buildDir, process.platform === 'win32' ? 'icon.ico' : 'icon.png');

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);
if (process.platform === 'win32') app.setAppUserModelId(APP_ID);

const logsDir = app.getPath('logs');
const dataDir = process.env.IC_DATA_DIR ?? app.getPath('userData');
const logLevel = (process.env.IC_LOG_LEVEL as ServiceConfig['logLevel'] | undefined) ?? 'info';

let log: Logger = createLogger('silent');
let preferences: Preferences | null = null;
let win: BrowserWindow | null = null;
let tray: AppTray | null = null;
let service: Service | null = null;
let handlers: IpcHandlers | null = null;
let stops: (() => void)[] = [];
const apiStatus: ApiStatusBox = { current: null };
/** Set once quitting starts: no window opens after it. */
let quitting = false;
let closing: Promise<void> | null = null;

if (!app.requestSingleInstanceLock()) {
  // Another instance owns the data directory and the port: it gets focused instead.
  app.quit();
} else {
  app.on('second-instance', () => {
    if (handlers) showWindow();
  });
  app.whenReady().then(boot, (error: unknown) => void startupFailed(error));
}

function notify(title: string, body: string): void {
  if (!Notification.isSupported()) return;
  const note = new Notification({ title, body });
  note.on('click', () => showWindow());
  note.show();
}

function showWindow(): void {
  if (quitting || !handlers || !preferences) return;
  if (win && !win.isDestroyed()) {
    if (win.isMinimized()) win.restore();
    win.show();
    win.focus();
    return;
  }
  const current = createMainWindow({ preloadPath, preferences, iconPath: windowIcon });
  win = current;
  current.on('close', (event) => {
    // Closing the window keeps the API and the worker running in the tray.
    if (quitting) return;
    event.preventDefault();
    current.hide();
    if (preferences?.takeCloseNotice())
      notify(
        'Integration Console is still running',
        'The API and webhooks keep working for your tills. To stop them, choose Quit in the tray menu.',
      );
  });
  // Windows log off and shutdown skip before-quit: the window hears of them.
  current.on('session-end', () => void shutDown('the Windows session is ending'));
  recoverFromCrashes(current);
  watchSessionLock(current, handlers);
}

/** A crashed page reloads; three crashes in a minute leave it closed with a message instead. */
function recoverFromCrashes(current: BrowserWindow): void {
  const crashes: number[] = [];
  current.webContents.on('render-process-gone', (_event, details) => {
    log.error({ reason: details.reason, exitCode: details.exitCode }, 'the console page crashed');
    if (quitting || details.reason === 'clean-exit' || current.isDestroyed()) return;
    const now = Date.now();
    crashes.push(now);
    if (crashes.filter((at) => now - at < 60_000).length >= 3) {
      current.destroy();
      dialog.showErrorBox(
        'The console keeps closing',
        'The console page stopped three times in a minute, so it stays closed. The API and ' +
          'webhooks keep running. Open it again from the tray; if it keeps closing, send the ' +
          `newest log from ${logsDir} to your support contact.`,
      );
      return;
    }
    current.webContents.reload();
  });
}

async function boot(): Promise<void> {
  log = await openAppLog(logsDir, logLevel).catch(() => createLogger('silent'));
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception in main');
    unexpectedError(error);
  });
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection in main');
  });
  // No Toggle Developer Tools (nor Reload) in packaged builds.
  const menu = applicationMenuFor({ packaged: app.isPackaged, platform: process.platform });
  if (menu !== 'default') Menu.setApplicationMenu(Menu.buildFromTemplate(menu));
  protocol.handle(APP_SCHEME, async (request) => {
    const file = resolveAppFile(rendererDir, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    try {
      return new Response(await readFile(file), { headers: securityHeaders(file) });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
  for (;;) {
    try {
      await start();
      return;
    } catch (error) {
      await stopService();
      if (!(await startupFailed(error))) return;
    }
  }
}

async function start(): Promise<void> {
  preferences ??= new Preferences();
  const prefs = preferences;
  const opened = await openService({ dataDir, log, apiStatus });
  service = opened;
  if (apiStatus.current?.state === 'error')
    notify('The open API is not running', apiStatus.current.error ?? '');
  handlers = new IpcHandlers(opened, {
    preferences: prefs,
    apiStatus: () => apiStatus.current!,
    desktop: {
      info: () => ({ start_at_login: prefs.startAtLogin(), logs_folder: logsDir }),
      openLogsFolder: async () => (await shell.openPath(logsDir)) === '',
      setStartAtLogin: (enabled) => {
        prefs.setStartAtLogin(enabled);
        applyStartAtLogin(enabled).catch((error: unknown) =>
          log.warn({ err: error }, 'cannot change the start at login'),
        );
      },
    },
  });
  stops.push(bindIpc(handlers));
  applyStartAtLogin(prefs.startAtLogin()).catch((error: unknown) =>
    log.warn({ err: error }, 'cannot register the start at login'),
  );
  tray = createAppTray({
    iconDir: buildDir,
    address: apiStatus.current?.address ?? null,
    onOpen: () => showWindow(),
    onQuit: () => app.quit(),
  });
  stops.push(
    watchWebhookHealth(opened, {
      onFailingCount: (n) => tray?.setFailingCount(n),
      onClick: () => showWindow(),
    }),
  );
  powerMonitor.on('shutdown', (event?: { preventDefault(): void }) => {
    // Linux and macOS: delay the shutdown until the service is closed.
    event?.preventDefault();
    void shutDown('the computer is shutting down');
  });
  if (!startedHidden()) showWindow();
  log.info({ dataDir, api: apiStatus.current?.address ?? null }, 'desktop app started');
}

/**
 * The start-up error window: what failed in plain words, Retry, the folders, Quit. Resolves
 * true for Retry; Quit releases the single-instance lock and exits.
 */
async function startupFailed(error: unknown): Promise<boolean> {
  log.error({ err: error }, 'the desktop app could not start');
  const text = describeStartupFailure(error, { dataDir, logsDir });
  for (;;) {
    const { response } = await dialog.showMessageBox({
      type: 'error',
      title: 'Integration Console cannot start',
      message: text.message,
      detail: text.detail,
      buttons: ['Retry', 'Open data folder', 'Open logs folder', 'Quit'],
      defaultId: 0,
      cancelId: 3,
      noLink: true,
    });
    if (response === 0) return true;
    if (response === 1) await shell.openPath(dataDir);
    else if (response === 2) await shell.openPath(logsDir);
    else {
      app.releaseSingleInstanceLock();
      await flushLog(log);
      app.exit(1);
      return false;
    }
  }
}

let unexpectedShown = false;
/** An uncaught error is logged and shown once per run (not once per error). */
function unexpectedError(error: Error): void {
  if (unexpectedShown || quitting || !app.isReady()) return;
  unexpectedShown = true;
  void dialog
    .showMessageBox({
      type: 'error',
      title: 'Integration Console',
      message: 'Integration Console hit an unexpected error.',
      detail:
        `${error.message}\n\nThe API and webhooks keep running, but restarting the app is ` +
        `safest. Details are in the log (${logsDir}).`,
      buttons: ['Restart', 'Keep running', 'Open logs folder'],
      defaultId: 0,
      cancelId: 1,
      noLink: true,
    })
    .then(async ({ response }) => {
      if (response === 2) await shell.openPath(logsDir);
      if (response !== 0) return;
      app.relaunch();
      app.quit();
    });
}

let quitLimit: NodeJS.Timeout | undefined;
/** From the first sign of quitting, the process ends within QUIT_LIMIT_MS whatever hangs. */
function beginQuit(): void {
  quitting = true;
  quitLimit ??= setTimeout(() => {
    log.error({ limitMs: QUIT_LIMIT_MS }, 'closing took too long: exiting now');
    void flushLog(log, 500).finally(() => app.exit(1));
  }, QUIT_LIMIT_MS);
}

/** Quit and OS shutdown: stop taking work, let deliveries finish, close SQLite, then exit. */
function shutDown(reason: string): Promise<void> {
  if (closing) return closing;
  beginQuit();
  log.info({ reason }, 'closing');
  closing = stopService()
    .then(() => flushLog(log))
    .finally(() => app.exit(0));
  return closing;
}

/** Undoes start(): also after a start that failed half-way, before Retry. */
async function stopService(): Promise<void> {
  for (const stop of stops) stop();
  stops = [];
  handlers?.dispose();
  handlers = null;
  tray?.destroy();
  tray = null;
  try {
    await service?.close();
  } catch (error) {
    log.error({ err: error }, 'the service did not close cleanly');
  }
  service = null;
}

app.on('before-quit', beginQuit);
app.on('will-quit', (event) => {
  event.preventDefault();
  void shutDown('quit');
});
// Keep running in the tray when every window is closed.
app.on('window-all-closed', () => {});
app.on('activate', () => showWindow());
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => app.quit());
