import { smallScreenQuery } from '#web/ui/use-media-query';

/**
 * Puts focus on the item on screen once a verdict closes or the item changes, unless focus already
 * sits inside `root`: the answer field on desktop, else the item's `data-autofocus` control.
 */
export function focusItem(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (!root || (active && active !== document.body && root.contains(active))) return;
    // On phones the field is read-only and focusing it would only scroll the page.
    const field = window.matchMedia(smallScreenQuery).matches
      ? null
      : root.querySelector<HTMLElement>('input[type="text"]');
    (field ?? root.querySelector<HTMLElement>('[data-autofocus]'))?.focus();
  });
}
