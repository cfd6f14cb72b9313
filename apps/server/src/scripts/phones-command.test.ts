import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { createUser, uniquePhone } from '../test/factories.ts';
import { openTestDatabase, type TestDatabase } from '../test/helpers.ts';
import {
  PhonesCommandError,
  findWrongPhones,
  parsePhonesCommand,
  runPhonesCommand,
} from './phones-command.ts';

let test: TestDatabase;
const db = () => test.database.db;
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(() => test.drop());

/** An account whose phone was saved before E.164 (straight into the table). */
async function savedAs(phone: string): Promise<string> {
  const { user } = await createUser(db());
  await db().update(users).set({ phone }).where(eq(users.id, user.id));
  return user.id;
}
const phonesOf = async (ids: string[]) =>
  Object.fromEntries(
    (await db().select().from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.phone]),
  );

describe('npm run phones', () => {
  it('lists the numbers saved wrong, repairs the repairable ones and leaves the rest listed', async () => {
    const right = (await createUser(db())).user;
    const e164 = uniquePhone();
    const national = await savedAs(e164.slice(4)); // the old 10 digits after +234
    const lostDigit = await savedAs(`0${e164.slice(4, 13)}`); // 08031234567 cut to 10
    const taken = uniquePhone();
    await savedAs(taken);
    const clash = await savedAs(`0${taken.slice(4)}`);

    const listed: string[] = [];
    const wrong = await findWrongPhones(db());
    expect(wrong.map((w) => w.userId)).not.toContain(right.id);
    const mine = [national, lostDigit, clash];
    expect(wrong.filter((w) => mine.includes(w.userId))).toHaveLength(3);
    await runPhonesCommand(db(), parsePhonesCommand(['--list']), (l) => listed.push(l));
    expect(listed.join('\n')).toContain(`${e164.slice(4)}\t→ ${e164}`);
    expect(await phonesOf([national])).toEqual({ [national]: e164.slice(4) }); // --list writes nothing

    const printed: string[] = [];
    await runPhonesCommand(db(), parsePhonesCommand(['--fix']), (l) => printed.push(l));
    expect(await phonesOf(mine)).toEqual({
      [national]: e164,
      [lostDigit]: `0${e164.slice(4, 13)}`,
      [clash]: `0${taken.slice(4)}`,
    });
    expect(printed.join('\n')).toContain(`not repaired: ${taken} belongs to`);
    expect(printed.join('\n')).toContain('cannot be repaired: Phone number is too short');
    const left = (await findWrongPhones(db())).map((w) => w.userId);
    expect(left).toEqual(expect.arrayContaining([lostDigit, clash]));
    expect(left).not.toContain(national);
  });

  it('asks for --list or --fix', () => {
    expect(() => parsePhonesCommand([])).toThrow(PhonesCommandError);
    expect(() => parsePhonesCommand(['--list', '--fix'])).toThrow(PhonesCommandError);
    expect(parsePhonesCommand(['--fix'])).toEqual({ kind: 'fix' });
  });
});
