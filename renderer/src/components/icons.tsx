import type { ReactNode } from 'react';

/** A 16 px stroke icon in the current text colour, hidden from screen readers. */
const Icon = ({ strokeWidth = 2, children }: { strokeWidth?: number; children: ReactNode }) => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={strokeWidth}
    aria-hidden="true"
  >
    {children}
  </svg>
);

export const IconCopy = () => (
  <Icon>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h10" />
  </Icon>
);
export const IconCheck = () => (
  <Icon strokeWidth={2.5}>
    <path d="M5 12l5 5L20 7" />
  </Icon>
);
export const IconEye = ({ off }: { off?: boolean }) => (
  <Icon>
    <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
    <circle cx="12" cy="12" r="3" />
    {off && <path d="M3 3l18 18" />}
  </Icon>
);
