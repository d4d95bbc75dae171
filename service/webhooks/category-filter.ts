import type { EventBody } from '../events/event-log';

/**
 * The category filter of a webhook (docs/webhooks.md, "Category filter"): a product event goes
 * to a filtered webhook when the product's category after the change is in the filter, or the
 * one before it when the change moved the product (`data.previous.category_id`), so a receiver
 * also sees a product leave its categories. Category events and unfiltered webhooks pass.
 */
export function filterPasses(categoryIds: string | null, type: string, body: string): boolean {
  if (categoryIds === null || !type.startsWith('product.')) return true;
  const wanted = JSON.parse(categoryIds) as string[];
  return productCategories(body).some((id) => id !== null && wanted.includes(id));
}

/** The product's category after the change and, when it moved, before it. */
function productCategories(body: string): (string | null)[] {
  const data = (JSON.parse(body) as EventBody).data;
  const object = data.object as { category_id?: string | null } | null;
  const ids = [object?.category_id ?? null];
  if (data.previous && 'category_id' in data.previous)
    ids.push((data.previous.category_id as string | null) ?? null);
  return ids;
}
