import type { PublicUser } from '@tp/contract/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/ui/Field';
import { Modal } from '#web/ui/Modal';
import { useAdminUsers } from '../../api/users';
import { AdminList } from '../AdminList';
import { UserAvatar } from './UserAvatar';
import { UserDetails } from './UserDetails';

/** Dashboard 'Users': every user, searchable, each opening their details. */
export function UsersTab() {
  const { t } = useTranslation('adminQuiz');
  const query = useAdminUsers();
  return (
    <AdminList query={query} empty={t('users.empty')}>
      {(users) => <UserList users={users} />}
    </AdminList>
  );
}

function matches(user: PublicUser, search: string): boolean {
  return user.name.toLocaleLowerCase().includes(search) || user.email.toLocaleLowerCase().includes(search);
}

function UserList({ users }: { users: PublicUser[] }) {
  const { t } = useTranslation('adminQuiz');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle ? users.filter((user) => matches(user, needle)) : users;
  const open = users.find((user) => user._id === openId);

  return (
    <div className="flex flex-col gap-4">
      <Field
        label={t('users.search')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="max-w-sm"
      />
      <p role="status" className="text-muted text-sm">
        {shown.length === 0
          ? t('users.noMatch', { query: search.trim() })
          : needle && t('users.shown', { shown: shown.length, total: users.length })}
      </p>
      {shown.length > 0 && (
        <ul className="flex flex-col gap-1">
          {shown.map((user) => (
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
      )}
      <Modal open={open !== undefined} onClose={() => setOpenId(null)} title={open?.name ?? ''}>
        {open && <UserDetails user={open} />}
      </Modal>
    </div>
  );
}
