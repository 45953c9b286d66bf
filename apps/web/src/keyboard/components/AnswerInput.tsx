import { mapKey } from '@tp/phonetics';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smallScreenQuery, useMediaQuery } from '#web/ui/use-media-query';
import type { PhoneticAnswer } from '../hooks/use-phonetic-answer';
import { hasKeySound, playKeySound } from '../key-sounds';

interface AnswerInputProps {
  answer: PhoneticAnswer;
  /** Enter: check the answer. */
  onSubmit: () => void;
  /** Tab: play the prompt's audio again. Without it Tab moves focus as usual. */
  onPlay?: (() => void) | undefined;
  label?: string | undefined;
  /** Focus the field on desktop, where the physical keyboard types; never on phones. */
  focusOnDesktop?: boolean;
}

const announceAfterMs = 900;

/** Printable keys have a one-character name; Enter, ArrowLeft, F1… have longer ones. */
const isPrintable = (key: string) => Array.from(key).length === 1;

/**
 * The answer field (spec §5): physical keys type phonetic symbols through the key map, with their
 * sounds; Backspace deletes, Enter checks and Tab replays the audio; keys held with Ctrl, Alt or
 * Meta are left to the browser. On phones it is read-only so that only the on-screen keyboard types,
 * and it draws its own caret, which browsers omit in read-only fields.
 */
export function AnswerInput({ answer, onSubmit, onPlay, label, focusOnDesktop = false }: AnswerInputProps) {
  const { t } = useTranslation('keyboard');
  const small = useMediaQuery(smallScreenQuery);
  const id = useId();
  const hintId = `${id}-hint`;
  const spoken = useSpokenAnswer(answer.value);
  const { inputRef } = answer;

  useEffect(() => {
    if (focusOnDesktop && !window.matchMedia(smallScreenQuery).matches) inputRef.current?.focus();
  }, [focusOnDesktop, inputRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || event.ctrlKey || event.altKey || event.metaKey) return;
    switch (event.key) {
      case 'Enter':
        event.preventDefault();
        if (!event.repeat) onSubmit();
        return;
      case 'Tab':
        if (onPlay && !event.shiftKey) {
          event.preventDefault();
          onPlay();
        }
        return;
      case 'Backspace':
        event.preventDefault();
        answer.deleteBackward();
        return;
    }
    const text = mapKey(event);
    if (text) {
      event.preventDefault();
      // The sound first: it is what the learner waits for.
      if (hasKeySound(text) && !event.repeat) playKeySound(text, event.timeStamp);
      answer.insert(text);
    } else if (isPrintable(event.key)) {
      // A key with no symbol (Shift+1, /, …) types nothing.
      event.preventDefault();
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label ?? t('answer.label')}
      </label>
      <div className="relative" dir="ltr">
        <input
          ref={inputRef}
          id={id}
          type="text"
          value={answer.value}
          readOnly={small}
          inputMode={small ? 'none' : undefined}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          dir="ltr"
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          onChange={(event) =>
            answer.replace(event.target.value, event.target.selectionEnd ?? event.target.value.length)
          }
          onSelect={answer.syncCaret}
          className="phonetic h-16 w-full rounded-xl border-2 border-border bg-surface px-4 font-phonetic text-[2rem] text-fg leading-none caret-fg"
        />
        {small && <DrawnCaret answer={answer} />}
      </div>
      <p id={hintId} className="text-muted text-sm max-md:sr-only">
        {onPlay ? t('answer.hintWithPlay') : t('answer.hint')}
      </p>
      <p aria-live="polite" className="sr-only">
        {spoken}
      </p>
    </div>
  );
}

/** The typed answer for screen readers, once typing pauses, so that it is not read key by key. */
function useSpokenAnswer(value: string): string {
  const { t } = useTranslation('keyboard');
  const [spoken, setSpoken] = useState('');
  const typed = useRef(false);
  useEffect(() => {
    if (value) typed.current = true;
    if (!typed.current) return;
    const id = setTimeout(
      () => setSpoken(value ? t('answer.spoken', { answer: value }) : t('answer.empty')),
      announceAfterMs,
    );
    return () => clearTimeout(id);
  }, [value, t]);
  return spoken;
}

const pixels = (length: string) => Number.parseFloat(length) || 0;

/** A caret at the insertion point, measured with a hidden copy of the text before it. */
function DrawnCaret({ answer }: { answer: PhoneticAnswer }) {
  const mirror = useRef<HTMLSpanElement>(null);
  const [offset, setOffset] = useState<number | null>(null);
  const { inputRef, value, caret } = answer;

  useLayoutEffect(() => {
    const input = inputRef.current;
    const copy = mirror.current;
    if (!input || !copy) return;
    copy.textContent = value.slice(0, caret);
    const style = getComputedStyle(input);
    const padding = pixels(style.paddingInlineStart);
    const room = input.clientWidth - 2 * padding;
    const x = copy.getBoundingClientRect().width;
    // A read-only field does not scroll to its caret by itself.
    if (x < input.scrollLeft) input.scrollLeft = x;
    else if (x > input.scrollLeft + room) input.scrollLeft = x - room;
    setOffset(padding + pixels(style.borderInlineStartWidth) + x - (input.scrollLeft || 0));
  }, [inputRef, value, caret]);

  return (
    <>
      <span aria-hidden="true" className="invisible absolute start-0 top-0 size-0 overflow-hidden">
        <span ref={mirror} className="whitespace-pre font-phonetic text-[2rem] leading-none" />
      </span>
      {offset !== null && (
        <span
          aria-hidden="true"
          style={{ insetInlineStart: offset }}
          className="pointer-events-none absolute top-1/2 h-9 w-0.5 -translate-y-1/2 animate-caret bg-fg motion-reduce:animate-none"
        />
      )}
    </>
  );
}
