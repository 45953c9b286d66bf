import { z } from 'zod';

// The Content-Security-Policy forbids eval, which zod would otherwise try for speed. Forms import
// zod from here, so the setting holds whichever screen loads first.
z.config({ jitless: true });

export { z };
