/**
 * zod decides at schema creation whether to compile parsers with `new Function`; its probe is
 * reported as a violation of our CSP (no 'unsafe-eval'). Imported first, before any schema exists.
 *
 * zod's core takes its settings from this global when it loads (`zod/v4/core`, `config()` writes
 * the same object), so the entry script sets the switch without carrying any of zod: the forms
 * load it. `zod-config.test.ts` checks that zod still reads it.
 */
const settings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
settings.__zod_globalConfig = { ...settings.__zod_globalConfig, jitless: true };

export {};
