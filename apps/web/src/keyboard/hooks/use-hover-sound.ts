import { useCallback, useEffect, useRef } from 'react';
import type { PlayHandle } from '#web/lib/audio-engine';
import { getKeyboardSettings } from '#web/lib/keyboard-settings';
import { playKeySound } from '../key-sounds';

/**
 * The hover sound (spec §4): once the mouse has rested on a key for the set delay, its sound plays
 * the set number of times; leaving the key stops it. One key at a time.
 */
export function useHoverSound() {
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const playing = useRef<PlayHandle | null>(null);

  const stop = useCallback(() => {
    clearTimeout(pending.current);
    pending.current = undefined;
    playing.current?.stop();
    playing.current = null;
  }, []);

  const start = useCallback(
    (symbol: string) => {
      stop();
      // Read now, so a change on the settings page applies without a reload.
      const { hoverSoundEnabled, hoverSoundDelay, loopCount } = getKeyboardSettings();
      if (!hoverSoundEnabled || loopCount <= 0) return;
      pending.current = setTimeout(() => {
        pending.current = undefined;
        playing.current = playKeySound(symbol, undefined, { loop: loopCount });
      }, hoverSoundDelay);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  return { start, stop };
}
