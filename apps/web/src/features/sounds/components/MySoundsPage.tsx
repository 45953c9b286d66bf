import { weakestSounds } from '@tp/phonetics';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonBase, buttonVariants } from '#web/ui/Button';
import { PageSpinner } from '#web/ui/Spinner';
import { usePageTitle } from '#web/ui/use-page-title';
import { useSoundSummary } from '../hooks/use-sound-summary';
import { Confusions } from './Confusions';
import { SoundHeatmap } from './SoundHeatmap';
import { WeakSounds } from './WeakSounds';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-semibold text-xl">{title}</h2>
      {children}
    </section>
  );
}

/** "My sounds": the keyboard as a heat map of accuracy, the weakest sounds and the common mix-ups. */
export function Component() {
  const { t } = useTranslation('sounds');
  usePageTitle(t('page.title'), t('page.description'));
  const summary = useSoundSummary();
  const weakest = weakestSounds(summary.sounds);

  let body: ReactNode;
  if (summary.status === 'loading') body = <PageSpinner />;
  else if (summary.status === 'error') {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t('page.loadFailed')}</p>
        <Button variant="secondary" onClick={summary.retry}>
          {t('page.retry')}
        </Button>
      </div>
    );
  } else if (summary.sounds.length === 0) {
    body = (
      <section className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-5">
        <h2 className="font-semibold text-xl">{t('empty.title')}</h2>
        <p>{t('empty.message')}</p>
        <Link to="/" className={`${buttonBase} ${buttonVariants.primary}`}>
          {t('empty.play')}
        </Link>
      </section>
    );
  } else {
    body = (
      <div className="flex flex-col gap-8">
        {weakest.length > 0 && (
          <Link
            to={summary.signedIn ? '/my-sounds/review' : '/signup'}
            className={`${buttonBase} ${buttonVariants.primary} self-start`}
          >
            {summary.signedIn ? t('review.start') : t('review.signUp')}
          </Link>
        )}
        <Section title={t('heatmap.title')}>
          <SoundHeatmap sounds={summary.sounds} />
        </Section>
        <Section title={t('weakest.title')}>
          <WeakSounds sounds={weakest} />
        </Section>
        <Section title={t('confusions.title')}>
          <Confusions sounds={summary.sounds} />
        </Section>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8">
      <h1 className="font-bold text-3xl">{t('page.title')}</h1>
      <p>{t('page.intro')}</p>
      {!summary.signedIn && <p className="text-muted text-sm">{t('page.guestNote')}</p>}
      {body}
    </div>
  );
}
