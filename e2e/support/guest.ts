import type { Page } from '@playwright/test';

/** Opens the game as a guest who has reached `level` (zero-based) and its item `item`. */
export async function openAsGuestAt(page: Page, level: number, item: number): Promise<void> {
  await page.addInitScript(
    ([at, sublevel]) => {
      localStorage.setItem('guestLevel', String(at));
      localStorage.setItem('guestSublevel', String(sublevel));
    },
    [level, item],
  );
  await page.goto('/');
}
