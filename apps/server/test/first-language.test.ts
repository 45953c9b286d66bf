import { contrastOf, contrastsFor, generallyHardContrasts } from '@tp/phonetics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levels } from '../src/db/schema';
import { seedDemoCourse } from '../src/modules/levels/demo-course';
import { courseAudio } from '../src/platform/course-audio';
import { localMediaStorage } from '../src/platform/storage';
import { createTestApp, signUp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCourse(
    t.db,
    localMediaStorage(t.config.uploadsDir),
    t.config.CONTENT_DIR,
    courseAudio(t.config.ffmpegPath),
  );
  // Seeded straight into the database: served once the database tells the app.
  for (let tries = 0; (await t.app.inject('/api/v1/levels')).json().levels.length === 0; tries++) {
    if (tries > 100) throw new Error('The course was not served');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(() => t.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });

interface Drill {
  contrast: string;
  levelId: string;
  level: number;
  premiumOnly: boolean;
}
const drillsFor = async (language: string) => {
  const res = await t.app.inject(
    `/api/v1/first-language-drills?firstLanguage=${encodeURIComponent(language)}`,
  );
  expect(res.statusCode).toBe(200);
  return res.json() as { contrasts: string[]; drills: Drill[] };
};

/** The contrasts each listening level of the course drills, worked out here from its answers. */
async function courseDrills() {
  const course = (await t.app.inject('/api/v1/levels')).json().levels as {
    _id: string;
    type: string;
    sounds: { answer: string }[];
  }[];
  const drilled = new Map<string, Set<string>>();
  for (const level of course.filter((l) => l.type === 'listening')) {
    const found = new Set<string>();
    for (const a of level.sounds)
      for (const b of level.sounds) {
        const c = contrastOf(a.answer, b.answer);
        if (c) found.add(c.contrast.id);
      }
    drilled.set(level._id, found);
  }
  return drilled;
}

describe('the drills for a first language', () => {
  it("lists the listening levels drilling the language's contrasts, hardest first, each once", async () => {
    const drilled = await courseDrills();
    for (const language of ['ja', 'es', 'de', 'fr', 'hi'] as const) {
      const { contrasts, drills } = await drillsFor(language);
      expect(contrasts).toEqual(contrastsFor(language));
      const ranks = drills.map((d) => contrasts.indexOf(d.contrast));
      expect(ranks.every((rank) => rank >= 0)).toBe(true);
      expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
      expect(new Set(drills.map((d) => d.levelId)).size).toBe(drills.length);
      for (const drill of drills) expect(drilled.get(drill.levelId)?.has(drill.contrast)).toBe(true);
      // Every drilled contrast of the list is offered: the first is the hardest the course drills.
      const hardestDrilled = contrasts.find((c) => [...drilled.values()].some((set) => set.has(c)));
      expect(drills[0]?.contrast).toBe(hardestDrilled);
    }
  });

  it('offers Japanese speakers θ / s before ʃ / s, as the table ranks them', async () => {
    const { drills } = await drillsFor('ja');
    const order = drills.map((d) => d.contrast);
    expect(order).toContain('θ-s');
    expect(order.indexOf('θ-s')).toBeLessThan(order.indexOf('ʃ-s'));
  });

  it('offers English speakers nothing, and speakers of another language the generally hard ones', async () => {
    expect(await drillsFor('en')).toEqual({ contrasts: [], drills: [] });
    const other = await drillsFor('other');
    expect(other.contrasts).toEqual(generallyHardContrasts);
    expect(other.drills.length).toBeGreaterThan(0);
  });

  it('marks premium-only drills, and sends none of their words', async () => {
    const { drills } = await drillsFor('ja');
    const first = drills[0] as Drill;
    await t.db.update(levels).set({ premiumOnly: true }).where(eq(levels.id, first.levelId));
    await expect
      .poll(async () => (await drillsFor('ja')).drills.find((d) => d.levelId === first.levelId)?.premiumOnly)
      .toBe(true);
    const res = await t.app.inject('/api/v1/first-language-drills?firstLanguage=ja');
    expect(res.body).not.toContain('answer');
    await t.db.update(levels).set({ premiumOnly: false }).where(eq(levels.id, first.levelId));
  });

  it.each([
    '/api/v1/first-language-drills',
    '/api/v1/first-language-drills?firstLanguage=xx',
    '/api/v1/first-language-drills?firstLanguage=JA',
    '/api/v1/first-language-drills?firstLanguage=',
    '/api/v1/first-language-drills?firstLanguage=ja&extra=1',
    '/api/v1/first-language-drills?firstLanguage=ja&firstLanguage=ko',
  ])('refuses %s with a 400', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toEqual(expect.any(String));
  });
});

describe("the learner's first language", () => {
  const put = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/me/settings', headers: as(token), payload });

  it('is unset on a new account, kept once said, and forgotten with null', async () => {
    const { token } = await signUp(t.app);
    const me = async () => (await t.app.inject({ url: '/api/v1/me', headers: as(token) })).json().user;
    expect((await me()).firstLanguage).toBeNull();
    const set = await put(token, { firstLanguage: 'ja', theme: 'neon' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ settings: { theme: 'neon' }, firstLanguage: 'ja' });
    expect((await me()).firstLanguage).toBe('ja');
    // Other settings leave it as it is.
    expect((await put(token, { loopCount: 2 })).json().firstLanguage).toBe('ja');
    expect((await put(token, { firstLanguage: 'other' })).json().firstLanguage).toBe('other');
    expect((await put(token, { firstLanguage: null })).json().firstLanguage).toBeNull();
    expect((await me()).firstLanguage).toBeNull();
  });

  it.each([{ firstLanguage: 'xx' }, { firstLanguage: 'JA' }, { firstLanguage: 3 }, { firstLanguage: '' }])(
    'refuses %o with a 400 and keeps what was said',
    async (payload) => {
      const { token } = await signUp(t.app);
      await put(token, { firstLanguage: 'ko' });
      const res = await put(token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toEqual(expect.any(String));
      const me = (await t.app.inject({ url: '/api/v1/me', headers: as(token) })).json().user;
      expect(me.firstLanguage).toBe('ko');
    },
  );
});
