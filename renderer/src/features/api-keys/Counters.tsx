import type { KeyStatsInfo } from '../../../../shared/ipc';
import { formatNumber } from '../../format';

export function Counters({ stats }: { stats: KeyStatsInfo }) {
  const items: [string, number][] = [
    ['Total keys', stats.total_keys],
    ['Active keys', stats.active_keys],
    ['Total requests', stats.total_requests],
    ['Requests today', stats.requests_today],
  ];
  return (
    <div className="counters">
      {items.map(([label, value]) => (
        <div key={label} className="counter" role="group" aria-label={label}>
          <span className="counter-label">{label}</span>
          <span
            className="counter-value"
            data-testid={`counter-${label.toLowerCase().replace(/ /g, '-')}`}
          >
            {formatNumber(value)}
          </span>
        </div>
      ))}
    </div>
  );
}
