import type { PublicUser } from '@tp/contract/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '#web/ui/Modal';
import { useAdminUsers } from '../../api/users';
import { AdminList } from '../AdminList';
import { UserAvatar } from './UserAvatar';
import { UserDetails } from './UserDetails';

/** Dashboard 'Users': every user, newest first, found by name or e-mail, each opening their details. */
export function UsersTab() {
  const { t } = useTranslation('adminQuiz');
  const query = useAdminUsers();
  return (
    <AdminList
      query={query}
      empty={t('users.empty')}
      find={{
        label: t('users.search'),
        texts: (user) => [user.name, user.email],
        noMatch: (query) => t('users.noMatch', { query }),
      }}
    >
      {(users) => <UserList users={users} />}
    </AdminList>
  );
}

function UserList({ users }: { users: PublicUser[] }) {
  const { t } = useTranslation('adminQuiz');
  const [openId, setOpenId] = useState<string | null>(null);
  const open = users.find((user) => user._id === openId);

  return (
    <>
      <ul className="flex flex-col gap-1">
        {users.map((user) => (
          <li key={user._id}>
            <button
              type="button"
              onClick={() => setOpenId(user._id)}
              aria-label={t('users.open', { name: user.name, email: user.email })}
              className="flex min-h-11 w-full items-center gap-3 rounded-lg p-2 text-start hover:bg-bg"
            >
              <UserAvatar user={user} />
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium">{user.name}</span>
                <span className="truncate text-muted text-sm">
                  <bdi>{user.email}</bdi>
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Modal open={open !== undefined} onClose={() => setOpenId(null)} title={open?.name ?? ''}>
        {open && <UserDetails user={open} />}
      </Modal>
    </>
  );
}
