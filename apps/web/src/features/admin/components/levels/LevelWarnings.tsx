import { useQuery } from '@tanstack/react-query';
import type { Level } from '@tp/contract/levels';
import { useTranslation } from 'react-i18next';
import { adminLevelWarningsQueryOptions } from '../../api/levels';

/**
 * The level's warnings, as the server works them out (docs/design.md §5): a variant of one item
 * that another item accepts too, which learners there would not be told apart by, and an item that
 * shows the level's picture while the word it drills against shows its own. Nothing while there
 * are none, or while they load.
 */
export function LevelWarnings({ level }: { level: Pick<Level, '_id' | 'level' | 'sounds'> }) {
  const { t } = useTranslation('adminLevels');
  const warnings = useQuery(adminLevelWarningsQueryOptions(level._id));
  const list = warnings.data ?? [];
  if (list.length === 0) return null;
  const name = (id: string) => level.sounds.find((sound) => sound._id === id)?.name ?? '';
  return (
    <section aria-labelledby={`warnings-${level._id}`} className="rounded-lg border border-error p-3">
      <h3 id={`warnings-${level._id}`} className="font-medium">
        {t('warnings.title')}
      </h3>
      <ul className="list-disc ps-5 text-sm">
        {list.map((warning) => (
          <li key={`${warning.kind} ${warning.sound} ${warning.other} ${warning.variant ?? ''}`}>
            {warning.kind === 'variant_defeats_drill'
              ? t('warnings.variantDefeatsDrill', {
                  variant: warning.variant ?? '',
                  sound: name(warning.sound),
                  other: name(warning.other),
                  n: level.level,
                })
              : t('warnings.pictureGivesAway', { sound: name(warning.sound), other: name(warning.other) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
