import {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * The WAI-ARIA menu button pattern: ArrowDown (or Enter, Space) on the button opens it on its
 * first item, ArrowUp on its last; arrows move, Escape and Tab close, focus returns. An `<hr>`
 * child is a separator, left as it is.
 */
export function ActionMenu({
  label,
  text,
  children,
}: {
  label: string;
  /** Words shown on the button (else an ellipsis); the accessible name starts with them. */
  text?: string;
  children: ReactNode;
}) {
  const [position, setPosition] = useState<{ top?: number; bottom?: number; right: number } | null>(
    null,
  );
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const open = position !== null;
  const focusLast = useRef(false);
  const close = (refocus: boolean) => {
    setPosition(null);
    if (refocus) trigger.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const items = menu.current?.querySelectorAll<HTMLElement>('[role=menuitem]');
    items?.[focusLast.current ? items.length - 1 : 0]?.focus();
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
  const onTriggerKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    focusLast.current = e.key === 'ArrowUp';
    if (!open) toggle();
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
        aria-label={`${text ?? 'Actions'} for ${label}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => {
          focusLast.current = false;
          toggle();
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {text ? (
          <>
            {text} <span aria-hidden="true">▾</span>
          </>
        ) : (
          <span aria-hidden="true">⋯</span>
        )}
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
            item.type === 'hr'
              ? cloneElement(item, { className: 'menu-separator' } as object)
              : cloneElement(item, {
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
