import { whenIdle } from './when-idle';

/** A sound that is playing or about to: `stop` silences it; `ended` settles once it is over for any reason. */
export interface PlayHandle {
  stop(): void;
  readonly ended: Promise<void>;
}

export interface PlayOptions {
  /** `true` repeats until stopped; a number plays the sound that many times back to back (0: not at all). */
  loop?: boolean | number;
  /** Runs right after the source starts: synchronously, within the call, when the sound is decoded. */
  onStart?: () => void;
}

export interface AudioEngineOptions {
  /** The real-time context, created by `createAhead`, else on the first gesture or the first play. */
  createContext?: () => AudioContext;
  /** Decodes before that context exists; an offline context needs no gesture and logs no warning. */
  createDecodeContext?: () => BaseAudioContext;
  fetch?: typeof fetch;
  /** Where user gestures are watched for to create and resume the context. */
  gestureTarget?: EventTarget | null;
  /**
   * Schedules the context's creation ahead of the first gesture. Creating it opens the sound
   * output, tens of milliseconds the first time in a page: in the handler of a learner's first key
   * or tap it would hold up what they see. A context made before a gesture waits suspended, and the
   * gesture only resumes it.
   */
  createAhead?: (create: () => void) => void;
}

const gestures = ['pointerdown', 'keydown', 'touchend', 'click'] as const;

/** What playing nothing returns. */
export const silent: PlayHandle = { stop() {}, ended: Promise.resolve() };

/**
 * The one audio engine (Web Audio): every sound is fetched and decoded once, its `AudioBuffer` kept,
 * and each play starts a fresh `AudioBufferSourceNode`, so a decoded sound starts within the call.
 * Missing or undecodable files are warned about once and then play nothing; nothing here throws.
 */
export class AudioEngine {
  private context: AudioContext | null = null;
  private decodeContext: BaseAudioContext | null = null;
  private readonly loads = new Map<string, Promise<AudioBuffer | null>>();
  private readonly decoded = new Map<string, AudioBuffer>();
  private readonly warned = new Set<string>();
  private readonly sources = new Set<AudioBufferSourceNode>();
  private readonly waiting = new Set<() => void>();
  private readonly createContext: () => AudioContext;
  private readonly createDecodeContext: () => BaseAudioContext;
  private readonly fetch: typeof fetch;

  constructor(options: AudioEngineOptions = {}) {
    this.createContext = options.createContext ?? (() => new AudioContext({ latencyHint: 'interactive' }));
    this.createDecodeContext =
      options.createDecodeContext ??
      (() => new OfflineAudioContext({ numberOfChannels: 1, length: 1, sampleRate: 48_000 }));
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    const target = options.gestureTarget;
    if (target) {
      const unlock = () => this.unlock();
      for (const type of gestures) target.addEventListener(type, unlock, { capture: true, passive: true });
    }
    options.createAhead?.(() => this.ensureContext());
  }

  /** Creates the context if needed and resumes it; browsers allow that only during a user gesture. */
  unlock(): void {
    const context = this.ensureContext();
    if (context && context.state !== 'running') context.resume().catch(() => {});
  }

  /** Fetches and decodes sounds ahead of their first play. */
  async preload(urls: Iterable<string>): Promise<void> {
    await Promise.all(Array.from(urls, (url) => this.load(url)));
  }

  /** True once the sound is decoded, so that playing it starts at once. */
  isReady(url: string): boolean {
    return this.decoded.has(url);
  }

  play(url: string, options: PlayOptions = {}): PlayHandle {
    const context = this.ensureContext();
    if (!context) return silent;
    if (context.state !== 'running') context.resume().catch(() => {});
    const buffer = this.decoded.get(url);
    if (buffer) return this.start(context, buffer, options);

    // Not decoded yet: start when it is, unless stopped first.
    let cancelled = false;
    let inner: PlayHandle | null = null;
    const cancel = () => {
      cancelled = true;
      inner?.stop();
    };
    this.waiting.add(cancel);
    const ended = this.load(url).then((loaded) => {
      this.waiting.delete(cancel);
      if (cancelled || !loaded) return;
      inner = this.start(context, loaded, options);
      return inner.ended;
    });
    return { stop: cancel, ended };
  }

  /** Stops every sound, including those still loading. */
  stopAll(): void {
    for (const cancel of [...this.waiting]) cancel();
    this.waiting.clear();
    for (const source of [...this.sources]) stopSource(source);
  }

  private ensureContext(): AudioContext | null {
    if (this.context) return this.context;
    try {
      this.context = this.createContext();
    } catch (error) {
      this.warn('AudioContext', error);
    }
    return this.context;
  }

  /** Decodes at the output's own rate once that context exists; until then, offline. */
  private decoder(): BaseAudioContext {
    if (this.context) return this.context;
    this.decodeContext ??= this.createDecodeContext();
    return this.decodeContext;
  }

  private load(url: string): Promise<AudioBuffer | null> {
    let load = this.loads.get(url);
    if (!load) {
      load = this.fetchAndDecode(url).then(
        (buffer) => {
          if (buffer) this.decoded.set(url, buffer);
          return buffer;
        },
        (error: unknown) => {
          // A network failure may pass: forget it so that a later play tries again.
          this.loads.delete(url);
          this.warn(url, error);
          return null;
        },
      );
      this.loads.set(url, load);
    }
    return load;
  }

  private async fetchAndDecode(url: string): Promise<AudioBuffer | null> {
    const response = await this.fetch(url);
    // A static server may answer a missing file with the app's page (200, text/html).
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || type.startsWith('text/html')) {
      this.warn(url, `HTTP ${response.status} ${type}`.trim());
      return null;
    }
    const bytes = await response.arrayBuffer();
    try {
      return await this.decoder().decodeAudioData(bytes);
    } catch (error) {
      this.warn(url, error);
      return null;
    }
  }

  private start(
    context: AudioContext,
    buffer: AudioBuffer,
    { loop = false, onStart }: PlayOptions,
  ): PlayHandle {
    const times = typeof loop === 'number' ? Math.max(0, Math.floor(loop)) : 1;
    if (times === 0) return silent;
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.loop = loop === true || times > 1;
    source.connect(context.destination);
    const ended = new Promise<void>((resolve) => {
      source.onended = () => {
        this.sources.delete(source);
        source.disconnect();
        resolve();
      };
    });
    source.start();
    // Sample-exact repeats: one looping source, stopped after the last of them.
    if (times > 1) source.stop(context.currentTime + buffer.duration * times);
    this.sources.add(source);
    onStart?.();
    return { stop: () => stopSource(source), ended };
  }

  private warn(url: string, reason: unknown): void {
    if (this.warned.has(url)) return;
    this.warned.add(url);
    console.warn(`Sound unavailable, playing nothing: ${url}`, reason);
  }
}

function stopSource(source: AudioBufferSourceNode): void {
  try {
    source.stop();
  } catch {
    // Already stopped.
  }
}

let shared: AudioEngine | null = null;

/** The app's engine. Without Web Audio (old browsers, tests) it is one that plays nothing. */
export function audioEngine(): AudioEngine {
  if (!shared) {
    const supported = typeof AudioContext !== 'undefined' && typeof OfflineAudioContext !== 'undefined';
    shared = supported
      ? new AudioEngine({
          gestureTarget: window,
          createAhead: whenIdle,
        })
      : new SilentAudioEngine();
  }
  return shared;
}

class SilentAudioEngine extends AudioEngine {
  override unlock(): void {}
  override async preload(): Promise<void> {}
  override play(): PlayHandle {
    return silent;
  }
  override stopAll(): void {}
}
