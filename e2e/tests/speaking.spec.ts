import { speakAnswer } from '@tp/speech';
import { expect, test } from '../support/fixtures';
import { useFakeMicrophone } from '../support/microphone';

// A microphone that hears "pin" said with an aspirated p of 63 ms (ꟼɪn, as the course makes its
// words), after 0.4 s of silence: the learner's try.
const pin = await speakAnswer('pin', 'ꟼɪn');
const silence = (seconds: number) => new Int16Array(Math.round(seconds * pin.rate));
useFakeMicrophone(Int16Array.from([...silence(0.4), ...pin.samples, ...silence(1.5)]), pin.rate);

const screens = [
  { width: 1280, height: 720 },
  { width: 360, height: 640 },
];

for (const size of screens) {
  test(`a speaking item plays its model, records a try, shows both, measures the puff and is rated (${size.width}×${size.height})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const { levels } = (await (await request.get('/api/v1/levels')).json()) as {
      levels: { type: string; texts: string[]; sounds: { name: string }[] }[];
    };
    const index = levels.findIndex((level) => level.type === 'speaking' && level.texts[0] === 'Say: pin');
    const level = levels[index];
    expect(level?.sounds.map((sound) => sound.name)).toContain('pin');
    // A guest at the item.
    await page.addInitScript((at) => localStorage.setItem('guestLevel', String(at)), index);
    await page.goto('/');
    await expect(page.getByText('Say: pin')).toBeVisible();

    // The model: drawn, and played on request.
    await expect(page.getByRole('img', { name: /^The model's waveform, 0\.\d s$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Play the model' }).click();
    await expect
      .poll(() =>
        page
          .locator('figure audio')
          .first()
          .evaluate((audio: HTMLAudioElement) => audio.currentTime),
      )
      .toBeGreaterThan(0);

    // The try: recorded, drawn beside the model, measured.
    await page.getByRole('button', { name: 'Start recording' }).click();
    await expect(page.getByText('Recording…')).toBeVisible();
    await page.waitForTimeout(1800);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await expect(page.getByRole('img', { name: /^Your try's waveform, \d\.\d s$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play your try' })).toBeVisible();
    const figure = page.getByText(/^Your ꟼ: \d+ ms of air\. The model's: \d+ ms\.$/);
    await expect(figure).toBeVisible();
    const [yours, model] = ((await figure.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
    // The try is the course's own kind of pin: its puff is measured near the 63 ms it was made with.
    expect(Math.abs((yours ?? 0) - 63)).toBeLessThanOrEqual(10);
    expect(Math.abs((model ?? 0) - 63)).toBeLessThanOrEqual(10);
    await expect(page.getByText('About the same puff as the model.')).toBeVisible();

    // All of it in one screen, unscrolled, the rating included and focused.
    const same = page.getByRole('button', { name: 'Same' });
    await expect(same).toBeFocused();
    await expect(page.getByRole('button', { name: 'Next' })).toBeHidden();
    await page.screenshot({ path: `/tmp/speaking-e2e/measured-${size.width}x${size.height}.png` });
    for (const shown of [
      page.getByText('Say: pin'),
      page.getByRole('figure', { name: 'The model' }),
      page.getByRole('figure', { name: 'Your try' }),
      figure,
      same,
      page.getByRole('button', { name: 'Not yet' }),
    ])
      await expect(shown).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollTop), 'no scrolling').toBe(0);

    // Same: a hit of ꟼ in the guest's sounds, and on to the next part.
    await same.click();
    await expect(page.getByText('Say: spin')).toBeVisible();
    const stats = await page.evaluate(() => JSON.parse(localStorage.getItem('guestSoundStats') ?? '{}'));
    expect(Object.values(stats.days ?? {})).toEqual([{ ꟼ: [1, 1, 0] }]);
  });
}
