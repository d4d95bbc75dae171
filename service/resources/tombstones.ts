import type { Database } from '../db/database';
import type { RetentionRule } from '../maintenance/maintenance';
import type { Clock } from '../util/clock';
import { ChangeCounter } from './change-counter';
import { TOMBSTONE_RETENTION_DAYS } from './sync-token';

/** A resource owner whose deleted rows (tombstones) are pruned with the others. */
export interface TombstoneOwner {
  readonly tombstoneTables: readonly string[];
  pruneTombstones(changes: ChangeCounter, cutoff: string): number;
}

/**
 * Tombstones older than the sync window, pruned for every owner in one transaction (sync tokens
 * older than a pruned tombstone then answer 410). Owners are listed so that a row that names
 * another goes first (products before categories, bookings before tables).
 */
export function tombstoneRetention(
  db: Database,
  clock: Clock,
  owners: readonly TombstoneOwner[],
): RetentionRule {
  return {
    name: 'tombstones',
    tables: owners.flatMap((o) => o.tombstoneTables),
    keeps: `${TOMBSTONE_RETENTION_DAYS} days of deleted rows (the sync window; older sync tokens answer 410)`,
    prune: () => {
      const cutoff = new Date(clock.now() - TOMBSTONE_RETENTION_DAYS * 86_400_000).toISOString();
      return db.tx(() => {
        const changes = new ChangeCounter(db);
        return owners.reduce((n, owner) => n + owner.pruneTombstones(changes, cutoff), 0);
      });
    },
  };
}
