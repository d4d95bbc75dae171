import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useApp } from '../store/app';
import { innermostToastSlot, subscribeToastSlots } from './toast-slots';

/**
 * The newest toasts (the store keeps three). While a dialog is open they sit inside it, in the
 * flow between its body and its buttons, so they are announced and never cover a button.
 */
export function Toasts() {
  const toasts = useApp((s) => s.toasts);
  const dismiss = useApp((s) => s.dismiss);
  const slot = useSyncExternalStore(subscribeToastSlots, innermostToastSlot);
  const list = (
    <div className={`toasts${slot ? ' toasts-inline' : ''}`} aria-live="polite" role="status">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`}>
          <span>{t.message}</span>
          <button
            type="button"
            className="icon-btn"
            aria-label="Dismiss"
            onClick={() => dismiss(t.id)}
          >
            ✕
          </button>
        </div>
      ))}
    </div>
  );
  return slot ? createPortal(list, slot) : list;
}
