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

/** Minor units in the currency's own precision: 1250 EUR → "€12.50", 1250 JPY → "¥1,250". */
export function formatMoney(money: { amount: number; currency: string }): string {
  const format = new Intl.NumberFormat(undefined, { style: 'currency', currency: money.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(money.amount / 10 ** digits);
}

/** "card" → "Card"; a refund that named no payment is "Not assigned". */
export const methodLabel = (method: string): string =>
  method === 'unassigned' ? 'Not assigned' : method.charAt(0).toUpperCase() + method.slice(1);

/** "VAT 20% — 20 % included in prices". */
export const rateLabel = (t: { name: string; rate_bps: number; mode: string }): string =>
  `${t.name} — ${t.rate_bps / 100} % ${t.mode === 'inclusive' ? 'included in prices' : 'added to prices'}`;

/** Who closed a day, from the Z-report's closed_by: "admin" or "API key pk_…". */
export const closerLabel = (closedBy: string | null): string =>
  !closedBy
    ? '—'
    : closedBy.startsWith('key:')
      ? `API key ${closedBy.slice(4)}`
      : closedBy.replace(/^user:/, '');
