import { z } from 'zod';
import { ZAnyPassword, ZEmail } from './text-fields.ts';

/** Signing in (spec section 7): its own module, so the login page loads only these rules. */
export const ZLoginRequest = z.object({ email: ZEmail, password: ZAnyPassword });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;
