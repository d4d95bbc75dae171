// A stand-in for the parts of Electron that main/ uses, for running the real
// dist/main/index.js under plain Node (test/integration/desktop-main.test.ts). It reports what
// the app does (windows, dialogs, notifications, tray, pushes) to the parent over the fork IPC
// channel, and takes commands from it (quit, OS events, IPC calls, dialog answers). A new
// import from 'electron' in main/ needs its stand-in here: Node refuses a missing export.
import { EventEmitter } from 'node:events';
import { mkdirSync, openSync, closeSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = process.env.FAKE_ELECTRON_DIR;
mkdirSync(root, { recursive: true });
const report = (type, data = {}) => process.connected && process.send({ type, ...data });
const preventable = () => {
  const event = { defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) };
  return event;
};

const windows = new Set();
const contents = new Map();
let nextId = 1;

class WebContents extends EventEmitter {
  constructor() {
    super();
    this.id = nextId++;
    this.destroyed = false;
    this.session = { setPermissionRequestHandler() {}, setPermissionCheckHandler() {} };
    contents.set(this.id, this);
  }
  setWindowOpenHandler() {}
  isDestroyed() {
    return this.destroyed;
  }
  send(channel, ...args) {
    report('push', { webContents: this.id, channel, args });
  }
  reload() {
    report('reload', { webContents: this.id });
  }
  closeDevTools() {}
}

export class BrowserWindow extends EventEmitter {
  constructor(options = {}) {
    super();
    this.options = options;
    this.webContents = new WebContents();
    this.destroyed = false;
    this.visible = false;
    windows.add(this);
    report('window-created', { webContents: this.webContents.id, icon: options.icon ?? null });
  }
  static fromWebContents(wc) {
    return [...windows].find((w) => w.webContents === wc) ?? null;
  }
  static getAllWindows() {
    return [...windows];
  }
  loadURL(url) {
    report('load-url', { url });
    setImmediate(() => this.emit('ready-to-show'));
    return Promise.resolve();
  }
  show() {
    this.visible = true;
    report('window-shown', { webContents: this.webContents.id });
    this.emit('show');
  }
  hide() {
    this.visible = false;
    report('window-hidden', { webContents: this.webContents.id });
    this.emit('hide');
  }
  focus() {}
  isMinimized() {
    return false;
  }
  restore() {}
  maximize() {}
  isMaximized() {
    return false;
  }
  getNormalBounds() {
    return { x: 0, y: 0, width: 1200, height: 820 };
  }
  isDestroyed() {
    return this.destroyed;
  }
  close() {
    const event = preventable();
    this.emit('close', event);
    if (!event.defaultPrevented) this.destroy();
  }
  destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    this.webContents.destroyed = true;
    windows.delete(this);
    report('window-destroyed', { webContents: this.webContents.id });
    this.emit('closed');
  }
}

let ready = false;
let lockFile = null;
class App extends EventEmitter {
  isPackaged = process.env.FAKE_ELECTRON_PACKAGED === '1';
  whenReady() {
    return new Promise((resolve) =>
      setImmediate(() => {
        ready = true;
        this.emit('ready');
        resolve();
      }),
    );
  }
  isReady() {
    return ready;
  }
  getPath(name) {
    return join(root, name);
  }
  getVersion() {
    return '0.0.0-fake';
  }
  getName() {
    return 'integration-console';
  }
  /** Like Electron's: one holder per user data folder (here, a lock file). */
  requestSingleInstanceLock() {
    try {
      const path = join(root, 'single-instance.lock');
      closeSync(openSync(path, 'wx'));
      lockFile = path;
      return true;
    } catch {
      return false;
    }
  }
  releaseSingleInstanceLock() {
    if (!lockFile) return;
    rmSync(lockFile, { force: true });
    lockFile = null;
    report('lock-released');
  }
  setAppUserModelId(id) {
    report('app-user-model-id', { id });
  }
  setLoginItemSettings(settings) {
    report('login-item', { settings });
  }
  getLoginItemSettings() {
    return { openAtLogin: false, wasOpenedAtLogin: false };
  }
  relaunch() {
    report('relaunch');
  }
  quit() {
    const before = preventable();
    this.emit('before-quit', before);
    if (before.defaultPrevented) return;
    for (const win of [...windows]) {
      win.close();
      if (!win.isDestroyed()) return; // a window refused to close
    }
    const will = preventable();
    this.emit('will-quit', will);
    if (will.defaultPrevented) return;
    this.exit(0);
  }
  exit(code = 0) {
    this.releaseSingleInstanceLock();
    process.exit(code);
  }
}
export const app = new App();
process.on('exit', () => lockFile && rmSync(lockFile, { force: true }));

const handlers = new Map();
export const ipcMain = {
  handle: (channel, fn) => handlers.set(channel, fn),
  removeHandler: (channel) => handlers.delete(channel),
  on() {},
};
export const ipcRenderer = {};
let clipboardText = '';
export const clipboard = {
  readText: () => clipboardText,
  writeText: (text) => (clipboardText = text),
  clear: () => (clipboardText = ''),
};
export const contextBridge = {};

export const webContents = { fromId: (id) => contents.get(id) ?? null };

const answers = [];
const waiting = [];
export const dialog = {
  /** Reports the box and waits for the parent's `dialog-answer`. */
  showMessageBox(...args) {
    const options = args.length > 1 ? args[1] : args[0];
    report('dialog', {
      title: options.title,
      message: options.message,
      detail: options.detail,
      buttons: options.buttons,
    });
    return new Promise((resolve) => {
      const answer = (response) => resolve({ response, checkboxChecked: false });
      if (answers.length) answer(answers.shift());
      else waiting.push(answer);
    });
  },
  showErrorBox(title, content) {
    report('error-box', { title, content });
  },
  showSaveDialog: async () => ({ canceled: true }),
};

export class Notification extends EventEmitter {
  static isSupported() {
    return true;
  }
  constructor(options) {
    super();
    this.options = options;
  }
  show() {
    report('notification', { title: this.options.title, body: this.options.body });
  }
}

let trayMenu = [];
export class Tray extends EventEmitter {
  constructor(image) {
    super();
    report('tray', { icon: image.path });
  }
  setToolTip(text) {
    report('tooltip', { text });
  }
  setContextMenu(menu) {
    trayMenu = menu.items;
    report('tray-menu', { labels: menu.items.map((i) => i.label ?? i.type) });
  }
  destroy() {}
}

export const Menu = {
  buildFromTemplate: (items) => ({ items }),
  setApplicationMenu: (menu) => report('app-menu', { menu: menu?.items ?? null }),
};
export const nativeImage = {
  createFromPath: (path) => ({ path, resize: () => ({ path }) }),
};
const schemes = new Map();
export const protocol = {
  registerSchemesAsPrivileged() {},
  handle: (scheme, fn) => schemes.set(scheme, fn),
};
export const powerMonitor = new EventEmitter();
export const shell = {
  openPath: async (path) => {
    report('open-path', { path });
    return '';
  },
  openExternal: async () => undefined,
};

const trustedFrame = { url: 'app://console/index.html', parent: null };
process.on('message', async (message) => {
  const win = [...windows][0];
  switch (message.cmd) {
    case 'quit':
      return app.quit();
    case 'close-window':
      return win?.close();
    case 'dialog-answer':
      if (waiting.length) waiting.shift()(message.response);
      else answers.push(message.response);
      return;
    case 'power':
      return powerMonitor.emit(message.event, preventable());
    case 'window-event':
      return win?.emit(message.event, preventable());
    case 'crash':
      return win?.webContents.emit('render-process-gone', preventable(), {
        reason: 'crashed',
        exitCode: 1,
      });
    case 'input':
      return win?.webContents.emit('input-event', preventable(), { type: message.type });
    case 'tray-click':
      return trayMenu.find((item) => item.label === message.label)?.click();
    case 'fetch': {
      const response = await schemes.get('app')(new globalThis.Request(message.url));
      return report('fetched', { id: message.id, status: response.status });
    }
    case 'invoke': {
      const handler = handlers.get(`ic:${message.channel}`);
      const sender = win?.webContents ?? new WebContents();
      const result = handler
        ? await handler({ sender, senderFrame: trustedFrame }, message.input)
        : { error: { code: 'no_handler' } };
      return report('invoked', { id: message.id, result });
    }
  }
});
export default {
  app,
  BrowserWindow,
  clipboard,
  contextBridge,
  dialog,
  ipcMain,
  ipcRenderer,
  Menu,
  nativeImage,
  Notification,
  powerMonitor,
  protocol,
  shell,
  Tray,
  webContents,
};
