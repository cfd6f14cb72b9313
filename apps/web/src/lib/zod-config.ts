import { z } from 'zod';

// zod decides at schema creation whether to compile parsers with `new Function`; its probe is
// reported as a violation of our CSP (no 'unsafe-eval'). Imported first, before any schema exists.
z.config({ jitless: true });
