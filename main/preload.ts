import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  ipcChannelName,
  isChannel,
  isPushName,
  CLIPBOARD_CLEAR_CHANNEL,
  PUSH_CHANNEL,
  type DesktopApi,
} from '../shared/ipc';

/** The only thing the page sees of Electron: a typed invoke, pushes and the clipboard clear. */
const api: DesktopApi = {
  invoke(channel, request) {
    if (!isChannel(channel)) {
      return Promise.resolve({
        error: { code: 'not_found', message: `Unknown channel ${String(channel)}.`, fields: [] },
      });
    }
    return ipcRenderer.invoke(ipcChannelName(channel), request);
  },
  on(name, listener) {
    if (!isPushName(name)) return () => {};
    const handler = (_event: IpcRendererEvent, pushed: unknown, payload: unknown) => {
      if (pushed === name) listener(payload as Parameters<typeof listener>[0]);
    };
    ipcRenderer.on(PUSH_CHANNEL, handler);
    return () => {
      ipcRenderer.removeListener(PUSH_CHANNEL, handler);
    };
  },
  clearClipboardIf(text) {
    return ipcRenderer.invoke(CLIPBOARD_CLEAR_CHANNEL, String(text));
  },
};

contextBridge.exposeInMainWorld('api', api satisfies Window['api']);
