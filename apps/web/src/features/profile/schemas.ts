import * as z from '#web/lib/zod';

// Messages are translation keys of the `account` namespace, translated where they are shown.

export const deletePasswordSchema = z.object({
  password: z.string().check(z.minLength(1, 'deleteAccount.passwordRequired')),
});
export type DeletePasswordValues = z.infer<typeof deletePasswordSchema>;
