import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionLabel, AUDIT_ACTIONS, describeAudit } from '../../shared/audit';
import { SCOPE_GROUPS } from '../../shared/scopes';
import { SCOPE_PRESETS } from '../../shared/scope-presets';

/** Every `kind.what` string the service passes as an audit `action`. */
function recordedActions(dir = 'service'): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...recordedActions(path));
    else if (path.endsWith('.ts')) {
      for (const m of readFileSync(path, 'utf8').matchAll(/\baction:\s*([^\n]+)/g)) {
        for (const q of m[1]!.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) found.push(q[1]!);
      }
    }
  }
  return [...new Set(found)].sort();
}

describe('audit sentences', () => {
  it('has a sentence for every action the service records', () => {
    const actions = recordedActions();
    expect(actions).toContain('api_key.permissions_changed');
    expect(actions.filter((a) => !AUDIT_ACTIONS.includes(a))).toEqual([]);
  });

  it('says what changed in a key’s permissions, and names actions in words', () => {
    const sentence = describeAudit({
      action: 'api_key.permissions_changed',
      actor: 'user:admin',
      actor_name: 'Admin',
      target_id: 'pk_x',
      target_name: 'ERP sync',
      details: { added: ['orders:view'], removed: ['products:view'], scopes: ['orders:view'] },
    });
    expect(sentence).toBe(
      'Changed the permissions of API key "ERP sync" (pk_x): added orders:view; removed products:view.',
    );
    expect(actionLabel('api_key.secret_regenerated')).toBe('API key: secret regenerated');
  });

  it('presets name only scopes of the catalog', () => {
    const known = new Set(
      SCOPE_GROUPS.flatMap((g) => g.actions.map((a) => `${g.entity}:${a.action}`)),
    );
    for (const p of SCOPE_PRESETS) expect(p.scopes.filter((s) => !known.has(s))).toEqual([]);
  });
});
