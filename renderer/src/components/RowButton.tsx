import type { ButtonHTMLAttributes } from 'react';

/** A button of RowActions; the Actions menu clones it into a menu item, so other props pass on. */
export function RowButton({
  danger,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { danger?: boolean }) {
  const classes = ['btn btn-small', danger && 'btn-danger-ghost', className].filter(Boolean);
  return <button type="button" {...props} className={classes.join(' ')} />;
}
