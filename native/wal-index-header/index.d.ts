/** A read-only shared mapping of the first page of a `-shm` file. */
export interface WalIndexMapping {
  readonly __brand: 'WalIndexMapping';
}
/** Maps `path` read-only (shared); throws on any error. */
export function map(path: string): WalIndexMapping;
/** True when the first `length` bytes differ from those seen at the previous call (and at the first). */
export function changed(mapping: WalIndexMapping): boolean;
/** Unmaps now (also done when the mapping is garbage-collected); later calls throw. */
export function unmap(mapping: WalIndexMapping): void;
