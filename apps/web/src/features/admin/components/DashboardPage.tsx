import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { smallScreenQuery, useMediaQuery } from '#web/ui/use-media-query';
import { usePageTitle } from '#web/ui/use-page-title';
import { OpenAddForm } from './AdminList';
import { AuditTab } from './audit/AuditTab';
import { BadgesTab } from './badges/BadgesTab';
import { CourseFileTab } from './course-file/CourseFileTab';
import { DashboardMenu, DashboardSidebar } from './DashboardNav';
import type { DashboardIconName } from './dashboard-icons';
import { ImagesTab } from './images/ImagesTab';
import { InboxTab } from './inbox/InboxTab';
import { InsightsTab } from './insights/InsightsTab';
import { LevelsTab } from './levels/LevelsTab';
import { McqsTab } from './mcqs/McqsTab';
import { AudiosTab } from './sounds/AudiosTab';
import { SubscribersTab } from './subscribers/SubscribersTab';
import { UsersTab } from './users/UsersTab';
import { VideosTab } from './videos/VideosTab';

/**
 * The dashboard's sections of spec §2, then what admins read (insights, audit, inbox, subscribers), in
 * sidebar order, each with its content and icon: a new section is one entry. add-levels is the
 * default. Each kind of content is one collection, its list with its 'Add +' form: the spec's upload
 * tabs are those forms.
 */
const sections = {
  'add-levels': { content: LevelsTab, icon: 'add-levels' },
  users: { content: UsersTab, icon: 'users' },
  'view-videos': { content: VideosTab, icon: 'view-videos' },
  'view-audios': { content: AudiosTab, icon: 'view-audios' },
  'view-mcqs': { content: McqsTab, icon: 'view-mcqs' },
  'view-badges': { content: BadgesTab, icon: 'view-badges' },
  'view-images': { content: ImagesTab, icon: 'view-images' },
  insights: { content: InsightsTab, icon: 'insights' },
  audit: { content: AuditTab, icon: 'audit' },
  inbox: { content: InboxTab, icon: 'inbox' },
  subscribers: { content: SubscribersTab, icon: 'subscribers' },
  'course-file': { content: CourseFileTab, icon: 'course-file' },
} as const satisfies Record<string, { content: () => ReactNode; icon: DashboardIconName }>;
export type DashboardTab = keyof typeof sections;
const dashboardTabs = Object.keys(sections) as DashboardTab[];
const defaultTab: DashboardTab = 'add-levels';

const isTab = (value: string | null): value is DashboardTab => dashboardTabs.some((tab) => tab === value);

/** The spec's upload tabs, kept for old links: each opens its collection with the form open. */
const uploadTabs: Record<string, DashboardTab> = {
  'upload-sounds': 'view-audios',
  'upload-videos': 'view-videos',
};

export function Component() {
  const { t } = useTranslation('admin');
  usePageTitle(t('title'), t('description'));
  // Phones get a menu beside the title instead of the sidebar: the content keeps the full width.
  const phone = useMediaQuery(smallScreenQuery);
  // The tab lives in the URL so a section can be linked and survives a reload.
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const upload = requested === null ? undefined : uploadTabs[requested];
  const active: DashboardTab = upload ?? (isTab(requested) ? requested : defaultTab);
  const ActiveTab = sections[active].content;
  const nav = {
    sections: dashboardTabs.map((key) => ({ key, label: t(`tabs.${key}`), icon: sections[key].icon })),
    active,
    onChoose: (tab: DashboardTab) => setSearch(tab === defaultTab ? {} : { tab }),
  };

  return (
    <div className="flex min-h-[calc(100dvh-4rem)]">
      {!phone && <DashboardSidebar {...nav} />}
      <div className="min-w-0 flex-1 p-3 sm:p-8">
        <div className="mb-2 flex items-center gap-2">
          <h1 className="font-bold text-xl sm:text-3xl">{t('title')}</h1>
          {phone && <DashboardMenu {...nav} />}
        </div>
        <section aria-labelledby="dashboard-tab-title" className="rounded-xl bg-surface p-4 shadow-sm sm:p-6">
          <h2 id="dashboard-tab-title" className="mb-2 font-semibold text-xl">
            {t(`tabs.${active}`)}
          </h2>
          <OpenAddForm value={upload !== undefined}>
            {/* A search from the admin bar opens the tab anew, reading it from the address. */}
            <ActiveTab key={search.get('q') ?? ''} />
          </OpenAddForm>
        </section>
      </div>
    </div>
  );
}
