import { useTranslation } from 'react-i18next';
import { useAdminSounds, useDeleteSound } from '../../api/media';
import { AdminList, CardGrid } from '../AdminList';
import { MediaCard } from '../media/MediaCard';
import { SoundForm } from './SoundForm';
import { SoundUses } from './SoundUses';
import { byNameAndAnswer } from './sound-order';
import { useSoundLevels } from './use-sound-levels';

/**
 * The view-audios tab: every sound with its answer, its accepted variants, its own picture and a
 * player and the levels that use it, found by name or answer; 'Add +' opens the sound form, and a
 * card's Edit the same form, prefilled.
 */
export function AudiosTab() {
  const { t } = useTranslation('adminMedia');
  const { t: tf } = useTranslation('adminFind');
  const sounds = useAdminSounds();
  const uses = useSoundLevels();
  const remove = useDeleteSound();

  return (
    <AdminList
      query={sounds}
      empty={t('sound.empty')}
      find={{
        label: tf('sounds.search'),
        texts: (sound) => [sound.name, sound.answer, ...sound.variants],
        noMatch: (query) => tf('sounds.noMatch', { query }),
      }}
      order={byNameAndAnswer}
      add={{ title: t('sound.add'), form: (close) => <SoundForm onSaved={close} /> }}
    >
      {(items) => (
        <CardGrid>
          {items.map((sound) => (
            <MediaCard
              key={sound._id}
              title={sound.name}
              onDelete={() => remove.mutateAsync(sound._id)}
              messages={{ success: t('sound.deleted'), failure: t('sound.deleteFailed') }}
              edit={{
                title: t('sound.edit'),
                form: (close) => <SoundForm sound={sound} onSaved={close} />,
              }}
            >
              <div className="flex items-start justify-between gap-3">
                <dl className="flex min-w-0 flex-col gap-1">
                  <dt className="text-muted text-sm">{t('sound.answer')}</dt>
                  <dd dir="ltr" className="phonetic break-all font-phonetic text-2xl">
                    {sound.answer}
                  </dd>
                  {sound.variants.length > 0 && (
                    <>
                      <dt className="text-muted text-sm">{t('sound.variants')}</dt>
                      <dd dir="ltr" className="phonetic break-all font-phonetic text-xl">
                        {sound.variants.join(' · ')}
                      </dd>
                    </>
                  )}
                </dl>
                {sound.image && (
                  <img
                    src={sound.image.link}
                    alt={sound.image.title}
                    loading="lazy"
                    className="h-16 w-auto max-w-24 shrink-0 rounded-lg object-contain"
                  />
                )}
              </div>
              <SoundUses levels={uses && (uses.get(sound._id) ?? [])} />
              {/* biome-ignore lint/a11y/useMediaCaption: a spoken word whose text is the card's title. */}
              <audio
                controls
                preload="none"
                src={sound.sound}
                aria-label={t('sound.listen', { name: sound.name })}
                className="w-full"
              />
            </MediaCard>
          ))}
        </CardGrid>
      )}
    </AdminList>
  );
}
