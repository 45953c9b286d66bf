import { limits } from '@tp/contract/constants';
import { describe, expect, it } from 'vitest';
import * as z from '#web/lib/zod';
import { makeLevel } from '#web/test/game-fixtures';
import { editValues } from './level-edit';
import { createLevelSchema, editLevelSchema } from './schemas';

/** The message keys of a failed check, by field path. */
function messages(schema: z.ZodMiniType, value: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, value);
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    byPath[path] = [...(byPath[path] ?? []), issue.message];
  }
  return byPath;
}

describe('the level forms’ rules', () => {
  it('want the level number as a whole number in range', () => {
    expect(messages(createLevelSchema, { level: 3, type: 'sound' })).toEqual({});
    expect(messages(createLevelSchema, { level: Number.NaN, type: 'sound' })).toEqual({
      level: ['form.levelRequired'],
    });
    for (const level of [0, 1.5, limits.levelNumberMax + 1])
      expect(messages(createLevelSchema, { level, type: 'sound' })).toEqual({ level: ['form.levelRange'] });
  });

  it('limit an info level’s texts in number and length', () => {
    const level = makeLevel({ level: 1, type: 'info', texts: ['Hello'] });
    const values = editValues(level);
    const schema = editLevelSchema(level);
    expect(messages(schema, values)).toEqual({});
    const lines = Array.from({ length: limits.levelItemsMax + 1 }, (_, i) => `line ${i}`).join('\n');
    expect(messages(schema, { ...values, texts: lines })).toEqual({ texts: ['form.tooManyTexts'] });
    expect(messages(schema, { ...values, texts: 'x'.repeat(limits.textMax + 1) })).toEqual({
      texts: ['form.textTooLong'],
    });
    expect(messages(schema, { ...values, points: -1 })).toEqual({ points: ['form.pointsRange'] });
  });
});
