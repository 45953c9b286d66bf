import { type ThemeName, themeNames } from '@tp/contract/constants';

// The five themes are the contract's, which the account's settings name too; the index in that
// list is what storage keeps (spec §3).
export { type ThemeName, themeNames };

/** Colour roles every theme defines (spec §3 Themes, docs/design.md). All colours are #rrggbb. */
export interface Palette {
  scheme: 'light' | 'dark';
  bg: string;
  surface: string;
  fg: string;
  muted: string;
  /** Form-field borders: a UI component, so ≥ 3:1 against the surface. */
  border: string;
  link: string;
  error: string;
  header: string;
  /** End of the header gradient (equal to `header` for a flat header). */
  headerEnd: string;
  headerFg: string;
  primary: string;
  primaryFg: string;
  secondary: string;
  secondaryFg: string;
  danger: string;
  dangerFg: string;
  quiz: string;
  quizFg: string;
  option: string;
  optionFg: string;
  optionSelected: string;
  optionSelectedFg: string;
  menu: string;
  menuFg: string;
  settings: string;
  settingsFg: string;
  correct: string;
  correctFg: string;
  incorrect: string;
  incorrectFg: string;
  ring: string;
}

export const themes: Record<ThemeName, Palette> = {
  classic: {
    scheme: 'light',
    bg: '#f5f7fb',
    surface: '#ffffff',
    fg: '#111827',
    muted: '#4b5563',
    border: '#6b7280',
    link: '#1d4ed8',
    error: '#b91c1c',
    header: '#1d4ed8',
    headerEnd: '#1e40af',
    headerFg: '#ffffff',
    primary: '#1d4ed8',
    primaryFg: '#ffffff',
    secondary: '#e5e7eb',
    secondaryFg: '#111827',
    danger: '#b91c1c',
    dangerFg: '#ffffff',
    quiz: '#ffffff',
    quizFg: '#111827',
    option: '#eef2ff',
    optionFg: '#1e3a8a',
    optionSelected: '#1d4ed8',
    optionSelectedFg: '#ffffff',
    menu: '#1e293b',
    menuFg: '#f8fafc',
    settings: '#ffffff',
    settingsFg: '#111827',
    correct: '#dcfce7',
    correctFg: '#14532d',
    incorrect: '#fee2e2',
    incorrectFg: '#7f1d1d',
    ring: '#2563eb',
  },
  neon: {
    scheme: 'dark',
    bg: '#0b0b1a',
    surface: '#16162e',
    fg: '#f5f5ff',
    muted: '#b4b4d6',
    border: '#8080b0',
    link: '#00e5ff',
    error: '#ff7a95',
    header: '#120a2a',
    headerEnd: '#1f0b45',
    headerFg: '#00f0ff',
    primary: '#00e5ff',
    primaryFg: '#0b0b1a',
    secondary: '#2a1450',
    secondaryFg: '#ff9aee',
    danger: '#ff4d6d',
    dangerFg: '#0b0b1a',
    quiz: '#16162e',
    quizFg: '#f5f5ff',
    option: '#1f1f3f',
    optionFg: '#e0e0ff',
    optionSelected: '#ff2fd6',
    optionSelectedFg: '#0b0b1a',
    menu: '#120a2a',
    menuFg: '#00f0ff',
    settings: '#16162e',
    settingsFg: '#f5f5ff',
    correct: '#0f3d2a',
    correctFg: '#6dffb0',
    incorrect: '#4a0f24',
    incorrectFg: '#ff9ab8',
    ring: '#ff2fd6',
  },
  pastel: {
    scheme: 'light',
    bg: '#f3fbf7',
    surface: '#ffffff',
    fg: '#1f2937',
    muted: '#4b5563',
    border: '#6b7280',
    link: '#5b21b6',
    error: '#b91c1c',
    header: '#e9e3fb',
    headerEnd: '#ffe4d6',
    headerFg: '#2e1065',
    primary: '#c4b5fd',
    primaryFg: '#1e1b4b',
    secondary: '#ffe4d6',
    secondaryFg: '#431407',
    danger: '#fecaca',
    dangerFg: '#7f1d1d',
    quiz: '#eafaf1',
    quizFg: '#1f2937',
    option: '#fff1e8',
    optionFg: '#1f2937',
    optionSelected: '#a7f3d0',
    optionSelectedFg: '#064e3b',
    menu: '#ede9fe',
    menuFg: '#2e1065',
    settings: '#fdf4ff',
    settingsFg: '#1f2937',
    correct: '#d1fae5',
    correctFg: '#065f46',
    incorrect: '#ffe4e6',
    incorrectFg: '#9f1239',
    ring: '#7c3aed',
  },
  sakura: {
    scheme: 'light',
    bg: '#fff7f9',
    surface: '#ffffff',
    fg: '#4a1d3f',
    muted: '#7a3d6b',
    border: '#a15c8a',
    link: '#9d174d',
    error: '#b91c1c',
    header: '#fbcfe8',
    headerEnd: '#f9a8d4',
    headerFg: '#4a1d3f',
    primary: '#9d174d',
    primaryFg: '#ffffff',
    secondary: '#fce7f3',
    secondaryFg: '#4a1d3f',
    danger: '#b91c1c',
    dangerFg: '#ffffff',
    quiz: '#fff0f5',
    quizFg: '#4a1d3f',
    option: '#ffe4ef',
    optionFg: '#4a1d3f',
    optionSelected: '#be185d',
    optionSelectedFg: '#ffffff',
    menu: '#4a1d3f',
    menuFg: '#ffe4ef',
    settings: '#fff0f5',
    settingsFg: '#4a1d3f',
    correct: '#dcfce7',
    correctFg: '#14532d',
    incorrect: '#ffe4e6',
    incorrectFg: '#881337',
    ring: '#be185d',
  },
  sunset: {
    scheme: 'light',
    bg: '#fff8ec',
    surface: '#fffdf7',
    fg: '#2b1b12',
    muted: '#6b4a35',
    border: '#8a6a55',
    link: '#9a3412',
    error: '#b91c1c',
    header: '#c2410c',
    headerEnd: '#6d28d9',
    headerFg: '#ffffff',
    primary: '#f59e0b',
    primaryFg: '#2b1b12',
    secondary: '#7c2d12',
    secondaryFg: '#fff7ed',
    danger: '#b91c1c',
    dangerFg: '#ffffff',
    quiz: '#fff1dc',
    quizFg: '#2b1b12',
    option: '#ffe8cc',
    optionFg: '#2b1b12',
    optionSelected: '#7c3aed',
    optionSelectedFg: '#ffffff',
    menu: '#3b1d4a',
    menuFg: '#ffd89b',
    settings: '#fff1dc',
    settingsFg: '#2b1b12',
    correct: '#dcfce7',
    correctFg: '#14532d',
    incorrect: '#fee2e2',
    incorrectFg: '#7f1d1d',
    ring: '#c2410c',
  },
};

const kebab = (role: string): string => role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** One custom property per colour role, e.g. `--tp-header-fg`; Tailwind maps them in index.css. */
export function themeCss(): string {
  return themeNames
    .map((name, index) => {
      const { scheme, ...colours } = themes[name];
      const props = Object.entries(colours)
        .map(([role, value]) => `--tp-${kebab(role)}:${value};`)
        .join('');
      const selector = index === 0 ? `:root,[data-theme='${name}']` : `[data-theme='${name}']`;
      return `${selector}{color-scheme:${scheme};${props}}`;
    })
    .join('\n');
}
