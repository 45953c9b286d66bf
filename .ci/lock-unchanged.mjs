// Fails when `npm install` changed the lock file in anything but the coming and going of optional
// packages. Other platforms' binaries (Biome's, Tailwind's and what they bundle) appear or vanish
// with what the package registry these machines reach offers that day; npm records whichever it
// finds. Every required package, and every version of a package on both sides, must stay as committed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const before = JSON.parse(
  execFileSync('git', ['show', 'HEAD:package-lock.json'], { encoding: 'utf8' }),
).packages;
const after = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages;

const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => {
  const [was, is] = [before[name], after[name]];
  if (was && is) return JSON.stringify(was) !== JSON.stringify(is);
  return !(was ?? is).optional;
});
if (changed.length) {
  console.error(`npm install changed the lock file:\n  ${changed.join('\n  ')}`);
  process.exit(1);
}
