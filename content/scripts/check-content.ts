/**
 * Measures every sound of the course and every key sound as they are served (the MP3s, decoded),
 * prints a table, and fails when any breaks the rules (src/acoustic-check.ts). Then lists the
 * contrasts the listening levels drill and fails on a miss (src/drills.ts). Needs ffmpeg to
 * decode MP3 (Debian: apt-get install -y ffmpeg).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keySoundFile } from '@tp/phonetics';
import { votRules } from '@tp/speech/stops';
import {
  type AspiratedPlace,
  type AspirationMeasures,
  aspirationRules,
  type ClipVerdict,
  checkAspiration,
  checkClip,
  clipRules,
  measureAspiration,
  soundDistance,
  soundLength,
  tenseLaxRatioMin,
} from '../src/acoustic-check';
import { drillProblems, drillReport } from '../src/drills';
import { keyRecipes } from '../src/key-recipes';
import { parseManifest } from '../src/manifest';
import { decodeMp3 } from './decode-mp3';

const contentDir = fileURLToPath(new URL('..', import.meta.url));
const keysDir = join(contentDir, '..', 'apps', 'web', 'public', 'sounds', 'keys');

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((p, q) => p - q);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0
    ? Number.NaN
    : sorted.length % 2
      ? (sorted[mid] ?? 0)
      : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const range = (values: readonly number[]) =>
  values.length === 0 ? '—' : `${Math.min(...values)}–${Math.max(...values)}`;

function row(label: string, said: string, verdict: ClipVerdict): string {
  const { first, last, loudness, peakDb, leading, trailing } = verdict.measures;
  const vot = first
    ? `${first.stop.symbol} ${first.vot ?? '—'}${first.prevoicing === undefined ? '' : ` (voice ${first.prevoicing})`}`
    : '';
  const release = last ? `${last.stop.symbol} ${last.release ?? '—'}` : '';
  return [
    label.padEnd(20),
    said.padEnd(18),
    vot.padEnd(16),
    release.padEnd(8),
    loudness.toFixed(1).padStart(6),
    peakDb.toFixed(1).padStart(6),
    `${leading}/${trailing}`.padStart(8),
    verdict.violations.length === 0 ? 'ok' : `FAIL: ${verdict.violations.join('; ')}`,
  ].join(' ');
}

const header = `${'sound'.padEnd(20)} ${'answer'.padEnd(18)} ${'first stop VOT'.padEnd(16)} ${'release'.padEnd(8)} ${'loud'.padStart(6)} ${'peak'.padStart(6)} ${'lead/end'.padStart(8)} verdict`;

async function main(): Promise<number> {
  const manifest = parseManifest(JSON.parse(readFileSync(join(contentDir, 'course.json'), 'utf8')));
  let failures = 0;
  const count = (verdict: ClipVerdict) => {
    failures += verdict.violations.length > 0 ? 1 : 0;
    return verdict;
  };

  console.log(
    `Course sounds (ms; loudness and peak in dB FS; rules: ʇ ʞ ꟼ ${votRules.aspiratedMin}–${votRules.aspiratedMax}, t k p ≤ ${votRules.plainMax}, final release ≤ ${votRules.finalReleaseMax})`,
  );
  console.log(header);
  const course = await Promise.all(
    manifest.sounds.map(async (sound) => {
      const pcm = await decodeMp3(join(contentDir, 'media', sound.file));
      return { sound, pcm, verdict: count(checkClip(pcm, sound.answer)) };
    }),
  );
  for (const { sound, verdict } of course) console.log(row(sound.key, sound.answer, verdict));

  console.log('\nKey sounds (the voiceless fricatives at their own, weaker loudness)');
  console.log(header);
  const keys = await Promise.all(
    [...keyRecipes].flatMap(([symbol, recipe]) =>
      recipe
        ? [
            (async () => {
              const pcm = await decodeMp3(join(keysDir, keySoundFile(symbol)));
              return { symbol, recipe, pcm, verdict: checkClip(pcm, recipe.heard, recipe.loudness) };
            })(),
          ]
        : [],
    ),
  );
  const keyFailures: string[] = [];
  for (const key of keys) {
    const violations = [...key.verdict.violations];
    if (key.recipe.from) {
      const voice = key.verdict.measures.first?.prevoicing ?? 0;
      if (voice < clipRules.prevoicingMin)
        violations.push(`${voice} ms of voice before its burst, under ${clipRules.prevoicingMin}`);
    }
    if (violations.length > 0) keyFailures.push(key.symbol);
    console.log(row(`${key.symbol} (${key.recipe.say})`, key.recipe.heard, { ...key.verdict, violations }));
  }
  const level = (symbol: string) =>
    keys.find((k) => k.symbol === symbol)?.verdict.measures.loudness ?? Number.NaN;
  const weakest = Math.max(level('θ'), level('f'));
  const strongest = Math.min(level('s'), level('ʃ'));
  console.log(
    `\nθ ${level('θ').toFixed(1)}, f ${level('f').toFixed(1)} against s ${level('s').toFixed(1)}, ʃ ${level('ʃ').toFixed(1)} dB FS`,
  );
  if (!(weakest <= strongest - clipRules.weakFricativeMargin)) {
    keyFailures.push('θ f against s ʃ');
    console.log(`FAIL: θ and f are not ${clipRules.weakFricativeMargin} dB quieter than s and ʃ`);
  }

  const distances = keys.flatMap((p, i) =>
    keys
      .slice(i + 1)
      .map((q) => ({ pair: `${p.symbol} ${q.symbol}`, distance: soundDistance(p.pcm, q.pcm) })),
  );
  distances.sort((p, q) => p.distance - q.distance);
  console.log(`\nThe ten closest pairs of key sounds (distance ≥ ${distinctMin} to pass):`);
  for (const { pair, distance } of distances.slice(0, 10))
    console.log(`  ${pair.padEnd(6)} ${distance.toFixed(2)}`);
  for (const { pair, distance } of distances) {
    if (distance < distinctMin) keyFailures.push(`${pair} sound alike (${distance.toFixed(2)})`);
  }
  const silent = [...keyRecipes].filter(([, recipe]) => recipe === null).map(([symbol]) => symbol);
  console.log(`Keys with no sound (letters the model does not use): ${silent.join(' ')}`);

  const aspirated = course.flatMap(({ verdict }) =>
    verdict.measures.first?.stop.kind === 'aspirated' && verdict.measures.first.vot !== undefined
      ? [verdict.measures.first.vot]
      : [],
  );
  const afterS = course.flatMap(({ verdict }) =>
    verdict.measures.first?.stop.afterS && verdict.measures.first.vot !== undefined
      ? [verdict.measures.first.vot]
      : [],
  );
  const releases = course.flatMap(({ verdict }) =>
    verdict.measures.last?.release === undefined ? [] : [verdict.measures.last.release],
  );
  // The puffs by place, and the tense and lax i (docs/design.md §5).
  const byPlace = new Map<AspiratedPlace, AspirationMeasures[]>();
  for (const { pcm, verdict } of course) {
    const stop = verdict.measures.first?.stop;
    if (stop?.kind !== 'aspirated' || !stop.initial) continue;
    const measures = measureAspiration(pcm);
    const place = stop.symbol as AspiratedPlace;
    if (measures) byPlace.set(place, [...(byPlace.get(place) ?? []), measures]);
  }
  const aspiration = checkAspiration(byPlace);
  console.log(
    `\nAspiration by place (VOT rules ${Object.entries(aspirationRules.votByPlace)
      .map(([p, [lo, hi]]) => `${p} ${lo}–${hi}`)
      .join(
        ', ',
      )} ms; ripple ≤ ${aspirationRules.rippleMax}; loudness spread ≤ ${aspirationRules.loudnessSpread} dB)`,
  );
  for (const [place, mean] of aspiration.means) {
    console.log(
      `  ${place}: ${byPlace.get(place)?.length} sounds, mean VOT ${mean.vot.toFixed(1)} ms, puff ${mean.relativeDb.toFixed(1)} dB against its vowel, ripple ${mean.ripple.toFixed(2)}`,
    );
  }
  for (const violation of aspiration.violations) console.log(`FAIL: ${violation}`);
  const keyPcm = (symbol: string) => keys.find((k) => k.symbol === symbol)?.pcm;
  const tense = keyPcm('i');
  const lax = keyPcm('ɪ');
  const tenseMs = tense ? soundLength(tense) : Number.NaN;
  const laxMs = lax ? soundLength(lax) : Number.NaN;
  console.log(
    `\ni key ${tenseMs} ms, ɪ key ${laxMs} ms: ${(tenseMs / laxMs).toFixed(2)}× (at least ${tenseLaxRatioMin}×)`,
  );
  if (!(tenseMs >= tenseLaxRatioMin * laxMs)) {
    keyFailures.push('i not longer than ɪ');
    console.log(`FAIL: the i key is not ${tenseLaxRatioMin}× as long as the ɪ key`);
  }

  console.log('\nSummary');
  console.log(
    `  aspirated first stops (ʇ ʞ ꟼ): ${aspirated.length} sounds, VOT median ${median(aspirated)} ms, ${range(aspirated)}`,
  );
  console.log(
    `  stops after s (t k p):         ${afterS.length} sounds, VOT median ${median(afterS)} ms, ${range(afterS)}`,
  );
  console.log(
    `  final stops:                   ${releases.length} sounds, release median ${median(releases)} ms, ${range(releases)}`,
  );
  console.log(
    `  course sounds failing: ${failures} of ${course.length}; key sounds failing: ${keyFailures.length} of ${keys.length}${keyFailures.length ? ` (${keyFailures.join(', ')})` : ''}`,
  );

  // What the listening and sound levels drill, and whether any picture gives a drilled word away.
  console.log(
    '\nContrasts drilled in listening levels, and typed in sound levels with pictures (pairs, and for voicing where in the word)',
  );
  for (const line of drillReport(manifest)) console.log(line);
  const drillMisses = drillProblems(manifest);
  const pictures = drillMisses.filter((problem) => problem.includes('the picture tells'));
  console.log(
    pictures.length === 0
      ? 'Pictures: no level shows a picture that tells which word of a pair was heard'
      : `Pictures: ${pictures.length} levels give a word away`,
  );
  for (const problem of drillMisses) console.log(`FAIL: ${problem}`);
  return failures + keyFailures.length + aspiration.violations.length + drillMisses.length;
}

/** Below this, two key sounds are too alike to teach two symbols (a repeated file measures 0). */
const distinctMin = 2;

process.exitCode = (await main()) > 0 ? 1 : 0;
