import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { badgeRuleKinds, levelTypes } from '@tp/contract';
import { keyboardSymbols, keySoundFile } from '@tp/phonetics';
import { describe, expect, it } from 'vitest';
import { parseManifest } from '../src/manifest';

const contentDir = fileURLToPath(new URL('..', import.meta.url));
const mediaDir = join(contentDir, 'media');
const soundsDir = join(contentDir, '..', 'apps', 'web', 'public', 'sounds');
const manifest = parseManifest(JSON.parse(readFileSync(join(contentDir, 'course.json'), 'utf8')));

const size = (file: string) => statSync(file, { throwIfNoEntry: false })?.size;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile());
}

describe('course.json', () => {
  it('has at least 40 levels covering all six level types', () => {
    expect(manifest.levels.length).toBeGreaterThanOrEqual(40);
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
      expect(level.sounds?.length).toBeLessThanOrEqual(4);
    }
  });

  it('writes every answer with keyboard symbols and spaces only', () => {
    for (const sound of manifest.sounds) {
      const stray = Array.from(sound.answer).filter((char) => char !== ' ' && !keyboardSymbols.has(char));
      expect(stray, `${sound.key}: ${sound.answer}`).toEqual([]);
      expect(sound.answer).toBe(sound.answer.normalize('NFC'));
    }
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

  it('has a sound for every keyboard symbol, and the win and lose sounds', () => {
    for (const symbol of keyboardSymbols) {
      expect(size(join(soundsDir, 'keys', keySoundFile(symbol))), symbol).toBeGreaterThan(0);
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
