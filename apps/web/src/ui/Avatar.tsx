import { avatarColourFor, headerInitials, profileInitials } from '#web/lib/initials';

/** Initials on the user's own colour, the same on every page and every visit. */
export function Avatar({
  name,
  userId,
  variant = 'header',
}: {
  name: string;
  userId: string;
  variant?: 'header' | 'profile';
}) {
  const initials = variant === 'header' ? headerInitials(name) : profileInitials(name);
  const size = variant === 'header' ? 'size-10 text-sm' : 'size-20 text-2xl';
  return (
    <span
      aria-hidden="true"
      data-initials={initials}
      style={{ backgroundColor: avatarColourFor(userId) }}
      // Drawn as generated content: decoration, so it is not read as the control's visible label.
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-bold text-white before:content-[attr(data-initials)] ${size}`}
    />
  );
}
