// Fails when `npm install` changed the lock file in anything this machine installs. Other
// platforms' optional binaries (Biome's, Tailwind's) may appear or vanish with what the package
// registry these machines reach offers that day; they are never installed here, so they are ignored.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const committed = JSON.parse(execFileSync('git', ['show', 'HEAD:package-lock.json'], { encoding: 'utf8' }));
const installed = JSON.parse(readFileSync('package-lock.json', 'utf8'));

const libc = process.report.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl';
const fits = (allowed, value) => !allowed || allowed.includes(value);
const elsewhere = (entry) =>
  entry.optional &&
  !(fits(entry.os, process.platform) && fits(entry.cpu, process.arch) && fits(entry.libc, libc));

const here = (lock) =>
  Object.fromEntries(Object.entries(lock.packages).filter(([, entry]) => !elsewhere(entry)));
const before = here(committed);
const after = here(installed);
const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
  (name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]),
);
if (changed.length) {
  console.error(`npm install changed the lock file for this machine:\n  ${changed.join('\n  ')}`);
  process.exit(1);
}
