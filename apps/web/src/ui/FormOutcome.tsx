export interface Outcome {
  /** `info` says there was nothing to do. */
  tone: 'success' | 'info' | 'error';
  message: string;
}

/**
 * How a form's submission went. The status region stays in the page so that screen readers
 * announce a success written into it; an error is an alert, announced as it appears.
 */
export function FormOutcome({ outcome }: { outcome: Outcome | null }) {
  const tone = 'mt-4 rounded-lg p-3';
  return (
    <>
      <div role="status">
        {outcome?.tone === 'success' && (
          <p className={`${tone} bg-correct text-correct-fg`}>{outcome.message}</p>
        )}
        {outcome?.tone === 'info' && <p className={`${tone} border border-border`}>{outcome.message}</p>}
      </div>
      {outcome?.tone === 'error' && (
        <p role="alert" className={`${tone} bg-incorrect text-incorrect-fg`}>
          {outcome.message}
        </p>
      )}
    </>
  );
}
