// @vitest-environment node
import { limits } from '@tp/contract/constants';
import type { FieldError, FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { contractResolver } from '#web/lib/form-resolver';
import type * as z from '#web/lib/zod';
import { makeLevel } from '#web/test/game-fixtures';
import { editValues } from './level-edit';
import { createLevelForm, editLevelForm, levelMessages } from './level-forms';

/** The message key of each field that fails. */
async function messages<T extends FieldValues>(
  schema: z.core.$ZodType<FieldValues, T>,
  values: T,
): Promise<Record<string, string | undefined>> {
  const resolve = contractResolver(schema, levelMessages);
  const { errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, (error as FieldError).message]),
  );
}

describe('the level forms’ rules', () => {
  it('want the level number as a whole number in range', async () => {
    expect(await messages(createLevelForm, { level: 3, type: 'sound' })).toEqual({});
    expect(await messages(createLevelForm, { level: Number.NaN, type: 'sound' })).toEqual({
      level: 'form.levelRequired',
    });
    for (const level of [0, 1.5, limits.levelNumberMax + 1])
      expect(await messages(createLevelForm, { level, type: 'sound' })).toEqual({ level: 'form.levelRange' });
  });

  it('limit an info level’s texts in number and length', async () => {
    const level = makeLevel({ level: 1, type: 'info', texts: ['Hello'] });
    const values = editValues(level);
    const schema = editLevelForm(level);
    expect(await messages(schema, values)).toEqual({});
    const lines = Array.from({ length: limits.levelItemsMax + 1 }, (_, i) => `line ${i}`).join('\n');
    expect(await messages(schema, { ...values, texts: lines })).toEqual({ texts: 'form.tooManyTexts' });
    expect(await messages(schema, { ...values, texts: 'x'.repeat(limits.textMax + 1) })).toEqual({
      texts: 'form.textTooLong',
    });
    expect(await messages(schema, { ...values, points: -1 })).toEqual({ points: 'form.pointsRange' });
  });
});
