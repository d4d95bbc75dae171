import { powerMonitor, type BrowserWindow } from 'electron';
import type { IpcHandlers } from '../service/admin/ipc-handlers';

/** A window hidden (closed to the tray) or minimized this long signs its user out. */
export const HIDDEN_LOCK_MS = 15 * 60_000;
/** How often idle sessions are ended, so the window shows the sign-in screen by itself. */
const IDLE_SWEEP_MS = 60_000;

/** Input that is the user's: a key or a click, not the mouse passing over the window. */
const ACTIVITY = new Set(['mouseDown', 'rawKeyDown', 'keyDown', 'mouseWheel', 'touchStart']);

/**
 * The console's session rules in the desktop app: only the user's own input in the window
 * counts as activity (the page's background reads do not), and the session ends when the
 * computer is locked or goes to sleep, and after the window stays hidden for a while.
 * Returns a stop function; the window's session also ends when the window is destroyed.
 */
export function watchSessionLock(win: BrowserWindow, handlers: IpcHandlers): () => void {
  const key = String(win.webContents.id);
  let hiddenTimer: NodeJS.Timeout | undefined;
  const lock = (reason: string) => handlers.lock(key, reason);
  const onLockScreen = () => lock('The console was locked because the computer was locked.');
  const onSuspend = () => lock('The console was locked because the computer went to sleep.');
  const startHiddenTimer = () => {
    clearTimeout(hiddenTimer);
    hiddenTimer = setTimeout(
      () => lock('You were signed out because the console was closed for 15 minutes.'),
      HIDDEN_LOCK_MS,
    );
  };
  const stopHiddenTimer = () => clearTimeout(hiddenTimer);
  win.webContents.on('input-event', (_event, input) => {
    if (ACTIVITY.has(input.type)) handlers.noteActivity(key);
  });
  win.on('hide', startHiddenTimer);
  win.on('minimize', startHiddenTimer);
  win.on('show', stopHiddenTimer);
  win.on('restore', stopHiddenTimer);
  powerMonitor.on('lock-screen', onLockScreen);
  powerMonitor.on('suspend', onSuspend);
  const sweep = setInterval(() => handlers.endIdleSessions(), IDLE_SWEEP_MS);
  const stop = () => {
    stopHiddenTimer();
    clearInterval(sweep);
    powerMonitor.off('lock-screen', onLockScreen);
    powerMonitor.off('suspend', onSuspend);
    handlers.lock(key, 'The console window was closed.');
  };
  win.once('closed', stop);
  return stop;
}
