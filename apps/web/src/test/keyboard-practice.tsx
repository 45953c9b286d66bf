import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { vi } from 'vitest';
import { AnswerInput } from '#web/keyboard/components/AnswerInput';
import { PhoneticKeyboard } from '#web/keyboard/components/PhoneticKeyboard';
import { usePhoneticAnswer } from '#web/keyboard/hooks/use-phonetic-answer';
import type { PlayHandle, PlayOptions } from '#web/lib/audio-engine';

/** Stands in for the audio engine in component tests; `handles` are the sounds played, in order. */
export function fakeEngine() {
  const handles: PlayHandle[] = [];
  return {
    handles,
    play: vi.fn((_url: string, _options?: PlayOptions): PlayHandle => {
      const handle = { stop: vi.fn(), ended: Promise.resolve() };
      handles.push(handle);
      return handle;
    }),
    preload: vi.fn(async () => {}),
    stopAll: vi.fn(),
    unlock: vi.fn(),
  };
}

/** The answer field and the keyboard sharing one answer, as a game screen uses them. */
export function Practice({
  onSubmit,
  onPlay,
  onClue = () => {},
  onRender = () => {},
}: {
  onSubmit: () => void;
  onPlay?: () => void;
  onClue?: () => void;
  /** Hears each render of the screen around the field: the keyboard and what holds both. */
  onRender?: ProfilerOnRenderCallback;
}) {
  const answer = usePhoneticAnswer();
  return (
    <Profiler id="screen" onRender={onRender}>
      <AnswerInput answer={answer} onSubmit={onSubmit} onPlay={onPlay} onClue={onClue} actions={null} />
      <Profiler id="keyboard" onRender={onRender}>
        <PhoneticKeyboard answer={answer} onSubmit={onSubmit} />
      </Profiler>
    </Profiler>
  );
}

/** Makes the screen a phone (max-width 767 px) or a desktop for `matchMedia`. */
export function screenWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width: 767px') ? width <= 767 : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}
