import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * How far the card reaches down, and where its heading then gives its room to the picture; beside a
 * verdict the card keeps only what it needs (the verdict's panel scrolls first), and on a phone its
 * margins give their room too.
 */
const fills = {
  never: { card: '', heading: '', inside: 'gap-2 p-3' },
  phone: { card: 'max-md:flex-1', heading: 'max-md:sr-only', inside: 'gap-2 p-3' },
  always: { card: 'flex-1', heading: 'sr-only', inside: 'gap-2 p-3' },
  verdict: { card: 'shrink-0', heading: 'sr-only', inside: 'gap-1 p-2 md:gap-2 md:p-3' },
} as const;

/**
 * The centred card an item is shown in (UX "The game screen": one card, at most ~720 px wide). On a
 * play screen it shrinks to the room the keyboard leaves, its picture first; what still does not
 * fit (a long quiz) scrolls inside it.
 */
export function ItemCard({
  heading,
  fills: reach = 'never',
  children,
}: {
  heading: string;
  /** Reach down to the keyboard, its picture taking the room: on phones, or always (fullscreen). */
  fills?: keyof typeof fills;
  children?: ReactNode;
}) {
  const headingId = useId();
  const look = fills[reach];
  return (
    <div className={`mx-auto flex min-h-0 w-full max-w-[720px] flex-col px-4 ${look.card}`}>
      <section
        aria-labelledby={headingId}
        className={`flex min-h-0 flex-col overflow-y-auto ${look.card} ${look.inside} rounded-2xl bg-quiz text-quiz-fg shadow-sm md:gap-3 md:p-4`}
      >
        {/* Where the picture needs the room (a phone, fullscreen), the page's heading above, which names
            the level's type, says enough: this one is there for screen readers. */}
        <h2 id={headingId} className={`text-center font-semibold md:text-lg ${look.heading}`}>
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
