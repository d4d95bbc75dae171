import { AppError } from '../../shared/errors';

/** The company and branch a catalog operation acts in (from the API key, or chosen in the CLI). */
export interface BranchContext {
  companyId: string;
  branchId: string;
}

/** Optimistic concurrency: the `version` the caller last saw (`If-Match`), or `*` for "any". */
export interface WriteOptions {
  ifMatch?: number | '*';
}

export const notFound = (kind: string, id: string): AppError =>
  new AppError('not_found', `No ${kind} with id ${id} in this branch.`);

/** 412 when the caller's version is stale; the current version helps it refetch. */
export function checkVersion(kind: string, current: number, options: WriteOptions): void {
  const expected = options.ifMatch;
  if (expected === undefined || expected === '*' || expected === current) return;
  throw new AppError(
    'precondition_failed',
    `The ${kind} has changed since version ${expected}: it is now at version ${current}. Fetch it again and retry.`,
    [],
    { current_version: current },
  );
}

/** Nullable text: absent stays absent, null or "" clears, other values are trimmed. */
export function isPresent(input: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(input, key) && input[key] !== undefined;
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
