import type { PublicUser } from '@tp/contract/accounts';
import { avatarColourFor } from '#web/lib/initials';
import { initialOf } from './avatar';

/** The user's initial on their colour; decoration, as the name is written beside it. */
export function UserAvatar({ user }: { user: Pick<PublicUser, '_id' | 'name'> }) {
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: avatarColourFor(user._id) }}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full font-bold text-white"
    >
      {initialOf(user.name)}
    </span>
  );
}
