import { app } from 'electron';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The argument a start at login passes: the app starts in the tray, without its window. */
export const HIDDEN_ARG = '--hidden';

/** Whether this start should keep the window closed (started at login). */
export function startedHidden(): boolean {
  if (process.argv.includes(HIDDEN_ARG)) return true;
  return process.platform === 'darwin' && app.getLoginItemSettings().wasOpenedAtLogin;
}

const autostartFile = () =>
  join(
    process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'),
    'autostart',
    'integration-console.desktop',
  );

/**
 * Registers (or removes) the start at login. Windows and macOS keep login items themselves;
 * Linux desktops read an XDG autostart entry. Only packaged builds register: a development
 * `electron .` must not start at every login.
 */
export async function applyStartAtLogin(enabled: boolean): Promise<void> {
  if (!app.isPackaged) return;
  if (process.platform !== 'linux') {
    app.setLoginItemSettings({ openAtLogin: enabled, args: [HIDDEN_ARG] });
    return;
  }
  const file = autostartFile();
  if (!enabled) {
    await rm(file, { force: true });
    return;
  }
  // An AppImage runs from a temporary mount: the entry starts the AppImage file itself.
  const executable = process.env.APPIMAGE ?? process.execPath;
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(
    file,
    [
      '[Desktop Entry]',
      'Type=Application',
      'Name=Integration Console',
      `Exec="${executable.replaceAll('"', '\\"')}" ${HIDDEN_ARG}`,
      'X-GNOME-Autostart-enabled=true',
      '',
    ].join('\n'),
  );
}
