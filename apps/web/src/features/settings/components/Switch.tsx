import { useId } from 'react';

interface SwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off setting: a native checkbox announced as a switch, so Space and the label toggle it. The
 * knob contrasts with the track in both states, and the track's outline with the card.
 */
export function Switch({ label, hint, checked, onChange }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-muted text-sm">
          {hint}
        </p>
      </div>
      {/* The checkbox is the track; the knob is drawn beside it and lets the pointer through. */}
      <div className="relative shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
          className="peer block h-8 w-14 cursor-pointer appearance-none rounded-full border-2 border-border bg-border transition-colors checked:bg-primary motion-reduce:transition-none"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute start-1 top-1 size-6 rounded-full bg-surface transition-transform peer-checked:translate-x-6 peer-checked:bg-primary-fg motion-reduce:transition-none rtl:peer-checked:-translate-x-6"
        />
      </div>
    </div>
  );
}
