/**
 * The window's security checklist as small pure functions (unit-tested without Electron):
 * isolation and sandbox, no Node in the renderer, a strict CSP, no navigation or new
 * windows, no permissions, the renderer only from the app's own protocol, IPC only
 * from the app's own top-level frame, and no DevTools in packaged builds.
 */
import { isAbsolute, normalize, relative, resolve, sep } from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';

export const APP_SCHEME = 'app';
export const APP_HOST = 'console';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY = `${APP_ORIGIN}/index.html`;

/**
 * The webPreferences of every window: nothing of Node reaches the page. DevTools only when not
 * packaged (`npm start`): in an installed app they would let whoever sits at the console run
 * script in the page, next to a signed-in admin's session.
 */
export function secureWebPreferences(preloadPath: string, { packaged }: { packaged: boolean }) {
  return {
    preload: preloadPath,
    devTools: !packaged,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    // Middle-click must not open links in new windows either.
    disableBlinkFeatures: 'Auxclick',
  } as const;
}

/**
 * The application menu: Electron's default one (View → Toggle Developer Tools, Reload) only when
 * not packaged. Packaged: a View menu with zoom only (the window hides the menu bar until Alt on
 * Windows and Linux; its shortcuts work either way), and on macOS, where copy and paste
 * shortcuts come from the menu, the app, Edit and Window menus too. 'default': leave Electron's.
 */
export function applicationMenuFor({
  packaged,
  platform,
}: {
  packaged: boolean;
  platform: NodeJS.Platform;
}): MenuItemConstructorOptions[] | 'default' {
  if (!packaged) return 'default';
  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  };
  if (platform !== 'darwin') return [view];
  return [{ role: 'appMenu' }, { role: 'editMenu' }, view, { role: 'windowMenu' }];
}

/**
 * Scripts and styles only from the app's own files; images also as data: URLs (the TOTP QR
 * code); no network access from the page at all (it talks to main over IPC only).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'none'",
  "media-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function isAppUrl(raw: string | undefined | null): boolean {
  if (!raw) return false;
  try {
    const url = new URL(raw);
    return (
      url.protocol === `${APP_SCHEME}:` &&
      url.host === APP_HOST &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

/** Every navigation away from the loaded app is blocked (in-page hash changes are not navigations). */
export function shouldBlockNavigation(target: string): boolean {
  return !isAppUrl(target);
}

/**
 * No new windows, ever; https links, and http ones to this machine's own service (the API
 * reference on 127.0.0.1), are handed to the system browser instead.
 */
export function windowOpenDecision(target: string): { action: 'deny'; openExternally: boolean } {
  const url = URL.canParse(target) ? new URL(target) : null;
  const web =
    url?.protocol === 'https:' || (url?.protocol === 'http:' && url.hostname === '127.0.0.1');
  const external = url !== null && web && url.username === '' && url.password === '';
  return { action: 'deny', openExternally: external };
}

/**
 * The page needs no camera, microphone, notifications, geolocation, …: every request is
 * denied, except writing sanitized text to the clipboard (the copy buttons).
 */
export function permissionDecision(permission: string): boolean {
  return permission === 'clipboard-sanitized-write';
}

export interface SenderFrameLike {
  url: string;
  /** Null for a top-level frame. */
  parent: unknown;
}

/** IPC is answered only for the app's own top-level frame (not a subframe, not another page). */
export function isTrustedSender(frame: SenderFrameLike | null | undefined): boolean {
  if (!frame) return false;
  if (frame.parent !== null && frame.parent !== undefined) return false;
  return isAppUrl(frame.url);
}

/**
 * Maps an app:// request to a file under the renderer's folder, or null: other hosts,
 * `..` traversal, encoded traversal and absolute paths all miss.
 */
export function resolveAppFile(rootDir: string, requestUrl: string): string | null {
  if (!isAppUrl(requestUrl)) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(requestUrl).pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const relativePath =
    pathname === '/' || pathname === '' ? 'index.html' : pathname.replace(/^\/+/, '');
  const root = resolve(rootDir);
  const file = resolve(root, normalize(relativePath));
  const rel = relative(root, file);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).includes('..'))
    return null;
  return file;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

export function contentTypeFor(file: string): string {
  const dot = file.lastIndexOf('.');
  return TYPES[dot >= 0 ? file.slice(dot).toLowerCase() : ''] ?? 'application/octet-stream';
}

/** The headers every app:// response carries. */
export function securityHeaders(file: string): Record<string, string> {
  return {
    'content-type': contentTypeFor(file),
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'cross-origin-opener-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
  };
}
