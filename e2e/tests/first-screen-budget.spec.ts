import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';

const dist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const budget = JSON.parse(readFileSync(new URL('../budget.json', import.meta.url), 'utf8')) as {
  firstScreenJsGzipKb: number;
};

// A first visit, the heaviest: the how-to-play modal opens with the first item.
test.use({ howToPlaySeen: false });

test('the first screen loads no more JavaScript than the budget', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  const sizes = [...scripts].map((p) => ({
    path: p,
    gzip: gzipSync(readFileSync(dist + p), { level: 9 }).length,
  }));
  const totalKb = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
  console.log(
    `First screen JS: ${totalKb.toFixed(1)} KB gzip in ${sizes.length} files (budget ${budget.firstScreenJsGzipKb} KB)`,
  );
  for (const s of sizes) console.log(`  ${(s.gzip / 1024).toFixed(1)} KB  ${s.path}`);
  expect(sizes.length).toBeGreaterThan(0);
  expect(totalKb).toBeLessThanOrEqual(budget.firstScreenJsGzipKb);
});
