/**
 * zod compiles object parsers with `new Function` when it may, and finds out by trying once when the
 * first object schema is created: the shop's CSP (no 'unsafe-eval') refuses it, and the browser
 * reports each try as a violation. `jitless` skips the try.
 *
 * This is `z.config({ jitless: true })` without loading zod: zod keeps its configuration in
 * `globalThis.__zod_globalConfig` and takes an object already there when it loads. Importing zod here
 * instead would move 3.6 KB (gzip) of it into the entry chunk, onto pages that have no form. main.tsx
 * imports this module first, before any module that creates a schema; e2e/csp.spec.ts checks it holds.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
