import { answerPunctuation, keyboardSymbols } from '@tp/phonetics';
import { type RefObject, useState } from 'react';

export const digitKeys = Array.from('1234567890');
/** One code point each, so Delete removes a whole emoji. */
export const emojiKeys = Array.from('😀😂😍😢😮👍👏🙏🎉🔥');

const panelChars = new Set([...digitKeys, ...emojiKeys]);

/** What the answer field may hold: whatever the keyboards can type, and nothing else. */
function sanitizeAnswer(text: string): string {
  return Array.from(text.normalize('NFC'))
    .filter((char) => keyboardSymbols.has(char) || answerPunctuation.has(char) || panelChars.has(char))
    .join('');
}

const isFocused = (element: Element) => element.ownerDocument.activeElement === element;

type InsertListener = (text: string) => void;

/** What the field shows: the text and where the next insertion goes (code units). */
interface AnswerText {
  readonly value: string;
  readonly caret: number;
}

/**
 * The answer being typed, shared by the answer field and the on-screen keyboard. It is a store, not
 * React state, and it writes the field itself: an edit renders no component, neither the item, the
 * fifty keys around the field nor the field. Edits happen at the caret, and several edits in a row
 * (fast typing) build on one another.
 */
export interface PhoneticAnswer {
  /** The latest text, as the field shows it. */
  text(): AnswerText;
  /** The field, written by every edit; mount it with `defaultValue={answer.text().value}`. */
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
  /** Hears every change of the text or caret. */
  subscribe(listener: () => void): () => void;
}

/**
 * Shows an edit in the field. Writing the value sends the browser's caret to the end, so it is put
 * back, but only while the field has focus: some browsers focus (and scroll to) a field whose
 * selection is set, and Chromium lays the page out to set it.
 */
function show(input: HTMLInputElement, { value, caret }: AnswerText): void {
  if (input.value !== value) input.value = value;
  if (isFocused(input) && (input.selectionStart !== caret || input.selectionEnd !== caret)) {
    input.setSelectionRange(caret, caret);
  }
}

function createPhoneticAnswer(initial: string): PhoneticAnswer {
  let current: AnswerText = { value: initial, caret: initial.length };
  const inputRef: RefObject<HTMLInputElement | null> = { current: null };
  const inserted = new Set<InsertListener>();
  const changed = new Set<() => void>();
  const set = (next: AnswerText) => {
    current = next;
    for (const listener of changed) listener();
  };
  const commit = (value: string, caret: number) => {
    if (inputRef.current) show(inputRef.current, { value, caret });
    set({ value, caret });
  };
  // The field's own selection counts only while it has focus and shows the latest value.
  const liveInput = () => {
    const input = inputRef.current;
    const usable = input && isFocused(input) && input.value === current.value;
    return usable ? input : null;
  };
  const selection = (): [number, number] => {
    const { caret } = current;
    const input = liveInput();
    return input ? [input.selectionStart ?? caret, input.selectionEnd ?? caret] : [caret, caret];
  };
  const listen = <T>(listeners: Set<T>, listener: T) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    text: () => current,
    inputRef,
    insert(text: string) {
      const [start, end] = selection();
      const { value } = current;
      commit(value.slice(0, start) + text + value.slice(end), start + text.length);
      for (const listener of inserted) listener(text);
    },
    deleteBackward() {
      const [start, end] = selection();
      const { value } = current;
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
      const caret = input.selectionEnd ?? current.value.length;
      if (caret !== current.caret) set({ ...current, caret });
    },
    onInsert: (listener) => listen(inserted, listener),
    subscribe: (listener) => listen(changed, listener),
  };
}

/** One answer for the life of the component (an item): the same object on every render. */
export function usePhoneticAnswer(initial = ''): PhoneticAnswer {
  const [answer] = useState(() => createPhoneticAnswer(initial));
  return answer;
}
