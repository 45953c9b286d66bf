import { mapKey } from '@tp/phonetics';
import { lazy, type ReactNode, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smallScreenQuery, useMediaQuery } from '#web/ui/use-media-query';
import type { PhoneticAnswer } from '../hooks/use-phonetic-answer';
import { hasKeySound, playKeySound } from '../key-sounds';

const DrawnCaret = lazy(() => import('./DrawnCaret'));

interface AnswerInputProps {
  answer: PhoneticAnswer;
  /** Enter: check the answer. */
  onSubmit: () => void;
  /** Tab: play the prompt's audio again. Without it Tab moves focus as usual. */
  onPlay?: (() => void) | undefined;
  /** Alt+C: ask for a clue. */
  onClue: () => void;
  /** The item's buttons, beside the field on desktop and under it on phones. */
  actions: ReactNode;
  /** The hint on screen (desktop); without it, for screen readers only. */
  showHint?: boolean;
}

const announceAfterMs = 900;

/** Printable keys have a one-character name; Enter, ArrowLeft, F1… have longer ones. */
const isPrintable = (key: string) => Array.from(key).length === 1;

/** The clue's shortcut; by the key's place, so that it is the same on every layout. */
const isClueKey = (event: KeyboardEvent) =>
  event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyC';

const editable = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const control = 'button, a[href], summary, [role="button"], [role="link"]';

/**
 * Whether a key pressed with focus outside the field still belongs to the answer: anywhere on the
 * page but a field, a dialog or the menu. A focused button or link keeps Enter and Space, its own.
 */
function isStrayKey(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || target.closest(`${editable}, dialog, [role="dialog"], nav`)) return false;
  if (isClueKey(event)) return true;
  if (event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return false;
  if (event.key === 'Backspace') return true;
  if (target.closest(control)) return isPrintable(event.key) && event.key !== ' ';
  return event.key === 'Enter' || isPrintable(event.key);
}

/**
 * The answer field (spec §5): physical keys type phonetic symbols through the key map, with their
 * sounds; Backspace deletes, Enter checks, Tab replays the audio and Alt+C asks for a clue; other
 * keys held with Ctrl, Alt or Meta are left to the browser. Keys pressed while something else on
 * the page has focus (play, a picture, fullscreen) type here all the same, so a click never loses
 * the learner's typing. On phones it is read-only so that only the on-screen keyboard types, and
 * it draws its own caret, which browsers omit in read-only fields.
 */
export function AnswerInput({
  answer,
  onSubmit,
  onPlay,
  onClue,
  actions,
  showHint = true,
}: AnswerInputProps) {
  const { t } = useTranslation('keyboard');
  const small = useMediaQuery(smallScreenQuery);
  const id = useId();
  const hintId = `${id}-hint`;
  // Typing renders nothing: the answer writes the field, and the spoken answer waits for a pause.
  const spoken = useSpokenAnswer(answer);
  const { inputRef } = answer;

  const onKey = (event: KeyboardEvent) => {
    if (isClueKey(event)) {
      event.preventDefault();
      onClue();
      return;
    }
    if (event.isComposing || event.ctrlKey || event.altKey || event.metaKey) return;
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
  // The listener below is added once and calls the latest handler.
  const latestOnKey = useRef(onKey);
  useLayoutEffect(() => {
    latestOnKey.current = onKey;
  });

  useEffect(() => {
    // On a desktop the field starts focused; on phones focusing it would open the system keyboard.
    if (!window.matchMedia(smallScreenQuery).matches) inputRef.current?.focus();
    const onStrayKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.target === inputRef.current || !isStrayKey(event)) return;
      if (!window.matchMedia(smallScreenQuery).matches) inputRef.current?.focus();
      latestOnKey.current(event);
    };
    document.addEventListener('keydown', onStrayKey);
    return () => document.removeEventListener('keydown', onStrayKey);
  }, [inputRef]);

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium max-md:sr-only short:sr-only">
        {t('answer.label')}
      </label>
      <div className="flex flex-wrap gap-2 md:flex-nowrap md:gap-3">
        <div className="relative h-14 min-w-0 flex-1 basis-full md:h-16 md:basis-auto" dir="ltr">
          {/* Sized by its place, not its content: a key lays out the field alone, not the page. */}
          <div className="absolute inset-0 [contain:size_layout]">
            <input
              ref={inputRef}
              id={id}
              type="text"
              defaultValue={answer.text().value}
              readOnly={small}
              inputMode={small ? 'none' : undefined}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              dir="ltr"
              aria-describedby={hintId}
              onKeyDown={(event) => onKey(event.nativeEvent)}
              onChange={(event) =>
                answer.replace(event.target.value, event.target.selectionEnd ?? event.target.value.length)
              }
              onSelect={answer.syncCaret}
              className="phonetic size-full rounded-xl border-2 border-border bg-surface px-4 font-phonetic text-[2rem] text-fg leading-none caret-fg"
            />
            {small && (
              // Phones only: its code stays out of a desktop's first script.
              <Suspense fallback={null}>
                <DrawnCaret answer={answer} />
              </Suspense>
            )}
          </div>
        </div>
        {actions}
      </div>
      <p id={hintId} className={`text-muted text-sm max-md:sr-only ${showHint ? '' : 'sr-only'}`}>
        {onPlay ? t('answer.hintWithPlay') : t('answer.hint')}
      </p>
      <p aria-live="polite" className="sr-only">
        {spoken}
      </p>
    </div>
  );
}

/** The typed answer for screen readers, once typing pauses, so that it is not read key by key. */
function useSpokenAnswer(answer: PhoneticAnswer): string {
  const { t } = useTranslation('keyboard');
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = answer.text().value;
    const unsubscribe = answer.subscribe(() => {
      const { value } = answer.text();
      // A moved caret says nothing new.
      if (value === last) return;
      last = value;
      clearTimeout(timer);
      timer = setTimeout(
        () => setSpoken(value ? t('answer.spoken', { answer: value }) : t('answer.empty')),
        announceAfterMs,
      );
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [answer, t]);
  return spoken;
}
