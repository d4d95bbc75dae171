import { AppError } from '../../shared/errors';
import type { Database } from '../db/database';
import type { EventLog } from '../events/event-log';
import type { ChangeCounter } from '../resources/change-counter';
import { checkVersion, type BranchContext, type WriteOptions } from '../resources/context';
import { idSchema, integer, text } from '../resources/fields';
import type { Filter } from '../resources/listing';
import { Records, type ChangeResult } from '../resources/records';
import { defineBody, defineResource, type StoredRow } from '../resources/resource';
import { rowTable } from '../resources/table';
import type { Clock } from '../util/clock';
import { Validator } from '../util/validate';
import type { FloorOrders } from './floor-orders';

/** The statuses staff set; `occupied` is not one of them: it comes from the open orders. */
export const TABLE_STATUSES = ['available', 'reserved', 'dirty', 'out_of_service'] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

/** Statuses a table with an open order cannot take: the guests are still there. */
const NOT_WHILE_OCCUPIED: readonly TableStatus[] = ['available', 'out_of_service'];
/** Statuses a table may have to receive a transferred or merged order. */
const FREE: readonly TableStatus[] = ['available', 'reserved'];

export const TABLE_LIMITS = { name: 50, area: 50, seats: 100 } as const;

export interface TableRow extends StoredRow {
  name: string;
  area: string | null;
  seats: number;
  status: TableStatus;
}

export interface Table {
  id: string;
  name: string;
  area: string | null;
  seats: number;
  status: TableStatus;
  occupied: boolean;
  open_order_ids: string[];
  allowed_actions: string[];
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/**
 * What may be done to a table now. `set_<status>` is POST /tables/{id}/status with that status;
 * `transfer` needs an open order; `delete` needs none.
 */
export function tableActions(status: TableStatus, occupied: boolean, deleted: boolean): string[] {
  if (deleted) return [];
  const actions = ['update'];
  for (const s of TABLE_STATUSES)
    if (s !== status && !(occupied && NOT_WHILE_OCCUPIED.includes(s))) actions.push(`set_${s}`);
  if (occupied) actions.push('transfer', 'merge');
  else actions.push('delete');
  return actions;
}

const ACTIONS = [
  'update',
  'delete',
  'transfer',
  'merge',
  ...TABLE_STATUSES.map((s) => `set_${s}`),
] as const;

/** A table of a restaurant branch. */
export const TABLES = defineResource<Table>({
  name: 'tables',
  singular: 'table',
  idPrefix: 'tbl',
  table: 'tables',
  component: 'Table',
  fields: {
    name: text({
      label: 'Name',
      min: 1,
      max: TABLE_LIMITS.name,
      required: true,
      about: 'Unique among the branch’s tables (any case).',
      examples: ['Terrace 4'],
    }),
    area: text({
      label: 'area',
      max: TABLE_LIMITS.area,
      nullable: true,
      about: 'Where it is (a room, the terrace); free text.',
      examples: ['Terrace'],
    }),
    seats: integer({ label: 'seats', min: 1, max: TABLE_LIMITS.seats, default: 4, examples: [4] }),
  },
  outputs: {
    status: {
      output: { type: 'string', enum: [...TABLE_STATUSES], examples: ['available'] },
      columns: ['status'],
      readOnly: 'status changes with POST /tables/{id}/status (tables:manage_status).',
      read: (row) => row.status,
    },
    occupied: {
      output: {
        type: 'boolean',
        description: 'An open order names the table (derived from the orders, never set)',
      },
      readOnly: 'occupied is derived from the open orders naming the table.',
      read: (row) => ((row.open_order_ids as string[] | undefined) ?? []).length > 0,
    },
    open_order_ids: {
      output: {
        type: 'array',
        items: { type: 'string', examples: ['ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC'] },
        description: 'The open orders naming the table, oldest first',
      },
      readOnly: 'open_order_ids is derived from the open orders naming the table.',
      read: (row) => (row.open_order_ids as string[] | undefined) ?? [],
    },
    allowed_actions: {
      output: {
        type: 'array',
        items: { type: 'string', enum: [...ACTIONS] },
        description:
          'What may be done now: update, delete (no open order), transfer and merge (an open order), set_<status> (POST /tables/{id}/status)',
        examples: [['update', 'set_reserved', 'set_dirty', 'set_out_of_service', 'delete']],
      },
      readOnly: 'allowed_actions is derived from the table’s state.',
      read: (row) =>
        tableActions(
          row.status as TableStatus,
          ((row.open_order_ids as string[] | undefined) ?? []).length > 0,
          row.deleted_at !== null,
        ),
    },
  },
  create: { examples: [{ name: 'Terrace 4', area: 'Terrace', seats: 4 }] },
  update: { examples: [{ seats: 6 }] },
});

export const TableStatusChange = defineBody({
  component: 'TableStatusChange',
  description:
    'The status staff set. A table with an open order cannot become available or out_of_service (409 table_has_open_order).',
  fields: {
    status: {
      input: { type: 'string', enum: [...TABLE_STATUSES] },
      output: { type: 'string' },
      required: true,
      columns: (name) => [name],
      defaults: () => ({}),
      parse(v, name, value, _present, into) {
        const status = v.oneOf(name, value, TABLE_STATUSES, name);
        if (status) into[name] = status;
      },
      read: (row, name) => row[name],
    },
  },
  examples: [{ status: 'dirty' }],
});

const tableId = (label: string) => ({
  input: {
    type: 'string',
    minLength: 1,
    maxLength: 64,
    description: `The ${label} table's id`,
    examples: ['tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC'],
  },
  output: { type: 'string' },
  required: true,
  columns: (name: string) => [name],
  defaults: () => ({}),
  parse(
    v: Validator,
    name: string,
    value: unknown,
    _present: boolean,
    into: Record<string, unknown>,
  ) {
    if (typeof value === 'string' && value.length > 0 && value.length <= 64) into[name] = value;
    else v.add(name, `${name} must be a table id.`);
  },
  read: (row: Record<string, unknown>, name: string) => row[name],
});

export const TableTransfer = defineBody({
  component: 'TableTransfer',
  description:
    'Moves every open order of the table to another table of the branch that has no open order and is available or reserved.',
  fields: { to_table_id: tableId('receiving') },
  examples: [{ to_table_id: 'tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC' }],
});

export const TableMerge = defineBody({
  component: 'TableMerge',
  description:
    'The tables whose open orders join this table’s: the oldest open order of this table (or, when it has none, the oldest of theirs) receives the lines of the others, which are canceled. Orders with payments are not merged (409 order_has_payments).',
  fields: {
    table_ids: {
      input: {
        type: 'array',
        minItems: 1,
        maxItems: 20,
        uniqueItems: true,
        items: idSchema('tbl'),
        description: 'The tables whose open orders join this table’s order',
        examples: [['tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BD']],
      },
      output: { type: 'array' },
      required: true,
      columns: (name) => [name],
      defaults: () => ({}),
      parse(v, name, value, _present, into) {
        if (
          !Array.isArray(value) ||
          value.length === 0 ||
          value.length > 20 ||
          !value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 64) ||
          new Set(value).size !== value.length
        )
          v.add(name, `${name} must be 1 to 20 different table ids.`);
        else into[name] = value;
      },
      read: (row, name) => row[name],
    },
  },
  examples: [{ table_ids: ['tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BD'] }],
});

/** The answer of a transfer or a merge: the tables as they are after it, and the orders moved. */
export interface TableMove {
  tables: Table[];
  order_id: string;
  moved_order_ids: string[];
  canceled_order_ids: string[];
}

export const TABLE_MOVE_SCHEMA = {
  $id: 'TableMove',
  type: 'object',
  properties: {
    tables: {
      type: 'array',
      items: { $ref: 'Table#' },
      description: 'The tables involved, as they are now (the receiving table first)',
    },
    order_id: {
      type: 'string',
      description: 'The open order now on the receiving table',
      examples: ['ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC'],
    },
    moved_order_ids: {
      type: 'array',
      items: { type: 'string' },
      description: 'Orders that moved to the receiving table',
    },
    canceled_order_ids: {
      type: 'array',
      items: { type: 'string' },
      description: 'Orders emptied into order_id and canceled (merge)',
    },
  },
  required: ['tables', 'order_id', 'moved_order_ids', 'canceled_order_ids'],
};

/**
 * The branch's tables: the shared reads and writes, a name unique among live tables, a status
 * staff set, and `occupied` read from the open orders at every read (never stored, so it is
 * right however the orders changed). Not webhook events; followed with sync tokens.
 */
export class TableService extends Records<TableRow, Table> {
  constructor(
    db: Database,
    events: EventLog,
    clock: Clock,
    private readonly orders: () => FloorOrders,
    /** Bookings still to come hold the table (BookingService). */
    heldByBookings: (ctx: BranchContext, tableId: string) => string | undefined,
    /** Seated bookings follow their orders to another table (BookingService.followOrders). */
    private readonly bookingsFollow: (
      ctx: BranchContext,
      orderIds: readonly string[],
      tableId: string,
      mergedInto?: string,
    ) => void,
  ) {
    super(db, TABLES, rowTable<TableRow>(db, 'tables', TABLES.columns), events, clock, {
      events: false,
      defaults: () => ({ status: 'available' }),
      check: (ctx, changes, current) => {
        if (changes.name !== undefined) this.assertUniqueName(ctx, changes.name, current?.id);
      },
      beforeDelete: (ctx, current) => {
        if (this.openOrders(ctx, current.id).length > 0)
          throw new AppError(
            'table_has_open_order',
            `Table ${current.name} has an open order: move it (transfer) or close it first.`,
            [],
            { allowed_actions: this.withOccupancy(ctx, TABLES.represent(current)).allowed_actions },
          );
        const booking = heldByBookings(ctx, current.id);
        if (booking)
          throw new AppError(
            'table_has_bookings',
            `Booking ${booking} (and maybe others still to come) holds table ${current.name}: give the booking another table or cancel it first.`,
            [],
            { booking_id: booking },
          );
      },
    });
  }

  private assertUniqueName(ctx: BranchContext, name: string, selfId: string | undefined): void {
    const other = this.db
      .prepare<[string, string], { id: string }>(
        'SELECT id FROM tables WHERE branch_id = ? AND name = ? COLLATE NOCASE AND deleted_at IS NULL',
      )
      .get(ctx.branchId, name);
    if (other && other.id !== selfId)
      throw new AppError(
        'conflict',
        `Another table of this branch (${other.id}) is named ${name}.`,
        [{ path: 'name', message: `name is already used by table ${other.id}.` }],
        { existing_id: other.id },
      );
  }

  /** The open orders naming this table. */
  openOrders(ctx: BranchContext, id: string): string[] {
    return this.orders().openOrdersByTable(ctx).get(id) ?? [];
  }

  private withOccupancy(ctx: BranchContext, table: Table, byTable?: Map<string, string[]>): Table {
    const open =
      table.deleted_at === null
        ? ((byTable ?? this.orders().openOrdersByTable(ctx)).get(table.id) ?? [])
        : [];
    return {
      ...table,
      occupied: open.length > 0,
      open_order_ids: open,
      allowed_actions: tableActions(table.status, open.length > 0, table.deleted_at !== null),
    };
  }

  /**
   * An order may name this table: the company is a restaurant and the table a live one of the
   * branch, not out of service (422 otherwise, at table_id). Several open orders may share a
   * table (separate checks).
   */
  checkOrderTable(ctx: BranchContext, tableId: string, restaurant: boolean): void {
    const refuse = (message: string) =>
      new AppError('validation_failed', message, [{ path: 'table_id', message }]);
    if (!restaurant) throw refuse('table_id applies to restaurant companies only.');
    const row = this.table.find(tableId, ctx.branchId);
    if (!row || row.company_id !== ctx.companyId || row.deleted_at !== null)
      throw refuse(`table_id names no table of this branch (${tableId}).`);
    if (row.status === 'out_of_service')
      throw refuse(`Table ${row.name} is out of service: it takes no orders.`);
  }

  /**
   * An open order started or stopped naming the table: a new version and change_seq (nothing
   * stored changes: occupancy is read at each request), so the ETag and a sync show it.
   */
  occupancyChanged(ctx: BranchContext, tableId: string): void {
    const row = this.table.find(tableId, ctx.branchId);
    if (!row || row.deleted_at !== null) return;
    super.change(ctx, tableId, {}, () => ({ set: {}, event: 'updated' }));
  }

  /** The table's row (404 unless a live table of the branch): for other floor modules. */
  live(ctx: BranchContext, id: string): TableRow {
    return this.row(ctx, id, false);
  }

  override get(ctx: BranchContext, id: string, options: { includeDeleted?: boolean } = {}): Table {
    return this.withOccupancy(ctx, super.get(ctx, id, options));
  }

  override getJson(
    ctx: BranchContext,
    id: string,
    options: { includeDeleted?: boolean } = {},
  ): string {
    return JSON.stringify(this.get(ctx, id, options));
  }

  override create(ctx: BranchContext, input: unknown): Table {
    return this.withOccupancy(ctx, super.create(ctx, input));
  }

  override change(
    ctx: BranchContext,
    id: string,
    options: WriteOptions,
    apply: Parameters<Records<TableRow, Table>['change']>[3],
  ): ChangeResult<Table> {
    const result = super.change(ctx, id, options, apply);
    return { ...result, object: this.withOccupancy(ctx, result.object) };
  }

  /** The stored page with each table's occupancy as it is now (a branch has tens of tables). */
  override listBody(
    query: Parameters<Records<TableRow, Table>['listBody']>[0],
    filters: Filter[] = [],
  ): string {
    const page = JSON.parse(super.listBody(query, filters)) as { data: Table[] };
    const byTable = this.orders().openOrdersByTable({
      companyId: '',
      branchId: query.branchId,
    });
    page.data = page.data.map((t) =>
      this.withOccupancy({ companyId: '', branchId: query.branchId }, t, byTable),
    );
    return JSON.stringify(page);
  }

  /** POST /tables/{id}/status: the status staff set; freeing a table in use is refused. */
  setStatus(ctx: BranchContext, id: string, input: unknown, options: WriteOptions = {}): Table {
    const v = new Validator();
    const { status } = TableStatusChange.validate(input, v) as { status: TableStatus };
    v.done();
    return this.change(ctx, id, options, (current) => {
      // Checked before the no-op: an available table with guests is not "freed" either.
      const open = this.openOrders(ctx, id);
      if (open.length > 0 && NOT_WHILE_OCCUPIED.includes(status))
        throw new AppError(
          'table_has_open_order',
          `Table ${current.name} has an open order (${open[0]}): it cannot be ${status.replace(/_/g, ' ')} until the order is completed, canceled or moved.`,
          [],
          {
            open_order_ids: open,
            allowed_actions: tableActions(current.status, true, false),
          },
        );
      if (status === current.status) return undefined;
      return { set: { status }, event: 'updated', previous: { status: current.status } };
    }).object;
  }

  /**
   * POST /tables/{id}/transfer: every open order of the table moves to a table that has none
   * and is available or reserved. One transaction: the orders and both tables' versions.
   */
  transfer(ctx: BranchContext, id: string, input: unknown, options: WriteOptions = {}): TableMove {
    const v = new Validator();
    const { to_table_id: toId } = TableTransfer.validate(input, v) as { to_table_id: string };
    if (toId === id)
      v.add('to_table_id', 'to_table_id must be another table than the one the order leaves.');
    v.done();
    return this.events.transaction(() => {
      const from = this.row(ctx, id, false);
      checkVersion(this.resource.singular, from.version, options);
      const open = this.openOrders(ctx, id);
      if (open.length === 0)
        throw new AppError(
          'table_not_occupied',
          `Table ${from.name} has no open order to transfer.`,
          [],
          { allowed_actions: tableActions(from.status, false, false) },
        );
      const to = this.receiving(ctx, toId, 'to_table_id');
      this.orders().moveToTable(ctx, open, to.id);
      this.bookingsFollow(ctx, open, to.id);
      return {
        tables: [this.get(ctx, to.id), this.get(ctx, from.id)],
        order_id: open[0]!,
        moved_order_ids: open,
        canceled_order_ids: [],
      };
    });
  }

  /**
   * POST /tables/{id}/merge: the open orders of several tables become one order on this table.
   * The receiving order is the table's oldest open one (or, when it has none, the oldest of the
   * others'); the others' lines move into it and they are canceled.
   */
  merge(ctx: BranchContext, id: string, input: unknown, options: WriteOptions = {}): TableMove {
    const v = new Validator();
    const body = TableMerge.validate(input, v) as { table_ids: string[] };
    if (body.table_ids?.includes(id))
      v.add('table_ids', 'table_ids lists the tables joining this one, not this table itself.');
    v.done();
    return this.events.transaction(() => {
      const byTable = this.orders().openOrdersByTable(ctx);
      const into = this.row(ctx, id, false);
      checkVersion(this.resource.singular, into.version, options);
      const others = body.table_ids.map((tid) => this.named(ctx, tid, 'table_ids'));
      const intoOpen = byTable.get(into.id) ?? [];
      if (intoOpen.length === 0 && !FREE.includes(into.status)) this.receiving(ctx, into.id, 'id');
      const joining = others.flatMap((t) => byTable.get(t.id) ?? []);
      const all = [...intoOpen, ...joining];
      if (all.length < 2)
        throw new AppError(
          'nothing_to_merge',
          `These tables have ${all.length === 0 ? 'no open order' : 'one open order'}: merging needs at least two.`,
        );
      const [target, ...sources] = intoOpen.length > 0 ? all : [...joining].sort();
      this.orders().merge(ctx, target!, sources, into.id);
      this.bookingsFollow(ctx, all, into.id, target!);
      return {
        tables: [into, ...others].map((t) => this.get(ctx, t.id)),
        order_id: target!,
        moved_order_ids: intoOpen.includes(target!) ? [] : [target!],
        canceled_order_ids: sources,
      };
    });
  }

  /** Deletes tables deleted before `cutoff` that no booking names any more. */
  pruneTombstones(changes: ChangeCounter, cutoff: string): number {
    return changes.pruneTombstones(
      'tables',
      cutoff,
      'NOT EXISTS (SELECT 1 FROM booking_tables bt WHERE bt.table_id = tables.id)',
    );
  }

  /** A table a body names (`path`): a live one of the branch, else 422 at that field. */
  private named(ctx: BranchContext, id: string, path: string): TableRow {
    const row = this.table.find(id, ctx.branchId);
    if (!row || row.company_id !== ctx.companyId || row.deleted_at !== null)
      throw new AppError('validation_failed', `${path}: no table with id ${id} in this branch.`, [
        { path, message: `${path} must name live tables of this branch.` },
      ]);
    return row;
  }

  /** A live table that can receive guests: no open order, available or reserved. */
  private receiving(ctx: BranchContext, id: string, path: string): TableRow {
    const to = this.named(ctx, id, path);
    const open = this.openOrders(ctx, id);
    if (open.length > 0 || !FREE.includes(to.status))
      throw new AppError(
        'table_not_free',
        open.length > 0
          ? `Table ${to.name} already has an open order (${open[0]}).`
          : `Table ${to.name} is ${to.status.replace(/_/g, ' ')}: only an available or reserved table can receive guests.`,
        [],
        { table_id: to.id, open_order_ids: open, table_status: to.status },
      );
    return to;
  }
}
