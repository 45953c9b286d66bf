import { describe, expect, it, vi } from 'vitest';
import { AudioEngine } from './audio-engine';

// happy-dom has no Web Audio: these fakes record what the engine asks of it.
class FakeSource {
  buffer: AudioBuffer | null = null;
  loop = false;
  onended: (() => void) | null = null;
  connect = vi.fn();
  disconnect = vi.fn();
  start = vi.fn();
  stop = vi.fn(() => this.onended?.());
}

class FakeContext {
  state: AudioContextState = 'suspended';
  currentTime = 10;
  destination = {};
  sources: FakeSource[] = [];
  resume = vi.fn(async () => {
    this.state = 'running';
  });
  decodeAudioData = vi.fn(async (bytes: ArrayBuffer) => {
    if (bytes.byteLength === 0) throw new DOMException('Unable to decode audio data', 'EncodingError');
    return { duration: 0.5, length: bytes.byteLength } as unknown as AudioBuffer;
  });
  createBufferSource = vi.fn(() => {
    const source = new FakeSource();
    this.sources.push(source);
    return source;
  });
}

const sound = (bytes = 8) =>
  new Response(new Uint8Array(bytes), { headers: { 'content-type': 'audio/mpeg' } });

function setup(
  files: Record<string, () => Response | Promise<Response>> = { '/a.mp3': () => sound() },
  createAhead?: (create: () => void) => void,
) {
  const context = new FakeContext();
  const decoder = new FakeContext();
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const file = files[String(input)];
    return file ? file() : new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } });
  });
  const gestures = new EventTarget();
  const createContext = vi.fn(() => context as unknown as AudioContext);
  const engine = new AudioEngine({
    createContext,
    createDecodeContext: () => decoder as unknown as BaseAudioContext,
    fetch: fetch as unknown as typeof globalThis.fetch,
    gestureTarget: gestures,
    createAhead,
  });
  return { engine, context, decoder, fetch, gestures, createContext };
}

describe('audio engine', () => {
  it('fetches and decodes a sound once, then starts a fresh source on every play', async () => {
    const { engine, context, decoder, fetch } = setup();
    engine.play('/a.mp3');
    await vi.waitFor(() => expect(context.sources).toHaveLength(1));
    engine.play('/a.mp3');
    engine.play('/a.mp3');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(context.decodeAudioData.mock.calls.length + decoder.decodeAudioData.mock.calls.length).toBe(1);
    expect(context.sources).toHaveLength(3);
    expect(new Set(context.sources.map((s) => s.buffer)).size).toBe(1);
    for (const source of context.sources) {
      expect(source.start).toHaveBeenCalledTimes(1);
      expect(source.connect).toHaveBeenCalledWith(context.destination);
    }
  });

  it('starts a decoded sound within the play call and reports the start', async () => {
    const { engine, context } = setup();
    await engine.preload(['/a.mp3']);
    expect(engine.isReady('/a.mp3')).toBe(true);
    const onStart = vi.fn();
    engine.play('/a.mp3', { onStart });
    expect(context.sources[0]?.start).toHaveBeenCalled();
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('shares one load between concurrent requests for the same sound', async () => {
    let release: (response: Response) => void = () => {};
    const { engine, fetch, context } = setup({ '/a.mp3': () => new Promise((r) => (release = r)) });
    const preload = engine.preload(['/a.mp3', '/a.mp3']);
    const first = engine.play('/a.mp3');
    const second = engine.play('/a.mp3');
    expect(fetch).toHaveBeenCalledTimes(1);
    release(sound());
    await preload;
    await vi.waitFor(() => expect(context.sources).toHaveLength(2));
    first.stop();
    second.stop();
    await Promise.all([first.ended, second.ended]);
  });

  it('decodes ahead offline without creating the real-time context before a gesture', async () => {
    const { engine, decoder, createContext } = setup();
    await engine.preload(['/a.mp3']);
    expect(decoder.decodeAudioData).toHaveBeenCalledTimes(1);
    expect(createContext).not.toHaveBeenCalled();
  });

  it('creates and resumes the context on the first user gesture', async () => {
    const { context, gestures, createContext } = setup();
    gestures.dispatchEvent(new Event('pointerdown'));
    expect(createContext).toHaveBeenCalledTimes(1);
    expect(context.resume).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(context.state).toBe('running'));
    gestures.dispatchEvent(new Event('keydown'));
    expect(createContext).toHaveBeenCalledTimes(1);
    expect(context.resume).toHaveBeenCalledTimes(1);
  });

  it('creates the context ahead when asked, suspended until a gesture resumes it', async () => {
    let createLater = () => {};
    const { engine, context, gestures, createContext } = setup(undefined, (create) => {
      createLater = create;
    });
    expect(createContext).not.toHaveBeenCalled();
    createLater();
    expect(createContext).toHaveBeenCalledTimes(1);
    expect(context.resume).not.toHaveBeenCalled();
    // Decoded at the output's own rate from then on.
    await engine.preload(['/a.mp3']);
    expect(context.decodeAudioData).toHaveBeenCalledTimes(1);
    gestures.dispatchEvent(new Event('keydown'));
    expect(createContext).toHaveBeenCalledTimes(1);
    expect(context.resume).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(context.state).toBe('running'));
  });

  it('resumes a suspended context when asked to play', async () => {
    const { engine, context } = setup();
    await engine.preload(['/a.mp3']);
    engine.play('/a.mp3');
    expect(context.resume).toHaveBeenCalled();
  });

  it('warns once about a missing or undecodable sound, plays nothing and never throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { engine, context, fetch } = setup({
      '/gone.mp3': () => new Response('', { status: 404 }),
      '/broken.mp3': () => sound(0),
    });
    await expect(engine.preload(['/gone.mp3', '/page.mp3', '/broken.mp3'])).resolves.toBeUndefined();
    await engine.play('/gone.mp3').ended;
    await engine.play('/page.mp3').ended;
    await engine.play('/broken.mp3').ended;
    expect(context.sources).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      expect.stringContaining('/gone.mp3'),
      expect.stringContaining('/page.mp3'),
      expect.stringContaining('/broken.mp3'),
    ]);
    // Known to be missing: not fetched again.
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('tries again after a network failure, still warning only once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let online = false;
    const { engine, context } = setup({
      '/a.mp3': () => (online ? sound() : Promise.reject(new TypeError('Failed to fetch'))),
    });
    await engine.play('/a.mp3').ended;
    await engine.play('/a.mp3').ended;
    expect(warn).toHaveBeenCalledTimes(1);
    online = true;
    engine.play('/a.mp3');
    await vi.waitFor(() => expect(context.sources).toHaveLength(1));
  });

  it('plays a sound a given number of times with one looping source', async () => {
    const { engine, context } = setup();
    await engine.preload(['/a.mp3']);
    engine.play('/a.mp3', { loop: 3 });
    const [source] = context.sources;
    expect(source?.loop).toBe(true);
    expect(source?.stop).toHaveBeenCalledWith(10 + 0.5 * 3);

    engine.play('/a.mp3', { loop: 1 });
    expect(context.sources[1]?.loop).toBe(false);
    expect(context.sources[1]?.stop).not.toHaveBeenCalled();

    engine.play('/a.mp3', { loop: 0 });
    engine.play('/a.mp3', { loop: -2 });
    expect(context.sources).toHaveLength(2);
  });

  it('stops one sound through its handle and every sound with stopAll', async () => {
    const { engine, context } = setup({ '/a.mp3': () => sound(), '/b.mp3': () => sound() });
    await engine.preload(['/a.mp3']);
    const a = engine.play('/a.mp3', { loop: true });
    a.stop();
    await a.ended;
    expect(context.sources[0]?.stop).toHaveBeenCalledTimes(1);

    engine.play('/a.mp3', { loop: true });
    const pending = engine.play('/b.mp3');
    engine.stopAll();
    expect(context.sources[1]?.stop).toHaveBeenCalled();
    await pending.ended;
    // The sound that was still loading never starts.
    expect(context.sources).toHaveLength(2);
  });
});
