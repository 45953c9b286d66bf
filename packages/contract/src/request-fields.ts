import * as z from 'zod/mini';
import { emailPattern, limits } from './constants';

// Fields that several requests take, written with zod's tree-shakable build so that the forms
// validate with them (see account-requests.ts).

/** An address, with the spaces a phone's keyboard may add around it left out. */
export const email = z
  .string()
  .check(z.trim(), z.email({ pattern: emailPattern }), z.maxLength(limits.emailMax));

/** Text that must hold something once trimmed, up to `max` characters. */
export const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const name = requiredText(limits.nameMax);

export const token = z.string().check(z.minLength(1), z.maxLength(limits.tokenMax));
