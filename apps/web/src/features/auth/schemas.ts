import { limits } from '@tp/contract/constants';
import * as z from '#web/lib/zod';

// Messages are translation keys of the `auth` namespace, translated where they are shown (spec §5).

const requiredEmail = (required: string, invalid: string) =>
  z.pipe(z.string().check(z.trim(), z.minLength(1, required)), z.email(invalid));

const requiredPassword = (required: string, min: string) =>
  z.string().check(z.minLength(1, required), z.minLength(limits.passwordMin, min));

/** Checks the confirmation once something is typed in it, even while other fields are invalid. */
const matchingPasswords = <T extends z.ZodMiniType<Record<string, unknown>>>(
  schema: T,
  password: string,
  confirm: string,
  message: string,
) =>
  schema.check(
    z.refine((value) => value[password] === value[confirm], {
      path: [confirm],
      message,
      when: (payload) => {
        const value = payload.value as Record<string, unknown> | undefined;
        return typeof value?.[confirm] === 'string' && value[confirm] !== '';
      },
    }),
  );

export const signupSchema = matchingPasswords(
  z.object({
    name: z.string().check(z.trim(), z.minLength(1, 'signup.nameRequired'), z.maxLength(limits.nameMax)),
    email: requiredEmail('signup.emailRequired', 'signup.invalidEmail'),
    password: requiredPassword('signup.passwordRequired', 'signup.passwordMin'),
    confirmPassword: z.string().check(z.minLength(1, 'signup.confirmPasswordRequired')),
  }),
  'password',
  'confirmPassword',
  'signup.passwordsMustMatch',
);
export type SignupValues = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  email: requiredEmail('login.emailRequired', 'login.invalidEmail'),
  password: requiredPassword('login.passwordRequired', 'login.passwordMin'),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const forgotSchema = z.object({
  email: requiredEmail('forgot.emailRequired', 'forgot.invalidEmail'),
});
export type ForgotValues = z.infer<typeof forgotSchema>;

export const resetSchema = matchingPasswords(
  z.object({
    newPassword: requiredPassword('reset.passwordRequired', 'reset.passwordMin'),
    confirmPassword: z.string().check(z.minLength(1, 'reset.confirmPasswordRequired')),
  }),
  'newPassword',
  'confirmPassword',
  'reset.passwordsMustMatch',
);
export type ResetValues = z.infer<typeof resetSchema>;
