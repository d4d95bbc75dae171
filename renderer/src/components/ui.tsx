import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useApp } from '../store/app';

export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function ErrorBanner({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="banner banner-error" role="alert">
      <span>{message}</span>
      {onRetry && (
        <button type="button" className="btn btn-small" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty">
      <div className="empty-icon" aria-hidden="true">
        ◎
      </div>
      <h2 className="empty-title">{title}</h2>
      {children && <p>{children}</p>}
      {action}
    </div>
  );
}

export function Badge({
  tone,
  children,
}: {
  tone: 'green' | 'gray' | 'red' | 'amber' | 'blue';
  children: ReactNode;
}) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}

export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p className="field-error" id={id} role="alert">
      {message}
    </p>
  );
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** A label, the control, a hint and the field's error sentence, wired for screen readers. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && !error && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function Toggle({
  checked,
  onChange,
  label,
  description,
  disabled,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
  label: string;
  description?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="toggle-row">
      <div>
        <label htmlFor={id} className="toggle-label">
          {label}
        </label>
        {description && <p className="toggle-description">{description}</p>}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        className={`switch${checked ? ' switch-on' : ''}`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="switch-thumb" aria-hidden="true" />
      </button>
    </div>
  );
}

async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'offscreen';
    document.body.appendChild(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

export function CopyButton({
  value,
  label,
}: {
  value: string | (() => Promise<string>);
  label: string;
}) {
  const [copied, setCopied] = useState(false);
  const toast = useApp((s) => s.toast);
  return (
    <button
      type="button"
      className="icon-btn"
      aria-label={label}
      title={label}
      onClick={async () => {
        try {
          const text = typeof value === 'string' ? value : await value();
          await writeClipboard(text);
          setCopied(true);
          toast('Copied to the clipboard.', 'info');
          setTimeout(() => setCopied(false), 1500);
        } catch (error) {
          toast(error instanceof Error ? error.message : 'Could not copy.', 'error');
        }
      }}
    >
      {copied ? <IconCheck /> : <IconCopy />}
    </button>
  );
}

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

/** The toast slots of the open dialogs, innermost last (see Toasts). */
const toastSlots: HTMLElement[] = [];
const slotListeners = new Set<() => void>();
const notifySlots = () => slotListeners.forEach((l) => l());
const subscribeSlots = (listener: () => void) => {
  slotListeners.add(listener);
  return () => slotListeners.delete(listener);
};
const innermostSlot = () => toastSlots.at(-1) ?? null;

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
      toastSlots.push(slot);
      notifySlots();
    }
    return () => {
      if (slot) {
        toastSlots.splice(toastSlots.indexOf(slot), 1);
        notifySlots();
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

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`}
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              setError(null);
              try {
                await onConfirm();
                onClose();
              } catch (e) {
                setError(e instanceof Error ? e.message : 'Something went wrong.');
                setBusy(false);
              }
            }}
          >
            {busy ? 'Working…' : confirmLabel}
          </button>
        </>
      }
    >
      <div className="confirm-text">{children}</div>
      {error && <ErrorBanner message={error} />}
    </Modal>
  );
}

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

export function Card({
  title,
  description,
  actions,
  children,
}: {
  title?: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card" aria-label={title}>
      {(title || actions) && (
        <div className="card-header">
          <div>
            {title && <h2>{title}</h2>}
            {description && <p className="card-description">{description}</p>}
          </div>
          {actions && <div className="card-actions">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}

/**
 * The newest toasts (the store keeps three). While a dialog is open they sit inside it, in the
 * flow between its body and its buttons, so they are announced and never cover a button.
 */
export function Toasts() {
  const toasts = useApp((s) => s.toasts);
  const dismiss = useApp((s) => s.dismiss);
  const slot = useSyncExternalStore(subscribeSlots, innermostSlot);
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

/**
 * How a table fits its container, roomiest first: `full` (actions in a row), `stacked` (actions
 * one under the other), `compact` (actions in a menu, less padding), `cards` (each row a block).
 * TableWrap steps down while the table overflows, and back up once the container is as wide as
 * the roomier layout needed, so the choice follows the content rather than fixed breakpoints.
 */
const FITS = ['full', 'stacked', 'compact', 'cards'] as const;
type Fit = (typeof FITS)[number];
const FitContext = createContext<Fit>('full');

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

/** A row's action buttons: inline while the table has room, else behind an Actions menu. */
export function RowActions({ label, children }: { label: string; children: ReactNode }) {
  const fit = useContext(FitContext);
  if (fit === 'full' || fit === 'stacked') return <>{children}</>;
  return <ActionMenu label={label}>{children}</ActionMenu>;
}

/** A button of RowActions; the Actions menu clones it into a menu item, so other props pass on. */
export function RowButton({
  danger,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { danger?: boolean }) {
  const classes = ['btn btn-small', danger && 'btn-danger-ghost', className].filter(Boolean);
  return <button type="button" {...props} className={classes.join(' ')} />;
}

/** The WAI-ARIA menu button pattern: arrows move, Escape and Tab close, focus returns. */
function ActionMenu({ label, children }: { label: string; children: ReactNode }) {
  const [position, setPosition] = useState<{ top?: number; bottom?: number; right: number } | null>(
    null,
  );
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const open = position !== null;
  const close = (refocus: boolean) => {
    setPosition(null);
    if (refocus) trigger.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    const outside = (e: globalThis.MouseEvent) => {
      if (!menu.current?.contains(e.target as Node) && e.target !== trigger.current) close(false);
    };
    const away = () => close(false);
    document.addEventListener('mousedown', outside);
    window.addEventListener('resize', away);
    document.addEventListener('scroll', away, true);
    return () => {
      document.removeEventListener('mousedown', outside);
      window.removeEventListener('resize', away);
      document.removeEventListener('scroll', away, true);
    };
  }, [open]);

  const toggle = () => {
    if (open) return close(false);
    const r = trigger.current!.getBoundingClientRect();
    const right = window.innerWidth - r.right;
    // Open upwards when the row is in the lower part of the window.
    setPosition(
      r.bottom > window.innerHeight * 0.6
        ? { bottom: window.innerHeight - r.top + 4, right }
        : { top: r.bottom + 4, right },
    );
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    const i = items.indexOf(document.activeElement as HTMLElement);
    const go = (n: number) => items[(n + items.length) % items.length]?.focus();
    if (e.key === 'ArrowDown') go(i + 1);
    else if (e.key === 'ArrowUp') go(i - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(items.length - 1);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') return close(false);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<{
    onClick?: (e: MouseEvent<HTMLButtonElement>) => void;
    className?: string;
  }>[];
  return (
    <div className="action-menu">
      <button
        ref={trigger}
        type="button"
        className="btn btn-small action-menu-button"
        aria-label={`Actions for ${label}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={toggle}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <div
          ref={menu}
          className="menu menu-fixed"
          role="menu"
          aria-label={`Actions for ${label}`}
          style={position}
          onKeyDown={onKeyDown}
        >
          {items.map((item) =>
            cloneElement(item, {
              role: 'menuitem',
              tabIndex: -1,
              className: `${item.props.className ?? ''} menu-item`,
              // Close first and focus the menu button, so a dialog opened by the item gives
              // focus back to it.
              onClick: (e: MouseEvent<HTMLButtonElement>) => {
                close(true);
                item.props.onClick?.(e);
              },
            } as object),
          )}
        </div>
      )}
    </div>
  );
}

/** A long key shortened in place: the full value is its title, and shows when focused. */
export function KeyText({ value }: { value: string }) {
  return (
    <code className="mono key-text" tabIndex={0} title={value}>
      {value}
    </code>
  );
}
