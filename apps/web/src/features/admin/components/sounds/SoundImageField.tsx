import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '#web/ui/Field';
import { useAdminImages, useCreateImage, useUploadImage } from '../../api/media';
import { QueryChoices } from '../levels/QueryChoices';
import { useMediaFieldError } from '../media/media-messages';
import { UploadField } from '../media/UploadField';
import type { SoundValues } from './sound-form';

/**
 * The sound's own picture, chosen among the uploaded images (none by default: the level's is
 * shown) or uploaded here, saved as an image titled with the sound's name and chosen at once;
 * with a small preview of the chosen one.
 */
export function SoundImageField({ form }: { form: UseFormReturn<SoundValues> }) {
  const { t } = useTranslation(['adminMedia', 'admin']);
  const fieldError = useMediaFieldError();
  const images = useAdminImages();
  const upload = useUploadImage();
  const create = useCreateImage();
  const { register, control, formState, setValue, getValues } = form;
  const imageId = useWatch({ control, name: 'imageId' });

  // The list is fetched again before the new image is chosen, so the select has its option.
  async function saveUploaded(link: string) {
    const title = getValues('name').trim() || t('sound.newImageTitle');
    const { image } = await create.mutateAsync({ title, link });
    setValue('imageId', image._id, { shouldDirty: true, shouldValidate: true });
  }

  return (
    <QueryChoices query={images}>
      {(list) => {
        const chosen = list.find((image) => image._id === imageId);
        return (
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-end gap-3">
              <SelectField
                label={t('sound.image')}
                hint={t('sound.imageHint')}
                error={fieldError(formState.errors.imageId?.message)}
                className="min-w-0 flex-1"
                {...register('imageId')}
                value={imageId ?? ''}
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
            <UploadField
              label={t('sound.newImage')}
              kind="image"
              upload={upload}
              messages={{
                tooLarge: t('admin:form.fileTooLarge'),
                success: t('sound.newImageUploaded'),
                failure: t('image.urlFailed'),
                offline: t('image.uploadFailed'),
              }}
              onUploaded={(link) => void saveUploaded(link).catch(() => undefined)}
            />
            {create.isError && (
              <p role="alert" className="text-error text-sm">
                {t('sound.newImageFailed')}
              </p>
            )}
          </div>
        );
      }}
    </QueryChoices>
  );
}
