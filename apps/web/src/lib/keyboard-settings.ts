import { limits } from '@tp/contract/constants';
import { getString, setJson, storageKeys, subscribeStorage } from './storage';
import { useStored } from './use-stored';

/** The hover sound of the on-screen keyboard, stored under the spec's `keyboardSettings` key. */
export interface KeyboardSettings {
  hoverSoundEnabled: boolean;
  /** Milliseconds the pointer rests on a key before its sound plays. */
  hoverSoundDelay: number;
  /** How many times the hover sound plays; never below 0. */
  loopCount: number;
}

export const defaultKeyboardSettings: KeyboardSettings = {
  hoverSoundEnabled: true,
  hoverSoundDelay: 500,
  loopCount: 1,
};

// The account keeps these settings too, within the same bounds.
const maxLoopCount = limits.loopCountMax;
const maxHoverSoundDelay = limits.hoverSoundDelayMax;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Stored values come from older versions or hand edits: anything unusable falls back or is clamped. */
function sanitizeKeyboardSettings(value: unknown): KeyboardSettings {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const number = (key: keyof KeyboardSettings, fallback: number) => {
    const raw = stored[key];
    return typeof raw === 'number' && Number.isFinite(raw) ? raw : fallback;
  };
  return {
    hoverSoundEnabled:
      typeof stored.hoverSoundEnabled === 'boolean'
        ? stored.hoverSoundEnabled
        : defaultKeyboardSettings.hoverSoundEnabled,
    hoverSoundDelay: clamp(
      number('hoverSoundDelay', defaultKeyboardSettings.hoverSoundDelay),
      0,
      maxHoverSoundDelay,
    ),
    loopCount: clamp(Math.floor(number('loopCount', defaultKeyboardSettings.loopCount)), 0, maxLoopCount),
  };
}

function parse(raw: string | null): KeyboardSettings {
  if (raw === null) return defaultKeyboardSettings;
  try {
    return sanitizeKeyboardSettings(JSON.parse(raw));
  } catch {
    return defaultKeyboardSettings;
  }
}

// Keyed by the stored text, so a snapshot keeps its identity until the stored value changes.
let cache: { raw: string | null; settings: KeyboardSettings } | null = null;

/** Read at the moment of use, so a change made in another tab or page applies at once. */
export function getKeyboardSettings(): KeyboardSettings {
  const raw = getString(storageKeys.keyboardSettings);
  if (!cache || cache.raw !== raw) cache = { raw, settings: parse(raw) };
  return cache.settings;
}

export function setKeyboardSettings(patch: Partial<KeyboardSettings>): void {
  setJson(storageKeys.keyboardSettings, sanitizeKeyboardSettings({ ...getKeyboardSettings(), ...patch }));
}

function subscribeKeyboardSettings(listener: () => void): () => void {
  const stop = subscribeStorage((key) => {
    if (key === storageKeys.keyboardSettings) listener();
  });
  const onOtherTab = (event: StorageEvent) => {
    if (event.key === storageKeys.keyboardSettings || event.key === null) listener();
  };
  window.addEventListener('storage', onOtherTab);
  return () => {
    stop();
    window.removeEventListener('storage', onOtherTab);
  };
}

export function useKeyboardSettings(): KeyboardSettings {
  return useStored(subscribeKeyboardSettings, getKeyboardSettings);
}
