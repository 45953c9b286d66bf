import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { audioEngine, type PlayHandle } from '#web/lib/audio-engine';

/** Plays a sound where it is chosen, to tell apart sounds of the same name; a second press stops it. */
export function SoundPlayButton({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('adminStudio');
  const [playing, setPlaying] = useState(false);
  const handle = useRef<PlayHandle | null>(null);

  useEffect(() => () => handle.current?.stop(), []);

  function toggle() {
    if (handle.current) {
      handle.current.stop();
      return;
    }
    const played = audioEngine().play(url);
    handle.current = played;
    setPlaying(true);
    void played.ended.then(() => {
      if (handle.current !== played) return;
      handle.current = null;
      setPlaying(false);
    });
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={playing}
      aria-label={t('play.label', { name })}
      title={t('play.label', { name })}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-link hover:bg-bg"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
        {playing ? <rect x="6" y="6" width="12" height="12" rx="1" /> : <path d="M8 5v14l11-7z" />}
      </svg>
    </button>
  );
}
