import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '#web/ui/use-page-title';
import { SoundForm } from './SoundForm';

/** /sound/upload: the sound form on a page of its own (admins only). */
export function Component() {
  const { t } = useTranslation('adminMedia');
  const title = t('soundPage.title');
  usePageTitle(title, t('soundPage.description'));
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-bold text-3xl">{title}</h1>
        <Link to="/dashboard?tab=view-audios" className="text-link underline">
          {t('soundPage.allSounds')}
        </Link>
      </div>
      <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm">
        <SoundForm />
      </div>
    </div>
  );
}
