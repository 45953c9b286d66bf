import { autoHotkeyScript } from './ahk';
import type { LayoutFile } from './files';
import { macKeylayout } from './keylayout';
import { windowsKlc } from './klc';
import { xkbSymbols } from './xkb';

export { type LayoutFile, layoutFiles, layoutFilesPath } from './files';
export { type LayoutKey, tpLayout } from './layout';
export { type PhysicalKey, physicalKeys } from './physical-keys';
export { autoHotkeyScript, macKeylayout, windowsKlc, xkbSymbols };

/** Each layout file's contents, made from the key map. */
export const layoutFileContents: Readonly<Record<LayoutFile, () => string | Uint8Array>> = {
  xkb: xkbSymbols,
  keylayout: macKeylayout,
  klc: windowsKlc,
  ahk: autoHotkeyScript,
};
