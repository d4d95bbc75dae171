import { useEffect, useId, useRef, type ReactNode } from 'react';
import { addToastSlot, removeToastSlot } from './toast-slots';

const FOCUSABLE =
  'input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';
const FIELD =
  'input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled])';

/** Where focus goes when a dialog opens: its first field, else its first control, else Cancel. */
function initialFocus(dialog: HTMLDialogElement): HTMLElement | null {
  const body = dialog.querySelector<HTMLElement>('.modal-body');
  const footer = dialog.querySelector<HTMLElement>('.modal-footer');
  return (
    body?.querySelector<HTMLElement>(FIELD) ??
    body?.querySelector<HTMLElement>(FOCUSABLE) ??
    footer?.querySelector<HTMLElement>(FOCUSABLE) ??
    null
  );
}

/**
 * A modal dialog on the native <dialog>: focus is trapped, Escape closes, the title labels it.
 * It opens on its first field and gives focus back to what opened it when it closes.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  wide,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const slot = slotRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocus(dialog)?.focus();
    if (slot) {
      addToastSlot(slot);
    }
    return () => {
      if (slot) {
        removeToastSlot(slot);
      }
      dialog.close();
      // The opener may be gone (a deleted row, a closed menu): then the tab panel takes focus.
      const target =
        opener && opener.isConnected && opener !== document.body
          ? opener
          : document.getElementById('tab-panel');
      target?.focus({ preventScroll: true });
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`modal${wide ? ' modal-wide' : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-btn" aria-label="Close" onClick={onClose}>
          ✕
        </button>
      </div>
      <div className="modal-body">{children}</div>
      <div className="modal-toasts" ref={slotRef} />
      {footer && <div className="modal-footer">{footer}</div>}
    </dialog>
  );
}
