import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { createUser, reloadUser, uniqueId } from '../test/factories.ts';
import { AdminInputError, createOrPromoteAdmin } from './admin-account.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/v1/authentication/login', payload: { email, password } });

describe('create-admin', () => {
  it('creates a verified super account that can sign in', async () => {
    const email = `Root.${uniqueId()}@Example.com`;
    const result = await createOrPromoteAdmin(ctx.database.db, {
      email,
      password: 'root password 1',
    });
    expect(result).toEqual({ action: 'created', email: email.toLowerCase(), role: 'super' });
    const res = await login(email, 'root password 1');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'super', _email: true });
  });

  it('promotes an existing officer, keeping the password unless a new one is given', async () => {
    const { user, password } = await createUser(ctx.database.db, { verified: false });
    const result = await createOrPromoteAdmin(ctx.database.db, {
      email: user.email,
      role: 'admin',
    });
    expect(result.action).toBe('promoted');
    const stored = await reloadUser(ctx.database.db, user.id);
    expect(stored.role).toBe('admin');
    expect(stored.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await login(user.email, password)).statusCode).toBe(200);
    await createOrPromoteAdmin(ctx.database.db, {
      email: user.email,
      password: 'replaced password',
    });
    expect((await login(user.email, 'replaced password')).json().user.role).toBe('super');
  });

  it.each([
    [{ email: 'nope', password: 'long enough' }, '--email'],
    [{ email: 'a@b.co', password: 'long enough', role: 'user' }, '--role'],
    [{ email: `new.${uniqueId()}@b.co` }, '--password is required'],
    [{ email: `new.${uniqueId()}@b.co`, password: 'short' }, 'at least 8'],
  ])('refuses %o', async (input, message) => {
    await expect(createOrPromoteAdmin(ctx.database.db, input)).rejects.toThrow(AdminInputError);
    await expect(createOrPromoteAdmin(ctx.database.db, input)).rejects.toThrow(message);
    if (input.email.includes('@'))
      expect(
        await ctx.database.db.select().from(users).where(eq(users.email, input.email)),
      ).toHaveLength(0);
  });
});
