import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The centred card an item is shown in (UX "The game screen": one card, at most ~720 px wide). */
export function ItemCard({ heading, children }: { heading: string; children?: ReactNode }) {
  const headingId = useId();
  return (
    <div className="mx-auto w-full max-w-[720px] px-4">
      <section
        aria-labelledby={headingId}
        className="flex flex-col gap-2 rounded-2xl bg-quiz p-3 text-quiz-fg shadow-sm md:gap-4 md:p-6"
      >
        <h2 id={headingId} className="text-center font-semibold md:text-xl">
          {heading}
        </h2>
        {children}
      </section>
    </div>
  );
}

/** What an item view shows when rendered outside a game (spec §8). */
export function NoContext() {
  const { t } = useTranslation('game');
  return (
    <p role="alert" className="mx-auto max-w-[720px] px-4 font-semibold text-error">
      {t('errors.noContext')}
    </p>
  );
}
