/** Columns the waveform is drawn in, whatever its width on screen. */
const columns = 240;

/**
 * The extremes of each column of a clip drawn over `seconds`: the clip takes its share of the
 * width, so that two clips drawn over the same seconds share one time axis.
 */
function outline(samples: Float32Array, rate: number, seconds: number): string {
  const perColumn = (seconds * rate) / columns;
  const used = Math.min(columns, Math.ceil(samples.length / perColumn));
  const top: string[] = [];
  const bottom: string[] = [];
  for (let c = 0; c < used; c++) {
    let low = 0;
    let high = 0;
    const end = Math.min(samples.length, Math.round((c + 1) * perColumn));
    for (let i = Math.round(c * perColumn); i < end; i++) {
      const v = samples[i] ?? 0;
      if (v < low) low = v;
      if (v > high) high = v;
    }
    // A silent column still shows as a line.
    top.push(`${c},${(20 - Math.max(0.5, high * 20)).toFixed(1)}`);
    bottom.unshift(`${c},${(20 - Math.min(-0.5, low * 20)).toFixed(1)}`);
  }
  return `M${[...top, ...bottom].join('L')}Z`;
}

/** A clip's waveform, scaled to a time axis of `seconds`, named for screen readers by `label`. */
export function Waveform({
  samples,
  rate,
  seconds,
  label,
  tone,
}: {
  samples: Float32Array;
  rate: number;
  seconds: number;
  label: string;
  /** Its colour: the model's, or the learner's. */
  tone: 'text-primary' | 'text-fg';
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${columns} 40`}
      preserveAspectRatio="none"
      className={`h-10 min-w-0 flex-1 rounded-lg border border-border bg-surface ${tone}`}
    >
      <path d={outline(samples, rate, seconds)} fill="currentColor" />
    </svg>
  );
}
