import { useCallback, useEffect, useState } from 'react';

/**
 * The whole page in fullscreen (the Fullscreen API), so the answer field and keyboard stay at hand
 * while the image or video grows. Where the API is missing (iPhone Safari) the media grows in place.
 */
export function useFullscreen() {
  const [native, setNative] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  const [enlarged, setEnlarged] = useState(false);

  useEffect(() => {
    const onChange = () => setNative(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => {});
      return;
    }
    if (enlarged) {
      setEnlarged(false);
      return;
    }
    const root = document.documentElement;
    if (document.fullscreenEnabled && typeof root.requestFullscreen === 'function') {
      root.requestFullscreen().catch(() => setEnlarged(true));
    } else {
      setEnlarged(true);
    }
  }, [enlarged]);

  return { fullscreen: native || enlarged, toggle };
}
