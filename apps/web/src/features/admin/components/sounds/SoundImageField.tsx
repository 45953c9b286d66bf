import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '#web/ui/Field';
import { useAdminImages } from '../../api/media';
import { QueryChoices } from '../levels/QueryChoices';
import { useMediaFieldError } from '../media/media-messages';
import type { SoundValues } from './sound-form';

/**
 * The sound's own picture, chosen among the uploaded images (none by default: the level's is
 * shown), with a small preview of the chosen one.
 */
export function SoundImageField({ form }: { form: UseFormReturn<SoundValues> }) {
  const { t } = useTranslation('adminMedia');
  const fieldError = useMediaFieldError();
  const images = useAdminImages();
  const { register, control, formState } = form;
  const imageId = useWatch({ control, name: 'imageId' });

  return (
    <QueryChoices query={images}>
      {(list) => {
        const chosen = list.find((image) => image._id === imageId);
        return (
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              label={t('sound.image')}
              hint={t('sound.imageHint')}
              error={fieldError(formState.errors.imageId?.message)}
              className="min-w-0 flex-1"
              {...register('imageId')}
            >
              <option value="">{t('sound.noImage')}</option>
              {list.map((image) => (
                <option key={image._id} value={image._id}>
                  {image.title}
                </option>
              ))}
            </SelectField>
            {chosen && (
              <img
                src={chosen.link}
                alt={t('sound.imagePreview', { title: chosen.title })}
                className="mb-6 h-16 w-auto max-w-24 rounded-lg border border-border object-contain"
              />
            )}
          </div>
        );
      }}
    </QueryChoices>
  );
}
