interface IdleOptions {
  /** At the latest this long after the call, idle or not. */
  timeout?: number;
  /** Where the browser has no idle callbacks (Safari), this long after the call. */
  fallbackMs?: number;
}

/**
 * Runs `work` once the page is idle, so that it never holds up what the learner does. Returns a
 * function that cancels it.
 */
export function whenIdle(work: () => void, { timeout, fallbackMs = 0 }: IdleOptions = {}): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(work, timeout === undefined ? undefined : { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, fallbackMs);
  return () => clearTimeout(id);
}
