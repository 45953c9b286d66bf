import { useCallback, useEffect, useRef, useState } from 'react';
import { toWav } from './wav';

export type RecorderProblem = 'refused' | 'absent' | 'unsupported' | 'failed';

export type RecorderState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'recording' }
  | { phase: 'processing' }
  | { phase: 'done'; url: string; recording: Blob }
  | { phase: 'error'; problem: RecorderProblem };

/** Why getUserMedia failed, in the learner's terms. */
function problemOf(error: unknown): RecorderProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'absent';
  return 'failed';
}

/**
 * Records from the microphone; the recording is made by `finish` from what the browser recorded
 * (WAV, for a learner to play back in any browser, by default). The microphone is released as
 * soon as recording stops.
 */
export function useRecorder(finish: (recorded: Blob) => Promise<Blob> = toWav) {
  const [state, setState] = useState<RecorderState>({ phase: 'idle' });
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const url = useRef<string | null>(null);
  const mounted = useRef(true);

  const release = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  const forgetRecording = useCallback(() => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (recorder.current?.state === 'recording') recorder.current.stop();
      release();
      forgetRecording();
    };
  }, [release, forgetRecording]);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ phase: 'error', problem: 'absent' });
      return;
    }
    setState({ phase: 'starting' });
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      console.warn('Microphone unavailable:', error);
      if (mounted.current) setState({ phase: 'error', problem: problemOf(error) });
      return;
    }
    if (!mounted.current) {
      for (const track of media.getTracks()) track.stop();
      return;
    }
    if (typeof MediaRecorder === 'undefined') {
      for (const track of media.getTracks()) track.stop();
      setState({ phase: 'error', problem: 'unsupported' });
      return;
    }
    stream.current = media;
    const chunks: Blob[] = [];
    const next = new MediaRecorder(media);
    next.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    next.onstop = async () => {
      release();
      if (!mounted.current) return;
      setState({ phase: 'processing' });
      const recording = await finish(new Blob(chunks, { type: next.mimeType || 'audio/webm' }));
      if (!mounted.current) return;
      forgetRecording();
      url.current = URL.createObjectURL(recording);
      setState({ phase: 'done', url: url.current, recording });
    };
    recorder.current = next;
    next.start();
    setState({ phase: 'recording' });
  }, [release, forgetRecording, finish]);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  return { state, start, stop };
}
