import type { Sound } from '@tp/contract/levels';
import { compareNames } from '../find/text-match';

/** Sounds by name, then answer; those alike in both stay newest first, as the server sends them. */
export const byNameAndAnswer = (a: Sound, b: Sound): number =>
  compareNames(a.name, b.name) || compareNames(a.answer, b.answer);
