/**
 * Lists, per language, what `translations/<lang>.json` lacks for the current `course.json`
 * (missing), holds that the course no longer uses (stale), and writes otherwise than the English
 * (altered phonetic spellings or marks). Exits with 1 when anything is listed.
 *
 *   npm run content:translations              list
 *   npm run content:translations -- --update  also rewrite each file in course order: missing
 *                                             entries added blank, to be filled in; stale ones removed
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { translationLanguages } from '@tp/contract';
import { parseManifest } from '../src/manifest';
import { checkTranslations, loadTranslations, translationFile, updatedTable } from '../src/translations';

const contentDir = fileURLToPath(new URL('..', import.meta.url));
const manifest = parseManifest(JSON.parse(readFileSync(`${contentDir}/course.json`, 'utf8')));
const translations = await loadTranslations(contentDir);
const update = process.argv.includes('--update');

let problems = 0;
for (const language of translationLanguages) {
  const table = translations[language] ?? {};
  const { missing, stale, altered } = checkTranslations(manifest, table);
  problems += missing.length + stale.length + altered.length;
  const counts = `${missing.length} missing, ${stale.length} stale, ${altered.length} altered`;
  console.log(`${language}: ${missing.length + stale.length + altered.length === 0 ? 'complete' : counts}`);
  for (const english of missing) console.log(`  missing: ${english}`);
  for (const english of stale) console.log(`  stale:   ${english}`);
  for (const { english, expected, found } of altered) {
    console.log(`  altered: ${english}\n           wants ${expected.join(' ')}; has ${found.join(' ')}`);
  }
  if (update) {
    const file = translationFile(contentDir, language);
    writeFileSync(file, `${JSON.stringify(updatedTable(manifest, table), null, 2)}\n`);
  }
}
if (update) console.log('Updated: fill in the blank entries.');
process.exitCode = problems > 0 ? 1 : 0;
