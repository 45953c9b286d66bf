import { vi } from 'vitest';
import { stubNavigator } from './stub-navigator';

/**
 * A microphone and a MediaRecorder at the browser's boundary: recording gives one chunk of `type`
 * when stopped. Returns the spy on the microphone's track being released.
 */
export function fakeMicrophone(type = 'audio/webm;codecs=opus') {
  const stopTrack = vi.fn();
  stubNavigator({
    mediaDevices: {
      getUserMedia: () =>
        Promise.resolve({ getTracks: () => [{ stop: stopTrack }] } as unknown as MediaStream),
    },
  });
  class FakeRecorder {
    state = 'inactive';
    mimeType = type;
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob(['recorded word'], { type }) });
      this.onstop?.();
    }
  }
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:recording'), revokeObjectURL: vi.fn() }),
  );
  return stopTrack;
}
