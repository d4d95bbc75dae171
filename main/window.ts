import { app, BrowserWindow, shell } from 'electron';
import {
  APP_ENTRY,
  permissionDecision,
  secureWebPreferences,
  shouldBlockNavigation,
  windowOpenDecision,
} from './security';
import type { Preferences } from './preferences';

/** The console window, with the security checklist applied to its webContents. */
export function createMainWindow(options: {
  preloadPath: string;
  preferences: Preferences;
  iconPath?: string;
}): BrowserWindow {
  const bounds = options.preferences.windowBounds();
  const win = new BrowserWindow({
    ...bounds,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Integration Console',
    backgroundColor: '#f5f7fb',
    // The View menu (zoom) stays out of sight until Alt; its shortcuts work either way.
    autoHideMenuBar: true,
    ...(options.iconPath ? { icon: options.iconPath } : {}),
    webPreferences: secureWebPreferences(options.preloadPath, { packaged: app.isPackaged }),
  });
  if (bounds.maximized) win.maximize();

  const contents = win.webContents;
  contents.on('will-navigate', (event, url) => {
    if (shouldBlockNavigation(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (shouldBlockNavigation(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  // devTools: false already keeps them shut when packaged; a second belt.
  if (app.isPackaged) contents.on('devtools-opened', () => contents.closeDevTools());
  contents.setWindowOpenHandler(({ url }) => {
    const decision = windowOpenDecision(url);
    if (decision.openExternally) void shell.openExternal(url);
    return { action: decision.action };
  });
  contents.session.setPermissionRequestHandler((_wc, permission, callback) =>
    callback(permissionDecision(permission)),
  );
  contents.session.setPermissionCheckHandler((_wc, permission) => permissionDecision(permission));

  const saveBounds = () => {
    if (win.isDestroyed()) return;
    options.preferences.setWindowBounds({ ...win.getNormalBounds(), maximized: win.isMaximized() });
  };
  win.on('resized', saveBounds);
  win.on('moved', saveBounds);
  win.on('close', saveBounds);
  win.once('ready-to-show', () => win.show());
  void win.loadURL(APP_ENTRY);
  return win;
}
