import { config } from 'zod/v4/core';

// zod decides at schema creation whether to compile parsers with `new Function`; its probe is
// reported as a violation of our CSP (no 'unsafe-eval'). Imported first, before any schema exists.
// From zod's core: the entry script sets the switch without carrying zod (the forms load it).
config({ jitless: true });
