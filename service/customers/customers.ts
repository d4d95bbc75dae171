import { AppError } from '../../shared/errors';
import type { Database } from '../db/database';
import type { EventLog } from '../events/event-log';
import type { BranchContext } from '../resources/context';
import { text, type Field } from '../resources/fields';
import type { Filter } from '../resources/listing';
import { Records } from '../resources/records';
import { defineResource, type StoredRow } from '../resources/resource';
import { rowTable } from '../resources/table';
import type { Clock } from '../util/clock';
import { CONTACT_LIMITS, normalizeEmail, normalizePhone } from './contact';

export const CUSTOMER_LIMITS = { name: 200, code: 64, note: 2000, search: 100 } as const;

export interface CustomerRow extends StoredRow {
  name: string;
  email: string | null;
  phone: string | null;
  code: string | null;
  note: string | null;
}

export interface Customer {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  code: string | null;
  note: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** Optional contact text, stored normalized; null or "" clears. */
function contact(rule: {
  max: number;
  about: string;
  example: string;
  normalize: (value: string) => { problem: string } | Record<string, string>;
}): Field {
  const type = ['string', 'null'];
  return {
    input: { type, maxLength: rule.max, description: rule.about, examples: [rule.example] },
    output: { type, examples: [rule.example] },
    required: false,
    columns: (name) => [name],
    defaults: (name) => ({ [name]: null }),
    parse(v, name, value, _present, into) {
      if (value === null || value === '') {
        into[name] = null;
        return;
      }
      if (typeof value !== 'string') {
        v.add(name, `${name} must be text or null.`);
        return;
      }
      const result = rule.normalize(value);
      if ('problem' in result) v.add(name, result.problem!);
      else into[name] = result[name];
    },
    read: (row, name) => row[name],
  };
}

/** A customer of the branch. Email and phone are unique among its live customers. */
export const CUSTOMERS = defineResource<Customer>({
  name: 'customers',
  singular: 'customer',
  idPrefix: 'cus',
  table: 'customers',
  component: 'Customer',
  fields: {
    name: text({
      label: 'Name',
      min: 1,
      max: CUSTOMER_LIMITS.name,
      required: true,
      examples: ['Ann Lee'],
    }),
    email: contact({
      max: CONTACT_LIMITS.email,
      about: 'Stored in lower case; unique among the branch’s customers',
      example: 'ann@example.com',
      normalize: normalizeEmail,
    }),
    phone: contact({
      max: CONTACT_LIMITS.phone,
      about: 'E.164 ("+", country code, number; digits only); unique among the branch’s customers',
      example: '+441632960961',
      normalize: normalizePhone,
    }),
    code: text({
      label: 'code',
      max: CUSTOMER_LIMITS.code,
      nullable: true,
      about: 'Your own reference (a loyalty card number, an ERP account).',
      examples: ['C-1042'],
    }),
    note: text({ label: 'note', max: CUSTOMER_LIMITS.note, nullable: true, multiline: true }),
  },
  create: {
    examples: [
      { name: 'Ann Lee', email: 'ann@example.com', phone: '+441632960961', code: 'C-1042' },
    ],
  },
});

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The list's search filters: name contains; email, phone and code equal (email in any case). */
export function customerListFilters(query: {
  name?: string;
  email?: string;
  phone?: string;
  code?: string;
}): Filter[] {
  const filters: Filter[] = [];
  if (query.name !== undefined)
    filters.push({
      param: 'name',
      condition: "name LIKE ? ESCAPE '\\'",
      values: [`%${escapeLike(query.name.trim())}%`],
    });
  if (query.email !== undefined)
    filters.push({
      param: 'email',
      condition: 'email = ?',
      values: [query.email.trim().toLowerCase()],
    });
  if (query.phone !== undefined)
    filters.push({ param: 'phone', condition: 'phone = ?', values: [query.phone.trim()] });
  if (query.code !== undefined)
    filters.push({ param: 'code', condition: 'code = ?', values: [query.code.trim()] });
  return filters;
}

/**
 * The branch's customers: the shared reads and create, plus the uniqueness of email and phone
 * (409 naming the customer that has it). Not webhook events; followed with sync tokens.
 */
export class CustomerService extends Records<CustomerRow, Customer> {
  constructor(db: Database, events: EventLog, clock: Clock) {
    super(db, CUSTOMERS, rowTable<CustomerRow>(db, 'customers', CUSTOMERS.columns), events, clock, {
      events: false,
      check: (ctx, changes, current) => {
        for (const field of ['email', 'phone'] as const) {
          const value = changes[field];
          if (value) this.assertUnique(ctx, field, value, current?.id);
        }
      },
    });
  }

  private assertUnique(
    ctx: BranchContext,
    field: 'email' | 'phone',
    value: string,
    selfId: string | undefined,
  ): void {
    const other = this.db
      .prepare<[string, string], { id: string }>(
        `SELECT id FROM customers WHERE branch_id = ? AND ${field} = ? AND deleted_at IS NULL`,
      )
      .get(ctx.branchId, value);
    if (other && other.id !== selfId) {
      throw new AppError(
        'conflict',
        `Another customer of this branch (${other.id}) has this ${field}.`,
        [{ path: field, message: `${field} is already used by customer ${other.id}.` }],
        { existing_id: other.id },
      );
    }
  }
}
