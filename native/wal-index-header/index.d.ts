/** A read-only shared mapping of the first page of a `-shm` file. */
export interface WalIndexMapping {
  readonly __brand: 'WalIndexMapping';
}
/** Maps the first page of the open file `fd` read-only (shared); throws on any error. Never closes `fd`. */
export function map(fd: number): WalIndexMapping;
/** True when the header differs from `seen` (48 bytes, the caller's last copy), which it then updates. */
export function changed(mapping: WalIndexMapping, seen: Buffer): boolean;
/** Unmaps now (also done when the mapping is garbage-collected); later calls throw. */
export function unmap(mapping: WalIndexMapping): void;
