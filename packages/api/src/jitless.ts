import { config } from 'zod/v4/core';

/**
 * Imported first by the module that starts the app (`boot.tsx`). zod compiles a fast parser per object schema
 * with `new Function` when eval is allowed, and to find out it tries one when each schema is built: our pages'
 * CSP (`script-src 'self'`) refuses it, and every app page reported a CSP violation. Jitless parsing needs no
 * eval; the server, with no CSP, keeps the compiled parsers. The landing does not import this: its first script
 * parses nothing, and its island's form would grow by 3.6 kB gzip against its 1.25 × bare React budget.
 */
config({ jitless: true });
