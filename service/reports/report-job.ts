import type { ReadDb } from '../db/read-connection';
import type { BranchContext } from '../resources/context';
import type { DateRange, ReportDefinition } from './definition';
import { SalesReportEngine, type BranchFacts } from './sales-summary';

/** A report run as a read job (service/db/read-pool.ts): checked input, the branch's facts. */
export interface ReportJob {
  ctx: BranchContext;
  definition: ReportDefinition;
  range: DateRange;
  facts: BranchFacts;
}

/**
 * Runs the engine on the job's connection and returns the result as JSON text: a large result
 * (thousands of rows by customer and hour) is serialized in the worker, and crosses to the API
 * thread as one string, which copies in a few milliseconds.
 */
export function runReportJob(db: ReadDb, job: ReportJob): string {
  const engine = new SalesReportEngine(db, () => job.facts);
  return JSON.stringify(engine.run(job.ctx, job.definition, job.range));
}
