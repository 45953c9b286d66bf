import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

interface FrameProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  id?: string | undefined;
  className?: string | undefined;
  /** Extra classes for the control itself (a font, say). */
  inputClassName?: string | undefined;
}

const controlClass =
  'min-h-11 w-full rounded-lg border border-border bg-surface px-3 py-2 text-fg aria-invalid:border-error';

/** Label above, the control, then hint and error under it, wired for assistive tech. */
function useFrame({ label, error, hint, id, className = '', inputClassName = '' }: FrameProps) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${controlClass} ${inputClassName}`,
  } as const;
  const frame = (input: ReactNode) => (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={controlId} className="font-medium">
        {label}
      </label>
      {input}
      {hint && (
        <p id={hintId} className="text-muted text-sm">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
  return { control, frame };
}

interface FieldProps extends FrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  ref?: Ref<HTMLInputElement>;
}

export function Field({ label, error, hint, id, className, inputClassName, ref, ...input }: FieldProps) {
  const { control, frame } = useFrame({ label, error, hint, id, className, inputClassName });
  return frame(<input ref={ref} {...control} {...input} />);
}

interface TextAreaFieldProps
  extends FrameProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  inputClassName,
  ref,
  ...textarea
}: TextAreaFieldProps) {
  const { control, frame } = useFrame({ label, error, hint, id, className, inputClassName });
  return frame(<textarea ref={ref} rows={3} {...control} {...textarea} />);
}

interface SelectFieldProps
  extends FrameProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  inputClassName,
  ref,
  children,
  ...select
}: SelectFieldProps) {
  const { control, frame } = useFrame({ label, error, hint, id, className, inputClassName });
  return frame(
    <select ref={ref} {...control} {...select}>
      {children}
    </select>,
  );
}
