import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#web/ui/use-page-title';
import Recorder from './Recorder';

/** The microphone recorder on its own (spec §2 "Speaking-level"): record, stop, listen back. */
export function Component() {
  const { t } = useTranslation();
  const { t: tg } = useTranslation('game');
  const title = t('routes.speakingLevel');
  usePageTitle(title, t('routeDescriptions.speakingLevel'));
  return (
    <div className="mx-auto flex w-full max-w-[720px] flex-col gap-4 px-4 py-6 md:py-10">
      <h1 className="font-bold text-2xl md:text-3xl">{title}</h1>
      <p>{tg('speakingPage.intro')}</p>
      <div className="rounded-2xl bg-quiz p-4 text-quiz-fg shadow-sm md:p-6">
        <Recorder />
      </div>
    </div>
  );
}
