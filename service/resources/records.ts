import { AppError } from '../../shared/errors';
import type { EventType } from '../../shared/events';
import type { Database } from '../db/database';
import type { AppendInput, EventLog } from '../events/event-log';
import { isoNow, type Clock } from '../util/clock';
import { newId } from '../util/ids';
import { Validator } from '../util/validate';
import { ChangeCounter } from './change-counter';
import { checkVersion, notFound, type BranchContext, type WriteOptions } from './context';
import { cursorPageBody, type CursorPageQuery, type Filter } from './listing';
import { fieldDefaults, type Resource, type StoredRow } from './resource';
import type { RowTable } from './table';

/** A resource's own rules, run by the shared writes at the right moments. */
export interface ResourceRules<Row> {
  /** Column values of a create that neither the body nor the fields' defaults give (the branch currency). */
  defaults?(ctx: BranchContext): Partial<Row>;
  /**
   * Checks against the database before a write (references, uniqueness). On create `changes` is
   * every column the body set and `current` undefined; on update only the columns that change.
   */
  check?(ctx: BranchContext, changes: Partial<Row>, current?: Row): void;
  /** Refuses to delete a row something still depends on (409). */
  beforeDelete?(ctx: BranchContext, current: Row): void;
  /**
   * false: writes append no event. The webhook catalog is the spec's seven catalog events;
   * other resources (tax rates, customers) are followed through sync tokens.
   */
  events?: false;
}

/** A change to an existing row, decided by `apply` in Records.change. */
export interface RowChange<Row> {
  set: Partial<Row>;
  event: 'updated' | 'deleted' | EventType;
  previous?: Record<string, unknown>;
  stock?: AppendInput['stock'];
}

export interface ChangeResult<Rep> {
  object: Rep;
  /** False when nothing changed: no version bump, no event. */
  changed: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The reads and writes every resource shares: get (404 across branches and for tombstones
 * unless asked), list, create, update with If-Match, soft delete. Each write runs in one
 * transaction with exactly one event (`<singular>.created|updated|deleted`), takes the branch's
 * next change_seq (sync tokens) and stores the representation in `json` with the columns.
 * Methods join the caller's transaction when one is open (idempotent HTTP writes, the import).
 */
export class Records<Row extends StoredRow, Rep> {
  private readonly changes: ChangeCounter;
  private readonly defaults: Record<string, unknown>;

  constructor(
    protected readonly db: Database,
    readonly resource: Resource<Rep>,
    protected readonly table: RowTable<Row>,
    protected readonly events: EventLog,
    protected readonly clock: Clock,
    private readonly rules: ResourceRules<Row> = {},
  ) {
    this.changes = new ChangeCounter(db);
    this.defaults = fieldDefaults(resource);
  }

  /** A row of the branch; tombstones only with includeDeleted. 404 otherwise (also for other branches). */
  get(ctx: BranchContext, id: string, options: { includeDeleted?: boolean } = {}): Rep {
    return this.resource.represent(this.row(ctx, id, options.includeDeleted ?? false));
  }

  /** The stored JSON representation (what GET returns), without re-serializing. */
  getJson(ctx: BranchContext, id: string, options: { includeDeleted?: boolean } = {}): string {
    return this.row(ctx, id, options.includeDeleted ?? false).json;
  }

  protected row(ctx: BranchContext, id: string, includeDeleted: boolean): Row {
    const row = this.table.find(id, ctx.branchId);
    if (!row || row.company_id !== ctx.companyId || (row.deleted_at !== null && !includeDeleted))
      throw notFound(this.resource.singular, id);
    return row;
  }

  /** `{data, has_more, next_cursor, next_sync_token}` over stored JSON (see cursorPageBody). */
  listBody(query: CursorPageQuery, filters: Filter[] = []): string {
    return cursorPageBody(this.db, this.resource.listing, query, filters);
  }

  create(ctx: BranchContext, input: unknown): Rep {
    const v = new Validator();
    const fields = this.resource.validate(input, 'create', v) as Partial<Row>;
    v.done();
    return this.events.transaction(() => {
      this.rules.check?.(ctx, fields);
      return this.resource.represent(this.insertValid(ctx, fields));
    });
  }

  /**
   * Inserts validated columns with the `created` event. Must run inside a transaction; the
   * rules' checks must already have passed (the importer checks in bulk).
   */
  insertValid(ctx: BranchContext, fields: Partial<Row>, now = isoNow(this.clock)): Row {
    const row = {
      ...this.defaults,
      ...this.rules.defaults?.(ctx),
      ...definedOnly(fields),
      id: newId(this.resource.idPrefix),
      company_id: ctx.companyId,
      branch_id: ctx.branchId,
      version: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
      change_seq: this.changes.next(ctx.branchId),
    } as unknown as Row;
    row.json = this.resource.json(row);
    this.table.insert(row);
    this.append(ctx, 'created', row);
    return row;
  }

  /**
   * Applies the fields present in `input`. A PATCH that changes nothing returns the row as it
   * is: no version bump, no event. `data.previous` holds the old values of the changed fields.
   */
  update(
    ctx: BranchContext,
    id: string,
    input: unknown,
    options: WriteOptions = {},
  ): ChangeResult<Rep> {
    const v = new Validator();
    const fields = this.resource.validate(input, 'update', v) as Partial<Row>;
    v.done();
    return this.change(ctx, id, options, (current) => {
      const changes: Partial<Row> = {};
      for (const [key, value] of Object.entries(fields) as [keyof Row, unknown][])
        if (value !== undefined && value !== current[key]) changes[key] = value as Row[keyof Row];
      this.rules.check?.(ctx, changes, current);
      const before = this.resource.represent(current) as Record<string, unknown>;
      const after = this.resource.represent({ ...current, ...fields }) as Record<string, unknown>;
      const previous: Record<string, unknown> = {};
      for (const key of this.resource.updatable)
        if (!same(before[key], after[key])) previous[key] = before[key];
      if (Object.keys(previous).length === 0) return undefined;
      return { set: fields, event: 'updated', previous };
    });
  }

  /** Soft delete: the row stays as a tombstone (deleted_at set) for sync clients. */
  delete(ctx: BranchContext, id: string, options: WriteOptions = {}): Rep {
    return this.change(ctx, id, options, (current, now) => {
      this.rules.beforeDelete?.(ctx, current);
      return { set: { deleted_at: now } as Partial<Row>, event: 'deleted' };
    }).object;
  }

  /**
   * Every write to an existing row: in one transaction, read it (404), check If-Match (412),
   * let `apply` decide the change (undefined: nothing changes), then save it with the next
   * version, `updated_at` and change_seq, and append its event.
   */
  change(
    ctx: BranchContext,
    id: string,
    options: WriteOptions,
    apply: (current: Row, now: string) => RowChange<Row> | undefined,
  ): ChangeResult<Rep> {
    return this.events.transaction(() => {
      const current = this.row(ctx, id, false);
      checkVersion(this.resource.singular, current.version, options);
      const now = isoNow(this.clock);
      const change = apply(current, now);
      if (!change) return { object: this.resource.represent(current), changed: false };
      const next = {
        ...current,
        ...change.set,
        version: current.version + 1,
        updated_at: now,
        change_seq: this.changes.next(current.branch_id),
      } as Row;
      next.json = this.resource.json(next);
      // Cannot fail inside BEGIN IMMEDIATE, but a lost update must never pass silently.
      if (!this.table.save(next, current.version))
        throw new AppError(
          'precondition_failed',
          `The ${this.resource.singular} changed during the update; retry.`,
        );
      this.append(ctx, change.event, next, change);
      return { object: this.resource.represent(next), changed: true };
    });
  }

  private append(
    ctx: BranchContext,
    event: RowChange<Row>['event'] | 'created',
    row: Row,
    extra: Pick<RowChange<Row>, 'previous' | 'stock'> = {},
  ): void {
    if (this.rules.events === false) return;
    this.events.append({
      type: (event.includes('.') ? event : `${this.resource.singular}.${event}`) as EventType,
      companyId: ctx.companyId,
      branchId: ctx.branchId,
      object: this.resource.represent(row),
      ...(extra.previous ? { previous: extra.previous } : {}),
      ...(extra.stock ? { stock: extra.stock } : {}),
    });
  }
}

function definedOnly<T extends object>(fields: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) out[key as keyof T] = value as T[keyof T];
  return out;
}
