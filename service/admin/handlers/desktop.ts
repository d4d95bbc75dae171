import { AppError } from '../../../shared/errors';
import type { Channel } from '../../../shared/ipc';
import type { Handlers } from '../dispatch';
import type { DesktopControls, AdminKit } from '../kit';

/** This PC's app settings (Settings → General, "This computer"): the desktop shell only. */
type DesktopChannel = Extract<Channel, `desktop.${string}`>;

function controls(a: AdminKit): DesktopControls {
  if (!a.options.desktop)
    throw new AppError('not_found', 'This setting exists only in the desktop app.');
  return a.options.desktop;
}

export const desktopHandlers = (a: AdminKit): Handlers<DesktopChannel> => ({
  'desktop.openLogsFolder': {
    access: 'admin',
    handle: async (_ctx, input) => {
      const desktop = controls(a);
      input.done();
      return { opened: await desktop.openLogsFolder() };
    },
  },
  'desktop.setStartAtLogin': {
    access: 'admin',
    handle: (ctx, input) => {
      const desktop = controls(a);
      const enabled = input.boolean('enabled', 'Start at login');
      input.done();
      desktop.setStartAtLogin(enabled!);
      a.recordSetting(ctx, null, 'start_at_login', enabled);
      return desktop.info();
    },
  },
});
