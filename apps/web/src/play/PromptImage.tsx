import type { Image } from '@tp/contract/levels';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The item's picture; 'Loading image...' until it has arrived (spec §8). */
export function PromptImage({ image }: { image: Image }) {
  const { t } = useTranslation('game');
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  // Watched through a probe of its own: a cached picture can load while React is still rendering,
  // before the element's listeners would answer. The browser fetches the file once for both.
  useEffect(() => {
    setState('loading');
    const probe = new window.Image();
    probe.onload = () => setState('ready');
    probe.onerror = () => {
      console.warn('Image failed to load:', image.link);
      setState('failed');
    };
    probe.src = image.link;
    return () => {
      probe.onload = null;
      probe.onerror = null;
    };
  }, [image.link]);

  if (state === 'failed') return <p className="text-center">{t('media.imageFailed')}</p>;
  return (
    <div className="relative flex h-full min-w-16 items-center justify-center">
      {state === 'loading' && (
        <p role="status" className="absolute inset-0 flex items-center justify-center text-center">
          {t('media.loadingImage')}
        </p>
      )}
      <img
        src={image.link}
        alt={image.title}
        // As tall as its row: a picture with no intrinsic size (SVG with a viewBox only) still shows.
        className={`h-full w-auto max-w-full rounded-xl object-contain ${state === 'loading' ? 'opacity-0' : ''}`}
      />
    </div>
  );
}
