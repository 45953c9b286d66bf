import { useMemo } from 'react';
import { headerInitials, profileInitials, randomAvatarColor } from '#web/lib/initials';

/** Initials on a random colour, picked again only when the name changes. */
export function Avatar({ name, variant = 'header' }: { name: string; variant?: 'header' | 'profile' }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new name is what re-rolls the colour.
  const colour = useMemo(() => randomAvatarColor(), [name]);
  const initials = variant === 'header' ? headerInitials(name) : profileInitials(name);
  const size = variant === 'header' ? 'size-10 text-sm' : 'size-20 text-2xl';
  return (
    <span
      aria-hidden="true"
      data-initials={initials}
      style={{ backgroundColor: colour }}
      // Drawn as generated content: decoration, so it is not read as the control's visible label.
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-bold text-white before:content-[attr(data-initials)] ${size}`}
    />
  );
}
