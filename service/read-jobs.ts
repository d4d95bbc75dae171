import { runReportJob } from './reports/report-job';

/**
 * Every heavy read the service runs off its event loop (service/db/read-pool.ts), by name: the
 * worker thread (read-worker.ts) and the API thread agree on this one table.
 */
export const READ_JOBS = {
  report: runReportJob,
};

export type ReadJobTable = typeof READ_JOBS;
