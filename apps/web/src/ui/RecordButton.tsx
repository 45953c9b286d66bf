import { Button, type ButtonVariant } from './Button';

interface RecordButtonProps {
  recording: boolean;
  /** Starting, or making the recording once stopped. */
  busy: boolean;
  onStart: () => void;
  onStop: () => void;
  labels: { start: string; stop: string };
  /** How Start looks; Stop is always the danger colour. */
  variant?: ButtonVariant;
}

/** A recorder's one button: Start, which turns into Stop while recording. */
export function RecordButton({
  recording,
  busy,
  onStart,
  onStop,
  labels,
  variant = 'primary',
}: RecordButtonProps) {
  return recording ? (
    <Button variant="danger" onClick={onStop}>
      <span aria-hidden="true">■</span>
      {labels.stop}
    </Button>
  ) : (
    <Button variant={variant} onClick={onStart} loading={busy}>
      <span aria-hidden="true">●</span>
      {labels.start}
    </Button>
  );
}
