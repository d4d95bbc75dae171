import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import {
  APP_ENTRY,
  applicationMenuFor,
  CONTENT_SECURITY_POLICY,
  isAppUrl,
  isTrustedSender,
  permissionDecision,
  resolveAppFile,
  secureWebPreferences,
  securityHeaders,
  shouldBlockNavigation,
  windowOpenDecision,
} from '../../main/security';

describe('Electron security checklist', () => {
  it('isolates the renderer: context isolation, sandbox, no Node', () => {
    const prefs = secureWebPreferences('/app/preload.cjs', { packaged: true });
    expect(prefs).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
    });
  });

  it('keeps DevTools out of packaged builds', () => {
    expect(secureWebPreferences('/app/preload.cjs', { packaged: true }).devTools).toBe(false);
    // `npm start` (not packaged) keeps them for development.
    expect(secureWebPreferences('/app/preload.cjs', { packaged: false }).devTools).toBe(true);

    // Packaged: zoom in a View menu on every platform, and no developer item anywhere.
    const rolesOf = (items: unknown, roles: string[] = []): string[] => {
      if (!Array.isArray(items)) return roles;
      for (const item of items as { role?: string; submenu?: unknown }[]) {
        if (item.role) roles.push(item.role.toLowerCase());
        rolesOf(item.submenu, roles);
      }
      return roles;
    };
    for (const platform of ['linux', 'win32', 'darwin'] as const) {
      const roles = rolesOf(applicationMenuFor({ packaged: true, platform }));
      expect(roles).toEqual(expect.arrayContaining(['zoomin', 'zoomout', 'resetzoom']));
      for (const role of ['toggledevtools', 'viewmenu', 'reload', 'forcereload'])
        expect(roles).not.toContain(role);
    }
    // macOS also keeps Quit, and Edit for copy and paste.
    expect(rolesOf(applicationMenuFor({ packaged: true, platform: 'darwin' }))).toEqual(
      expect.arrayContaining(['appmenu', 'editmenu']),
    );
    // Development builds keep Electron's default menu.
    expect(applicationMenuFor({ packaged: false, platform: 'linux' })).toBe('default');
  });

  it('sends a strict CSP: own scripts and styles only, no inline, no network from the page', () => {
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split('; ').map((d) => [
        d.split(' ')[0],
        d.split(' ').slice(1).join(' '),
      ]),
    );
    expect(directives.get('default-src')).toBe("'none'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('style-src')).toBe("'self'");
    expect(directives.get('connect-src')).toBe("'none'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(securityHeaders('/x/index.html')['content-security-policy']).toBe(
      CONTENT_SECURITY_POLICY,
    );
  });

  it('loads the renderer only from the app protocol', () => {
    expect(isAppUrl(APP_ENTRY)).toBe(true);
    expect(isAppUrl('app://console/assets/index.js')).toBe(true);
    for (const url of [
      'https://console/index.html',
      'app://evil/index.html',
      'file:///etc/passwd',
      'app://user:pw@console/',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(isAppUrl(url), String(url)).toBe(false);
    }
  });

  it('blocks navigation away from the app and every new window', () => {
    expect(shouldBlockNavigation('app://console/index.html#keys')).toBe(false);
    expect(shouldBlockNavigation('https://example.com/')).toBe(true);
    expect(shouldBlockNavigation('file:///tmp/x.html')).toBe(true);
    expect(windowOpenDecision('https://docs.example.com/api')).toEqual({
      action: 'deny',
      openExternally: true,
    });
    expect(windowOpenDecision('http://example.com')).toEqual({
      action: 'deny',
      openExternally: false,
    });
    // The API reference of this machine's own service (Settings → General).
    expect(windowOpenDecision('http://127.0.0.1:8787/api/v1/docs')).toEqual({
      action: 'deny',
      openExternally: true,
    });
    expect(windowOpenDecision('http://127.0.0.1.example.com/')).toEqual({
      action: 'deny',
      openExternally: false,
    });
    expect(windowOpenDecision('file:///etc/passwd')).toEqual({
      action: 'deny',
      openExternally: false,
    });
    expect(windowOpenDecision('https://u:p@example.com')).toEqual({
      action: 'deny',
      openExternally: false,
    });
    expect(windowOpenDecision('not a url')).toEqual({ action: 'deny', openExternally: false });
  });

  it('denies permission requests (only sanitized clipboard writes for the copy buttons)', () => {
    for (const p of [
      'media',
      'geolocation',
      'notifications',
      'openExternal',
      'clipboard-read',
      'midi',
      'hid',
      'serial',
      'usb',
    ]) {
      expect(permissionDecision(p), p).toBe(false);
    }
    expect(permissionDecision('clipboard-sanitized-write')).toBe(true);
  });

  it('answers IPC only from the app’s own top-level frame', () => {
    expect(isTrustedSender({ url: APP_ENTRY, parent: null })).toBe(true);
    expect(isTrustedSender({ url: APP_ENTRY, parent: {} })).toBe(false);
    expect(isTrustedSender({ url: 'https://evil.example/', parent: null })).toBe(false);
    expect(isTrustedSender({ url: 'file:///index.html', parent: null })).toBe(false);
    expect(isTrustedSender(null)).toBe(false);
    expect(isTrustedSender(undefined)).toBe(false);
  });

  it('serves only files inside the renderer folder', () => {
    const root = '/opt/app/dist/renderer';
    expect(resolveAppFile(root, 'app://console/')).toBe(join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://console/assets/index-abc.js')).toBe(
      join(root, 'assets/index-abc.js'),
    );
    // The URL parser already folds dot segments: these stay inside the folder.
    expect(resolveAppFile(root, 'app://console/../main/index.js')).toBe(
      join(root, 'main/index.js'),
    );
    expect(resolveAppFile(root, 'app://console/%2e%2e/%2e%2e/etc/passwd')).toBe(
      join(root, 'etc/passwd'),
    );
    // Encoded slashes survive the parser and are decoded here: caught by the containment check.
    for (const url of [
      'app://console/assets/..%2f..%2fmain.js',
      'app://console/..%2f..%2f..%2fetc%2fpasswd',
      'app://console/%00index.html',
      'app://console/%E0%A4%A',
      'app://other/index.html',
      'https://console/index.html',
    ]) {
      expect(resolveAppFile(root, url), url).toBeNull();
    }
  });
});
