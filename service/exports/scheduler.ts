import type { Tenancy } from '../tenancy/tenancy';
import type { Clock } from '../util/clock';
import type { Exports } from './exports';
import { latestOccurrence, periodOf } from './schedule-times';
import type { ScheduledReports } from './schedules';

/**
 * When scheduled reports run. Each poll looks at every active schedule's most recent run time
 * (in its branch's time zone); if that time has passed, came after the schedule was created,
 * and its period has no run yet, the run is queued. So a run missed while the machine was off
 * happens once at the next start (only the latest missed period: older ones are not caught
 * up), and never twice for the same period.
 */
export class Scheduler {
  constructor(
    private readonly schedules: ScheduledReports,
    private readonly exports: Exports,
    private readonly tenancy: Tenancy,
    private readonly clock: Clock,
  ) {}

  /** Queues the runs that are due; the number queued. */
  queueDue(): number {
    const now = this.clock.now();
    let queued = 0;
    for (const schedule of this.schedules.active()) {
      const branch = this.tenancy.branch(schedule.branch_id);
      if (!branch) continue;
      const occurrence = latestOccurrence(schedule, branch.time_zone, now);
      if (!occurrence || occurrence.at < Date.parse(schedule.created_at)) continue;
      if (
        this.schedules.queueRun(schedule, occurrence, periodOf(schedule.frequency, occurrence.date))
      )
        queued++;
    }
    return queued;
  }

  /** After a scheduled file is written: only the schedule's newest `keep_last` files stay. */
  async afterRun(scheduleId: string): Promise<void> {
    const keep = this.schedules.keepLastOf(scheduleId);
    if (keep !== null) await this.exports.keepNewest(scheduleId, keep);
  }
}
