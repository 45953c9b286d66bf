import { smallScreenQuery } from '#web/ui/use-media-query';

/**
 * Puts focus on the item on screen once a verdict closes or the item changes, unless focus already
 * sits inside `root`: the answer field on desktop, else the item's `data-autofocus` control. An
 * item whose view is still loading is waited for, a few frames at most; a typed item on a phone
 * has nothing to focus, and is not waited for: each frame asked for would be one more frame the
 * learner's first keys wait behind.
 */
export function focusItem(root: HTMLElement | null, frames = 30): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (!root || (active && active !== document.body && root.contains(active))) return;
    const field = root.querySelector<HTMLElement>('input[type="text"]');
    // On phones the field is read-only and focusing it would only scroll the page.
    const phone = window.matchMedia(smallScreenQuery).matches;
    const target = (phone ? null : field) ?? root.querySelector<HTMLElement>('[data-autofocus]');
    if (target) target.focus();
    else if (!field && frames > 1) focusItem(root, frames - 1);
  });
}
