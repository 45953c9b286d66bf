import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useDeferredValue,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/ui/Field';
import { anyIncludes, searchable } from './text-match';

interface PickerOption {
  id: string;
  /** The option's name, searched and read out. */
  label: string;
  /** More text the search finds it by (a sound's answer). */
  also?: readonly string[];
  /** A small picture before the name (an image's thumbnail); decorative, the name says it. */
  thumb?: ReactNode;
}

interface SearchPickerProps {
  label: string;
  hint?: string | undefined;
  options: readonly PickerOption[];
  /** The chosen id; '' when none is. */
  value: string;
  onChange: (id: string) => void;
  /** The choice of none, first in the list; without it one must be chosen. */
  none?: string;
  /** Said in the preview while nothing is chosen. */
  nothing: string;
  /** The chosen option shown larger (a picture, a video's first frame, a question). */
  preview: (option: PickerOption) => ReactNode;
  /** The search box's label, and what is said when it finds nothing. */
  search: { label: string; noMatch: (query: string) => string };
  error?: string | undefined;
  /** Given the search box, so a form can focus the field. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One item chosen among many: a search box narrowing a list of radio buttons (arrow keys move the
 * choice; Enter in the box takes the first found, ↓ goes to the list), and the chosen item shown
 * above them.
 */
export function SearchPicker({
  label,
  hint,
  options,
  value,
  onChange,
  none,
  nothing,
  preview,
  search,
  error,
  inputRef,
}: SearchPickerProps) {
  const { t } = useTranslation('adminFind');
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const [query, setQuery] = useState('');
  const needle = searchable(useDeferredValue(query));
  const found = useMemo(
    () => options.filter((option) => anyIncludes([option.label, ...(option.also ?? [])], needle)),
    [options, needle],
  );
  const chosen = options.find((option) => option.id === value);
  const list = useRef<HTMLUListElement>(null);

  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    // Enter would send the form the picker is in: it takes the first found instead.
    if (event.key === 'Enter') {
      event.preventDefault();
      const first = found[0];
      if (first) onChange(first.id);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      const radios = [...(list.current?.querySelectorAll<HTMLInputElement>('input[type=radio]') ?? [])];
      (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
    }
  }

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const radio = (id: string, text: string, thumb?: ReactNode) => (
    <li key={id}>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-1 hover:bg-bg has-checked:bg-primary/10">
        <input
          type="radio"
          name={baseId}
          value={id}
          checked={value === id}
          onChange={() => onChange(id)}
          className="size-5 shrink-0 accent-primary"
        />
        {thumb}
        <span className="min-w-0 truncate">{text}</span>
      </label>
    </li>
  );

  return (
    <fieldset
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="font-medium">{label}</legend>
      {hint && (
        <p id={hintId} className="text-muted text-sm">
          {hint}
        </p>
      )}
      <div className="flex min-h-16 items-center gap-3 rounded-lg border border-border p-2">
        {chosen ? (
          <>
            {preview(chosen)}
            <p className="min-w-0 break-words">
              <span className="sr-only">{t('picker.chosen')} </span>
              {chosen.label}
            </p>
          </>
        ) : (
          <p className="text-muted">{value === '' && none ? none : nothing}</p>
        )}
      </div>
      <Field
        ref={inputRef}
        label={search.label}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onSearchKey}
      />
      <p role="status" className="text-muted text-sm">
        {found.length === 0 && needle !== ''
          ? search.noMatch(query.trim())
          : t('shown', { shown: found.length, total: options.length })}
      </p>
      <ul ref={list} className="max-h-64 overflow-y-auto rounded-lg border border-border p-1">
        {none !== undefined && radio('', none)}
        {found.map((option) => radio(option.id, option.label, option.thumb))}
      </ul>
      {error && (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
