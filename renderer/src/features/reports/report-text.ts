import type { ExportFileInfo, ScheduledReportInfo } from '../../../../shared/ipc';

export const FREQUENCY: Record<ScheduledReportInfo['frequency'], string> = {
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
};

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** "orders" → "Orders", "order_lines" → "Order lines". */
export const resourceLabel = (id: string): string =>
  id.charAt(0).toUpperCase() + id.slice(1).replace(/_/g, ' ');

/** When a schedule runs, in words: "Every week on Monday at 06:00". */
export function whenText(s: ScheduledReportInfo): string {
  const day =
    s.frequency === 'weekly' && s.day_of_week
      ? ` on ${WEEKDAYS[s.day_of_week - 1]}`
      : s.frequency === 'monthly' && s.day_of_month
        ? ` on day ${s.day_of_month}`
        : '';
  return `${FREQUENCY[s.frequency]}${day} at ${s.time_of_day}`;
}

/** 1 234 567 bytes → "1.2 MB". */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

export const span = (e: ExportFileInfo) =>
  e.from ? (e.from === e.to ? e.from : `${e.from} – ${e.to}`) : 'as of export';
