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

/**
 * The commands that install the Linux layout as `tp` and switch to it, the same in every language:
 * shown on the download page and written at the top of the file itself.
 */
export const linuxInstallCommands = {
  install: `sudo cp ~/Downloads/${layoutFiles.xkb.name} /usr/share/X11/xkb/symbols/tp`,
  gnome: `gsettings set org.gnome.desktop.input-sources sources "[('xkb', 'us'), ('xkb', 'tp')]"`,
  kde: 'kwriteconfig6 --file kxkbrc --group Layout --key LayoutList us,tp\nkwriteconfig6 --file kxkbrc --group Layout --key Use true',
  x11: 'setxkbmap tp',
} as const;
