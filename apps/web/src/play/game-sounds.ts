import { audioEngine } from '#web/lib/audio-engine';
import { autoplayAllowed, getAudioAutoPlay } from '#web/lib/media-settings';

export const winSoundUrl = `${import.meta.env.BASE_URL}sounds/win.mp3`;
export const loseSoundUrl = `${import.meta.env.BASE_URL}sounds/lose.mp3`;

/** The rising sound of a right answer or the low one of a wrong answer (UX "Feedback"). */
export function playVerdict(correct: boolean): void {
  audioEngine().stopAll();
  audioEngine().play(correct ? winSoundUrl : loseSoundUrl);
}

/** Fetched and decoded ahead, so the verdict and the next word sound at once. */
export function preloadSounds(urls: readonly (string | undefined)[]): void {
  void audioEngine().preload(urls.filter((url): url is string => Boolean(url)));
}

export function playItemSound(url: string): void {
  audioEngine().stopAll();
  audioEngine().play(url);
}

/** Plays an item's audio as it appears when the setting asks for it; a blocked autoplay is only logged. */
export function autoplayItemSound(url: string): void {
  if (!getAudioAutoPlay()) return;
  if (!autoplayAllowed()) {
    console.warn('Audio autoplay blocked until the page is interacted with:', url);
    return;
  }
  playItemSound(url);
}
