import { type ReactNode, useState } from 'react';

interface InLevelSectionProps {
  title: string;
  hint: string;
  /** Open at first where it is the next thing to do; from then on, as the admin leaves it. */
  startsOpen: boolean;
  /** Said once the level holds what was made. */
  added: string | false;
  /** Said when what was made was saved but the level could not take it. */
  failed: string | null;
  children: ReactNode;
}

/** A part of the level's editor where a sound, question or video is made and added to the level. */
export function InLevelSection({ title, hint, startsOpen, added, failed, children }: InLevelSectionProps) {
  const [open, setOpen] = useState(startsOpen);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-lg border border-border"
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 font-semibold">
        <span aria-hidden="true" className="transition-transform group-open:rotate-90 rtl:-scale-x-100">
          ▸
        </span>
        {title}
      </summary>
      <div className="flex flex-col gap-3 border-border border-t p-3">
        <p className="text-muted text-sm">{hint}</p>
        {children}
        <p role="status" className="text-sm">
          {added}
        </p>
        {failed && (
          <p role="alert" className="rounded-lg bg-incorrect p-3 text-incorrect-fg">
            {failed}
          </p>
        )}
      </div>
    </details>
  );
}
