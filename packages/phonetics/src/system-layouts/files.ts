/** Where the web app serves the layout files. */
export const layoutFilesPath = '/keyboards';

/** The layout files, each with its name and the type it is served as. */
export const layoutFiles = {
  xkb: { name: 'tp-phonetic.xkb', type: 'text/plain; charset=utf-8' },
  keylayout: { name: 'TP-Phonetic.keylayout', type: 'application/xml; charset=utf-8' },
  klc: { name: 'tp-phonetic.klc', type: 'text/plain; charset=utf-16le' },
  ahk: { name: 'tp-phonetic.ahk', type: 'text/plain; charset=utf-8' },
} as const;

export type LayoutFile = keyof typeof layoutFiles;
