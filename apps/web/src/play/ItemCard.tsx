import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

const headingLook = { never: '', phone: 'max-md:sr-only', always: 'sr-only' } as const;

/**
 * The centred card an item is shown in (UX "The game screen": one card, at most ~720 px wide). On a
 * play screen it shrinks to the room the keyboard leaves, its picture first; what still does not
 * fit (a long quiz) scrolls inside it.
 */
export function ItemCard({
  heading,
  fills = 'never',
  children,
}: {
  heading: string;
  /** Reach down to the keyboard, its picture taking the room: on phones, or always (fullscreen). */
  fills?: 'never' | 'phone' | 'always';
  children?: ReactNode;
}) {
  const headingId = useId();
  const fill = { never: '', phone: 'max-md:flex-1', always: 'flex-1' }[fills];
  return (
    <div className={`mx-auto flex min-h-0 w-full max-w-[720px] flex-col px-4 ${fill}`}>
      <section
        aria-labelledby={headingId}
        className={`flex min-h-0 flex-col gap-2 overflow-y-auto ${fill} rounded-2xl bg-quiz p-3 text-quiz-fg shadow-sm md:gap-3 md:p-4`}
      >
        {/* Where the picture needs the room (a phone, fullscreen), the page's heading above, which names
            the level's type, says enough: this one is there for screen readers. */}
        <h2 id={headingId} className={`text-center font-semibold md:text-lg ${headingLook[fills]}`}>
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
