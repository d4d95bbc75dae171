import {
  BrowserWindow,
  clipboard,
  dialog,
  ipcMain,
  webContents,
  type IpcMainInvokeEvent,
} from 'electron';
import { copyFile, chmod, writeFile } from 'node:fs/promises';
import {
  CHANNELS,
  CLIPBOARD_CLEAR_CHANNEL,
  ipcChannelName,
  PUSH_CHANNEL,
  type Channel,
  type IpcEnvelope,
  type Res,
} from '../shared/ipc';
import type { IpcHandlers } from '../service/admin/ipc-handlers';
import { isTrustedSender } from './security';

const untrusted: IpcEnvelope<never> = {
  error: {
    code: 'forbidden',
    message: 'This request did not come from the console window.',
    fields: [],
  },
};

/**
 * Exports end in main: a save dialog, then the file (a public certificate, or the audit log
 * as CSV, which holds no secret) is written where the user chose. The renderer learns the
 * path, or null when the dialog was cancelled.
 */
const SAVED_FILES: Partial<
  Record<Channel, { title: string; filter: { name: string; extensions: string[] }; mode: number }>
> = {
  'general.exportCa': {
    // A public certificate, for other tools and users to read.
    mode: 0o644,
    title: 'Export CA certificate',
    filter: { name: 'PEM certificate', extensions: ['pem', 'crt'] },
  },
  'audit.export': {
    // Who did what: for the person who exported it.
    mode: 0o600,
    title: 'Export audit log',
    filter: { name: 'CSV (comma-separated values)', extensions: ['csv'] },
  },
};

/**
 * "Save as…" for an export file: it may be hundreds of MB, so main copies it from the data
 * directory instead of passing it through IPC; its path there stays in main.
 */
async function saveExportFile(
  envelope: IpcEnvelope<unknown>,
  event: IpcMainInvokeEvent,
): Promise<IpcEnvelope<unknown>> {
  if (envelope.error) return envelope;
  const { source, ...file } = envelope.result as Res<'reports.saveFile'>;
  const owner = BrowserWindow.fromWebContents(event.sender);
  const csv = file.file_name.endsWith('.csv');
  const options = {
    title: 'Save export file',
    defaultPath: file.file_name,
    filters: [
      csv
        ? { name: 'CSV (comma-separated values)', extensions: ['csv'] }
        : { name: 'JSON Lines', extensions: ['jsonl'] },
    ],
  };
  const choice = owner
    ? await dialog.showSaveDialog(owner, options)
    : await dialog.showSaveDialog(options);
  if (choice.canceled || !choice.filePath || !source)
    return { result: { ...file, saved_to: null } };
  // Sales and customer data: for the person who saved it.
  await copyFile(source, choice.filePath);
  await chmod(choice.filePath, 0o600);
  return { result: { ...file, saved_to: choice.filePath } };
}

async function finish(
  channel: Channel,
  envelope: IpcEnvelope<unknown>,
  event: IpcMainInvokeEvent,
): Promise<IpcEnvelope<unknown>> {
  if (channel === 'reports.saveFile') return saveExportFile(envelope, event);
  const saved = SAVED_FILES[channel];
  if (!saved || envelope.error) return envelope;
  const file = envelope.result as Res<'general.exportCa'> | Res<'audit.export'>;
  const text = 'pem' in file ? file.pem : file.content;
  const owner = BrowserWindow.fromWebContents(event.sender);
  const options = { title: saved.title, defaultPath: file.file_name, filters: [saved.filter] };
  const choice = owner
    ? await dialog.showSaveDialog(owner, options)
    : await dialog.showSaveDialog(options);
  if (choice.canceled || !choice.filePath) return { result: { ...file, saved_to: null } };
  await writeFile(choice.filePath, text, { mode: saved.mode });
  return { result: { ...file, saved_to: choice.filePath } };
}

/**
 * The thin Electron binding of the IPC handler table: one ipcMain.handle per channel, the
 * sender frame checked on every call, the session keyed by the window's webContents id.
 * Pushes go to the window of the session they are for.
 */
export function bindIpc(handlers: IpcHandlers): () => void {
  for (const channel of CHANNELS) {
    ipcMain.handle(ipcChannelName(channel), async (event: IpcMainInvokeEvent, input: unknown) => {
      if (!isTrustedSender(event.senderFrame)) return untrusted;
      // The user's input in the window is the activity (main/session-lock.ts), not calls.
      const envelope = await handlers.invoke(channel, input, {
        sessionKey: String(event.sender.id),
        activity: false,
      });
      return finish(channel, envelope, event);
    });
  }
  // Compared in main: the page is not allowed to read the clipboard (security.ts).
  ipcMain.handle(CLIPBOARD_CLEAR_CHANNEL, async (event: IpcMainInvokeEvent, text: unknown) => {
    if (!isTrustedSender(event.senderFrame) || typeof text !== 'string' || text === '')
      return false;
    if ((await clipboard.readText()) !== text) return false;
    clipboard.clear();
    return true;
  });
  const stopPush = handlers.onPush((sessionKey, name, payload) => {
    const target = webContents.fromId(Number(sessionKey));
    if (target && !target.isDestroyed()) target.send(PUSH_CHANNEL, name, payload);
  });
  return () => {
    stopPush();
    for (const channel of CHANNELS) ipcMain.removeHandler(ipcChannelName(channel));
    ipcMain.removeHandler(CLIPBOARD_CLEAR_CHANNEL);
  };
}
