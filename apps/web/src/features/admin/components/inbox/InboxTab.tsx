import { messageKinds } from '@tp/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MessageFilters, useMessages } from '../../api/inbox';
import { FilterSelect } from '../FilterSelect';
import { PagedList } from '../PagedList';
import { MessageCard } from './MessageCard';

const statuses = ['open', 'handled'] as const;

/**
 * Dashboard 'Inbox': contact messages and account-deletion requests, handled ones listed too (so a
 * handled deletion request keeps its actions in reach); the status filter narrows to either.
 */
export function InboxTab() {
  const { t } = useTranslation('adminInbox');
  const [filters, setFilters] = useState<MessageFilters>({});
  const query = useMessages(filters);
  const filtered = filters.kind !== undefined || filters.status !== undefined;

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3 sm:flex-row">
        <legend className="sr-only">{t('inbox.filters')}</legend>
        <FilterSelect
          label={t('inbox.kind')}
          all={t('inbox.allKinds')}
          value={filters.kind}
          options={messageKinds}
          optionLabel={(kind) => t(`inbox.kinds.${kind}`)}
          onChange={(kind) => setFilters({ ...filters, kind })}
          className="sm:w-64"
        />
        <FilterSelect
          label={t('inbox.status')}
          all={t('inbox.allStatuses')}
          value={filters.status}
          options={statuses}
          optionLabel={(status) => t(`inbox.statuses.${status}`)}
          onChange={(status) => setFilters({ ...filters, status })}
          className="sm:w-48"
        />
      </fieldset>
      <PagedList
        query={query}
        items={(page) => page.messages}
        empty={t(filtered ? 'inbox.noMatch' : 'inbox.empty')}
      >
        {(message) => <MessageCard key={message._id} message={message} />}
      </PagedList>
    </div>
  );
}
