import type { Video } from '@tp/contract/levels';
import { useTranslation } from 'react-i18next';
import { useAdminVideos, useDeleteVideo } from '../../api/media';
import { AdminList, CardGrid } from '../AdminList';
import { compareNames } from '../find/text-match';
import { MediaCard } from '../media/MediaCard';
import { VideoForm } from './VideoForm';

/** By title; the same title stays newest first, as the server sends them. */
const byTitle = (a: Video, b: Video) => compareNames(a.title, b.title);

/** The view-videos tab: every video, playable; 'Add +' opens the video upload flow, and a card's Edit the same flow, prefilled. */
export function VideosTab() {
  const { t } = useTranslation('adminMedia');
  const { t: tf } = useTranslation('adminFind');
  const videos = useAdminVideos();
  const remove = useDeleteVideo();

  return (
    <AdminList
      query={videos}
      empty={t('video.empty')}
      find={{
        label: tf('videos.search'),
        texts: (video) => [video.title],
        noMatch: (query) => tf('videos.noMatch', { query }),
      }}
      order={byTitle}
      add={{ title: t('video.add'), form: (close) => <VideoForm onSaved={close} /> }}
    >
      {(items) => (
        <CardGrid>
          {items.map((video) => (
            <MediaCard
              key={video._id}
              title={video.title}
              onDelete={() => remove.mutateAsync(video._id)}
              messages={{ success: t('video.deleted'), failure: t('video.deleteFailed') }}
              edit={{
                title: t('video.edit'),
                form: (close) => <VideoForm video={video} onSaved={close} />,
              }}
            >
              {video.level !== null && (
                <p className="text-muted text-sm">{t('video.forLevel', { level: video.level })}</p>
              )}
              {/* biome-ignore lint/a11y/useMediaCaption: the course has no caption tracks: they would write out the answers. */}
              <video
                controls
                preload="metadata"
                src={video.link}
                aria-label={video.title}
                className="aspect-video w-full rounded-lg bg-black"
              />
            </MediaCard>
          ))}
        </CardGrid>
      )}
    </AdminList>
  );
}
