/**
 * How well a speaking item's measure reads the course's own voices (docs/decisions/0057): each
 * speaking text's model, as `GET /levels` would give it, decoded at the rate a browser decodes it
 * and measured as the learner's try is; the puff of ʇ ʞ ꟼ against the length the audio was made to
 * (@tp/speech/stops). Prints a table; fails when a puff is off by more than the stated tolerance or
 * a model cannot be measured. Needs ffmpeg.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { speakingModel, withSpeakingModels } from '@tp/contract';
import { speakingFocus } from '@tp/phonetics';
import { measureImitation } from '@tp/speech/imitation';
import { aspiratedVot } from '@tp/speech/stops';
import { parseManifest } from '../src/manifest';
import { decodeMp3 } from './decode-mp3';

/** How far a model's measured puff may be from the length it was made to, ms. */
const toleranceMs = 8;
/** The rate the browser's audio context decodes at (apps/web/src/lib/wav.ts). */
const browserRate = 44_100;

const contentDir = fileURLToPath(new URL('..', import.meta.url));
const manifest = parseManifest(JSON.parse(readFileSync(join(contentDir, 'course.json'), 'utf8')));
const byKey = new Map(manifest.sounds.map((sound) => [sound.key, sound]));
const course = withSpeakingModels(
  manifest.levels.map((level) => ({
    type: level.type,
    premiumOnly: level.premium === true,
    texts: level.texts ?? [],
    sounds: (level.sounds ?? []).flatMap((key) => byKey.get(key) ?? []),
  })),
);

const failures: string[] = [];
const rows: string[] = [];
let measured = 0;
for (const level of course.filter((l) => l.type === 'speaking')) {
  for (const text of level.texts) {
    const model = speakingModel(level.sounds, text);
    const focus = model ? speakingFocus(model.answer) : null;
    if (!model || !focus?.measure) {
      rows.push(
        `${text.padEnd(22)} ${model ? `${model.file} (${focus?.sound ?? '—'}, not measured)` : 'no model'}`,
      );
      continue;
    }
    const result = measureImitation(
      await decodeMp3(join(contentDir, 'media', model.file), browserRate),
      focus.measure,
    );
    const target =
      focus.measure === 'aspiration' ? aspiratedVot[focus.sound as keyof typeof aspiratedVot] : undefined;
    if (!('ms' in result)) {
      failures.push(`${text}: the model could not be measured (${result.problem})`);
      rows.push(`${text.padEnd(22)} ${model.file} ${focus.sound} ${focus.measure}: ${result.problem}`);
      continue;
    }
    measured++;
    const off = target === undefined ? '' : ` (made ${target}, off by ${result.ms - target})`;
    if (target !== undefined && Math.abs(result.ms - target) > toleranceMs) {
      failures.push(`${text}: puff of ${result.ms} ms, made ${target}`);
    }
    rows.push(`${text.padEnd(22)} ${model.file} ${focus.sound} ${focus.measure}: ${result.ms} ms${off}`);
  }
}
console.log(rows.join('\n'));
console.log(
  `\n${measured} models measured; puffs within ${toleranceMs} ms of their length: ${failures.length === 0}`,
);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exitCode = 1;
}
