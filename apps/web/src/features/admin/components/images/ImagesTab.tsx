import { useTranslation } from 'react-i18next';
import { useAdminImages, useDeleteImage } from '../../api/media';
import { AdminList, CardGrid } from '../AdminList';
import { MediaCard } from '../media/MediaCard';
import { ImageForm } from './ImageForm';

/** The view-images tab: every image; 'Add +' opens the image upload flow, and a card's Edit the same flow, prefilled. */
export function ImagesTab() {
  const { t } = useTranslation('adminMedia');
  const images = useAdminImages();
  const remove = useDeleteImage();

  return (
    <AdminList
      query={images}
      empty={t('image.empty')}
      add={{ title: t('image.add'), form: (close) => <ImageForm onSaved={close} /> }}
    >
      {(items) => (
        <CardGrid>
          {items.map((image) => (
            <MediaCard
              key={image._id}
              title={image.title}
              onDelete={() => remove.mutateAsync(image._id)}
              messages={{ success: t('image.deleted'), failure: t('image.deleteFailed') }}
              edit={{
                title: t('image.edit'),
                form: (close) => <ImageForm image={image} onSaved={close} />,
              }}
            >
              <img
                src={image.link}
                alt={image.title}
                loading="lazy"
                className="aspect-video w-full rounded-lg object-contain"
              />
            </MediaCard>
          ))}
        </CardGrid>
      )}
    </AdminList>
  );
}
