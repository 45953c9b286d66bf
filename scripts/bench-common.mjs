// What the bench scripts share: the line that says which machine the figures come from, and medians.
import os from 'node:os';

/** The machine, its Node and its load average: figures mean little without them. */
export function machineLine() {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return (
    `machine: ${cpus[0]?.model.trim()}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, ` +
    `${os.platform()} ${os.release()}, Node ${process.version}; load average ${load}`
  );
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
