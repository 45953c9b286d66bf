// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { jsonDiff } from './json-diff';

describe('jsonDiff', () => {
  it('lists only the fields that changed, nested ones by their path', () => {
    const before = { title: 'Cat', order: 1, translations: { fr: 'Chat' }, items: ['a', 'b'] };
    const after = { title: 'Cat', order: 2, translations: { fr: 'Chat', de: 'Katze' }, items: ['a'] };
    expect(jsonDiff(before, after)).toEqual([
      { path: 'order', before: '1', after: '2' },
      { path: 'items[1]', before: '"b"' },
      { path: 'translations.de', after: '"Katze"' },
    ]);
  });

  it('shows every field of a created record as added and of a deleted one as removed', () => {
    expect(jsonDiff(null, { name: 'Star', tags: [] })).toEqual([
      { path: 'name', after: '"Star"' },
      { path: 'tags', after: '[]' },
    ]);
    expect(jsonDiff({ email: 'a@b.co', verified: false }, null)).toEqual([
      { path: 'email', before: '"a@b.co"' },
      { path: 'verified', before: 'false' },
    ]);
  });

  it('tells a field set to null from a field that is gone, and finds nothing in equal records', () => {
    expect(jsonDiff({ link: 'x' }, { link: null })).toEqual([{ path: 'link', before: '"x"', after: 'null' }]);
    expect(jsonDiff({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });
});
