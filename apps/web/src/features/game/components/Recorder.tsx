import { useTranslation } from 'react-i18next';
import { useRecorder } from '#web/lib/use-recorder';
import { RecordButton } from '#web/ui/RecordButton';

/** Start, stop, then listen back (spec §2 "Speaking-level"); a refused or absent microphone is explained. */
export default function Recorder() {
  const { t } = useTranslation('game');
  const { state, start, stop } = useRecorder();
  const recording = state.phase === 'recording';
  return (
    <section aria-label={t('recorder.label')} className="flex flex-col items-center gap-3">
      <RecordButton
        recording={recording}
        busy={state.phase === 'starting' || state.phase === 'processing'}
        onStart={() => void start()}
        onStop={stop}
        labels={{ start: t('recorder.start'), stop: t('recorder.stop') }}
      />
      <p role="status" className="min-h-6 text-center">
        {recording && t('recorder.recording')}
        {state.phase === 'processing' && t('recorder.processing')}
      </p>
      {state.phase === 'error' && (
        <p role="alert" className="text-center font-semibold">
          {t(`recorder.${state.problem}`)}
        </p>
      )}
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
