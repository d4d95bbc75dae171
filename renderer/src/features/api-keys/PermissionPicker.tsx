import { useEffect, useRef } from 'react';
import { presetOf, SCOPE_PRESETS } from '../../../../shared/scope-presets';
import type { ScopeGroup } from '../../../../shared/scopes';

function GroupCheckbox({
  group,
  selected,
  onChange,
}: {
  group: ScopeGroup;
  selected: Set<string>;
  onChange: (next: Set<string>) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const scopes = group.actions.map((a) => `${group.entity}:${a.action}`);
  const count = scopes.filter((s) => selected.has(s)).length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && count < scopes.length;
  }, [count, scopes.length]);
  return (
    <label className="perm-group-label">
      <input
        ref={ref}
        type="checkbox"
        checked={count === scopes.length}
        onChange={(e) => {
          const next = new Set(selected);
          for (const s of scopes) {
            if (e.target.checked) next.add(s);
            else next.delete(s);
          }
          onChange(next);
        }}
      />
      <span>{group.label}</span>
      <span className="perm-count">
        {count}/{scopes.length}
      </span>
    </label>
  );
}

/** Buttons that fill the checkboxes with a usual integration's permissions. */
function Presets({
  selected,
  onChange,
}: {
  selected: Set<string>;
  onChange: (next: Set<string>) => void;
}) {
  const current = presetOf(selected);
  return (
    <div className="perm-presets" role="group" aria-labelledby="perm-presets-label">
      <span id="perm-presets-label" className="small muted">
        Presets:
      </span>
      {SCOPE_PRESETS.map((p) => (
        <button
          key={p.id}
          type="button"
          className="btn btn-small"
          aria-pressed={current?.id === p.id}
          title={p.description}
          onClick={() => onChange(new Set(p.scopes))}
        >
          {p.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The permissions fieldset of both key dialogs: presets, then whole groups or single scopes;
 * the groups offered depend on the company's industry.
 */
export function PermissionPicker({
  groups,
  selected,
  onChange,
  error,
  restaurant,
  note,
}: {
  groups: ScopeGroup[];
  selected: Set<string>;
  onChange: (next: Set<string>) => void;
  error?: string | undefined;
  restaurant: boolean;
  /** A sentence more for the hint (the edit dialog says when a change applies). */
  note?: string;
}) {
  return (
    <fieldset
      className={`perm-picker${error ? ' field-invalid' : ''}`}
      aria-describedby="perm-hint perm-error"
    >
      <legend>Permissions</legend>
      <p className="hint-box" id="perm-hint">
        <strong>Least privilege:</strong> grant only what this integration needs. A catalog sync
        that only reads needs Products: View and Categories: View.
        {!restaurant && ' Tables and Bookings are available to restaurant companies only.'}
        {note && ` ${note}`}
      </p>
      <Presets selected={selected} onChange={onChange} />
      <div className="perm-grid">
        {groups.map((group) => (
          <div key={group.entity} className="perm-group" role="group" aria-label={group.label}>
            <GroupCheckbox group={group} selected={selected} onChange={onChange} />
            <div className="perm-actions">
              {group.actions.map((a) => {
                const scope = `${group.entity}:${a.action}`;
                return (
                  <label key={scope} className="perm-scope" title={scope}>
                    <input
                      type="checkbox"
                      checked={selected.has(scope)}
                      onChange={(e) => {
                        const next = new Set(selected);
                        if (e.target.checked) next.add(scope);
                        else next.delete(scope);
                        onChange(next);
                      }}
                    />
                    <span>{a.label}</span>
                  </label>
                );
              })}
            </div>
          </div>
        ))}
      </div>
      {error && (
        <p className="field-error" id="perm-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** "Products (all), Categories: View" */
export function summarizeScopes(scopes: string[], groups: ScopeGroup[]): string {
  const parts: string[] = [];
  for (const g of groups) {
    const mine = g.actions.filter((a) => scopes.includes(`${g.entity}:${a.action}`));
    if (mine.length === 0) continue;
    if (mine.length === g.actions.length) parts.push(`${g.label} (all)`);
    else parts.push(`${g.label}: ${mine.map((a) => a.label).join(', ')}`);
  }
  return parts.join(' · ') || '—';
}
