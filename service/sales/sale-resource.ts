import { AppError } from '../../shared/errors';
import type { IdPrefix } from '../util/ids';
import type { JsonSchema } from '../resources/fields';
import { defineListing } from '../resources/listing';
import type { Resource } from '../resources/resource';

/**
 * A resource whose representation is computed from its row (orders, payments) rather than
 * declared field by field: the toolkit's routes, listings and `Records.change` work with it as
 * with any declared resource, while its service validates its own bodies (create and update
 * are the service's methods, not the field validator's).
 */
export function defineComputedResource<Rep>(declaration: {
  name: string;
  singular: string;
  idPrefix: IdPrefix;
  table: string;
  component: string;
  /** Every column of the table, in a stable order. */
  columns: string[];
  representation: JsonSchema;
  create: JsonSchema;
  update: JsonSchema;
  represent(row: object): Rep;
}): Resource<Rep> {
  const { representation, create, update, represent, columns, ...names } = declaration;
  return {
    ...names,
    fields: {},
    columns,
    updatable: Object.keys((update.properties as object | undefined) ?? {}),
    schemas: {
      representation: { $id: names.component, ...representation },
      create: { $id: `${names.component}Create`, ...create },
      update: { $id: `${names.component}Update`, ...update },
    },
    listing: defineListing({
      resource: names.name,
      table: names.table,
      json: 'json',
      listed: 'deleted_at IS NULL',
    }),
    validate() {
      throw new AppError('internal_error', `The ${names.singular} service validates its bodies.`);
    },
    represent,
    json: (row) => JSON.stringify(represent(row)),
  };
}
