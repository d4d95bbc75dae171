import type { ReactNode } from 'react';

/** A form dialog's footer: Cancel, and the button that submits the form with id `form`. */
export function FormFooter({
  form,
  busy,
  onCancel,
  children,
}: {
  form: string;
  busy?: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <button type="button" className="btn" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" form={form} className="btn btn-primary" disabled={busy}>
        {children}
      </button>
    </>
  );
}
