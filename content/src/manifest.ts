import { type BadgeRuleKind, badgeRuleKinds, type LevelType, levelTypes, limits } from '@tp/contract';
import { keyboardSymbols, type VariantProblem, variantProblems } from '@tp/phonetics';

export interface ManifestImage {
  readonly key: string;
  readonly title: string;
  /** Relative to `content/media`. */
  readonly file: string;
  /** Twemoji code point(s) the build copies the image from; absent for a hand-made file. */
  readonly emoji?: string;
}

export interface ManifestSound {
  readonly key: string;
  /** The English word or sentence. */
  readonly name: string;
  /** What the learner types, in the phonetic model. */
  readonly answer: string;
  /** Other spellings also accepted, in the model: typeable, distinct from the answer and each other. */
  readonly variants?: readonly string[];
  readonly file: string;
  /** An image key: the item's own picture, shown instead of its level's (not in video levels). */
  readonly image?: string;
}

/** A video of the words of the level that plays it, each shown with its picture while it is spoken. */
export interface ManifestVideo {
  readonly key: string;
  readonly title: string;
  readonly file: string;
}

export interface ManifestMcq {
  readonly key: string;
  readonly question: string;
  readonly options: readonly string[];
  /** Zero-based index into `options`. */
  readonly correctAnswer: number;
}

export interface ManifestLevel {
  readonly type: LevelType;
  readonly points: number;
  readonly sounds?: readonly string[];
  readonly image?: string;
  readonly video?: string;
  readonly mcqs?: readonly string[];
  readonly texts?: readonly string[];
  /** The model symbols this level teaches; graded items may use a symbol only after a level introduced it. */
  readonly introduces?: readonly string[];
  /** For premium learners only: seeded as the level's premiumOnly. Absent means free. */
  readonly premium?: boolean;
}

export interface ManifestBadge {
  readonly key: string;
  readonly name: string;
  readonly description: string;
  /** An image key. */
  readonly image: string;
  readonly rule: { readonly kind: BadgeRuleKind; readonly threshold: number };
}

/** The demo course. Levels are in play order: level number = index + 1. */
export interface Manifest {
  readonly version: 1;
  readonly images: readonly ManifestImage[];
  readonly sounds: readonly ManifestSound[];
  readonly videos: readonly ManifestVideo[];
  readonly mcqs: readonly ManifestMcq[];
  readonly levels: readonly ManifestLevel[];
  readonly badges: readonly ManifestBadge[];
}

type Fields = Record<string, unknown>;

function fail(path: string, message: string): never {
  throw new Error(`Invalid course manifest at ${path}: ${message}`);
}

function object(value: unknown, path: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, 'expected an object');
  return value as Fields;
}

function array(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) fail(path, 'expected an array');
  return value;
}

function text(value: unknown, path: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(path, 'expected a non-empty string');
  return value;
}

function texts(value: unknown, path: string): string[] {
  return array(value, path).map((item, i) => text(item, `${path}[${i}]`));
}

function flag(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') fail(path, 'expected true or false');
  return value;
}

function count(value: unknown, path: string): number {
  if (!Number.isInteger(value) || (value as number) < 0) fail(path, 'expected a whole number ≥ 0');
  return value as number;
}

// Media paths stay inside content/media.
function mediaFile(value: unknown, path: string): string {
  const file = text(value, path);
  if (file.startsWith('/') || file.split('/').includes('..')) fail(path, 'expected a path inside media/');
  return file;
}

function optional<T>(
  fields: Fields,
  key: string,
  path: string,
  read: (v: unknown, p: string) => T,
): T | undefined {
  return fields[key] === undefined ? undefined : read(fields[key], `${path}.${key}`);
}

/** Reads a list of keyed entries, rejecting duplicate keys. */
function entries<T extends { key: string }>(
  value: unknown,
  path: string,
  read: (fields: Fields, path: string) => T,
): T[] {
  const seen = new Set<string>();
  return array(value, path).map((item, i) => {
    const entry = read(object(item, `${path}[${i}]`), `${path}[${i}]`);
    if (seen.has(entry.key)) fail(`${path}[${i}].key`, `duplicate key ${entry.key}`);
    seen.add(entry.key);
    return entry;
  });
}

/** Symbols a level introduces: keyboard symbols, each once. */
function symbols(value: unknown, path: string): string[] {
  const seen = new Set<string>();
  return texts(value, path).map((symbol, i) => {
    if (!keyboardSymbols.has(symbol)) fail(`${path}[${i}]`, `${symbol} is not a symbol of the keyboard`);
    if (seen.has(symbol)) fail(`${path}[${i}]`, `${symbol} is listed twice`);
    seen.add(symbol);
    return symbol;
  });
}

function reference(keys: ReadonlySet<string>, value: unknown, path: string): string {
  const key = text(value, path);
  if (!keys.has(key)) fail(path, `no entry with key ${key}`);
  return key;
}

const variantFaults: Record<VariantProblem, string> = {
  empty: 'expected a non-empty string',
  not_typeable: 'uses a character the keyboard cannot type',
  same_as_answer: 'the same as the answer',
  duplicate: 'the same as an earlier variant',
};

/** An answer's accepted variants: typeable, distinct from the answer and each other, at most a few. */
function variants(answer: string, value: unknown, path: string): string[] {
  const list = array(value, path).map((item, i) => {
    if (typeof item !== 'string') fail(`${path}[${i}]`, 'expected a string');
    if (item.length > limits.answerMax)
      fail(`${path}[${i}]`, `expected at most ${limits.answerMax} characters`);
    return item;
  });
  if (list.length > limits.variantsMax) fail(path, `expected at most ${limits.variantsMax} variants`);
  const [first] = variantProblems(answer, list);
  if (first) fail(`${path}[${first.index}]`, variantFaults[first.problem]);
  return list;
}

// What each type plays; the other fields may be present but are not loaded.
const required: Record<LevelType, readonly (keyof ManifestLevel)[]> = {
  sound: ['sounds', 'image'],
  listening: ['sounds', 'image'],
  video: ['video', 'sounds'],
  mcq: ['mcqs'],
  info: ['texts'],
  speaking: ['texts'],
};

/** Checks a parsed course.json and returns it typed; throws on the first malformed or dangling field. */
export function parseManifest(json: unknown): Manifest {
  const root = object(json, 'manifest');
  if (root.version !== 1) fail('version', 'expected 1');
  const images = entries(root.images, 'images', (f, p) => ({
    key: text(f.key, `${p}.key`),
    title: text(f.title, `${p}.title`),
    file: mediaFile(f.file, `${p}.file`),
    emoji: optional(f, 'emoji', p, text),
  }));
  const imageKeys = new Set(images.map((i) => i.key));
  const sounds = entries(root.sounds, 'sounds', (f, p) => {
    const answer = text(f.answer, `${p}.answer`);
    return {
      key: text(f.key, `${p}.key`),
      name: text(f.name, `${p}.name`),
      answer,
      variants: optional(f, 'variants', p, (v, q) => variants(answer, v, q)),
      file: mediaFile(f.file, `${p}.file`),
      image: optional(f, 'image', p, (v, q) => reference(imageKeys, v, q)),
    };
  });
  const soundKeys = new Set(sounds.map((s) => s.key));
  const videos = entries(root.videos, 'videos', (f, p) => ({
    key: text(f.key, `${p}.key`),
    title: text(f.title, `${p}.title`),
    file: mediaFile(f.file, `${p}.file`),
  }));
  const mcqs = entries(root.mcqs, 'mcqs', (f, p) => {
    const options = texts(f.options, `${p}.options`);
    const correctAnswer = count(f.correctAnswer, `${p}.correctAnswer`);
    if (options.length < 2) fail(`${p}.options`, 'expected at least two options');
    if (correctAnswer >= options.length) fail(`${p}.correctAnswer`, 'not an index of options');
    return {
      key: text(f.key, `${p}.key`),
      question: text(f.question, `${p}.question`),
      options,
      correctAnswer,
    };
  });
  const videoKeys = new Set(videos.map((v) => v.key));
  const mcqKeys = new Set(mcqs.map((m) => m.key));
  const refs = (keys: ReadonlySet<string>) => (v: unknown, p: string) =>
    array(v, p).map((item, i) => reference(keys, item, `${p}[${i}]`));
  const levels = array(root.levels, 'levels').map((item, i): ManifestLevel => {
    const p = `levels[${i}]`;
    const f = object(item, p);
    const type = f.type as LevelType;
    if (!levelTypes.includes(type)) fail(`${p}.type`, `expected one of ${levelTypes.join(', ')}`);
    const level = {
      type,
      points: count(f.points, `${p}.points`),
      sounds: optional(f, 'sounds', p, refs(soundKeys)),
      image: optional(f, 'image', p, (v, q) => reference(imageKeys, v, q)),
      video: optional(f, 'video', p, (v, q) => reference(videoKeys, v, q)),
      mcqs: optional(f, 'mcqs', p, refs(mcqKeys)),
      texts: optional(f, 'texts', p, texts),
      introduces: optional(f, 'introduces', p, symbols),
      premium: optional(f, 'premium', p, flag),
    };
    for (const field of required[type]) {
      const value = level[field];
      if (value === undefined || (Array.isArray(value) && value.length === 0)) {
        fail(`${p}.${field}`, `a ${type} level needs it`);
      }
    }
    return level;
  });
  if (levels.length === 0) fail('levels', 'expected at least one level');
  const badges = entries(root.badges, 'badges', (f, p) => {
    const rule = object(f.rule, `${p}.rule`);
    const kind = rule.kind as BadgeRuleKind;
    if (!badgeRuleKinds.includes(kind))
      fail(`${p}.rule.kind`, `expected one of ${badgeRuleKinds.join(', ')}`);
    const threshold = count(rule.threshold, `${p}.rule.threshold`);
    if (threshold < 1) fail(`${p}.rule.threshold`, 'expected at least 1');
    return {
      key: text(f.key, `${p}.key`),
      name: text(f.name, `${p}.name`),
      description: text(f.description, `${p}.description`),
      image: reference(imageKeys, f.image, `${p}.image`),
      rule: { kind, threshold },
    };
  });
  return { version: 1, images, sounds, videos, mcqs, levels, badges };
}
