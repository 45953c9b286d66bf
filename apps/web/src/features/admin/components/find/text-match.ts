/** Text as the searches compare it: lower case, accents and surrounding spaces dropped. */
export const searchable = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();

/** Whether any of `texts` holds `needle` (already `searchable`); an empty needle holds everywhere. */
export const anyIncludes = (texts: readonly string[], needle: string): boolean =>
  needle === '' || texts.some((text) => searchable(text).includes(needle));

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Names in the order people read them: case and accents aside, 'Level 2' before 'Level 10'. */
export const compareNames = (a: string, b: string): number => collator.compare(a, b);
