/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as phonetics from './index';

describe('the main entry', () => {
  it('never reaches the dictionary, which only the transcription entry may load', () => {
    const dir = new URL('.', import.meta.url);
    const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    for (const file of sources.filter((f) => f !== 'transcription.ts')) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      expect(text, file).not.toMatch(/cmu-pronouncing-dictionary|\.\/transcription/);
    }
    expect(Object.keys(phonetics)).not.toContain('suggestTranscription');
  });
});
