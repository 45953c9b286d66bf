import type { AccountType } from '@tp/contract/constants';
import type { Level } from '@tp/contract/levels';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '#web/ui/Modal';
import { courseMap, type LevelState, type MapNode } from '../course-map';
import { GameIcon } from './GameIcon';

interface CourseMapDialogProps {
  levels: readonly Level[];
  index: number;
  accountType: AccountType | null;
  onClose: () => void;
}

// The path winds: each stop sits a step further from the start edge, then back.
const bends = ['ms-0', 'ms-8', 'ms-16', 'ms-8'];

const stops: Record<LevelState, string> = {
  done: 'bg-primary text-primary-fg',
  current: 'bg-primary text-primary-fg ring-4 ring-ring ring-offset-2 ring-offset-surface',
  locked: 'border-2 border-dashed border-border bg-surface text-muted',
};

/**
 * The course map (UX "a path of levels the learner can see"): every level, done, current or not
 * reached yet, premium ones marked for a learner without premium. It is for seeing, not for
 * jumping: the spec moves a learner only forwards, by answering.
 */
export default function CourseMapDialog({ levels, index, accountType, onClose }: CourseMapDialogProps) {
  const { t } = useTranslation('game');
  const box = useRef<HTMLElement>(null);
  const here = useRef<HTMLLIElement>(null);

  // Opens on the learner's level, in the middle of the box, without moving the page behind.
  useLayoutEffect(() => {
    const list = box.current;
    const stop = here.current;
    if (list && stop) list.scrollTop = stop.offsetTop - (list.clientHeight - stop.offsetHeight) / 2;
  }, []);

  return (
    <Modal open onClose={onClose} title={t('map.title')}>
      <p className="mb-3 text-muted text-sm">{t('map.intro')}</p>
      <section
        ref={box}
        aria-label={t('map.levels')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so that keyboard users can scroll the path.
        tabIndex={0}
        className="relative max-h-[min(60vh,32rem)] overflow-y-auto rounded-lg"
      >
        <ol className="flex flex-col gap-4 p-3">
          {courseMap(levels, index, accountType).map((node, at) => (
            <MapStop
              key={node.id}
              node={node}
              bend={bends[at % bends.length] ?? ''}
              ref={node.state === 'current' ? here : undefined}
            />
          ))}
        </ol>
      </section>
    </Modal>
  );
}

function MapStop({ node, bend, ref }: { node: MapNode; bend: string; ref?: React.Ref<HTMLLIElement> }) {
  const { t } = useTranslation('game');
  const type = t(`map.types.${node.type}`);
  const label = t(node.premium ? 'map.stopPremium' : 'map.stop', {
    level: node.number,
    type,
    state: t(`map.states.${node.state}`),
  });
  return (
    <li
      ref={ref}
      aria-current={node.state === 'current' ? 'step' : undefined}
      className={`flex items-center gap-3 ${bend}`}
    >
      <span className="sr-only">{label}</span>
      <span
        aria-hidden="true"
        className={`relative inline-flex size-14 shrink-0 items-center justify-center rounded-full ${stops[node.state]}`}
      >
        <GameIcon of={node.type} className="size-7" />
        {node.state === 'done' && (
          <span className="absolute -end-1 -bottom-1 inline-flex size-6 items-center justify-center rounded-full border-2 border-surface bg-correct text-correct-fg">
            <GameIcon of="done" className="size-4" />
          </span>
        )}
        {node.premium && (
          <span className="absolute -end-1 -top-1 inline-flex size-6 items-center justify-center rounded-full border-2 border-surface bg-secondary text-secondary-fg">
            <GameIcon of="premium" className="size-4" />
          </span>
        )}
      </span>
      <span aria-hidden="true" className="flex min-w-0 flex-col items-start">
        <span className="font-semibold">{t('map.level', { level: node.number })}</span>
        <span className="text-muted text-sm">{node.premium ? `${type} · ${t('map.premium')}` : type}</span>
        {node.state === 'current' && (
          <span className="mt-1 rounded-full bg-primary px-2 py-0.5 font-semibold text-primary-fg text-sm">
            {t('map.here')}
          </span>
        )}
      </span>
    </li>
  );
}
