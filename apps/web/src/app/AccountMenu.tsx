import type { PublicUser } from '@tp/contract/accounts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRequestLogout } from '#web/session/logout-confirm';
import { Avatar } from '#web/ui/Avatar';
import { useDisclosure } from '#web/ui/use-disclosure';

/** A learner's initials, opening their name (to /profile) and Log Out. */
export default function AccountMenu({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const requestLogout = useRequestLogout();
  const buttonId = useId();
  const panelId = useId();
  const { open, toggle, close, containerProps } = useDisclosure(buttonId);
  const item = 'block w-full rounded-lg px-3 py-2 text-start';

  return (
    <div className="relative" {...containerProps}>
      <button
        id={buttonId}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('account.menuFor', { name: user.name })}
        onClick={toggle}
        className="inline-flex size-11 items-center justify-center rounded-full"
      >
        <Avatar name={user.name} userId={user._id} />
      </button>
      {open && (
        <ul
          id={panelId}
          className="absolute end-0 top-full z-40 mt-2 min-w-48 rounded-xl bg-menu p-2 text-menu-fg shadow-xl"
        >
          <li>
            <Link to="/profile" onClick={close} className={`${item} font-semibold`}>
              {user.name}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={item}
              onClick={() => {
                close();
                requestLogout();
              }}
            >
              {t('account.logOut')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
