import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { FitContext, FITS, type Fit } from './table-fit';

/** Cards hide the header row: each cell gets its column's name to show as a label. */
function labelCells(wrap: HTMLElement): void {
  const headers = [...wrap.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
  for (const row of wrap.querySelectorAll('tbody tr')) {
    [...row.children].forEach((cell, i) => {
      if (headers[i]) cell.setAttribute('data-label', headers[i]);
    });
  }
}

export function TableWrap({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<Fit>('full');
  // The scroll width each layout needed when it stopped fitting.
  const needed = useRef<Record<Fit, number>>({
    full: Infinity,
    stacked: Infinity,
    compact: Infinity,
    cards: Infinity,
  });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const i = FITS.indexOf(fit);
    const check = () => {
      const width = el.clientWidth;
      if (width === 0) return;
      const overflows = el.scrollWidth > width + 1;
      const roomier = FITS[i - 1];
      const tighter = FITS[i + 1];
      if (overflows && tighter) {
        needed.current[fit] = el.scrollWidth;
        setFit(tighter);
      } else if (!overflows && roomier && width >= needed.current[roomier]) {
        setFit(roomier);
      }
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [fit]);
  // After every render: the rows may have changed.
  useLayoutEffect(() => {
    if (fit === 'cards' && ref.current) labelCells(ref.current);
  });
  return (
    <FitContext.Provider value={fit}>
      <div
        ref={ref}
        className={`table-wrap table-fit-${fit}${className ? ` ${className}` : ''}`}
        data-fit={fit}
      >
        {children}
      </div>
    </FitContext.Provider>
  );
}
