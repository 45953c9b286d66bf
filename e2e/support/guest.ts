import type { Page } from '@playwright/test';

/**
 * Opens the game as a guest who has reached `level` (zero-based) and the place `sublevel` in it,
 * with the items `retries` missed there, to come back after its last.
 */
export async function openAsGuestAt(page: Page, level: number, sublevel: number, retries: number[] = []) {
  await page.addInitScript(
    ([at, place, missed]) => {
      localStorage.setItem('guestLevel', String(at));
      localStorage.setItem('guestSublevel', String(place));
      localStorage.setItem('guestRetries', JSON.stringify(missed));
    },
    [level, sublevel, retries] as const,
  );
  await page.goto('/');
}
