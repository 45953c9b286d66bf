import { config } from 'zod/v4/mini';

// Forms use zod's tree-shakable build (import it as `* as z` from here): the full one is 39 KB of
// gzip on the sign-in page. The Content-Security-Policy forbids eval, which zod would otherwise
// try for speed, and zod decides when a schema is built: the build resolves every `zod/mini`
// (the contract's request schemas too) to this module, so the setting comes first.
config({ jitless: true });

export * from 'zod/v4/mini';
