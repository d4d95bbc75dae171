/**
 * The toast slots of the open dialogs, innermost last: while a dialog is open, Toasts renders
 * into its slot so toasts sit inside the modal, where they are announced and reachable.
 */
const toastSlots: HTMLElement[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function addToastSlot(slot: HTMLElement): void {
  toastSlots.push(slot);
  notify();
}

export function removeToastSlot(slot: HTMLElement): void {
  toastSlots.splice(toastSlots.indexOf(slot), 1);
  notify();
}

export const subscribeToastSlots = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const innermostToastSlot = () => toastSlots.at(-1) ?? null;
