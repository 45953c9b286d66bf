import { useId } from 'react';
import { Button } from '#web/ui/Button';

type ExplainedButtonProps = Parameters<typeof Button>[0] & {
  /** Why the button cannot be used yet, shown under it while it is disabled; null when it can. */
  why: string | null;
};

/**
 * A button that, while disabled, says why under it, and to screen readers through its description:
 * a greyed-out button alone leaves the author guessing.
 */
export function ExplainedButton({ why, disabled, ...button }: ExplainedButtonProps) {
  const id = useId();
  const explained = disabled && why ? why : null;
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        {...button}
        disabled={disabled}
        aria-describedby={
          [button['aria-describedby'], explained && id].filter(Boolean).join(' ') || undefined
        }
      />
      {explained && (
        <p id={id} className="text-muted text-sm">
          {explained}
        </p>
      )}
    </div>
  );
}
