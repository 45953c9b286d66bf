import { subscriberStatuses } from '@tp/contract/inbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SubscriberFilters, useSubscribers } from '../../api/inbox';
import { FilterSelect } from '../FilterSelect';
import { PagedList } from '../PagedList';
import { CsvDownload } from './CsvDownload';

/** Dashboard 'Subscribers': the mailing list, how many are on it and left, and its CSV file. */
export function SubscribersTab() {
  const { t, i18n } = useTranslation('adminInbox');
  const [filters, setFilters] = useState<SubscriberFilters>({});
  const query = useSubscribers(filters);
  const counts = query.data?.pages[0]?.counts;
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {counts && (
          <dl className="flex gap-6">
            {subscriberStatuses.map((status) => (
              <div key={status}>
                <dt className="text-muted text-sm">{t(`subscribers.statuses.${status}`)}</dt>
                <dd className="font-semibold text-2xl">{counts[status]}</dd>
              </div>
            ))}
          </dl>
        )}
        <CsvDownload />
      </div>
      <FilterSelect
        label={t('subscribers.status')}
        all={t('subscribers.all')}
        value={filters.status}
        options={subscriberStatuses}
        optionLabel={(status) => t(`subscribers.statuses.${status}`)}
        onChange={(status) => setFilters({ status })}
        className="sm:w-56"
      />
      <PagedList
        query={query}
        items={(page) => page.subscribers}
        empty={t(filters.status ? 'subscribers.noMatch' : 'subscribers.empty')}
        className="flex flex-col divide-y divide-border"
      >
        {(s) => (
          <li key={s._id} className="flex flex-wrap justify-between gap-x-4 py-2">
            <bdi className="break-all font-medium">{s.email}</bdi>
            <span className="text-muted text-sm">
              {s.unsubscribedAt
                ? t('subscribers.left', { date: day.format(new Date(s.unsubscribedAt)) })
                : t('subscribers.since', { date: day.format(new Date(s.subscribedAt)) })}
            </span>
          </li>
        )}
      </PagedList>
    </div>
  );
}
