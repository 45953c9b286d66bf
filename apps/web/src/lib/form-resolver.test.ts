// @vitest-environment node
import type { FieldError, FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { contractResolver, type FormMessages } from './form-resolver';
import * as z from './zod';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(5)),
  email: z.email(),
  tags: z.array(z.string().check(z.maxLength(3))).check(z.maxLength(2)),
  code: z.string().check(z.refine((code) => code !== 'bad')),
});

const messages: FormMessages = {
  name: { required: 'nameRequired', max: 'nameTooLong' },
  email: { required: 'emailRequired', format: 'emailInvalid' },
  tags: { tooMany: 'tooManyTags', max: 'tagTooLong' },
  code: { invalid: 'codeInvalid' },
};

/** The message of each field that fails, by its path. */
async function failures(values: FieldValues): Promise<Record<string, string | undefined>> {
  const resolve = contractResolver(schema, messages);
  const { errors } = await resolve(values as z.input<typeof schema>, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const flat: Record<string, string | undefined> = {};
  const walk = (node: object, path: string) => {
    for (const [key, value] of Object.entries(node)) {
      const at = path ? `${path}.${key}` : key;
      if (value && typeof value === 'object' && 'type' in value) flat[at] = (value as FieldError).message;
      else if (value && typeof value === 'object') walk(value, at);
    }
  };
  walk(errors, '');
  return flat;
}

const valid = { name: 'Ada', email: 'ada@example.com', tags: ['a'], code: 'ok' };

describe('contractResolver', () => {
  it('passes the parsed values on', async () => {
    const resolve = contractResolver(schema, messages);
    const result = await resolve({ ...valid, name: ' Ada ' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result).toEqual({ values: { ...valid, name: 'Ada' }, errors: {} });
  });

  it('tells an empty field by its required message, whatever check it failed', async () => {
    expect(await failures({ ...valid, name: '   ', email: '' })).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
    });
  });

  it('maps each failed rule to the message the form gives it', async () => {
    expect(await failures({ ...valid, name: 'Adaline', email: 'ada@', code: 'bad' })).toEqual({
      name: 'nameTooLong',
      email: 'emailInvalid',
      code: 'codeInvalid',
    });
  });

  it('tells a list with too many items from an item too long', async () => {
    expect(await failures({ ...valid, tags: ['a', 'b', 'c'] })).toEqual({ tags: 'tooManyTags' });
    expect(await failures({ ...valid, tags: ['long'] })).toEqual({ 'tags.0': 'tagTooLong' });
  });
});
