import type { Sound } from '@tp/contract/levels';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaySoundButton } from '../sounds/PlaySoundButton';
import { SoundUses } from '../sounds/SoundUses';
import { byNameAndAnswer } from '../sounds/sound-order';
import { useSoundLevels } from '../sounds/use-sound-levels';
import { OrderedChecklist } from './OrderedChecklist';

interface SoundPickerProps {
  sounds: readonly Sound[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}

/**
 * The level editor's sounds to check, by name: each with its answer, a play button and the levels
 * using it, so that two sounds of one name are told apart.
 */
export function SoundPicker({ sounds, value, onChange, error }: SoundPickerProps) {
  const { t } = useTranslation('adminLevels');
  const { t: tf } = useTranslation('adminFind');
  const uses = useSoundLevels();
  const options = useMemo(
    () =>
      [...sounds].sort(byNameAndAnswer).map((sound) => ({
        id: sound._id,
        label: sound.name,
        answer: sound.answer,
        detail: <SoundUses levels={uses && (uses.get(sound._id) ?? [])} />,
        action: <PlaySoundButton name={sound.name} src={sound.sound} />,
      })),
    [sounds, uses],
  );
  return (
    <OrderedChecklist
      legend={t('edit.sounds')}
      options={options}
      value={value}
      onChange={onChange}
      empty={t('edit.noSounds')}
      search={{ label: tf('sounds.search'), noMatch: (query) => tf('sounds.noMatch', { query }) }}
      error={error}
    />
  );
}
