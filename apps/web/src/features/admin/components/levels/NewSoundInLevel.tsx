import type { Sound } from '@tp/contract/levels';
import { useTranslation } from 'react-i18next';
import { SoundForm } from '../sounds/SoundForm';
import { InLevelSection } from './InLevelSection';
import { type EditedLevel, itemAdded } from './level-edit';
import { useAddToLevel } from './use-add-to-level';

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
  const { add, added, failed } = useAddToLevel(level);
  const empty = level.sounds.length === 0;

  async function addSound(sound: Sound) {
    if (await add(itemAdded(level, sound._id), sound.name)) onAdded(sound._id);
  }

  return (
    <InLevelSection
      title={t('newSound.title')}
      hint={t('newSound.hint')}
      startsOpen={empty}
      added={added && t('newSound.added')}
      failed={failed && t('newSound.addFailed', { name: failed })}
    >
      <SoundForm onCreated={(sound) => void addSound(sound)} autoFocus={empty} />
    </InLevelSection>
  );
}
