import { serverMessages } from '@dpts/contract';
import { badRequest, type AppError } from './app-error.ts';

/**
 * The constraint a unique violation (SQLSTATE 23505) hit, or null for any other error.
 * Drizzle wraps driver errors, so the driver's error is looked for along the `cause` chain.
 */
export function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : 'unknown';
    e = candidate.cause;
  }
  return null;
}

/** Messages for the unique indexes of `users` (spec section 8 texts). */
const userConstraints: Record<
  string,
  { field: string; message: string; code: 'EMAIL_EXISTS' | 'USERNAME_EXISTS' | 'PHONE_EXISTS' }
> = {
  users_email_key: { field: 'email', message: serverMessages.emailExists, code: 'EMAIL_EXISTS' },
  users_username_key: {
    field: 'username',
    message: serverMessages.usernameExists,
    code: 'USERNAME_EXISTS',
  },
  users_phone_key: { field: 'phone', message: serverMessages.phoneExists, code: 'PHONE_EXISTS' },
};

/** A 400 naming the taken field when `err` is a unique violation on users; otherwise null. */
export function userConflict(err: unknown): AppError | null {
  const constraint = uniqueViolation(err);
  const known = constraint ? userConstraints[constraint] : undefined;
  return known ? badRequest(known.message, `body.${known.field}`, known.code) : null;
}

/** The SQLSTATE of a driver error, looked for along Drizzle's `cause` chain. */
function sqlState(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate.code;
    e = candidate.cause;
  }
  return null;
}

/** A serialisation failure, deadlock or unique race: the whole transaction may simply run again. */
export function isRetryableConflict(err: unknown): boolean {
  const state = sqlState(err);
  return state === '40001' || state === '40P01' || state === '23505';
}
