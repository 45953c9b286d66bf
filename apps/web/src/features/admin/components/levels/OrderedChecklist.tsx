import { type ReactNode, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/ui/Field';
import { anyIncludes, searchable } from '../find/text-match';
import { useVirtualRows } from '../find/use-virtual-rows';

interface ChecklistOption {
  id: string;
  label: string;
  /** A sound's answer, shown beside its name in the phonetic font, and searched. */
  answer?: string;
  /** A line under the label (where a sound is used). */
  detail?: ReactNode;
  /** A control beside it (a sound's play button). */
  action?: ReactNode;
}

/** Each row's height in pixels: only the rows in view are drawn, placed by it. */
const rowHeight = 60;
/** The list's height (`max-h-80`), before it is laid out. */
const viewHeight = 320;

interface OrderedChecklistProps {
  legend: string;
  options: ChecklistOption[];
  /** The checked ids, in the order they were checked. */
  value: string[];
  onChange: (value: string[]) => void;
  /** Shown when there is nothing to choose from. */
  empty: string;
  /** The search box's label, and what is said when it finds nothing. */
  search: { label: string; noMatch: (query: string) => string };
  error?: string | undefined;
}

/**
 * Checkboxes whose checked items keep the order they were checked in, shown by a number beside
 * each; found by a search above them, or narrowed to the checked ones. Only the rows in view are
 * drawn, so thousands of sounds open and scroll at once.
 */
export function OrderedChecklist({
  legend,
  options,
  value,
  onChange,
  empty,
  search,
  error,
}: OrderedChecklistProps) {
  const { t } = useTranslation('adminLevels');
  const { t: tf } = useTranslation('adminFind');
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const [query, setQuery] = useState('');
  const [chosenOnly, setChosenOnly] = useState(false);
  const needle = searchable(useDeferredValue(query));
  const found = useMemo(
    () =>
      options.filter(
        (option) =>
          (!chosenOnly || value.includes(option.id)) &&
          anyIncludes([option.label, option.answer ?? ''], needle),
      ),
    [options, value, chosenOnly, needle],
  );
  const box = useRef<HTMLUListElement>(null);
  const rows = useVirtualRows(box, found.length, rowHeight, viewHeight);
  const spacer = (height: number) => height > 0 && <li aria-hidden="true" style={{ height }} />;

  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId} className="flex flex-col gap-2">
      <legend className="font-medium">{legend}</legend>
      <p id={hintId} className="text-muted text-sm">
        {t('edit.checkedOrder')}
      </p>
      {options.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <Field
              label={search.label}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="min-w-0 flex-1 basis-48"
            />
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                checked={chosenOnly}
                onChange={(event) => setChosenOnly(event.target.checked)}
                className="size-5 accent-primary"
              />
              {tf('picker.chosenOnly', { count: value.length })}
            </label>
          </div>
          <p role="status" className="text-muted text-sm">
            {found.length === 0
              ? search.noMatch(query.trim())
              : tf('shown', { shown: found.length, total: options.length })}
          </p>
          {found.length > 0 && (
            <ul ref={box} className="max-h-80 overflow-y-auto rounded-lg border border-border p-1">
              {spacer(rows.before)}
              {found.slice(rows.start, rows.end).map((option) => (
                <ChecklistRow
                  key={option.id}
                  baseId={baseId}
                  option={option}
                  position={value.indexOf(option.id) + 1}
                  onCheck={(checked) =>
                    onChange(checked ? [...value, option.id] : value.filter((id) => id !== option.id))
                  }
                />
              ))}
              {spacer(rows.after)}
            </ul>
          )}
        </>
      )}
      {error && (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface ChecklistRowProps {
  baseId: string;
  option: ChecklistOption;
  /** Its place among the checked, from 1; 0 when unchecked. */
  position: number;
  onCheck: (checked: boolean) => void;
}

function ChecklistRow({ baseId, option, position, onCheck }: ChecklistRowProps) {
  const { t } = useTranslation('adminLevels');
  const inputId = `${baseId}-${option.id}`;
  const answerId = `${inputId}-answer`;
  const detailId = `${inputId}-detail`;
  const positionId = `${inputId}-position`;
  const described = [
    option.answer ? answerId : null,
    option.detail ? detailId : null,
    position > 0 ? positionId : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li style={{ height: rowHeight }} className="flex items-center gap-3 px-2">
      <input
        id={inputId}
        type="checkbox"
        checked={position > 0}
        onChange={(event) => onCheck(event.target.checked)}
        aria-describedby={described || undefined}
        className="size-5 shrink-0 accent-primary"
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <label htmlFor={inputId} className="truncate">
          {option.label}
        </label>
        {option.detail && (
          <span id={detailId} className="truncate">
            {option.detail}
          </span>
        )}
      </div>
      {option.answer && (
        <span id={answerId} dir="ltr" className="phonetic max-w-[40%] truncate font-phonetic text-muted">
          {option.answer}
        </span>
      )}
      {option.action}
      {position > 0 && (
        <span
          id={positionId}
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-fg text-sm"
        >
          <span className="sr-only">{t('edit.position', { position })}</span>
          <span aria-hidden="true">{position}</span>
        </span>
      )}
    </li>
  );
}
