import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { PhoneticAnswer } from '../hooks/use-phonetic-answer';

const pixels = (length: string) => Number.parseFloat(length) || 0;

/** Where a field's text starts and how wide it may run, and the font it is drawn in. */
interface FieldBox {
  font: string;
  start: number;
  room: number;
}

function fieldBox(input: HTMLInputElement, contentWidth: number): FieldBox {
  const style = getComputedStyle(input);
  return {
    // Built from its parts: not every browser gives the `font` shorthand of a computed style.
    font: `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
    start: pixels(style.paddingInlineStart) + pixels(style.borderInlineStartWidth),
    room: contentWidth,
  };
}

let measuring: CanvasRenderingContext2D | null | undefined;
let measuringFont = '';
/** The width of `text` in `font`, measured on a canvas: no layout of the page. */
function textWidth(text: string, font: string): number | null {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) return null;
  // Set only when it changes: the canvas parses the font each time it is set.
  if (font !== measuringFont) measuring.font = measuringFont = font;
  return measuring.measureText(text).width;
}

/**
 * A caret at the insertion point. The text before it is measured on a canvas, in the field's font,
 * and the caret is moved in place in the frame that shows the edit: a key forces no style or layout
 * of the page (reading the field's size or a hidden copy's width did, three layouts a key). The
 * field's box is read once it is laid out and whenever it resizes. In an empty field the caret
 * rests where the field's padding puts the text, by CSS alone.
 */
export default function DrawnCaret({ answer }: { answer: PhoneticAnswer }) {
  const { inputRef } = answer;
  const caret = useRef<HTMLSpanElement>(null);
  const box = useRef<FieldBox | null>(null);
  // The field's scroll, kept here: reading it back would lay the page out.
  const scroll = useRef(0);
  // What the caret was last placed after, placed again when the field resizes.
  const shown = useRef({ value: '', at: 0 });

  const place = useCallback(
    (value: string, at: number) => {
      shown.current = { value, at };
      const input = inputRef.current;
      const drawn = caret.current;
      if (!input || !drawn) return;
      if (value === '') {
        drawn.style.insetInlineStart = '';
        scroll.current = 0;
        return;
      }
      box.current ??= fieldBox(
        input,
        input.clientWidth - 2 * pixels(getComputedStyle(input).paddingInlineStart),
      );
      const { font, start, room } = box.current;
      const x = textWidth(value.slice(0, at), font);
      if (x === null) return;
      // A read-only field does not scroll to its caret by itself.
      const from = x < scroll.current ? x : x > scroll.current + room ? x - room : scroll.current;
      if (from !== scroll.current) input.scrollLeft = scroll.current = from;
      drawn.style.insetInlineStart = `${start + x - from}px`;
    },
    [inputRef],
  );

  // Moved by each edit as it is made, with the field's new value: no render.
  useLayoutEffect(() => {
    const follow = () => {
      const { value, caret } = answer.text();
      place(value, caret);
    };
    follow();
    return answer.subscribe(follow);
  }, [answer, place]);

  useEffect(() => {
    const input = inputRef.current;
    if (!input || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      box.current = fieldBox(input, entry.contentRect.width);
      place(shown.current.value, shown.current.at);
    });
    observer.observe(input);
    return () => observer.disconnect();
  }, [inputRef, place]);

  return (
    /* At rest past the field's border-2 and px-4. */
    <span
      ref={caret}
      aria-hidden="true"
      className="pointer-events-none absolute start-[calc(1rem+2px)] top-1/2 h-9 w-0.5 -translate-y-1/2 animate-caret bg-fg motion-reduce:animate-none"
    />
  );
}
