import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardIconButton } from '../CardIconButton';

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

  return (
    <CardIconButton
      label={t(audio ? 'sounds.stop' : 'sounds.play', { name })}
      onClick={toggle}
      icon={audio ? 'M7 7h10v10H7z' : 'M8 5v14l11-7z'}
      tone="text-link hover:bg-bg"
    />
  );
}
