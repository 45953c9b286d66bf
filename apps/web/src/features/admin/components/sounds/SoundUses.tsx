import { useTranslation } from 'react-i18next';

/**
 * Where a sound is used, 'Levels 3, 7' or 'In no level', so that two sounds of the same name are
 * told apart; nothing while the course loads.
 */
export function SoundUses({ levels }: { levels: readonly number[] | undefined }) {
  const { t, i18n } = useTranslation('adminFind');
  if (!levels) return null;
  const list = new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' });
  return (
    <span className="text-muted text-sm">
      {levels.length === 0
        ? t('sounds.unused')
        : t('sounds.levels', { count: levels.length, levels: list.format(levels.map(String)) })}
    </span>
  );
}
