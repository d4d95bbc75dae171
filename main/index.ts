import { app, BrowserWindow, dialog, Menu, nativeImage, protocol, Tray } from 'electron';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createService, type Service } from '../service/app';
import { listenPlan, resolveConfig, type ServiceConfig, type VaultMode } from '../service/config';
import { createLogger, flushLog } from '../service/util/logger';
import { IpcHandlers } from '../service/admin/ipc-handlers';
import type { ApiServerStatus } from '../shared/ipc';
import { bindIpc } from './ipc';
import { Preferences } from './preferences';
import { APP_SCHEME, applicationMenuFor, resolveAppFile, securityHeaders } from './security';
import { createMainWindow } from './window';
import { watchWebhookHealth } from './health-watch';

const here = dirname(fileURLToPath(import.meta.url));
const rendererDir = join(here, '..', 'renderer');
const preloadPath = join(here, 'preload.cjs');
const iconPath = join(here, '..', '..', 'build', 'icon.png');

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

let win: BrowserWindow | null = null;
let tray: Tray | null = null;
let service: Service | null = null;
let handlers: IpcHandlers | null = null;
let unbind: (() => void) | null = null;
let stopHealthWatch: (() => void) | null = null;
let quitting = false;
let apiStatus: ApiServerStatus = {
  state: 'stopped',
  address: null,
  host: '127.0.0.1',
  port: 0,
  error: null,
};

if (!app.requestSingleInstanceLock()) {
  // Another instance owns the data directory and the port: it gets focused instead.
  app.quit();
} else {
  app.on('second-instance', () => showWindow());
  app.whenReady().then(start, (error: unknown) => fail(error));
}

function showWindow(): void {
  if (!win || win.isDestroyed()) {
    const preferences = new Preferences();
    win = createMainWindow({ preloadPath, preferences, iconPath });
    win.on('close', (event) => {
      // Closing the window keeps the API and the worker running in the tray.
      if (!quitting) {
        event.preventDefault();
        win?.hide();
      }
    });
    return;
  }
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}

/**
 * The API's port and LAN access are installation settings stored in the database: the
 * service opens first, then listens where they say. If the port is taken, the console still
 * opens (the worker runs; only the API is missing) and General shows the error.
 */
async function startService(preferences: Preferences): Promise<void> {
  const log = createLogger((process.env.IC_LOG_LEVEL as ServiceConfig['logLevel']) ?? 'info');
  const config = resolveConfig({
    dataDir: process.env.IC_DATA_DIR ?? app.getPath('userData'),
    vault: (process.env.IC_VAULT as VaultMode | undefined) ?? 'keychain',
    api: false,
  });
  service = await createService(config, log);
  const global = service.settings.global();
  // LAN access: HTTPS on every interface (lan_port), plain HTTP on 127.0.0.1 only.
  const plan = listenPlan(process.env.IC_HOST ?? (global.lan_access ? '0.0.0.0' : '127.0.0.1'));
  const host = plan.host;
  const port = process.env.IC_PORT ? Number(process.env.IC_PORT) : global.api_port;
  const lanPort = process.env.IC_LAN_PORT ? Number(process.env.IC_LAN_PORT) : global.lan_port;
  const lan = plan.lanHost === null ? null : { host: plan.lanHost, port: lanPort };
  try {
    const address = await service.listen(host, port, lan);
    apiStatus = { state: 'listening', address, host, port, error: null };
  } catch (error) {
    log.error({ err: error }, 'the open API could not start');
    apiStatus = { state: 'error', address: null, host, port, error: (error as Error).message };
  }
  handlers = new IpcHandlers(service, { preferences, apiStatus: () => apiStatus });
  unbind = bindIpc(handlers);
}

async function start(): Promise<void> {
  // No Toggle Developer Tools (nor Reload) in packaged builds.
  const menu = applicationMenuFor({ packaged: app.isPackaged, platform: process.platform });
  if (menu !== 'default') Menu.setApplicationMenu(menu ? Menu.buildFromTemplate(menu) : null);
  protocol.handle(APP_SCHEME, async (request) => {
    const file = resolveAppFile(rendererDir, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    try {
      return new Response(await readFile(file), { headers: securityHeaders(file) });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
  await startService(new Preferences());
  tray = new Tray(nativeImage.createFromPath(iconPath).resize({ width: 16, height: 16 }));
  const tooltip = apiStatus.address
    ? `Integration Console: API on ${apiStatus.address}`
    : 'Integration Console';
  tray.setToolTip(tooltip);
  stopHealthWatch = watchWebhookHealth(service!, {
    onFailingCount: (n) =>
      tray?.setToolTip(n === 0 ? tooltip : `${tooltip}\n${n} webhook${n === 1 ? '' : 's'} failing`),
    onClick: () => showWindow(),
  });
  tray.setContextMenu(
    Menu.buildFromTemplate([
      { label: 'Open console', click: () => showWindow() },
      {
        label: apiStatus.address ? `API: ${apiStatus.address}` : 'API: not running',
        enabled: false,
      },
      { type: 'separator' },
      { label: 'Quit', click: () => app.quit() },
    ]),
  );
  tray.on('click', () => showWindow());
  showWindow();
}

// Keep running in the tray when every window is closed.
app.on('window-all-closed', () => {});
app.on('activate', () => showWindow());

app.on('before-quit', () => {
  quitting = true;
});

let closing = false;
app.on('will-quit', (event) => {
  if (closing || !service) return;
  // Stop accepting requests, let in-flight deliveries finish, flush usage counters, then exit.
  event.preventDefault();
  closing = true;
  stopHealthWatch?.();
  unbind?.();
  handlers?.dispose();
  const current = service;
  service = null;
  current
    .close()
    .then(() => flushLog(current.log))
    .finally(() => app.exit(0));
});

function fail(error: unknown): void {
  const message = (error as Error).message;
  console.error(`Cannot start: ${message}`);
  dialog.showErrorBox('Integration Console cannot start', message);
  app.exit(1);
}
