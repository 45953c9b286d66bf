import { afterEach, vi } from 'vitest';

// An unexpected console.error is a failure, not noise.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args) => {
  errors.push(args);
});
afterEach(() => {
  if (errors.length) {
    const seen = errors.splice(0);
    throw new Error(`Unexpected console.error: ${seen.map((a) => a.join(' ')).join('\n')}`);
  }
});
