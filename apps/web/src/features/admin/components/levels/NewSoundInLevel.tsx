import type { Sound } from '@tp/contract/levels';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveLevel } from '../../api/levels';
import { SoundForm } from '../sounds/SoundForm';
import { type EditedLevel, soundAdded } from './level-edit';

interface NewSoundInLevelProps {
  level: EditedLevel;
  /** Called with the new sound once the level holds it. */
  onAdded: (soundId: string) => void;
}

/**
 * A new sound made in the level's editor (recorded, uploaded or generated, with its answer and
 * picture) and added at the end of the level at once, without going to the sounds tabs. Open from
 * the start in a level without sounds, where it is the next thing to do.
 */
export function NewSoundInLevel({ level, onAdded }: NewSoundInLevelProps) {
  const { t } = useTranslation('adminStudio');
  const save = useSaveLevel();
  const [failed, setFailed] = useState<string | null>(null);
  const empty = level.sounds.length === 0;
  // Open at first in an empty level; from then on, as the admin leaves it.
  const [open, setOpen] = useState(empty);

  async function add(sound: Sound) {
    setFailed(null);
    try {
      await save.mutateAsync({ id: level._id, edit: soundAdded(level, sound._id) });
      onAdded(sound._id);
    } catch {
      setFailed(sound.name);
    }
  }

  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-lg border border-border"
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 font-semibold">
        <span aria-hidden="true" className="transition-transform group-open:rotate-90 rtl:-scale-x-100">
          ▸
        </span>
        {t('newSound.title')}
      </summary>
      <div className="flex flex-col gap-3 border-border border-t p-3">
        <p className="text-muted text-sm">{t('newSound.hint')}</p>
        <SoundForm onCreated={(sound) => void add(sound)} autoFocus={empty} />
        <p role="status" className="text-sm">
          {save.isSuccess && t('newSound.added')}
        </p>
        {failed && (
          <p role="alert" className="rounded-lg bg-incorrect p-3 text-incorrect-fg">
            {t('newSound.addFailed', { name: failed })}
          </p>
        )}
      </div>
    </details>
  );
}
