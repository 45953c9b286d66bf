import { describe, expect, it } from 'vitest';
import { fillPath } from './endpoint';
import { allEndpoints } from './index';

describe('fillPath', () => {
  it('fills and encodes every placeholder', () => {
    expect(fillPath('/api/v1/levels/:id/number', { id: 'a b/c' })).toBe('/api/v1/levels/a%20b%2Fc/number');
  });
  it('refuses a missing parameter', () => {
    expect(() => fillPath('/x/:id', {})).toThrow(/id/);
  });
});

describe('the contract', () => {
  it('declares each method and path once', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('declares an error response for every guarded endpoint', () => {
    for (const e of allEndpoints.filter((x) => x.access === 'user' || x.access === 'admin')) {
      expect(Object.keys(e.responses), e.path).toContain('401');
    }
  });
});
