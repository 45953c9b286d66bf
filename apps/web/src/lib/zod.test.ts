// @vitest-environment node
import { expect, it } from 'vitest';

it('builds and runs the contract’s request schemas without eval, which the CSP forbids', async () => {
  const RealFunction = globalThis.Function;
  let evals = 0;
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args) {
      evals++;
      return Reflect.construct(target, args);
    },
  });
  try {
    // The contract imports zod's tree-shakable build itself, before this module's setting: its
    // schemas must not need it.
    const { signinBody } = await import('@tp/contract/account-requests');
    const z = await import('./zod');
    expect(z.safeParse(signinBody, { email: 'ada@example.com', password: 'secret' }).success).toBe(true);
  } finally {
    globalThis.Function = RealFunction;
  }
  expect(evals).toBe(0);
});
