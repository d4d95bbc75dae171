import { AppError } from '../../shared/errors';
import { INDUSTRIES, SCOPE_GROUPS, scopeGroupsFor, type Industry } from '../../shared/scopes';
import type { CliCommand } from './command';
import { optional } from './command';

export const scopeCommands: CliCommand[] = [
  {
    name: 'scopes',
    summary: 'The permission scopes an API key can hold, by group',
    usage: `scopes [--industry ${INDUSTRIES.join('|')}]`,
    options: { industry: { type: 'string' } },
    examples: ['cli scopes', 'cli scopes --industry retail', 'cli --json scopes'],
    run({ values }) {
      const industry = optional(values, 'industry');
      if (industry !== undefined && !INDUSTRIES.includes(industry as Industry))
        throw new AppError('validation_failed', `Industry must be ${INDUSTRIES.join(', ')}.`, [
          { path: 'industry', message: `Industry must be ${INDUSTRIES.join(', ')}.` },
        ]);
      const groups = industry ? scopeGroupsFor(industry as Industry) : SCOPE_GROUPS;
      const data = {
        groups: groups.map((g) => ({
          entity: g.entity,
          label: g.label,
          restaurant_only: g.restaurantOnly,
          scopes: g.actions.map((a) => ({ scope: `${g.entity}:${a.action}`, label: a.label })),
        })),
      };
      const width = Math.max(...data.groups.flatMap((g) => g.scopes.map((s) => s.scope.length)));
      const text = [
        ...data.groups.map((g) =>
          [
            `${g.label} (${g.entity}:* for all)${g.restaurant_only ? ', restaurant companies only' : ''}`,
            ...g.scopes.map((s) => `  ${s.scope.padEnd(width)}  ${s.label}`),
          ].join('\n'),
        ),
        'Pass them to `cli keys create --scopes` separated by commas.',
      ].join('\n\n');
      return { data, text };
    },
  },
];
