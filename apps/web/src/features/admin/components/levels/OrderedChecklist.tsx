import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SoundPlayButton } from './SoundPlayButton';

export interface ChecklistOption {
  id: string;
  label: string;
  /** A sound's answer, shown beside its name in the phonetic font. */
  answer?: string;
  /** A sound's audio, played by a button beside it. */
  audio?: string;
}

interface OrderedChecklistProps {
  legend: string;
  options: ChecklistOption[];
  /** The checked ids, in the order they were checked. */
  value: string[];
  onChange: (value: string[]) => void;
  /** Shown when there is nothing to choose from. */
  empty: string;
  error?: string | undefined;
}

/** Checkboxes whose checked items keep the order they were checked in, shown by a number beside each. */
export function OrderedChecklist({ legend, options, value, onChange, empty, error }: OrderedChecklistProps) {
  const { t } = useTranslation('adminLevels');
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;

  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId} className="flex flex-col gap-1">
      <legend className="font-medium">{legend}</legend>
      <p id={hintId} className="text-muted text-sm">
        {t('edit.checkedOrder')}
      </p>
      {options.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <ul className="mt-1 flex max-h-64 flex-col overflow-y-auto rounded-lg border border-border p-1">
          {options.map((option, index) => {
            const position = value.indexOf(option.id) + 1;
            const inputId = `${baseId}-${index}`;
            const answerId = `${inputId}-answer`;
            const positionId = `${inputId}-position`;
            const described = [option.answer ? answerId : null, position > 0 ? positionId : null]
              .filter(Boolean)
              .join(' ');
            return (
              <li key={option.id} className="flex min-h-11 items-center gap-3 px-2">
                <input
                  id={inputId}
                  type="checkbox"
                  checked={position > 0}
                  onChange={(event) =>
                    onChange(
                      event.target.checked ? [...value, option.id] : value.filter((id) => id !== option.id),
                    )
                  }
                  aria-describedby={described || undefined}
                  className="size-5 shrink-0 accent-primary"
                />
                <label htmlFor={inputId} className="min-w-0 flex-1 break-words py-2">
                  {option.label}
                </label>
                {option.answer && (
                  <span id={answerId} className="phonetic font-phonetic text-muted">
                    {option.answer}
                  </span>
                )}
                {option.audio && <SoundPlayButton url={option.audio} name={option.label} />}
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
          })}
        </ul>
      )}
      {error && (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
