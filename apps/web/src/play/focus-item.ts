import { smallScreenQuery } from '#web/ui/use-media-query';

/**
 * Puts focus on the item on screen once a verdict closes or the item changes, unless focus already
 * sits inside `root`: the answer field on desktop, else the item's `data-autofocus` control. An
 * item whose view is still loading is waited for, a few frames at most.
 */
export function focusItem(root: HTMLElement | null, frames = 30): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (!root || (active && active !== document.body && root.contains(active))) return;
    // On phones the field is read-only and focusing it would only scroll the page.
    const field = window.matchMedia(smallScreenQuery).matches
      ? null
      : root.querySelector<HTMLElement>('input[type="text"]');
    const target = field ?? root.querySelector<HTMLElement>('[data-autofocus]');
    if (target) target.focus();
    else if (frames > 1) focusItem(root, frames - 1);
  });
}
