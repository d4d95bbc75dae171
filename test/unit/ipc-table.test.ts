import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../shared/ipc';
import { HANDLER_MODULES, handlerTable } from '../../service/admin/handlers';
import type { AdminKit } from '../../service/admin/kit';

// The factories only close over the kit; none is called while the table is built.
const kit = {} as AdminKit;

describe('the IPC handler table', () => {
  it('has exactly one handler per channel of the contract', () => {
    const owners = new Map<string, number>();
    for (const module of HANDLER_MODULES)
      for (const channel of Object.keys(module(kit)))
        owners.set(channel, (owners.get(channel) ?? 0) + 1);
    const twice = [...owners].filter(([, n]) => n > 1).map(([c]) => c);
    expect(twice).toEqual([]);
    expect([...owners.keys()].sort()).toEqual([...CHANNELS].sort());
    expect(Object.keys(handlerTable(kit)).sort()).toEqual([...CHANNELS].sort());
  });

  it('gives every handler an access level', () => {
    for (const [channel, entry] of Object.entries(handlerTable(kit)))
      expect(['public', 'user', 'admin', 'super_admin'], channel).toContain(entry.access);
  });
});
