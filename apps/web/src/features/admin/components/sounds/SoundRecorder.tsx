import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client';
import { useRecorder } from '#web/lib/use-recorder';
import { RecordButton } from '#web/ui/RecordButton';
import { useUploadAudio } from '../../api/media';

/** The browser's recording as a file; the server reads its type from the bytes, the name is for people. */
function recordingFile(recorded: Blob) {
  const extension = recorded.type.includes('ogg') ? 'ogg' : recorded.type.includes('mp4') ? 'm4a' : 'webm';
  return new File([recorded], `recording.${extension}`, { type: recorded.type });
}

/** Why the stored recording is not there, in the author's terms. */
function failure(error: Error) {
  if (error instanceof ApiError && error.status === 400) return 'recorder.silent' as const;
  if (error instanceof ApiError && error.status === 415) return 'recorder.unreadable' as const;
  return 'recorder.uploadFailed' as const;
}

/**
 * Records a word from the microphone and uploads it as soon as recording stops; the caller gets
 * the stored audio's URL (trimmed and levelled by the server) to play back and save.
 */
export function SoundRecorder({ onRecorded }: { onRecorded: (url: string) => void }) {
  const { t } = useTranslation('adminStudio');
  const upload = useUploadAudio();
  // Sent as recorded: the server decodes it, cuts its silence and evens its loudness.
  const { state, start, stop } = useRecorder(async (recorded) => {
    upload.mutate(recordingFile(recorded), { onSuccess: (url) => onRecorded(url) });
    return recorded;
  });

  const recording = state.phase === 'recording';
  return (
    <div className="flex flex-col items-start gap-1">
      <RecordButton
        recording={recording}
        busy={state.phase === 'starting' || state.phase === 'processing' || upload.isPending}
        onStart={() => {
          upload.reset();
          void start();
        }}
        onStop={stop}
        labels={{
          start: t(state.phase === 'done' ? 'recorder.again' : 'recorder.record'),
          stop: t('recorder.stop'),
        }}
        variant="secondary"
      />
      <p role="status" className="text-sm">
        {recording && t('recorder.recording')}
        {upload.isPending && t('recorder.uploading')}
        {upload.isSuccess && !recording && t('recorder.saved')}
      </p>
      {(state.phase === 'error' || upload.isError) && (
        <p role="alert" className="text-error text-sm">
          {state.phase === 'error'
            ? t(`recorder.${state.problem}`)
            : upload.error && t(failure(upload.error))}
        </p>
      )}
    </div>
  );
}
