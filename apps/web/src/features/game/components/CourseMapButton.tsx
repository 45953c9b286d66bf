import type { AccountType } from '@tp/contract/constants';
import type { Level } from '@tp/contract/levels';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameScreens } from '../screens';

const CourseMapDialog = lazy(gameScreens.courseMap);

interface CourseMapButtonProps {
  levels: readonly Level[];
  /** The learner's level, as an index into `levels`. */
  index: number;
  accountType: AccountType | null;
}

/** The game's top-row button that opens the course map. */
export function CourseMapButton({ levels, index, accountType }: CourseMapButtonProps) {
  const { t } = useTranslation('game');
  const [open, setOpen] = useState(false);
  // Fetched as the pointer or the focus reaches the button, so the map opens with the click.
  const preload = () => void gameScreens.courseMap();
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={t('map.open')}
        className="inline-flex size-11 items-center justify-center rounded-full border border-current"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6 fill-none stroke-2 stroke-current"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <circle cx="6" cy="19" r="2.5" />
          <circle cx="18" cy="5" r="2.5" />
          <path d="M8.5 19h8a3.5 3.5 0 0 0 0-7h-9a3.5 3.5 0 0 1 0-7h8" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CourseMapDialog
            levels={levels}
            index={index}
            accountType={accountType}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
