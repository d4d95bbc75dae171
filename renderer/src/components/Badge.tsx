import type { ReactNode } from 'react';

export function Badge({
  tone,
  children,
}: {
  tone: 'green' | 'gray' | 'red' | 'amber' | 'blue';
  children: ReactNode;
}) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
