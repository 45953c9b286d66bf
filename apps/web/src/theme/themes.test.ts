// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { type Palette, themeCss, themeNames, themes } from './themes';

type Role = Exclude<keyof Palette, 'scheme'>;

/** [foreground, background, minimum ratio]: text 4.5 (AA), focus ring and field borders 3. */
const pairs: [Role, Role, number][] = [
  ['fg', 'bg', 4.5],
  ['fg', 'surface', 4.5],
  ['muted', 'bg', 4.5],
  ['muted', 'surface', 4.5],
  ['link', 'bg', 4.5],
  ['link', 'surface', 4.5],
  ['error', 'bg', 4.5],
  ['error', 'surface', 4.5],
  ['headerFg', 'header', 4.5],
  ['headerFg', 'headerEnd', 4.5],
  ['primaryFg', 'primary', 4.5],
  ['secondaryFg', 'secondary', 4.5],
  ['dangerFg', 'danger', 4.5],
  ['quizFg', 'quiz', 4.5],
  ['optionFg', 'option', 4.5],
  ['optionSelectedFg', 'optionSelected', 4.5],
  ['menuFg', 'menu', 4.5],
  ['settingsFg', 'settings', 4.5],
  ['correctFg', 'correct', 4.5],
  ['incorrectFg', 'incorrect', 4.5],
  ['ring', 'bg', 3],
  ['ring', 'surface', 3],
  ['border', 'surface', 3],
];

describe('themes', () => {
  it('are the five of the spec', () => {
    expect(themeNames).toEqual(['classic', 'neon', 'pastel', 'sakura', 'sunset']);
  });

  for (const name of themeNames) {
    for (const [fg, bg, min] of pairs) {
      it(`${name}: ${fg} on ${bg} reaches ${min}:1`, () => {
        const palette = themes[name];
        expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(min);
      });
    }
  }

  it('emit every role of every theme as a custom property', () => {
    const css = themeCss();
    for (const name of themeNames) {
      const block = css.split('\n').find((line) => line.includes(`[data-theme='${name}']`)) ?? '';
      for (const [role, value] of Object.entries(themes[name])) {
        if (role === 'scheme') continue;
        const prop = `--tp-${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
        expect(block).toContain(`${prop}:${value};`);
      }
    }
  });
});
