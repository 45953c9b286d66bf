import type { Image } from '@tp/contract/levels';
import { useTranslation } from 'react-i18next';
import { useAdminImages, useDeleteImage } from '../../api/media';
import { AdminList, CardGrid } from '../AdminList';
import { compareNames } from '../find/text-match';
import { MediaCard } from '../media/MediaCard';
import { ImageForm } from './ImageForm';

/** By title; the same title stays newest first, as the server sends them. */
const byTitle = (a: Image, b: Image) => compareNames(a.title, b.title);

/** The view-images tab: every image; 'Add +' opens the image upload flow, and a card's Edit the same flow, prefilled. */
export function ImagesTab() {
  const { t } = useTranslation('adminMedia');
  const { t: tf } = useTranslation('adminFind');
  const images = useAdminImages();
  const remove = useDeleteImage();

  return (
    <AdminList
      query={images}
      empty={t('image.empty')}
      find={{
        label: tf('images.search'),
        texts: (image) => [image.title],
        noMatch: (query) => tf('images.noMatch', { query }),
      }}
      order={byTitle}
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
