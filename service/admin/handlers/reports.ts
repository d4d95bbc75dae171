import type { Channel, ExportFileInfo, ScheduledReportInfo } from '../../../shared/ipc';
import { EXPORT_RESOURCES, RESOURCES } from '../../exports/resources';
import type { ScheduleView } from '../../exports/schedules';
import type { ExportView } from '../../exports/exports';
import type { Handlers } from '../dispatch';
import type { AdminKit } from '../kit';

/** Settings → Reports (Admin and Super Admin): scheduled reports and recent export files. */
type ReportsChannel = Extract<Channel, `reports.${string}`>;

/** How many of the newest export files the tab lists. */
const RECENT_FILES = 50;

const whatOf = (s: ScheduleView): string =>
  s.report.type === 'export'
    ? `${s.report.resource.replace('_', ' ')} export`
    : s.report.type === 'sales_summary'
      ? `sales summary by ${s.report.group_by.replace('_', ' ')}`
      : `custom report ${s.report.report_id}`;

const scheduleInfo = (s: ScheduleView): ScheduledReportInfo => ({
  id: s.id,
  name: s.name,
  what: whatOf(s),
  frequency: s.frequency,
  time_of_day: s.time_of_day,
  day_of_week: s.day_of_week,
  day_of_month: s.day_of_month,
  format: s.format,
  time_zone: s.time_zone,
  next_run_at: s.next_run_at,
  active: s.active,
  keep_last: s.keep_last,
});

const exportInfo = (e: ExportView): ExportFileInfo => ({
  id: e.id,
  resource: e.resource,
  format: e.format,
  from: e.from,
  to: e.to,
  status: e.status,
  progress: e.progress,
  row_count: e.row_count,
  bytes: e.bytes,
  file_name: e.file_name,
  schedule_id: e.schedule_id,
  created_at: e.created_at,
  expires_at: e.expires_at,
});

/** The fields a schedule takes from the console; the service checks every one. */
const SCHEDULE_FIELDS = [
  'name',
  'format',
  'frequency',
  'time_of_day',
  'day_of_week',
  'day_of_month',
  'keep_last',
  'active',
] as const;

export const reportsHandlers = (a: AdminKit): Handlers<ReportsChannel> => ({
  // The day by money movement: any signed-in user of the branch (the Reports tab). Without a
  // date, the branch's business day now (its time zone and closeout hour, which the PC may not share).
  'reports.day': {
    access: 'user',
    handle: (ctx, input) => {
      const { company, branch } = a.tenant(ctx, input);
      const date =
        input.optionalString('businessDate', 'Business date') ??
        a.service.orders.businessDateOf(branch.id, new Date(a.service.clock.now()));
      input.done();
      return a.service.reports.days.day({ companyId: company.id, branchId: branch.id }, date);
    },
  },
  // Closing is final: an Admin or a Super Admin.
  'reports.closeDay': {
    access: 'admin',
    handle: (ctx, input) => {
      const { company, branch } = a.tenant(ctx, input);
      const date = input.string('businessDate', 'Business date') ?? '';
      input.done();
      // The Z-report records who closed it (closed_by) and when; it never changes.
      return a.service.reports.days.close(
        { companyId: company.id, branchId: branch.id },
        date,
        ctx.actor,
      );
    },
  },
  'reports.list': {
    access: 'admin',
    handle: (ctx, input) => {
      const { company, branch } = a.tenant(ctx, input);
      const tenant = { companyId: company.id, branchId: branch.id };
      const schedules = a.service.scheduledReports.list(tenant).map(scheduleInfo);
      const exports = a.service.exports.list(tenant, RECENT_FILES).data.map(exportInfo);
      const resources = EXPORT_RESOURCES.map((id) => ({ id, dated: RESOURCES[id].dated }));
      return { schedules, exports, resources };
    },
  },
  'reports.saveFile': {
    access: 'admin',
    handle: (ctx, input) => {
      const { company, branch } = a.tenant(ctx, input);
      const exportId = input.string('exportId', 'Export') ?? '';
      input.done();
      // 404 for another branch's export, 409/410 before it is written or after its removal.
      const file = a.service.exports.file({ companyId: company.id, branchId: branch.id }, exportId);
      return { file_name: file.name, bytes: file.size, sha256: file.sha256, source: file.path };
    },
  },
  'reports.createExport': {
    access: 'admin',
    handle: (ctx, input) => {
      const { company, branch } = a.tenant(ctx, input);
      const { resource, format, from, to } = input.raw;
      // The export's own rules check each field and say what is wrong in a sentence.
      const body = { resource, format, from, to };
      const view = a.service.exports.create(
        { companyId: company.id, branchId: branch.id },
        Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== '')),
        ctx.actor,
      );
      return exportInfo(view);
    },
  },
  'reports.saveSchedule': {
    access: 'admin',
    handle: (ctx, input) => {
      const { company, branch } = a.tenant(ctx, input);
      const tenant = { companyId: company.id, branchId: branch.id };
      const id = input.optionalString('id', 'Schedule');
      const resource = input.optionalString('resource', 'What to export');
      input.done();
      const body: Record<string, unknown> = {};
      for (const field of SCHEDULE_FIELDS)
        if (input.raw[field] !== undefined) body[field] = input.raw[field];
      if (id) return scheduleInfo(a.service.scheduledReports.update(tenant, id, body));
      body.report = { type: 'export', resource };
      return scheduleInfo(a.service.scheduledReports.create(tenant, body, ctx.actor));
    },
  },
});
