import { expect, type Page } from '@playwright/test';

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

/**
 * Reads the info level `level` (one-based, of `parts` texts) to its end with Next, each press once
 * its part shows: a press while the game is still moving to the next part is not one of its own.
 */
export async function readInfoLevel(page: Page, level: number, parts: number) {
  for (let part = 1; part <= parts; part++) {
    await expect(page.getByText(`Level ${level} · Part ${part} of ${parts}`)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
  }
}
