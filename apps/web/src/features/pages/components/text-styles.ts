/** The site pages' typography, shared so that every page reads alike. */
export const sectionHeading = 'mt-10 mb-3 font-semibold text-2xl';
export const subHeading = 'mt-6 mb-2 font-semibold text-lg';
/** About 65 characters a line: long lines are hard to follow back to the next one. */
export const paragraph = 'mb-4 max-w-prose leading-relaxed';
export const orderedList = 'mb-4 max-w-prose list-decimal space-y-2 ps-6 leading-relaxed';
export const bulletList = 'mb-4 max-w-prose list-disc space-y-2 ps-6 leading-relaxed';
export const inlineLink = 'text-link underline';
export const keyCap =
  'whitespace-nowrap rounded border border-border bg-surface px-1.5 py-0.5 font-mono text-sm';
/** Symbols in the keyboard's font, left to right even in Urdu. */
export const phonetic = 'phonetic font-phonetic';
