import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { type FieldError, type FieldValues, get, type Resolver } from 'react-hook-form';
import * as z from './zod';

/** What a field can fail: a failed check of the schema is one of these (a list has too few or too many). */
type Rule = 'required' | 'min' | 'max' | 'tooFew' | 'tooMany' | 'format' | 'invalid';

/**
 * A field's message key for each rule it can fail; `invalid` also stands in for a rule left out.
 * Without either, the issue's own message is the key: the forms' own rules write theirs so.
 */
export type FieldMessages<Key extends string = string> = Partial<Record<Rule, Key>>;

/**
 * Each field's messages, by its name: a list's items by the list's name without the index, and a
 * field without messages of its own takes those of the list or record it is in.
 */
export type FormMessages<Key extends string = string> = Readonly<Record<string, FieldMessages<Key>>>;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  Number.isNaN(value) ||
  (typeof value === 'string' && value.trim() === '');

/** Whatever check an empty field fails, what it misses is a value. */
function ruleOf(issue: z.core.$ZodIssue, value: unknown): Rule {
  if (isEmpty(value)) return 'required';
  if (issue.code === 'too_small') return issue.origin === 'array' ? 'tooFew' : 'min';
  if (issue.code === 'too_big') return issue.origin === 'array' ? 'tooMany' : 'max';
  if (issue.code === 'invalid_format') return 'format';
  return 'invalid';
}

/** The messages of the field at `path`, or of the nearest list or record that holds it. */
function messagesOf(messages: FormMessages, path: readonly PropertyKey[]): FieldMessages | undefined {
  const names = path.filter((part) => typeof part !== 'number').map(String);
  for (let length = names.length; length > 0; length--) {
    const field = messages[names.slice(0, length).join('.')];
    if (field) return field;
  }
  return undefined;
}

/**
 * Validates a form with a schema of the contract, so that it checks what the API checks. The
 * contract's schemas carry no wording: each failed check becomes the message key that the form
 * gives its field for that rule, translated where it is shown.
 */
export function contractResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.core.$ZodType<Output, Input>,
  messages: FormMessages,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await z.safeParseAsync(schema, values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      if (errors[path]) continue;
      const rule = ruleOf(issue, get(values, path));
      const field = messagesOf(messages, issue.path);
      errors[path] = { type: rule, message: field?.[rule] ?? field?.invalid ?? issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
