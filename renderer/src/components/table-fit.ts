import { createContext } from 'react';

/**
 * How a table fits its container, roomiest first: `full` (actions in a row), `stacked` (actions
 * one under the other), `compact` (actions in a menu, less padding), `cards` (each row a block).
 * TableWrap steps down while the table overflows, and back up once the container is as wide as
 * the roomier layout needed, so the choice follows the content rather than fixed breakpoints.
 */
export const FITS = ['full', 'stacked', 'compact', 'cards'] as const;
export type Fit = (typeof FITS)[number];
export const FitContext = createContext<Fit>('full');
