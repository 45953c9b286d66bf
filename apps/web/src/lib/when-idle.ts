/** The longest the work waits for an idle moment. */
const latestMs = 2000;
/** The wait where the browser has no idle callbacks (Safari): past the first screen's own work. */
const fallbackMs = 300;

/**
 * Runs `work` once the page is idle, so that it never holds up what the learner does. Returns a
 * function that cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(work, { timeout: latestMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, fallbackMs);
  return () => clearTimeout(id);
}
