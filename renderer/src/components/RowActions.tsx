import { useContext, type ReactNode } from 'react';
import { ActionMenu } from './ActionMenu';
import { FitContext } from './table-fit';

/** A row's action buttons: inline while the table has room, else behind an Actions menu. */
export function RowActions({ label, children }: { label: string; children: ReactNode }) {
  const fit = useContext(FitContext);
  if (fit === 'full' || fit === 'stacked') return <>{children}</>;
  return <ActionMenu label={label}>{children}</ActionMenu>;
}
