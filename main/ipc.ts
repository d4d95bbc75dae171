import { ipcMain, webContents, type IpcMainInvokeEvent } from 'electron';
import { CHANNELS, ipcChannelName, PUSH_CHANNEL, type IpcEnvelope } from '../shared/ipc';
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
export function bindIpc(handlers: IpcHandlers): () => void {
  for (const channel of CHANNELS) {
    ipcMain.handle(ipcChannelName(channel), (event: IpcMainInvokeEvent, input: unknown) => {
      if (!isTrustedSender(event.senderFrame)) return untrusted;
      return handlers.invoke(channel, input, { sessionKey: String(event.sender.id) });
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
