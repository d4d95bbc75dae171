import type { ApiKeyInfo, KeyStatsInfo } from '../../../../shared/ipc';
import type { ScopeGroup } from '../../../../shared/scopes';

/** What the API Keys tab loads: the counters, the keys, and the permission catalog. */
export interface KeysData {
  stats: KeyStatsInfo;
  keys: ApiKeyInfo[];
  groups: ScopeGroup[];
  restaurant: boolean;
}
