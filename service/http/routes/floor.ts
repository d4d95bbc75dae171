import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Writer } from '../../resources/writer';
import {
  BOOKINGS,
  BOOKING_MOVES,
  BOOKING_STATUSES,
  BookingSeat,
  type BookingMove,
} from '../../floor/booking-representation';
import type { BookingQuery } from '../../floor/bookings';
import type { Floor } from '../../floor/floor';
import { isCalendarDate } from '../../floor/local-day';
import { TABLES, TableMerge, TableStatusChange, TableTransfer } from '../../floor/tables';
import {
  actionRoute,
  createRoute,
  deleteRoute,
  getRoute,
  listRoute,
  updateRoute,
} from '../../resources/routes';
import { AppError } from '../../../shared/errors';
import { requireScope } from '../auth';
import { idParam, type PageQuery } from '../../resources/http';

/**
 * /tables and /bookings: a restaurant's floor. For companies of other industries these paths do
 * not exist (404 before the scope check, service/http/auth.ts), as their keys cannot hold the
 * tables and bookings scopes.
 */

/** Naming tables on a booking reserves them: tables:manage_reservations. */
function authorizeTableIds(request: FastifyRequest): void {
  const body = request.body as Record<string, unknown> | undefined;
  if (body && Object.prototype.hasOwnProperty.call(body, 'table_ids'))
    requireScope(request, 'tables:manage_reservations');
}

function tableRoutes(floor: Floor, writer: Writer) {
  const base = { resource: TABLES, records: floor.tables, tags: ['Tables'] };
  return async (app: FastifyInstance): Promise<void> => {
    listRoute<PageQuery>(app, {
      path: '/tables',
      component: 'Table',
      scope: 'tables:view',
      tags: base.tags,
      summary: 'List tables (cursor pagination, incremental sync)',
      description:
        '`occupied` and `open_order_ids` come from the open orders naming the table. A table takes a new version whenever an open order starts or stops naming it, so a sync returns it then too.',
      page: (query) => floor.tables.listBody(query),
    });
    getRoute(app, { ...base, scope: 'tables:view' });
    createRoute(app, writer, {
      ...base,
      scope: 'tables:create',
      description:
        'A new table is available. name is unique among the branch’s tables in any case: 409 conflict naming the table that has it.',
    });
    updateRoute(app, writer, { ...base, scope: 'tables:update' });
    deleteRoute(app, writer, {
      ...base,
      scope: 'tables:delete',
      description:
        'Returns the tombstone. A table with an open order is 409 table_has_open_order; one that a booking still to come holds is 409 table_has_bookings.',
    });

    actionRoute(app, writer, {
      path: '/tables/:id/status',
      scope: 'tables:manage_status',
      summary: 'Set the status staff see (available, reserved, dirty, out of service)',
      description:
        'occupied is not a status: it comes from the open orders. A table with an open order cannot become available or out_of_service (409 table_has_open_order). Setting the current status is a no-op. If-Match with the version you read.',
      tags: base.tags,
      params: idParam('tbl', 'table'),
      ifMatch: true,
      body: TableStatusChange.schema,
      response: 'Table',
      run: (ctx, id, body, options) => floor.tables.setStatus(ctx, id, body, options),
    });
    // Both answer the tables and orders that moved (TableMove), not one versioned row.
    actionRoute(app, writer, {
      path: '/tables/:id/transfer',
      scope: 'tables:update',
      summary: 'Move the table’s open order to another table',
      description:
        'Every open order of the table moves to to_table_id, which must have none and be available or reserved (409 table_not_free). A table without an open order is 409 table_not_occupied. A seated booking follows its order (409 table_conflict when another booking holds the receiving table then). If-Match applies to the table the order leaves.',
      tags: base.tags,
      params: idParam('tbl', 'table'),
      ifMatch: true,
      body: TableTransfer.schema,
      response: 'TableMove',
      etag: false,
      run: (ctx, id, body, options) => floor.tables.transfer(ctx, id, body, options),
    });
    actionRoute(app, writer, {
      path: '/tables/:id/merge',
      scope: 'tables:update',
      summary: 'Put other tables’ open orders into this table’s',
      description:
        'The lines of the other open orders move into one order on this table and the emptied orders are canceled. At least two open orders in all (409 nothing_to_merge). Orders with payments are not merged (409 order_has_payments). If-Match applies to this table.',
      tags: base.tags,
      params: idParam('tbl', 'table'),
      ifMatch: true,
      body: TableMerge.schema,
      response: 'TableMove',
      etag: false,
      run: (ctx, id, body, options) => floor.tables.merge(ctx, id, body, options),
    });
  };
}

const MOVE_SUMMARIES: Record<BookingMove, string> = {
  confirm: 'Confirm a pending booking',
  arrive: 'The guests have arrived',
  seat: 'Seat the guests (optionally opening an order on the booking’s table)',
  complete: 'The guests have left',
  cancel: 'Cancel the booking (releases its tables)',
  no_show: 'The guests did not come (releases its tables)',
};

function bookingRoutes(floor: Floor, writer: Writer) {
  const base = { resource: BOOKINGS, records: floor.bookings, tags: ['Bookings'] };
  return async (app: FastifyInstance): Promise<void> => {
    listRoute<PageQuery & BookingQuery>(app, {
      path: '/bookings',
      component: 'Booking',
      scope: 'bookings:view',
      tags: base.tags,
      summary: 'List bookings (by day, status or table; cursor pagination, incremental sync)',
      description:
        'Filters combine; they cannot be used with sync_token. Ordered by id (creation); sort by starts_at on your side.',
      filters: {
        date: {
          type: 'string',
          format: 'date',
          description: 'Bookings starting on this day of the branch’s time zone (YYYY-MM-DD)',
          examples: ['2026-11-21'],
        },
        status: { type: 'string', enum: [...BOOKING_STATUSES] },
        table_id: {
          type: 'string',
          maxLength: 64,
          description: 'Bookings naming this table',
          examples: ['tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC'],
        },
      },
      page: (query, q) => {
        if (q.date !== undefined && !isCalendarDate(q.date)) {
          const message = 'date must be a calendar day such as 2026-11-21.';
          throw new AppError('validation_failed', message, [{ path: 'date', message }]);
        }
        const ctx = { companyId: '', branchId: query.branchId };
        return floor.bookings.listBody(query, floor.bookings.filters(ctx, q));
      },
    });
    getRoute(app, { ...base, scope: 'bookings:view' });
    createRoute(app, writer, {
      ...base,
      scope: 'bookings:create',
      description:
        'Starts pending. duration_minutes defaults to the branch setting booking_duration_minutes. table_ids needs tables:manage_reservations; a table another booking holds at an overlapping time is 409 table_conflict.',
      authorize: authorizeTableIds,
    });
    updateRoute(app, writer, {
      ...base,
      scope: 'bookings:update',
      authorize: authorizeTableIds,
    });
    deleteRoute(app, writer, {
      ...base,
      scope: 'bookings:delete',
      description:
        'Returns the tombstone and releases its tables. A seated booking is 409 illegal_transition: complete it.',
    });

    for (const move of Object.keys(BOOKING_MOVES) as BookingMove[]) {
      actionRoute(app, writer, {
        path: `/bookings/:id/${move}`,
        scope: 'bookings:update',
        summary: MOVE_SUMMARIES[move],
        description: `Moves the booking to ${BOOKING_MOVES[move]}. When its status does not allow it: 409 illegal_transition with allowed_actions.${move === 'seat' ? ' A table with another party’s open order is 409 table_not_free. open_order: true also needs orders:create.' : ''}`,
        tags: base.tags,
        params: idParam('bkg', 'booking'),
        ifMatch: true,
        ...(move === 'seat' ? { body: BookingSeat.schema } : {}),
        response: 'Booking',
        authorize: (request) => {
          const body = request.body as Record<string, unknown> | undefined;
          if (move === 'seat' && body?.open_order === true) requireScope(request, 'orders:create');
        },
        run: (ctx, id, body, options) => floor.bookings.move(ctx, id, move, body, options),
      });
    }
  };
}

/** The floor's routes as one plugin for buildServer's extraRoutes. */
export function floorRoutes(floor: Floor, writer: Writer) {
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(tableRoutes(floor, writer));
    await app.register(bookingRoutes(floor, writer));
  };
}
