import { answerPunctuation, keyboardSymbols } from '@tp/phonetics';
import { type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';

export const digitKeys = Array.from('1234567890');
/** One code point each, so Delete removes a whole emoji. */
export const emojiKeys = Array.from('😀😂😍😢😮👍👏🙏🎉🔥');

const panelChars = new Set([...digitKeys, ...emojiKeys]);

/** What the answer field may hold: whatever the keyboards can type, and nothing else. */
export function sanitizeAnswer(text: string): string {
  return Array.from(text.normalize('NFC'))
    .filter((char) => keyboardSymbols.has(char) || answerPunctuation.has(char) || panelChars.has(char))
    .join('');
}

const isFocused = (element: Element) => element.ownerDocument.activeElement === element;

type InsertListener = (text: string) => void;

export interface PhoneticAnswer {
  readonly value: string;
  /** Where the next insertion goes (code units), for drawing a caret where the browser draws none. */
  readonly caret: number;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  /** Types `text` at the caret, replacing any selection. */
  insert(text: string): void;
  /** Deletes the selection, else the character before the caret. */
  deleteBackward(): void;
  clear(): void;
  /** Takes an edit the browser made itself (paste, drop, forward delete), keeping only typeable text. */
  replace(value: string, caret: number): void;
  /** Follows the caret when the learner moves it. */
  syncCaret(): void;
  /** Hears every insertion, from either keyboard, e.g. to light the key that typed it. */
  onInsert(listener: InsertListener): () => void;
}

/**
 * The answer being typed, shared by the answer field and the on-screen keyboard: edits happen at the
 * caret, and several edits before React renders (fast typing) build on one another.
 */
export function usePhoneticAnswer(initial = ''): PhoneticAnswer {
  const [state, setState] = useState({ value: initial, caret: initial.length });
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The latest edit, ahead of the render that shows it.
  const latest = useRef(state);
  const caretPending = useRef(false);
  const listeners = useRef(new Set<InsertListener>());

  const operations = useMemo(() => {
    const commit = (value: string, caret: number) => {
      latest.current = { value, caret };
      caretPending.current = true;
      setState(latest.current);
    };
    // The field's own selection counts only while it has focus and shows the latest value.
    const liveInput = () => {
      const input = inputRef.current;
      const usable =
        input && !caretPending.current && isFocused(input) && input.value === latest.current.value;
      return usable ? input : null;
    };
    const selection = (): [number, number] => {
      const { caret } = latest.current;
      const input = liveInput();
      return input ? [input.selectionStart ?? caret, input.selectionEnd ?? caret] : [caret, caret];
    };
    return {
      insert(text: string) {
        const [start, end] = selection();
        const { value } = latest.current;
        commit(value.slice(0, start) + text + value.slice(end), start + text.length);
        for (const listener of listeners.current) listener(text);
      },
      deleteBackward() {
        const [start, end] = selection();
        const { value } = latest.current;
        if (start !== end) return commit(value.slice(0, start) + value.slice(end), start);
        // By code point, so an emoji (two UTF-16 units) goes in one press.
        const before = Array.from(value.slice(0, start));
        before.pop();
        const head = before.join('');
        commit(head + value.slice(start), head.length);
      },
      clear() {
        commit('', 0);
      },
      replace(value: string, caret: number) {
        const clean = sanitizeAnswer(value);
        commit(clean, Math.min(sanitizeAnswer(value.slice(0, caret)).length, clean.length));
      },
      syncCaret() {
        const input = liveInput();
        if (!input) return;
        const caret = input.selectionEnd ?? latest.current.value.length;
        if (caret === latest.current.caret) return;
        latest.current = { ...latest.current, caret };
        setState(latest.current);
      },
      onInsert(listener: InsertListener) {
        listeners.current.add(listener);
        return () => {
          listeners.current.delete(listener);
        };
      },
    };
  }, []);

  // React writes the value, which sends the browser's caret to the end: put it back. Only while
  // focused: some browsers focus (and scroll to) a field whose selection is set.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!caretPending.current) return;
    caretPending.current = false;
    if (input && isFocused(input) && input.value === state.value)
      input.setSelectionRange(state.caret, state.caret);
  }, [state]);

  return useMemo(() => ({ ...state, inputRef, ...operations }), [state, operations]);
}
