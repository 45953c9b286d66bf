import { useTranslation } from 'react-i18next';
import { useRecorder } from '#web/lib/use-recorder';
import type { ButtonVariant } from '#web/ui/Button';
import { RecordButton } from '#web/ui/RecordButton';

/**
 * A recorder's controls, laid out by their container: Start (Stop while recording), what it is
 * doing, and why it cannot record when the microphone is refused or absent.
 */
export function RecorderControls({
  recorder: { state, start, stop },
  variant,
}: {
  recorder: ReturnType<typeof useRecorder>;
  variant?: ButtonVariant;
}) {
  const { t } = useTranslation('game');
  const recording = state.phase === 'recording';
  return (
    <>
      <RecordButton
        recording={recording}
        busy={state.phase === 'starting' || state.phase === 'processing'}
        onStart={() => void start()}
        onStop={stop}
        labels={{ start: t('recorder.start'), stop: t('recorder.stop') }}
        variant={variant}
      />
      <p role="status" className="min-h-6 text-center">
        {recording && t('recorder.recording')}
        {state.phase === 'processing' && t('recorder.processing')}
      </p>
      {state.phase === 'error' && (
        <p role="alert" className="basis-full text-center font-semibold">
          {t(`recorder.${state.problem}`)}
        </p>
      )}
    </>
  );
}

/** Start, stop, then listen back (spec §2 "Speaking-level"); a refused or absent microphone is explained. */
export default function Recorder() {
  const { t } = useTranslation('game');
  const recorder = useRecorder();
  const { state } = recorder;
  return (
    <section aria-label={t('recorder.label')} className="flex flex-col items-center gap-3">
      <RecorderControls recorder={recorder} />
      {state.phase === 'done' && (
        <figure className="flex w-full flex-col items-center gap-1">
          <figcaption>{t('recorder.playback')}</figcaption>
          {/* biome-ignore lint/a11y/useMediaCaption: the learner's own voice, just recorded; there is nothing to caption. */}
          <audio controls src={state.url} className="w-full max-w-md" />
        </figure>
      )}
    </section>
  );
}
