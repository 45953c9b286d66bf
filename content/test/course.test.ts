import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { badgeRuleKinds, levelTypes } from '@tp/contract';
import { keyboardSymbols, keySoundFile, policyForms, symbolTable } from '@tp/phonetics';
import { suggestTranscription } from '@tp/phonetics/transcription';
import { describe, expect, it } from 'vitest';
import { contrastDrills, drillProblems, drillRules, levelGiveaways, voicingContrasts } from '../src/drills';
import { keyRecipes } from '../src/key-recipes';
import { type ManifestLevel, parseManifest } from '../src/manifest';

const contentDir = fileURLToPath(new URL('..', import.meta.url));
const mediaDir = join(contentDir, 'media');
const soundsDir = join(contentDir, '..', 'apps', 'web', 'public', 'sounds');
const manifest = parseManifest(JSON.parse(readFileSync(join(contentDir, 'course.json'), 'utf8')));

const soundsByKey = new Map(manifest.sounds.map((sound) => [sound.key, sound]));
const mcqsByKey = new Map(manifest.mcqs.map((mcq) => [mcq.key, mcq]));

const size = (file: string) => statSync(file, { throwIfNoEntry: false })?.size;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile());
}

describe('course.json', () => {
  it('has at least 60 levels covering all six level types', () => {
    expect(manifest.levels.length).toBeGreaterThanOrEqual(60);
    expect(new Set(manifest.levels.map((level) => level.type))).toEqual(new Set(levelTypes));
  });

  it('starts with an info level and gives points for every level', () => {
    expect(manifest.levels[0]?.type).toBe('info');
    for (const level of manifest.levels) expect(level.points).toBeGreaterThan(0);
  });

  it('references only keys that exist', () => {
    const keys = (entries: readonly { key: string }[]) => new Set(entries.map((entry) => entry.key));
    const [images, sounds, videos, mcqs] = [
      manifest.images,
      manifest.sounds,
      manifest.videos,
      manifest.mcqs,
    ].map(keys);
    for (const level of manifest.levels) {
      for (const key of level.sounds ?? []) expect(sounds).toContain(key);
      for (const key of level.mcqs ?? []) expect(mcqs).toContain(key);
      if (level.image) expect(images).toContain(level.image);
      if (level.video) expect(videos).toContain(level.video);
    }
  });

  it('gives every sound and listening level sounds and an image', () => {
    for (const level of manifest.levels.filter((l) => l.type === 'sound' || l.type === 'listening')) {
      expect(level.image).toBeTruthy();
      expect(level.sounds?.length).toBeGreaterThanOrEqual(2);
      // A listening level holds up to four pairs; a sound level up to four words.
      expect(level.sounds?.length).toBeLessThanOrEqual(level.type === 'listening' ? 8 : 4);
    }
  });

  it('writes every answer and variant with keyboard symbols and spaces only', () => {
    for (const sound of manifest.sounds) {
      for (const spelling of [sound.answer, ...(sound.variants ?? [])]) {
        const stray = Array.from(spelling).filter((char) => char !== ' ' && !keyboardSymbols.has(char));
        expect(stray, `${sound.key}: ${spelling}`).toEqual([]);
        expect(spelling).toBe(spelling.normalize('NFC'));
      }
    }
  });

  it('finds every word in the dictionary', () => {
    const missing = manifest.sounds.filter((sound) => !suggestTranscription(sound.name));
    expect(missing.map((sound) => sound.name)).toEqual([]);
  });

  it('gives sentence levels 20 points and the others 10', () => {
    const isSentence = (text: string) => text.trim().includes(' ');
    for (const [i, level] of manifest.levels.entries()) {
      const items =
        level.type === 'speaking'
          ? (level.texts ?? []).map((text) => text.replace(/^Say: /u, ''))
          : (level.sounds ?? []).map((key) => soundsByKey.get(key)?.name ?? '');
      const sentences = items.length > 0 && items.some(isSentence);
      expect(level.points, `level ${i + 1}`).toBe(sentences ? 20 : 10);
    }
  });

  it('shows sound and listening levels a picture of no word, so that an item without its own shows no other word', () => {
    const itemImages = new Set(manifest.sounds.map((sound) => sound.image));
    for (const [i, level] of manifest.levels.entries()) {
      if (level.type !== 'sound' && level.type !== 'listening') continue;
      expect(itemImages.has(level.image), `level ${i + 1}: ${level.image}`).toBe(false);
    }
  });

  it('never lets a picture tell which word of a drilled pair was heard', () => {
    expect(levelGiveaways(manifest)).toEqual([]);
  });

  it('gives every item of a video level its own picture', () => {
    for (const level of manifest.levels.filter((l) => l.type === 'video')) {
      for (const key of level.sounds ?? []) expect(soundsByKey.get(key)?.image, key).toBeTruthy();
    }
  });

  it('keeps levels 1 to 40 free and makes the phrases and sentences at the end a premium part', () => {
    const premium = manifest.levels.flatMap((level, i) => (level.premium ? [i + 1] : []));
    expect(premium.length).toBeGreaterThan(0);
    expect(Math.min(...premium)).toBeGreaterThan(40);
    // One run to the end of the course, opening with a lesson.
    const first = Math.min(...premium);
    expect(premium).toEqual(manifest.levels.slice(first - 1).map((_, i) => first + i));
    expect(manifest.levels[first - 1]?.type).toBe('info');
    const sentences = manifest.levels.flatMap((level, i) =>
      (level.sounds ?? []).some((key) => soundsByKey.get(key)?.name.includes(' ')) ? [i + 1] : [],
    );
    expect(sentences.filter((n) => !premium.includes(n))).toEqual([]);
  });

  it('rewards levels, points and streaks with badges that have images', () => {
    expect(new Set(manifest.badges.map((b) => b.rule.kind))).toEqual(new Set(badgeRuleKinds));
    for (const badge of manifest.badges)
      expect(manifest.images.some((i) => i.key === badge.image)).toBe(true);
  });

  it('has a correct answer among the options of every MCQ', () => {
    for (const mcq of manifest.mcqs) {
      expect(Number.isInteger(mcq.correctAnswer)).toBe(true);
      expect(mcq.options[mcq.correctAnswer]).toBeDefined();
    }
  });
});

describe('the order of teaching', () => {
  // Letters the keyboard offers that the model never writes (u, y) need no lesson.
  const modelSymbols = symbolTable.filter((info) => info.usedByModel).map((info) => info.symbol);
  const isSpelling = (text: string) =>
    Array.from(text.trim()).every((char) => char === ' ' || modelSymbols.includes(char));
  const symbolsOf = (spelling: string) => Array.from(spelling).filter((char) => keyboardSymbols.has(char));

  /** What a level grades: its items' answers and accepted variants, and MCQ options written in the model. */
  function graded(level: ManifestLevel): { what: string; spelling: string }[] {
    const spellings = (level.sounds ?? []).flatMap((key) => {
      const sound = soundsByKey.get(key);
      return sound
        ? [sound.answer, ...(sound.variants ?? []), ...policyForms(sound.answer)].map((spelling) => ({
            what: sound.name,
            spelling,
          }))
        : [];
    });
    const options = (level.mcqs ?? []).flatMap((key) =>
      (mcqsByKey.get(key)?.options ?? []).filter(isSpelling).map((spelling) => ({ what: key, spelling })),
    );
    return [...spellings, ...options];
  }

  it('grades a symbol only after a level has introduced it', () => {
    const introduced = new Set<string>();
    const early: string[] = [];
    for (const [i, level] of manifest.levels.entries()) {
      for (const { what, spelling } of graded(level)) {
        const missing = symbolsOf(spelling).filter((symbol) => !introduced.has(symbol));
        if (missing.length > 0)
          early.push(`level ${i + 1}, ${what} (${spelling}): ${[...new Set(missing)].join(' ')}`);
      }
      for (const symbol of level.introduces ?? []) introduced.add(symbol);
    }
    expect(early).toEqual([]);
  });

  it('introduces every symbol of the model once, in an info text that marks it to be heard', () => {
    const introductions = manifest.levels.flatMap((level) => level.introduces ?? []);
    expect([...introductions].sort()).toEqual([...modelSymbols].sort());
    for (const [i, level] of manifest.levels.entries()) {
      const marked = (level.texts ?? []).join(' ');
      for (const symbol of level.introduces ?? []) {
        expect(level.type, `level ${i + 1}`).toBe('info');
        expect(marked, `level ${i + 1} introduces ${symbol}`).toContain(`[${symbol}]`);
      }
    }
  });

  it('marks only keyboard symbols in info texts', () => {
    for (const level of manifest.levels.filter((l) => l.type === 'info')) {
      for (const text of level.texts ?? []) {
        for (const [, symbol = ''] of text.matchAll(/\[([^\]\s]+)\]/gu)) {
          expect(keyboardSymbols.has(symbol), `[${symbol}] in “${text}”`).toBe(true);
        }
      }
    }
  });

  it(`drills at least ${drillRules.contrastsMin} contrasts, each with ${drillRules.pairsMin} pairs of words once their symbols are introduced`, () => {
    const drills = contrastDrills(manifest);
    const full = drills.filter((drill) => drill.pairs.length >= drillRules.pairsMin);
    expect(full.length).toBeGreaterThanOrEqual(drillRules.contrastsMin);
    const short = drills.filter(
      (drill) => drill.pairs.length > 0 && drill.pairs.length < drillRules.pairsMin,
    );
    expect(short.map((drill) => `${drill.contrast.id}: ${drill.pairs.join(' ')}`)).toEqual([]);
  });

  it('drills voicing both first and last in the word', () => {
    const drills = contrastDrills(manifest).filter((drill) => voicingContrasts.includes(drill.contrast.id));
    expect(drills.map((drill) => drill.contrast.id).sort()).toEqual([...voicingContrasts].sort());
    for (const drill of drills) {
      expect(drill.positions.has('first'), drill.contrast.id).toBe(true);
      expect(drill.positions.has('last'), drill.contrast.id).toBe(true);
    }
  });

  it('has the hardest contrasts typed, each word with its own picture, as well as heard', () => {
    // Voicing first and last, and the swaps the first-language table finds hardest.
    const typed = [...voicingContrasts, 'l-r', 'v-w', 'b-v', 'ʃ-ϫ', 'ϫ-dʒ', 'j-dʒ', 'θ-t', 'h-'];
    const vowels = ['i-ɪ', 'ɪ-e', 'æ-ʌ', 'ʊ-ʌ', 'e-eɪ', 'oʊ-ɔ'];
    const pictured = contrastDrills(manifest).filter((drill) => drill.pictured.length > 0);
    expect(pictured.map((drill) => drill.contrast.id)).toEqual(expect.arrayContaining([...typed, ...vowels]));
    for (const drill of pictured)
      for (const level of drill.pictured)
        expect(levelGiveaways(manifest).map((g) => g.level)).not.toContain(level);
    const voicing = contrastDrills(manifest).filter((drill) => voicingContrasts.includes(drill.contrast.id));
    const typedPositions = voicing.flatMap((drill) =>
      drill.pictured.length > 0 ? [...drill.positions] : [],
    );
    expect(new Set(typedPositions)).toEqual(new Set(['first', 'last']));
  });

  it('finds nothing amiss in the drills', () => {
    expect(drillProblems(manifest)).toEqual([]);
  });

  it('plays the aspiration pairs after the meaning drills of their part of the course', () => {
    const drillLevels = contrastDrills(manifest).flatMap((drill) => drill.levels);
    const aspiration = manifest.levels.flatMap((level, i) =>
      level.type === 'listening' &&
      (level.sounds ?? []).some((key) => /^s[kpt]/u.test(soundsByKey.get(key)?.answer ?? ''))
        ? [i + 1]
        : [],
    );
    expect(aspiration.length).toBeGreaterThan(0);
    const infoLevels = manifest.levels.flatMap((level, i) => (level.type === 'info' ? [i + 1] : []));
    for (const level of aspiration) {
      const partEnd = Math.min(...infoLevels.filter((n) => n > level));
      expect(
        drillLevels.filter((n) => n > level && n < partEnd),
        `level ${level}`,
      ).toEqual([]);
    }
  });

  it('drills the puff of k, p and t against the same stop after s', () => {
    const puffed = new Map([
      ['ʞ', 'sk'],
      ['ꟼ', 'sp'],
      ['ʇ', 'st'],
    ]);
    const drilled = new Set<string>();
    for (const level of manifest.levels.filter((l) => l.type === 'listening')) {
      const answers = new Set((level.sounds ?? []).map((key) => soundsByKey.get(key)?.answer ?? ''));
      for (const answer of answers) {
        const plain = puffed.get(answer.charAt(0));
        if (plain && answers.has(plain + answer.slice(1))) drilled.add(answer.charAt(0));
      }
    }
    expect([...drilled].sort()).toEqual([...puffed.keys()].sort());
  });
});

describe('media', () => {
  it('has every file the manifest names', () => {
    const files = [...manifest.images, ...manifest.sounds, ...manifest.videos].map((entry) => entry.file);
    for (const file of files) expect(size(join(mediaDir, file)), file).toBeGreaterThan(0);
  });

  it('holds no file the manifest does not name', () => {
    const named = new Set(
      [...manifest.images, ...manifest.sounds, ...manifest.videos].map((e) => join(mediaDir, e.file)),
    );
    expect(filesUnder(mediaDir).filter((file) => !named.has(file))).toEqual([]);
  });

  it('keeps every video under 100 KB', () => {
    for (const video of manifest.videos) expect(size(join(mediaDir, video.file))).toBeLessThan(100 * 1024);
  });

  it('has a sound for every keyboard symbol the model uses, none for the others, and the win and lose sounds', () => {
    for (const [symbol, recipe] of keyRecipes) {
      const file = join(soundsDir, 'keys', keySoundFile(symbol));
      if (recipe) expect(size(file), symbol).toBeGreaterThan(0);
      else expect(existsSync(file), symbol).toBe(false);
    }
    expect(size(join(soundsDir, 'win.mp3'))).toBeGreaterThan(0);
    expect(size(join(soundsDir, 'lose.mp3'))).toBeGreaterThan(0);
  });

  it('stays under 15 MB in all', () => {
    const total = [...filesUnder(mediaDir), ...filesUnder(soundsDir)].reduce(
      (sum, file) => sum + statSync(file).size,
      0,
    );
    expect(total).toBeLessThan(15 * 1024 * 1024);
  });

  it('credits every emoji in ATTRIBUTION.md', () => {
    const attribution = readFileSync(join(contentDir, 'ATTRIBUTION.md'), 'utf8');
    expect(attribution).toContain('CC-BY 4.0');
    for (const image of manifest.images) {
      if (image.emoji) expect(attribution).toContain(`(\`${image.emoji}.svg\`) → \`${image.key}\``);
    }
  });
});
