/**
 * Imported first by the web app's entry points (main.tsx, landing-main.tsx, boot.tsx). zod compiles a fast
 * parser per object schema with `Function` when eval is allowed, and to find out it tries one as soon as a schema
 * is built: our pages' CSP (`script-src 'self'`) refuses it, and every page that loads the contract reported a
 * CSP violation. Jitless parsing needs no eval; the server, with no CSP, keeps the compiled parsers.
 *
 * No import of zod here: its config lives on `globalThis.__zod_globalConfig` (shared by every copy of zod), and
 * this module must run before the chunk that builds the contract's schemas, which zod itself is part of. The
 * test beside this file fails if zod stops reading it from there.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;

export {};
