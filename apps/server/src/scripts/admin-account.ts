import { eq } from 'drizzle-orm';
import { ZEmail, ZPassword } from '@dpts/contract';
import { checkPasswordStrength } from '@dpts/contract/password-strength';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';

export type AdminRole = 'super' | 'admin';
export type AdminInput = {
  email?: string | undefined;
  password?: string | undefined;
  role?: string | undefined;
};

export class AdminInputError extends Error {}

/**
 * Creates an administrator, or promotes (and optionally re-passwords) an existing account.
 * Administrators never come from sign-up (docs/design.md §3); their email counts as verified.
 */
export async function createOrPromoteAdmin(
  db: Db,
  input: AdminInput,
): Promise<{ action: 'created' | 'promoted'; email: string; role: AdminRole }> {
  const email = ZEmail.safeParse(input.email ?? '');
  if (!email.success) throw new AdminInputError('--email must be a valid email address');
  const role = input.role ?? 'super';
  if (role !== 'super' && role !== 'admin')
    throw new AdminInputError('--role must be super or admin');
  const password = input.password === undefined ? undefined : ZPassword.safeParse(input.password);
  if (password && !password.success)
    throw new AdminInputError('--password must be at least 8 characters');
  const strength = password?.data ? checkPasswordStrength(password.data, [email.data]) : null;
  if (strength && !strength.ok) throw new AdminInputError(`--password: ${strength.message}`);

  const [existing] = await db.select().from(users).where(eq(users.email, email.data));
  if (existing) {
    await db
      .update(users)
      .set({
        role,
        emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
        updatedAt: new Date(),
        ...(password ? { passwordHash: await hashPassword(password.data) } : {}),
      })
      .where(eq(users.id, existing.id));
    return { action: 'promoted', email: email.data, role };
  }
  if (!password)
    throw new AdminInputError('--password is required for a new account (at least 8 characters)');
  await db.insert(users).values({
    email: email.data,
    firstName: 'Admin',
    lastName: role === 'super' ? 'Super' : 'Admin',
    passwordHash: await hashPassword(password.data),
    role,
    emailVerifiedAt: new Date(),
  });
  return { action: 'created', email: email.data, role };
}

/** What create-admin prints: `Created super account a@b.c.` */
export function describeAdminResult(result: {
  action: 'created' | 'promoted';
  email: string;
  role: AdminRole;
}): string {
  return result.action === 'created'
    ? `Created ${result.role} account ${result.email}.`
    : `Promoted ${result.email} to ${result.role}.`;
}
