import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../ui/use-page-title';

export function Component() {
  const { t } = useTranslation();
  const title = t('game.title');
  usePageTitle(title);
  return (
    <div className="mx-auto w-full max-w-[720px] px-4 py-10">
      <section className="rounded-2xl bg-quiz p-8 text-center text-quiz-fg shadow-sm">
        <h1 className="mb-3 font-bold text-3xl">{title}</h1>
        <p>{t('game.comingSoon')}</p>
      </section>
    </div>
  );
}
