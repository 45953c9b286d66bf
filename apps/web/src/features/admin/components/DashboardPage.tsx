import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '#web/ui/use-page-title';
import { AuditTab } from './audit/AuditTab';
import { BadgesTab } from './badges/BadgesTab';
import { ImagesTab } from './images/ImagesTab';
import { InboxTab } from './inbox/InboxTab';
import { LevelsTab } from './levels/LevelsTab';
import { McqsTab } from './mcqs/McqsTab';
import { AudiosTab } from './sounds/AudiosTab';
import { SoundUploadTab } from './sounds/SoundUploadTab';
import { SubscribersTab } from './subscribers/SubscribersTab';
import { UsersTab } from './users/UsersTab';
import { VideosTab } from './videos/VideosTab';
import { VideoUploadTab } from './videos/VideoUploadTab';

/** The dashboard tabs of spec §2, then what admins read (audit, inbox, subscribers), in sidebar order; add-levels is the default. */
export const dashboardTabs = [
  'upload-sounds',
  'upload-videos',
  'add-levels',
  'users',
  'view-videos',
  'view-audios',
  'view-mcqs',
  'view-badges',
  'view-images',
  'audit',
  'inbox',
  'subscribers',
] as const;
export type DashboardTab = (typeof dashboardTabs)[number];
const defaultTab: DashboardTab = 'add-levels';

const tabContent: Record<DashboardTab, () => ReactNode> = {
  'upload-sounds': SoundUploadTab,
  'upload-videos': VideoUploadTab,
  'add-levels': LevelsTab,
  users: UsersTab,
  'view-videos': VideosTab,
  'view-audios': AudiosTab,
  'view-mcqs': McqsTab,
  'view-badges': BadgesTab,
  'view-images': ImagesTab,
  audit: AuditTab,
  inbox: InboxTab,
  subscribers: SubscribersTab,
};

const isTab = (value: string | null): value is DashboardTab => dashboardTabs.some((tab) => tab === value);

export function Component() {
  const { t } = useTranslation('admin');
  usePageTitle(t('title'), t('description'));
  // Collapsed by default on phones so the content keeps most of a 360 px screen.
  const [open, setOpen] = useState(() => window.matchMedia?.('(min-width: 768px)').matches ?? true);
  // The tab lives in the URL so a section can be linked and survives a reload.
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const active: DashboardTab = isTab(requested) ? requested : defaultTab;
  const ActiveTab = tabContent[active];

  return (
    <div className="flex min-h-[calc(100dvh-4rem)]">
      <aside
        className={`sticky top-0 shrink-0 self-start border-border border-e bg-menu text-menu-fg transition-[width] motion-reduce:transition-none ${open ? 'w-64' : 'w-20'}`}
      >
        <button
          type="button"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls="dashboard-sections"
          aria-label={open ? t('sidebar.collapse') : t('sidebar.expand')}
          className="m-3 inline-flex size-11 items-center justify-center rounded-lg border border-current"
        >
          <span aria-hidden="true" className="rtl:-scale-x-100">
            {open ? '«' : '»'}
          </span>
        </button>
        <nav id="dashboard-sections" aria-label={t('sidebar.label')}>
          <ul className="flex flex-col gap-1 p-2">
            {dashboardTabs.map((tab) => {
              const label = t(`tabs.${tab}`);
              const current = tab === active;
              return (
                <li key={tab}>
                  <button
                    type="button"
                    aria-current={current ? 'page' : undefined}
                    aria-label={open ? undefined : label}
                    title={open ? undefined : label}
                    onClick={() => setSearch(tab === defaultTab ? {} : { tab })}
                    className={`flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-start ${current ? 'bg-menu-fg text-menu font-semibold' : ''}`}
                  >
                    <span
                      aria-hidden="true"
                      className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-current text-sm"
                    >
                      {label.charAt(0)}
                    </span>
                    {open && <span>{label}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1 p-4 sm:p-8">
        <h1 className="mb-2 font-bold text-3xl">{t('title')}</h1>
        <section aria-labelledby="dashboard-tab-title" className="rounded-xl bg-surface p-6 shadow-sm">
          <h2 id="dashboard-tab-title" className="mb-2 font-semibold text-xl">
            {t(`tabs.${active}`)}
          </h2>
          <ActiveTab />
        </section>
      </div>
    </div>
  );
}
