import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { createUser, reloadUser, uniqueId } from '../test/factories.ts';
import { tempDataDir } from '../test/processes.ts';
import { openControl } from '../control.ts';
import {
  controlDir,
  isControlAnswering,
  runningServerPid,
  sendControlRequest,
} from '../lib/control-socket.ts';
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

describe('create-admin while the server runs (issue 23)', () => {
  it("the running server's users list and log-in see the new account without a restart", async () => {
    const { token } = await createUser(ctx.database.db, { role: 'super' });
    const list = (search: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/v1/super/users?search=${encodeURIComponent(search)}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const email = `late.admin.${uniqueId()}@example.com`;
    expect((await list(email)).json().data.items).toHaveLength(0); // now cached as empty
    await createOrPromoteAdmin(ctx.database.db, { email, password: 'late admin password 1' });
    await ctx.app.changes.sync();
    expect((await list(email)).json().data.items).toHaveLength(1);
    expect((await login(email, 'late admin password 1')).statusCode).toBe(200);
  });

  it('asks the running server through its door in the data directory; the account signs in at once', async () => {
    const { token } = await createUser(ctx.database.db, { role: 'super' });
    const data = tempDataDir();
    const control = await openControl(ctx.app, data.dir);
    try {
      const email = `door.admin.${uniqueId()}@example.com`;
      const list = () =>
        ctx.app.inject({
          method: 'GET',
          url: `/v1/super/users?search=${encodeURIComponent(email)}`,
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await list()).json().data.items).toHaveLength(0);
      expect(
        await sendControlRequest(data.dir, {
          command: 'create-admin',
          email,
          password: 'door admin password 1',
          role: 'admin',
        }),
      ).toEqual({ ok: true, message: `Created admin account ${email}.` });
      // No sync here: the server's caches saw it before it answered.
      expect((await list()).json().data.items).toHaveLength(1);
      expect((await login(email, 'door admin password 1')).statusCode).toBe(200);
      // Bad input is refused with what to fix; the account is not touched.
      expect(
        await sendControlRequest(data.dir, { command: 'create-admin', email, role: 'owner' }),
      ).toEqual({ ok: false, message: '--role must be super or admin' });
      // Only its owner may reach the door.
      expect(fs.statSync(controlDir(data.dir)).mode & 0o777).toBe(0o700);
      expect(fs.statSync(control.socket!).mode & 0o777).toBe(0o600);
      expect(runningServerPid(data.dir)).toBeNull(); // this very process
      expect(fs.readFileSync(path.join(controlDir(data.dir), 'server.pid'), 'utf8').trim()).toBe(
        String(process.pid),
      );
    } finally {
      await control.close();
    }
    // Closed: nobody answers, and the tool opens the directory itself.
    expect(await isControlAnswering(data.dir)).toBe(false);
    expect(
      await sendControlRequest(data.dir, { command: 'create-admin', email: 'x@example.com' }),
    ).toBeNull();
    expect(fs.existsSync(path.join(controlDir(data.dir), 'server.pid'))).toBe(false);
    data.remove();
  });

  it('answers nothing but its one request, and a socket left by a dead server is no server', async () => {
    const data = tempDataDir();
    const control = await openControl(ctx.app, data.dir);
    const raw = (line: string) =>
      new Promise<string>((resolve, reject) => {
        let got = '';
        const c = net.connect(control.socket!);
        c.on('connect', () => c.write(line));
        c.on('data', (d) => (got += d.toString()));
        c.on('end', () => resolve(got.trim()));
        c.on('error', reject);
      });
    try {
      expect(JSON.parse(await raw('{"command":"drop-database"}\n'))).toEqual({
        ok: false,
        message: 'unknown request',
      });
      expect(JSON.parse(await raw('not json\n'))).toEqual({
        ok: false,
        message: 'not a JSON request',
      });
    } finally {
      await control.close();
    }
    // A server killed with -9 leaves its socket file: a new one takes the place over.
    const stale = net.createServer();
    const socket = path.join(controlDir(data.dir), 'server.sock');
    await new Promise<void>((resolve) => stale.listen(socket, resolve));
    await new Promise<void>((resolve) => {
      // Closing removes the file; put a dead one back in its place.
      stale.close(() => resolve());
    });
    fs.writeFileSync(socket, '');
    expect(await isControlAnswering(data.dir)).toBe(false);
    expect(
      await sendControlRequest(data.dir, { command: 'create-admin', email: 'x@example.com' }),
    ).toBeNull();
    const again = await openControl(ctx.app, data.dir);
    expect(await isControlAnswering(data.dir)).toBe(true);
    await again.close();
    data.remove();
  });
});
