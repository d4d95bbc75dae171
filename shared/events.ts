/** The webhook event catalog: the seven catalog events (spec section 6), one place. */

export const EVENT_TYPES = [
  'product.created',
  'product.updated',
  'product.deleted',
  'product.stock_updated',
  'category.created',
  'category.updated',
  'category.deleted',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** Sent by "Send test event"; never stored as a catalog event. */
export const PING_EVENT = 'ping';

export const EVENT_LABELS: Record<EventType, string> = {
  'product.created': 'A product is added',
  'product.updated': 'Product details change',
  'product.deleted': 'A product is removed',
  'product.stock_updated': 'Stock levels change',
  'category.created': 'A category is added',
  'category.updated': 'Category details change',
  'category.deleted': 'A category is removed',
};

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}
