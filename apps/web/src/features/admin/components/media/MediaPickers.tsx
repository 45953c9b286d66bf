import type { Image, Video } from '@tp/contract/levels';
import { type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchPicker } from '../find/SearchPicker';
import { compareNames } from '../find/text-match';

interface MediaPickerProps<T> {
  label: string;
  hint?: string | undefined;
  items: readonly T[];
  value: string;
  onChange: (id: string) => void;
  /** The choice of none; without it one must be chosen. */
  none?: string;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

const byTitle = (a: { title: string }, b: { title: string }) => compareNames(a.title, b.title);

/** An image chosen by its title, each with its thumbnail, the chosen one larger. */
export function ImagePicker({ items, ...picker }: MediaPickerProps<Image>) {
  const { t } = useTranslation('adminFind');
  const links = useMemo(() => new Map(items.map((image) => [image._id, image.link])), [items]);
  const options = useMemo(
    () =>
      [...items].sort(byTitle).map((image) => ({
        id: image._id,
        label: image.title,
        thumb: (
          <img src={image.link} alt="" loading="lazy" className="size-10 shrink-0 rounded object-contain" />
        ),
      })),
    [items],
  );
  return (
    <SearchPicker
      {...picker}
      options={options}
      nothing={t('picker.noImage')}
      search={{ label: t('images.search'), noMatch: (query) => t('images.noMatch', { query }) }}
      preview={(option) => (
        <img
          src={links.get(option.id)}
          alt={t('picker.preview', { title: option.label })}
          className="h-16 w-auto max-w-24 shrink-0 rounded-lg object-contain"
        />
      )}
    />
  );
}

/** A video chosen by its title, the chosen one shown by its first frame. */
export function VideoPicker({ items, ...picker }: MediaPickerProps<Video>) {
  const { t } = useTranslation('adminFind');
  const links = useMemo(() => new Map(items.map((video) => [video._id, video.link])), [items]);
  const options = useMemo(
    () => [...items].sort(byTitle).map((video) => ({ id: video._id, label: video.title })),
    [items],
  );
  return (
    <SearchPicker
      {...picker}
      options={options}
      nothing={t('picker.noVideo')}
      search={{ label: t('videos.search'), noMatch: (query) => t('videos.noMatch', { query }) }}
      preview={(option) => (
        <video
          src={links.get(option.id)}
          preload="metadata"
          muted
          aria-label={t('picker.preview', { title: option.label })}
          className="aspect-video h-16 shrink-0 rounded-lg bg-black"
        />
      )}
    />
  );
}
