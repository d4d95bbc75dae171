import { CONTACT_LIMITS, normalizePhone } from '../customers/contact';
import { idSchema, integer, reference, text, type Field } from '../resources/fields';
import { defineBody, defineResource, type StoredRow } from '../resources/resource';
import { parseInstant } from '../util/instant';

/** The booking resource: its statuses and moves, its row, its representation and its schemas. */

export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'arrived',
  'seated',
  'completed',
  'canceled',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The moves a booking's state allows, each its own route: POST /bookings/{id}/<action>. */
export const BOOKING_MOVES = {
  confirm: 'confirmed',
  arrive: 'arrived',
  seat: 'seated',
  complete: 'completed',
  cancel: 'canceled',
  no_show: 'no_show',
} as const satisfies Record<string, BookingStatus>;
export type BookingMove = keyof typeof BOOKING_MOVES;

/**
 * From each status, the moves allowed: forward along pending → confirmed → arrived → seated →
 * completed (a step may be skipped: a walk-in booking is seated at once), canceled until the
 * guests sit, no_show until they arrive. completed, canceled and no_show are final.
 */
export const MOVES_FROM: Record<BookingStatus, readonly BookingMove[]> = {
  pending: ['confirm', 'arrive', 'seat', 'cancel', 'no_show'],
  confirmed: ['arrive', 'seat', 'cancel', 'no_show'],
  arrived: ['seat', 'cancel'],
  seated: ['complete'],
  completed: [],
  canceled: [],
  no_show: [],
};

/** Bookings in these statuses hold their tables for their time. */
export const HOLDING: readonly BookingStatus[] = ['pending', 'confirmed', 'arrived', 'seated'];
/** The details (time, party, tables) change until the guests sit. */
export const EDITABLE: readonly BookingStatus[] = ['pending', 'confirmed', 'arrived'];

export const BOOKING_LIMITS = {
  guestName: 200,
  partySize: 500,
  minDuration: 15,
  maxDuration: 1440,
  tables: 20,
  note: 1000,
} as const;

/** starts_at from 2000 to 9998, so ends_at always has a 4-digit year. */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(9999, 0, 1) - 2 * 86_400_000;

export function bookingActions(status: BookingStatus, deleted: boolean): string[] {
  if (deleted) return [];
  return [
    ...(EDITABLE.includes(status) ? ['update'] : []),
    ...MOVES_FROM[status],
    ...(status !== 'seated' ? ['delete'] : []),
  ];
}

export interface BookingRow extends StoredRow {
  guest_name: string;
  phone: string;
  customer_id: string | null;
  party_size: number;
  starts_at: string;
  duration_minutes: number;
  status: BookingStatus;
  /** JSON array of table ids. */
  table_ids: string;
  order_id: string | null;
  note: string | null;
}

export interface Booking {
  id: string;
  guest_name: string;
  phone: string;
  customer_id: string | null;
  party_size: number;
  starts_at: string;
  duration_minutes: number;
  table_ids: string[];
  note: string | null;
  ends_at: string;
  status: BookingStatus;
  order_id: string | null;
  allowed_actions: string[];
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

const endsAt = (startsAt: string, minutes: number) =>
  new Date(Date.parse(startsAt) + minutes * 60_000).toISOString();

const phone: Field = {
  input: {
    type: 'string',
    maxLength: CONTACT_LIMITS.phone,
    description: 'E.164 ("+", country code, number; digits only), to reach the guest',
    examples: ['+441632960961'],
  },
  output: { type: 'string', examples: ['+441632960961'] },
  required: true,
  columns: (name) => [name],
  defaults: () => ({}),
  parse(v, name, value, present, into) {
    if (!present || typeof value !== 'string') {
      v.add(name, present ? `${name} must be text.` : `${name} is required.`);
      return;
    }
    const result = normalizePhone(value);
    if ('problem' in result) v.add(name, result.problem);
    else into[name] = result.phone;
  },
  read: (row, name) => row[name],
};

const partySize: Field = {
  ...integer({
    label: 'party_size',
    min: 1,
    max: BOOKING_LIMITS.partySize,
    description: 'How many guests',
    examples: [4],
  }),
  required: true,
};

const startsAt: Field = {
  input: {
    type: 'string',
    format: 'date-time',
    description: 'When the guests come (RFC 3339 with an offset); stored and shown in UTC',
    examples: ['2026-11-21T19:30:00+00:00'],
  },
  output: { type: 'string', format: 'date-time', examples: ['2026-11-21T19:30:00.000Z'] },
  required: true,
  columns: (name) => [name],
  defaults: () => ({}),
  parse(v, name, value, present, into) {
    if (!present || typeof value !== 'string') {
      v.add(name, present ? `${name} must be a date and time.` : `${name} is required.`);
      return;
    }
    const parsed = parseInstant(value);
    if (!parsed.ok) v.add(name, `${name} ${parsed.problem}.`);
    else if (parsed.date.getTime() < EARLIEST || parsed.date.getTime() > LATEST)
      v.add(name, `${name} must be between the years 2000 and 9998.`);
    else into[name] = parsed.date.toISOString();
  },
  read: (row, name) => row[name],
};

const tableIds: Field = {
  input: {
    type: 'array',
    maxItems: BOOKING_LIMITS.tables,
    uniqueItems: true,
    items: idSchema('tbl'),
    description:
      'The tables the booking holds for its time (needs tables:manage_reservations); [] for none yet',
  },
  output: { type: 'array', items: { type: 'string' } },
  required: false,
  columns: (name) => [name],
  defaults: (name) => ({ [name]: '[]' }),
  parse(v, name, value, _present, into) {
    if (
      !Array.isArray(value) ||
      value.length > BOOKING_LIMITS.tables ||
      !value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 64) ||
      new Set(value).size !== value.length
    )
      v.add(
        name,
        `${name} must be a list of at most ${BOOKING_LIMITS.tables} different table ids.`,
      );
    else into[name] = JSON.stringify(value);
  },
  read: (row, name) => JSON.parse(row[name] as string) as string[],
};

/** A booking of a restaurant branch. */
export const BOOKINGS = defineResource<Booking>({
  name: 'bookings',
  singular: 'booking',
  idPrefix: 'bkg',
  table: 'bookings',
  component: 'Booking',
  fields: {
    guest_name: text({
      label: 'guest_name',
      min: 1,
      max: BOOKING_LIMITS.guestName,
      required: true,
      examples: ['Ann Lee'],
    }),
    phone,
    customer_id: reference({
      prefix: 'cus',
      label: 'customer',
      description: 'A live customer of the branch, or null',
    }),
    party_size: partySize,
    starts_at: startsAt,
    duration_minutes: integer({
      label: 'duration_minutes',
      min: BOOKING_LIMITS.minDuration,
      max: BOOKING_LIMITS.maxDuration,
      description:
        'How long the tables are held; default: the branch setting booking_duration_minutes (90 unless changed)',
      examples: [90],
    }),
    table_ids: tableIds,
    note: text({
      label: 'note',
      max: BOOKING_LIMITS.note,
      nullable: true,
      multiline: true,
      examples: ['Window seat; one high chair'],
    }),
  },
  outputs: {
    ends_at: {
      output: { type: 'string', format: 'date-time', description: 'starts_at + duration_minutes' },
      readOnly: 'ends_at is starts_at + duration_minutes.',
      read: (row) => endsAt(row.starts_at as string, row.duration_minutes as number),
    },
    status: {
      output: { type: 'string', enum: [...BOOKING_STATUSES], examples: ['confirmed'] },
      columns: ['status'],
      readOnly: 'status changes with POST /bookings/{id}/<action> (allowed_actions lists them).',
      read: (row) => row.status,
    },
    order_id: {
      output: {
        type: ['string', 'null'],
        description: 'The order opened when the booking was seated with open_order',
      },
      columns: ['order_id'],
      readOnly: 'order_id is set when the booking is seated with open_order.',
      read: (row) => row.order_id,
    },
    allowed_actions: {
      output: {
        type: 'array',
        items: { type: 'string', enum: ['update', 'delete', ...Object.keys(BOOKING_MOVES)] },
        description:
          'What may be done now: update (PATCH), delete, and the moves (POST /bookings/{id}/<action>)',
        examples: [['update', 'arrive', 'seat', 'cancel', 'no_show', 'delete']],
      },
      readOnly: 'allowed_actions is derived from the status.',
      read: (row) => bookingActions(row.status as BookingStatus, row.deleted_at !== null),
    },
  },
  create: {
    examples: [
      {
        guest_name: 'Ann Lee',
        phone: '+441632960961',
        party_size: 4,
        starts_at: '2026-11-21T19:30:00+00:00',
        table_ids: ['tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC'],
        note: 'Window seat',
      },
    ],
  },
  update: {
    description:
      'While pending, confirmed or arrived. table_ids needs tables:manage_reservations; a table another booking holds at an overlapping time is 409 table_conflict.',
    examples: [{ party_size: 6, starts_at: '2026-11-21T20:00:00+00:00' }],
  },
});

export const BookingSeat = defineBody({
  component: 'BookingSeat',
  description:
    'open_order: true opens an order (no lines yet) on the booking’s first table, for its customer (needs orders:create).',
  fields: {
    open_order: {
      input: { type: 'boolean', default: false },
      output: { type: 'boolean' },
      required: false,
      columns: (name) => [name],
      defaults: () => ({}),
      parse(v, name, value, _present, into) {
        if (typeof value !== 'boolean') v.add(name, `${name} must be true or false.`);
        else into[name] = value;
      },
      read: (row, name) => row[name],
    },
  },
  examples: [{ open_order: true }],
});
