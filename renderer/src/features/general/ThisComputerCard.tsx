import { call, messageOf } from '../../api';
import { Card, Toggle } from '../../components/ui';
import { useApp } from '../../store/app';
import type { DesktopInfo } from '../../../../shared/ipc';

/** The desktop app's settings of this PC: start at login, and where its log files are. */
export function ThisComputerCard({
  desktop,
  onChange,
}: {
  desktop: DesktopInfo;
  onChange: (desktop: DesktopInfo) => void;
}) {
  const toast = useApp((s) => s.toast);

  async function setStartAtLogin(enabled: boolean) {
    try {
      onChange(await call('desktop.setStartAtLogin', { enabled }));
      toast('Setting saved.');
    } catch (e) {
      toast(messageOf(e), 'error');
    }
  }

  async function openLogsFolder() {
    try {
      const { opened } = await call('desktop.openLogsFolder', undefined);
      if (!opened) toast(`The logs folder could not be opened: ${desktop.logs_folder}`, 'error');
    } catch (e) {
      toast(messageOf(e), 'error');
    }
  }

  return (
    <Card
      title="This computer"
      actions={
        <button type="button" className="btn btn-small" onClick={() => void openLogsFolder()}>
          Open logs folder
        </button>
      }
    >
      <Toggle
        label="Start at login"
        checked={desktop.start_at_login}
        onChange={(v) => void setStartAtLogin(v)}
        description="Starts the app in the tray when you sign in to this computer, so the tills can reach the API after a restart without anyone opening the console."
      />
      <p className="muted">
        Log files: <code className="mono">{desktop.logs_folder}</code>
      </p>
    </Card>
  );
}
