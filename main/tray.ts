import { Menu, nativeImage, Tray } from 'electron';
import { join } from 'node:path';

export interface AppTray {
  setFailingCount(count: number): void;
  destroy(): void;
}

/**
 * The tray icon, the way back to the window and to Quit on every OS: Windows shows the
 * `.ico`, Linux and macOS `tray.png` (with `tray@2x.png` on high-density screens).
 */
export function createAppTray(options: {
  iconDir: string;
  address: string | null;
  onOpen: () => void;
  onQuit: () => void;
}): AppTray {
  const icon = join(options.iconDir, process.platform === 'win32' ? 'icon.ico' : 'tray.png');
  const tray = new Tray(nativeImage.createFromPath(icon));
  const tooltip = options.address
    ? `Integration Console: API on ${options.address}`
    : 'Integration Console: the API is not running';
  tray.setToolTip(tooltip);
  tray.setContextMenu(
    Menu.buildFromTemplate([
      { label: 'Open console', click: options.onOpen },
      {
        label: options.address ? `API: ${options.address}` : 'API: not running',
        enabled: false,
      },
      { type: 'separator' },
      { label: 'Quit', click: options.onQuit },
    ]),
  );
  tray.on('click', options.onOpen);
  return {
    setFailingCount: (n) =>
      tray.setToolTip(n === 0 ? tooltip : `${tooltip}\n${n} webhook${n === 1 ? '' : 's'} failing`),
    destroy: () => tray.destroy(),
  };
}
