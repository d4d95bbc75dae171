import { useEffect, useRef } from 'react';

const INVALID = '[aria-invalid="true"], .field-invalid input, [role="alert"]';

/**
 * After a failed submit, focus goes to the first problem in the form (a field marked invalid,
 * else the error banner), so a keyboard or screen-reader user lands where the fix is. Call
 * `failed()` where the submit fails; focus moves once the errors are on screen.
 */
export function useFocusFirstError() {
  const form = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || !form.current) return;
    pending.current = false;
    const target = form.current.querySelector<HTMLElement>(INVALID);
    if (!target) return;
    if (target.tabIndex < 0 && !target.matches('input, select, textarea, button'))
      target.tabIndex = -1;
    target.focus();
  });
  return {
    form,
    failed: () => {
      pending.current = true;
    },
  };
}
