import { config } from 'zod/mini';

// Forms use zod's tree-shakable build (import it as `* as z` from here): the full one is 39 KB of
// gzip on the sign-in page. The Content-Security-Policy forbids eval, which zod would otherwise
// try for speed; forms import zod from here, so the setting holds whichever screen loads first.
config({ jitless: true });

export * from 'zod/mini';
