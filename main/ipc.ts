import { BrowserWindow, dialog, ipcMain, webContents, type IpcMainInvokeEvent } from 'electron';
import { writeFile } from 'node:fs/promises';
import {
  CHANNELS,
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
 * The thin Electron binding of the IPC handler table: one ipcMain.handle per channel, the
 * sender frame checked on every call, the session keyed by the window's webContents id.
 * Pushes go to the window of the session they are for.
 */
/**
 * The CA export ends in main: a save dialog, then the PEM (a public certificate) is written
 * where the user chose. The renderer learns the path, or null when the dialog was cancelled.
 */
async function finish(
  channel: Channel,
  envelope: IpcEnvelope<unknown>,
  event: IpcMainInvokeEvent,
): Promise<IpcEnvelope<unknown>> {
  if (channel !== 'general.exportCa' || envelope.error) return envelope;
  const ca = envelope.result as Res<'general.exportCa'>;
  const owner = BrowserWindow.fromWebContents(event.sender);
  const options = {
    title: 'Export CA certificate',
    defaultPath: ca.file_name,
    filters: [{ name: 'PEM certificate', extensions: ['pem', 'crt'] }],
  };
  const choice = owner
    ? await dialog.showSaveDialog(owner, options)
    : await dialog.showSaveDialog(options);
  if (choice.canceled || !choice.filePath) return { result: { ...ca, saved_to: null } };
  await writeFile(choice.filePath, ca.pem, { mode: 0o644 });
  return { result: { ...ca, saved_to: choice.filePath } };
}

export function bindIpc(handlers: IpcHandlers): () => void {
  for (const channel of CHANNELS) {
    ipcMain.handle(ipcChannelName(channel), async (event: IpcMainInvokeEvent, input: unknown) => {
      if (!isTrustedSender(event.senderFrame)) return untrusted;
      const envelope = await handlers.invoke(channel, input, {
        sessionKey: String(event.sender.id),
      });
      return finish(channel, envelope, event);
    });
  }
  const stopPush = handlers.onPush((sessionKey, name, payload) => {
    const target = webContents.fromId(Number(sessionKey));
    if (target && !target.isDestroyed()) target.send(PUSH_CHANNEL, name, payload);
  });
  return () => {
    stopPush();
    for (const channel of CHANNELS) ipcMain.removeHandler(ipcChannelName(channel));
  };
}
