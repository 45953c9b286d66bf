// What the bench scripts share: the line that says which machine the figures come from, and medians.
import { readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * The share of the last minute in which some task was ready to run and waited for a CPU (Linux's
 * pressure stall information), or null where the kernel does not tell. On a shared virtual machine
 * it rises with the host's other guests, and every figure slows with it.
 */
function cpuPressure() {
  try {
    const some = readFileSync('/proc/pressure/cpu', 'utf8').match(/^some .*avg60=([\d.]+)/m);
    return some ? Number(some[1]) : null;
  } catch {
    return null;
  }
}

/** The machine, its Node, its load and CPU pressure: figures mean little without them. */
export function machineLine() {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const pressure = cpuPressure();
  return (
    `machine: ${cpus[0]?.model.trim()}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, ` +
    `${os.platform()} ${os.release()}, Node ${process.version}; load average ${load}` +
    (pressure === null ? '' : `; CPU pressure ${pressure}% (tasks waiting for a CPU, last minute)`)
  );
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The value at percentile `p` of sorted values, by the nearest rank. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
