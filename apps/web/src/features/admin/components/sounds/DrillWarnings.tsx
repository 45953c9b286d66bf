import { useQuery } from '@tanstack/react-query';
import { levelWarnings } from '@tp/phonetics';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCourseQueryOptions } from '../../api/levels';
import type { SoundValues } from './sound-form';

/**
 * While a sound's variants are edited, each one a level of the sound would refuse because another
 * of its items accepts it too: learners typing it there would not be told apart. Worked out with
 * the function the server's level warnings use (docs/design.md §5), on the variants as typed.
 */
export function DrillWarnings({ form, soundId }: { form: UseFormReturn<SoundValues>; soundId: string }) {
  const { t } = useTranslation('adminLevels');
  const course = useQuery(adminCourseQueryOptions());
  const name = useWatch({ control: form.control, name: 'name' });
  const answer = useWatch({ control: form.control, name: 'answer' });
  const variants = useWatch({ control: form.control, name: 'variants' });
  const messages = (course.data ?? []).flatMap((level) => {
    const at = level.sounds.findIndex((sound) => sound._id === soundId);
    if (at < 0 || level.sounds.length < 2) return [];
    const items = level.sounds.map((sound, i) => ({
      name: sound.name,
      answer: i === at ? answer : sound.answer,
      variants: i === at ? variants : sound.variants,
      image: sound.image?._id ?? null,
    }));
    return levelWarnings(items).flatMap((warning) =>
      warning.kind === 'variant_defeats_drill' && warning.item === at
        ? [
            t('warnings.variantDefeatsDrill', {
              variant: warning.variant,
              sound: name,
              other: level.sounds[warning.other]?.name ?? '',
              n: level.level,
            }),
          ]
        : [],
    );
  });
  if (messages.length === 0) return null;
  return (
    <ul role="status" className="list-disc rounded-lg border border-error p-3 ps-8 text-sm">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
