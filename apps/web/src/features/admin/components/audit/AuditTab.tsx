import { type AuditEntry, auditEntities } from '@tp/contract/audit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditFilters, useAuditLog } from '../../api/audit';
import { FilterSelect } from '../FilterSelect';
import { PagedList } from '../PagedList';
import { ChangeDiff } from './ChangeDiff';

/** Dashboard 'Audit': the changes admins made, newest first, narrowed by kind of record and admin. */
export function AuditTab() {
  const { t } = useTranslation('adminInbox');
  const [filters, setFilters] = useState<AuditFilters>({});
  const query = useAuditLog(filters);
  const actors = query.data?.pages[0]?.actors ?? [];
  const filtered = filters.entity !== undefined || filters.actor !== undefined;

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3 sm:flex-row">
        <legend className="sr-only">{t('audit.filters')}</legend>
        <FilterSelect
          label={t('audit.entity')}
          all={t('audit.allEntities')}
          value={filters.entity}
          options={auditEntities}
          optionLabel={(entity) => t(`audit.entities.${entity}`)}
          onChange={(entity) => setFilters({ ...filters, entity })}
          className="sm:w-56"
        />
        <FilterSelect
          label={t('audit.actor')}
          all={t('audit.allActors')}
          value={filters.actor}
          options={actors}
          optionLabel={(email) => email}
          onChange={(actor) => setFilters({ ...filters, actor })}
          className="sm:w-72"
        />
      </fieldset>
      <PagedList
        query={query}
        items={(page) => page.entries}
        empty={t(filtered ? 'audit.noMatch' : 'audit.empty')}
      >
        {(entry) => <AuditItem key={entry._id} entry={entry} />}
      </PagedList>
    </div>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('adminInbox');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-semibold">
          {t('audit.summary', {
            entity: t(`audit.entities.${entry.entity}`),
            action: t(`audit.actions.${entry.action}`),
          })}
        </h3>
        <time dateTime={entry.at} className="text-muted text-sm">
          {when.format(new Date(entry.at))}
        </time>
      </div>
      <p className="text-sm">
        <span className="text-muted">{t('audit.actor')}</span>{' '}
        <bdi className="break-all">{entry.actor.email}</bdi>
      </p>
      <ChangeDiff before={entry.before} after={entry.after} />
    </li>
  );
}
