import { describe, expect, it } from 'vitest';
import { autoHotkeyScript } from './ahk';
import { expectTypesAsTheWebApp, type ReadLayout } from './typing';

const script = autoHotkeyScript();
const lines = script.split('\n').filter((line) => line && !line.startsWith(';'));

/** The hotkeys read back: `SC002` or `+SC002` (with Shift) → the character sent. */
const hotkeys = new Map(
  lines.flatMap((line) => {
    const hotkey = /^(\+?SC[0-9A-F]{3})::Send "\{U\+([0-9A-F]{4,})\}"(?: ;.*)?$/.exec(line);
    return hotkey ? [[hotkey[1], String.fromCodePoint(Number.parseInt(hotkey[2] ?? '', 16))] as const] : [];
  }),
);

describe('the AutoHotkey script', () => {
  it('is for AutoHotkey v2 and holds nothing but its directives and hotkeys', () => {
    expect(lines.slice(0, 2)).toEqual(['#Requires AutoHotkey v2.0', '#SingleInstance Force']);
    expect(hotkeys.size).toBe(lines.length - 2);
  });

  it('types every symbol of the model as the web app does, the other keys as they are', () => {
    const scanCode = (code: number) => `SC${code.toString(16).toUpperCase().padStart(3, '0')}`;
    // A key the script does not remap types what it types on the US layout underneath.
    const read: ReadLayout = (key) => ({
      base: hotkeys.get(scanCode(key.scanCode)) ?? key.us[0],
      shift: hotkeys.get(`+${scanCode(key.scanCode)}`) ?? key.us[1],
    });
    expectTypesAsTheWebApp(read);
    expect(hotkeys.get('+SC025')).toBe('ʞ');
    expect(hotkeys.get('+SC019')).toBe('ꟼ');
  });
});
