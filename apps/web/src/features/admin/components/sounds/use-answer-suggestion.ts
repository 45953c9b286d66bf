import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { transcriptionQueryOptions } from '../../api/media';
import type { SoundValues } from './sound-form';
import { useDebouncedValue } from './use-debounced-value';

/** Long enough that a word is asked for once it is typed, not at every letter. */
const suggestAfterMs = 400;

export interface AnswerSuggestion {
  /** The dictionary's answer, null when a word of the name is not in it. */
  answer: string | null;
  /** Other pronunciations, for words the dictionary knows several of. */
  variants: string[];
}

/**
 * The dictionary's answer for the typed name, written into Answer while the admin has not written
 * their own: only an empty answer, or the last suggestion, is replaced.
 */
export function useAnswerSuggestion({
  control,
  getValues,
  setValue,
}: UseFormReturn<SoundValues>): AnswerSuggestion | undefined {
  const name = useWatch({ control, name: 'name' });
  const text = useDebouncedValue(name.trim(), suggestAfterMs);
  const { data } = useQuery(transcriptionQueryOptions(text));
  const suggestion = text === '' ? undefined : data;
  const applied = useRef('');

  useEffect(() => {
    // An emptied name takes its suggestion away; a name still loading changes nothing yet.
    if (text !== '' && !suggestion) return;
    const current = getValues('answer');
    if (current !== '' && current !== applied.current) return;
    const next = suggestion?.answer ?? '';
    applied.current = next;
    if (next !== current) setValue('answer', next, { shouldDirty: true, shouldValidate: next !== '' });
  }, [text, suggestion, getValues, setValue]);

  return suggestion;
}
