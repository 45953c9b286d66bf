/**
 * Where each keyboard app is published. Set at release, when the store listings and the installer
 * exist; a platform without an entry shows "Coming soon".
 */
export const downloadLinks = {
  android: 'https://play.google.com/store/apps/details?id=app.tp.keyboard',
  iphone: 'https://apps.apple.com/app/tp-phonetic-keyboard/id0000000000',
  mac: '/downloads/tp-keyboard-mac.dmg',
} as const;
