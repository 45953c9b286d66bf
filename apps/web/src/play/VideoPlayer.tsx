import type { Video } from '@tp/contract/levels';
import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getVideoAutoPlay } from '#web/lib/media-settings';

interface VideoPlayerProps {
  video: Video;
  videoRef: RefObject<HTMLVideoElement | null>;
}

/**
 * The level's video (docs/design.md §8): metadata only until played, 'Loading video...' until that has
 * arrived, autoplay only with the setting on, and muted when the browser allows no sound yet.
 */
export default function VideoPlayer({ video, videoRef }: VideoPlayerProps) {
  const { t } = useTranslation('game');
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  // The metadata may arrive while React is still rendering, before its listeners answer: look once mounted.
  useLayoutEffect(() => {
    const element = videoRef.current;
    if (element?.error) setFailed(true);
    else if (element && element.readyState >= HTMLMediaElement.HAVE_METADATA) setReady(true);
  }, [videoRef]);

  useEffect(() => {
    const element = videoRef.current;
    if (!ready || !element || !getVideoAutoPlay()) return;
    element
      .play()
      .catch(() => {
        // Browsers let a video start by itself only without sound until the page is used.
        element.muted = true;
        return element.play();
      })
      .catch((error: unknown) => console.warn('Video autoplay blocked:', error));
  }, [ready, videoRef]);

  if (failed) return <p className="text-center">{t('media.videoFailed')}</p>;
  return (
    <div className="relative flex h-full min-w-0 flex-1 items-center justify-center">
      {!ready && (
        <p role="status" className="absolute inset-0 flex items-center justify-center">
          {t('media.loadingVideo')}
        </p>
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: captions would write out the very words the learner must transcribe. */}
      <video
        ref={videoRef}
        src={video.link}
        preload="metadata"
        controls
        playsInline
        aria-label={video.title}
        onLoadedMetadata={() => setReady(true)}
        onError={() => {
          console.warn('Video failed to load:', video.link);
          setFailed(true);
        }}
        // As tall as its row, which the screen's room decides (and fullscreen enlarges).
        className={`h-full max-w-full rounded-xl bg-black ${ready ? '' : 'opacity-0'}`}
      />
    </div>
  );
}
