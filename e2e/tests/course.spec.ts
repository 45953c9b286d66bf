import { expect, test } from '../support/fixtures';

test('a fresh start serves the seeded demo course with its media', async ({ request }) => {
  const res = await request.get('/api/v1/levels');
  expect(res.ok()).toBe(true);
  const { levels } = (await res.json()) as {
    levels: { level: number; type: string; sounds: { sound: string }[]; image: { link: string } | null }[];
  };
  expect(levels.length).toBeGreaterThanOrEqual(40);
  expect(new Set(levels.map((l) => l.type))).toEqual(
    new Set(['sound', 'video', 'listening', 'mcq', 'info', 'speaking']),
  );
  const first = levels.find((l) => l.type === 'sound');
  const audio = await request.get(first?.sounds[0]?.sound ?? '');
  expect(audio.headers()['content-type']).toMatch(/^audio\/mpeg/);
  const image = await request.get(first?.image?.link ?? '');
  expect(image.headers()['content-type']).toMatch(/^image\/svg/);
});
