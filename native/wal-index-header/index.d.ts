/** A read-only shared mapping of the first page of a `-shm` file. */
export interface WalIndexMapping {
  readonly __brand: 'WalIndexMapping';
}
/** Maps the first page of the open file `fd` read-only (shared); throws on any error. Never closes `fd`. */
export function map(fd: number): WalIndexMapping;
/**
 * A function that returns true when the header differs from its own last copy (which it then
 * updates); the first call returns true. Throws once the mapping is unmapped.
 */
export function watcher(mapping: WalIndexMapping): () => boolean;
/** Unmaps now (also done when the mapping is garbage-collected). */
export function unmap(mapping: WalIndexMapping): void;
