import {
  type CSSProperties,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';

type KeyTone = 'symbol' | 'action' | 'submit';

interface KeyButtonProps {
  /** What the key types; keys that type the same text light up together. */
  types?: string | undefined;
  /** The accessible name; it starts with the key's visible text. */
  name: string;
  /** The tooltip and accessible description. */
  description?: string | undefined;
  /** The physical key, shown small in a corner on desktop. */
  corner?: string | undefined;
  /** For toggles (Shift, numbers, emoji). */
  pressed?: boolean;
  tone: KeyTone;
  /** Widths in key units: [phone, desktop]. */
  span: readonly [number, number];
  /** Repeats while held, like a physical Delete. */
  repeats?: boolean;
  className?: string;
  /** `eventTime` is the triggering event's `timeStamp`. */
  onPress: (eventTime: number) => void;
  onHoverStart?: (() => void) | undefined;
  onHoverEnd?: (() => void) | undefined;
  children: ReactNode;
}

const faces: Record<KeyTone, string> = {
  symbol:
    'border-border bg-surface text-fg group-data-pressed:bg-option-selected group-data-pressed:text-option-selected-fg',
  action:
    'border-border bg-secondary text-secondary-fg group-aria-pressed:bg-option-selected group-aria-pressed:text-option-selected-fg group-data-pressed:bg-option-selected group-data-pressed:text-option-selected-fg',
  submit: 'border-border bg-primary text-primary-fg',
};

const flashMs = 110;
const repeatDelayMs = 400;
const repeatEveryMs = 70;

const flashTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/** Lights a key as if pressed, briefly: for presses that have no pointer to hold it down. */
export function flashKey(element: HTMLElement): void {
  clearTimeout(flashTimers.get(element));
  element.dataset.pressed = '';
  flashTimers.set(
    element,
    setTimeout(() => delete element.dataset.pressed, flashMs),
  );
}

/**
 * One key. A pointer presses it on pointerdown, not click, so its sound starts without waiting for
 * the release; keyboard and assistive-technology activation arrive as a click. The pressed look is
 * set on the element directly so that it never waits for a render, and it comes and goes at once:
 * a transition would paint a frame after frame on the page's thread, in the way of the next key. The
 * face always has a translation, so pressing changes its value only, which needs no layout.
 */
export function KeyButton({
  types,
  name,
  description,
  corner,
  pressed,
  tone,
  span,
  repeats = false,
  className = '',
  onPress,
  onHoverStart,
  onHoverEnd,
  children,
}: KeyButtonProps) {
  const pressedByPointer = useRef(false);
  const repeat = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A held Delete keeps calling the latest handler, whose answer has moved on since the press.
  const press = useRef(onPress);
  useLayoutEffect(() => {
    press.current = onPress;
  });

  const release = (element: HTMLElement) => {
    delete element.dataset.pressed;
    clearTimeout(repeat.current);
  };
  useEffect(() => () => clearTimeout(repeat.current), []);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || !event.isPrimary) return;
    // Keeps focus (and the caret) in the answer field, and stops text selection on long presses.
    event.preventDefault();
    pressedByPointer.current = true;
    event.currentTarget.dataset.pressed = '';
    onHoverEnd?.();
    onPress(event.timeStamp);
    if (repeats) {
      const again = () => {
        press.current(performance.now());
        repeat.current = setTimeout(again, repeatEveryMs);
      };
      repeat.current = setTimeout(again, repeatDelayMs);
    }
  };

  return (
    // The wrapper holds the width and the corner label, which sits outside the button so that the
    // button's visible text is exactly the start of its accessible name.
    <span
      style={{ '--span': span[0], '--span-md': span[1] } as CSSProperties}
      className={`relative h-12 w-[calc(var(--u)*var(--span))] flex-none md:h-16 md:w-[calc(var(--u)*var(--span-md))] md:short:h-12 ${className}`}
    >
      <button
        type="button"
        aria-label={name}
        aria-pressed={pressed}
        title={description}
        data-types={types}
        className="group peer size-full touch-manipulation [contain:layout_paint] select-none p-0.5 [-webkit-tap-highlight-color:transparent] [-webkit-touch-callout:none] focus-visible:relative focus-visible:z-10 md:p-1"
        onPointerDown={onPointerDown}
        onMouseDown={(event) => event.preventDefault()}
        onPointerUp={(event) => release(event.currentTarget)}
        onPointerCancel={(event) => release(event.currentTarget)}
        onPointerLeave={(event) => {
          release(event.currentTarget);
          if (event.pointerType === 'mouse') onHoverEnd?.();
        }}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') onHoverStart?.();
        }}
        onContextMenu={(event) => event.preventDefault()}
        onClick={(event) => {
          const byPointer = pressedByPointer.current && event.detail > 0;
          pressedByPointer.current = false;
          if (byPointer) return;
          flashKey(event.currentTarget);
          onPress(event.timeStamp);
        }}
      >
        <span
          className={`flex size-full items-center justify-center rounded-lg border shadow-[0_2px_0_var(--tp-border)] translate-y-0 group-hover:border-fg group-data-pressed:translate-y-0.5 group-data-pressed:shadow-none motion-reduce:group-data-pressed:translate-y-0 ${faces[tone]}`}
        >
          {children}
        </span>
      </button>
      {corner && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute start-2.5 top-2 hidden text-muted text-sm leading-none md:block peer-data-pressed:translate-y-0.5 motion-reduce:peer-data-pressed:translate-y-0"
        >
          {corner}
        </span>
      )}
    </span>
  );
}
