import { getBoolean, setString, storageKeys, subscribeStorage } from './storage';
import { useStored } from './use-stored';

/** Whether an item's audio plays by itself when it appears (spec §3 `audioAutoPlay`, off by default). */
export const getAudioAutoPlay = (): boolean => getBoolean(storageKeys.audioAutoPlay, false);

/** Whether a level's video starts by itself (spec §3 `videoAutoPlay`, off by default). */
export const getVideoAutoPlay = (): boolean => getBoolean(storageKeys.videoAutoPlay, false);

export const setAudioAutoPlay = (on: boolean): void => setString(storageKeys.audioAutoPlay, String(on));
export const setVideoAutoPlay = (on: boolean): void => setString(storageKeys.videoAutoPlay, String(on));

export const useAudioAutoPlay = (): boolean => useStored(subscribeStorage, getAudioAutoPlay);
export const useVideoAutoPlay = (): boolean => useStored(subscribeStorage, getVideoAutoPlay);

/**
 * Browsers refuse sound before the page has had a user gesture. Where the browser says so, an
 * autoplay is skipped rather than queued to burst out at the first click.
 */
export function autoplayAllowed(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
    .userActivation;
  return activation ? activation.hasBeenActive : true;
}
