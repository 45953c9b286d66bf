import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/ui/Field';

interface ListSearchProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** How many items match, of how many. */
  shown: number;
  total: number;
  /** Said when nothing matches: 'No levels match “…”.' */
  noMatch: string;
  /** More filters beside the search box (selects). */
  children?: ReactNode;
}

/** A list's search box and filters, with how many items they leave, announced as it changes. */
export function ListSearch({ label, value, onChange, shown, total, noMatch, children }: ListSearchProps) {
  const { t } = useTranslation('adminFind');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label={label}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="min-w-0 flex-1 basis-56"
        />
        {children}
      </div>
      <p role="status" className="text-muted text-sm">
        {shown === 0 ? noMatch : t('shown', { shown, total })}
      </p>
    </div>
  );
}
