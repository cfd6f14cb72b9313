import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { phoneMessages, serverMessages } from '@dpts/contract';
import { passwordStrengthMessages } from '@dpts/contract/password-strength';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { bearer, createUser, reloadUser, uniqueId, uniquePhone } from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const update = (token: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/v1/profile',
    headers: bearer(token),
    payload: payload as object,
  });
const changePassword = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/v1/profile/password', headers: bearer(token), payload });
const getProfile = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/v1/profile', headers: bearer(token) });

describe('GET /profile', () => {
  it('answers {data: User} for the signed-in officer', async () => {
    const { user, token } = await createUser(ctx.database.db);
    const res = await getProfile(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: user.id,
      email: user.email,
      username: user.username,
      completedCourses: 0,
      enrolledCourses: 0,
      totalPointsEarned: 0,
      _email: true,
    });
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(serverMessages.authenticate);
  });
});

describe('PUT /profile', () => {
  it('changes only the fields sent and answers the merged profile', async () => {
    const { user, token } = await createUser(ctx.database.db);
    const res = await update(token, { firstName: '  Chiamaka ', dateOfBirth: '1990-02-03' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      firstName: 'Chiamaka',
      lastName: user.lastName,
      dateOfBirth: '1990-02-03',
      phone: user.phone,
      learningPath: user.learningPath,
    });
    expect((await reloadUser(ctx.database.db, user.id)).firstName).toBe('Chiamaka');
  });

  it('takes the learning-path update payload and enforces the path minimums', async () => {
    const { token } = await createUser(ctx.database.db);
    const toSales = {
      officerType: 'sales',
      officerData: {
        complementSkill: 'Human Interactions',
        technicalCapability: '',
        language: 'Igbo',
      },
      learningPath: ['Digital Marketing', 'IT Support'],
    };
    const ok = await update(token, toSales);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      officerType: 'sales',
      officerData: {
        complementSkill: 'Human Interactions',
        technicalCapability: null,
        language: 'Igbo',
      },
      learningPath: ['Digital Marketing', 'IT Support'],
    });

    const tooFew = await update(token, {
      officerType: 'technical',
      officerData: { technicalCapability: 'High', language: 'English' },
      learningPath: ['IT Support', 'Cybersecurity', 'Sales'],
    });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json()).toMatchObject({
      message: serverMessages.learningPathMinimum,
      details: [{ field: 'body.learningPath', message: serverMessages.learningPathMinimum }],
    });

    // Switching type without new paths re-checks the stored paths against the new type.
    const switchOnly = await update(token, {
      officerType: 'technical',
      officerData: { technicalCapability: 'High', language: 'English' },
    });
    expect(switchOnly.statusCode).toBe(400);
    expect(switchOnly.json().details[0].field).toBe('body.learningPath');
  });

  it('applies the officer type rules to the merged profile', async () => {
    const { token } = await createUser(ctx.database.db);
    const res = await update(token, {
      officerData: { complementSkill: 'Research & Data', language: 'English' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body.officerData.technicalCapability');
    const noLanguage = await update(token, { officerData: { technicalCapability: 'Low' } });
    expect(noLanguage.statusCode).toBe(400);
    expect(noLanguage.json().details[0].field).toBe('body.officerData.language');
  });

  it('an account without an officer type (e.g. from create-admin) must send one with its paths', async () => {
    const { user, token } = await createUser(ctx.database.db, { role: 'super' });
    await ctx.database.db.update(users).set({ officerType: null }).where(eq(users.id, user.id));
    expect((await update(token, { firstName: 'Admin' })).statusCode).toBe(200);
    const res = await update(token, { learningPath: ['Sales', 'Cloud-Computing'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body.officerType');
  });

  it('local governments must belong to their state, checked on the merged pair', async () => {
    const { token } = await createUser(ctx.database.db);
    // Stored: Lagos / Epe. A new state without its LGA leaves Epe in the wrong state.
    const stateOnly = await update(token, { stateOfOrigin: 'Kano' });
    expect(stateOnly.statusCode).toBe(400);
    expect(stateOnly.json().details).toEqual([
      {
        field: 'body.localGovtOfOrigin',
        message: 'Local government is not in the state of origin',
      },
    ]);
    const wrongLga = await update(token, {
      stateOfResidence: 'Lagos',
      localGovtOfResidence: 'Bwari',
    });
    expect(wrongLga.statusCode).toBe(400);
    expect(wrongLga.json().details[0].field).toBe('body.localGovtOfResidence');
    const ok = await update(token, { stateOfOrigin: 'Abuja (FCT)', localGovtOfOrigin: 'Bwari' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      stateOfOrigin: 'Abuja (FCT)',
      localGovtOfOrigin: 'Bwari',
    });
  });

  it('phone: a Nigerian number, and unique with the spec text', async () => {
    const { token } = await createUser(ctx.database.db);
    const other = await createUser(ctx.database.db);
    const taken = await update(token, { phone: other.user.phone });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      message: serverMessages.phoneExists,
      details: [{ field: 'body.phone' }],
    });
    for (const phone of ['123', '12345678901', '80123abcde']) {
      const bad = await update(token, { phone });
      expect(bad.statusCode, phone).toBe(400);
      expect(bad.json().details[0].field).toBe('body.phone');
    }
    const fresh = uniquePhone();
    expect((await update(token, { phone: fresh })).json().data.phone).toBe(fresh);
  });

  it('phone: written the Nigerian way, stored as E.164; the same number in another form is taken', async () => {
    const { token } = await createUser(ctx.database.db);
    const other = await createUser(ctx.database.db);
    const fresh = uniquePhone(); // +234803…
    const local = `0${fresh.slice(4, 7)} ${fresh.slice(7, 10)}-${fresh.slice(10)}`;
    const saved = await update(token, { phone: local });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.phone).toBe(fresh);
    const taken = await update((await createUser(ctx.database.db)).token, {
      phone: `234${fresh.slice(4)}`,
    });
    expect(taken.json().message).toBe(serverMessages.phoneExists);
    const short = await update(token, { phone: local.slice(0, -1) });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0]).toMatchObject({
      field: 'body.phone',
      message: phoneMessages.tooShort,
    });
    expect(other.user.phone).toMatch(/^\+234\d{10}$/);
  });

  it('date of birth no later than 2011-01-01', async () => {
    const { token } = await createUser(ctx.database.db);
    const res = await update(token, { dateOfBirth: '2012-06-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body.dateOfBirth');
    expect((await update(token, { dateOfBirth: '2011-01-01' })).statusCode).toBe(200);
  });

  it('the username is read-only once set: the same one is fine, another is a 400', async () => {
    const { user, token } = await createUser(ctx.database.db);
    const same = await update(token, {
      username: ` ${user.username!.toUpperCase()} `,
      lastName: 'Eze',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ username: user.username, lastName: 'Eze' });
    const other = await update(token, { username: `other${uniqueId()}` });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      message: serverMessages.usernameReadOnly,
      details: [{ field: 'body.username' }],
    });
    expect((await reloadUser(ctx.database.db, user.id)).username).toBe(user.username);
  });

  it('an account without a username may set one: spaces stripped, unique in any case', async () => {
    const { token } = await createUser(ctx.database.db, { username: null });
    const taken = await createUser(ctx.database.db);
    const clash = await update(token, { username: taken.user.username!.toUpperCase() });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe(serverMessages.usernameExists);
    const id = uniqueId();
    const ok = await update(token, { username: `new user ${id}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.username).toBe(`newuser${id}`);
  });

  it('empty fields, unknown-only and empty bodies are 400s; unknown fields such as email are ignored', async () => {
    const { user, token } = await createUser(ctx.database.db);
    const empty = await update(token, { firstName: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].field).toBe('body.firstName');
    expect((await update(token, {})).statusCode).toBe(400);
    const sneaky = await update(token, {
      email: 'new@example.com',
      role: 'super',
      totalPointsEarned: 9999,
    });
    expect(sneaky.statusCode).toBe(400);
    const mixed = await update(token, { lastName: 'Obi', email: 'new@example.com', role: 'super' });
    expect(mixed.statusCode).toBe(200);
    const stored = await reloadUser(ctx.database.db, user.id);
    expect(stored).toMatchObject({ email: user.email, role: 'user', lastName: 'Obi' });
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/profile',
      payload: { firstName: 'X' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /profile/password', () => {
  it('needs the current password, then signs out every other session but this one', async () => {
    const { user, password, token } = await createUser(ctx.database.db);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/login',
      payload: { email: user.email, password },
    });
    const otherToken = other.json().token as string;

    const wrong = await changePassword(token, {
      currentPassword: 'nope nope',
      newPassword: 'fresh password 1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: serverMessages.currentPasswordWrong,
      details: [{ field: 'body.currentPassword' }],
    });

    const short = await changePassword(token, { currentPassword: password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toBe('body.newPassword');
    const weak = await changePassword(token, {
      currentPassword: password,
      newPassword: 'password',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details[0]).toEqual({
      field: 'body.newPassword',
      message: passwordStrengthMessages.common,
    });

    const ok = await changePassword(token, {
      currentPassword: password,
      newPassword: 'fresh password 1',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: serverMessages.passwordUpdated });
    expect((await getProfile(token)).statusCode).toBe(200);
    expect((await getProfile(otherToken)).statusCode).toBe(401);

    const relogin = await ctx.app.inject({
      method: 'POST',
      url: '/v1/authentication/login',
      payload: { email: user.email, password: 'fresh password 1' },
    });
    expect(relogin.statusCode).toBe(200);
  });
});
