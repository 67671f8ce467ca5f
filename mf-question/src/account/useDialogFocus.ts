import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog's keyboard: the focus moves into it when it opens (to `initial`, else its first
 * control), Tab and Shift+Tab stay inside it, Escape calls `onEscape`, and the focus goes back to
 * `returnTo` when it closes.
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  {
    initial,
    returnTo,
    onEscape,
  }: { initial?: RefObject<HTMLElement | null>; returnTo: RefObject<HTMLElement | null>; onEscape(): void },
) {
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const root = dialog.current;
    if (!root) return;
    const target = initial?.current ?? root.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const controls = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (controls.length === 0) return;
      const first = controls[0];
      const last = controls[controls.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    const back = returnTo;
    return () => {
      document.removeEventListener('keydown', onKey, true);
      back.current?.focus();
    };
  }, [dialog, initial, returnTo]);
}
