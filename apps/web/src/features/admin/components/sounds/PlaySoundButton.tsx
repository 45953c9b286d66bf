import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The one sound playing in the dashboard's lists: starting another stops it. */
let playing: { audio: HTMLAudioElement; stop: () => void } | null = null;

/** A small button that plays a sound's file, and stops it when pressed again. */
export function PlaySoundButton({ name, src }: { name: string; src: string }) {
  const { t } = useTranslation('adminFind');
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);

  // A row scrolled out of a long list, or a closed dialog, stops its sound.
  useEffect(() => () => audio?.pause(), [audio]);

  function toggle() {
    if (audio) {
      playing?.stop();
      return;
    }
    playing?.stop();
    const next = new Audio(src);
    const stop = () => {
      next.pause();
      setAudio(null);
      if (playing?.audio === next) playing = null;
    };
    next.addEventListener('ended', stop);
    next.addEventListener('error', stop);
    playing = { audio: next, stop };
    setAudio(next);
    next.play().catch(stop);
  }

  const label = t(audio ? 'sounds.stop' : 'sounds.play', { name });
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-link hover:bg-bg"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
        {audio ? <rect x="6" y="6" width="12" height="12" rx="1" /> : <path d="M8 5v14l11-7z" />}
      </svg>
    </button>
  );
}
