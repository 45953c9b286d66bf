import { SelectField } from '#web/ui/Field';

interface FilterSelectProps<V extends string> {
  label: string;
  /** The first choice, which narrows nothing. */
  all: string;
  value: V | undefined;
  options: readonly V[];
  optionLabel: (option: V) => string;
  onChange: (value: V | undefined) => void;
  className?: string;
}

/** A list filter: one of `options`, or all of them. */
export function FilterSelect<V extends string>({
  all,
  value,
  options,
  optionLabel,
  onChange,
  ...field
}: FilterSelectProps<V>) {
  return (
    <SelectField
      {...field}
      value={value ?? ''}
      onChange={(event) => onChange(options.find((option) => option === event.target.value))}
    >
      <option value="">{all}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </SelectField>
  );
}
