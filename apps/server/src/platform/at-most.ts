/**
 * Runs `work` on each item, at most `limit` at once, and resolves with the results in the items'
 * order. On a failure no further item starts; it rejects with the first error once the ones
 * already started have ended, so that nothing still runs when the caller cleans up.
 */
export async function mapAtMost<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const runner = async () => {
    while (!failure && next < items.length) {
      const at = next++;
      try {
        results[at] = await work(items[at] as T);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  if (failure) throw failure.error;
  return results;
}
