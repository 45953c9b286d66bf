import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '#web/ui/StrokeIcon';
import { useDisclosure } from '#web/ui/use-disclosure';
import { DashboardIcon, type DashboardIconName } from './dashboard-icons';

/** A dashboard section as the navigation shows it. */
interface NavSection<Key extends string = string> {
  key: Key;
  label: string;
  icon: DashboardIconName;
}

interface NavProps<Key extends string> {
  sections: readonly NavSection<Key>[];
  active: Key;
  onChoose: (key: Key) => void;
}

const navId = 'dashboard-sections';

/** The sections' buttons, the open one marked; `iconsOnly` keeps each name as tooltip and accessible name. */
function SectionList<Key extends string>({
  sections,
  active,
  onChoose,
  iconsOnly = false,
}: NavProps<Key> & { iconsOnly?: boolean }) {
  return (
    <ul className="flex flex-col gap-1 p-2">
      {sections.map(({ key, label, icon }) => {
        const current = key === active;
        return (
          <li key={key}>
            <button
              type="button"
              aria-current={current ? 'page' : undefined}
              aria-label={iconsOnly ? label : undefined}
              title={iconsOnly ? label : undefined}
              onClick={() => onChoose(key)}
              className={`flex min-h-11 w-full items-center gap-3 rounded-lg px-4 text-start ${current ? 'bg-menu-fg font-semibold text-menu' : 'hover:bg-menu-fg/10'}`}
            >
              <DashboardIcon of={icon} />
              {!iconsOnly && <span>{label}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The wide screens' sidebar (spec §2: 64 units open, 20 collapsed to icons). It runs from under
 * the header to the page's end; its list stays in view as the page scrolls, scrolling on its own
 * when taller than the screen.
 */
export function DashboardSidebar<Key extends string>(props: NavProps<Key>) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(true);
  return (
    <aside
      className={`shrink-0 border-border border-e bg-menu text-menu-fg transition-[width] motion-reduce:transition-none ${open ? 'w-64' : 'w-20'}`}
    >
      <div className="sticky top-0 flex max-h-dvh flex-col">
        <button
          type="button"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={navId}
          aria-label={open ? t('sidebar.collapse') : t('sidebar.expand')}
          title={open ? t('sidebar.collapse') : t('sidebar.expand')}
          className="m-3 inline-flex size-11 shrink-0 items-center justify-center self-start rounded-lg border border-current"
        >
          <StrokeIcon
            paths={open ? ['m11 17-5-5 5-5', 'm18 17-5-5 5-5'] : ['m6 17 5-5-5-5', 'm13 17 5-5-5-5']}
            className="size-5 rtl:-scale-x-100"
          />
        </button>
        <nav id={navId} aria-label={t('sidebar.label')} className="min-h-0 overflow-y-auto">
          <SectionList {...props} iconsOnly={!open} />
        </nav>
      </div>
    </aside>
  );
}

/**
 * The phones' navigation: one button beside the dashboard's title, naming the open section, that
 * opens the list of sections over the content, so the content keeps the screen's whole width.
 */
export function DashboardMenu<Key extends string>({ sections, active, onChoose }: NavProps<Key>) {
  const { t } = useTranslation(['dashboard', 'admin']);
  const buttonId = useId();
  const { open, toggle, close, containerProps } = useDisclosure(buttonId);
  const current = sections.find((section) => section.key === active);

  return (
    <div className="relative ms-auto min-w-0" {...containerProps}>
      <button
        id={buttonId}
        type="button"
        aria-expanded={open}
        aria-controls={navId}
        aria-label={t('dashboard:menu.button', { section: current?.label })}
        onClick={toggle}
        className="flex min-h-11 max-w-full items-center gap-1.5 rounded-lg border border-border bg-surface px-2.5 font-semibold"
      >
        {current && <DashboardIcon of={current.icon} className="size-5" />}
        <span className="truncate">{current?.label}</span>
        <StrokeIcon paths={[open ? 'm6 15 6-6 6 6' : 'm6 9 6 6 6-6']} className="size-4" />
      </button>
      {open && (
        <nav
          id={navId}
          aria-label={t('admin:sidebar.label')}
          className="absolute end-0 top-full z-30 mt-2 max-h-[70dvh] w-64 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-xl bg-menu text-menu-fg shadow-xl"
        >
          <SectionList
            sections={sections}
            active={active}
            onChoose={(key) => {
              close();
              onChoose(key);
              // The chosen button goes with the list: the focus goes back to the menu.
              document.getElementById(buttonId)?.focus();
            }}
          />
        </nav>
      )}
    </div>
  );
}
