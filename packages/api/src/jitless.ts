import { config } from 'zod';

/**
 * Imported first by the browser's entry points. zod compiles a fast parser per object schema with
 * `new Function` when eval is allowed, and to find out it tries one when each schema is built: our pages' CSP
 * (`script-src 'self'`) refuses it, and every page reported a CSP violation. Jitless parsing needs no eval; the
 * server, with no CSP, keeps the compiled parsers.
 */
config({ jitless: true });
