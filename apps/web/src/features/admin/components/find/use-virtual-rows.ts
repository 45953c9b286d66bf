import { type RefObject, useEffect, useState } from 'react';

/** Rows drawn beyond each edge of the view, so a quick scroll shows no blank. */
const overscan = 8;

/**
 * The rows of a long list of equal-height rows that its scrolling box shows, and the space the
 * others take above and below: a list of thousands draws a few dozen rows. `viewHeight` stands in
 * for the box's height until it has been laid out.
 */
export function useVirtualRows(
  box: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  viewHeight: number,
) {
  const [view, setView] = useState({ top: 0, height: viewHeight });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setView({ top: element.scrollTop, height: element.clientHeight || viewHeight });
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [box, viewHeight]);

  // A list just made shorter (by a search) may still be scrolled past its new end.
  const top = Math.min(view.top, Math.max(0, count * rowHeight - view.height));
  const start = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const end = Math.min(count, Math.ceil((top + view.height) / rowHeight) + overscan);
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}
