import { type FocusEvent, type KeyboardEvent, useCallback, useState } from 'react';

/**
 * Open/close state for a button + panel pair: Escape closes and returns focus to the button,
 * focus leaving the container closes it.
 */
export function useDisclosure(buttonId: string) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const containerProps = {
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      setOpen(false);
      document.getElementById(buttonId)?.focus();
    },
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
  };
  return { open, setOpen, close, toggle, containerProps };
}
