import { parseArgs } from 'node:util';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { checkNigerianPhone } from '@dpts/contract';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

export const PHONES_USAGE = `npm run phones -- --list | --fix
  --list   stored phone numbers that are not E.164 (+234…), each with its repair or why none
  --fix    store the repairable ones as E.164; the others are listed for the officer to correct`;

export class PhonesCommandError extends Error {}

export type PhonesCommand = { kind: 'list' } | { kind: 'fix' };

export function parsePhonesCommand(argv: string[]): PhonesCommand {
  const { values } = parseArgs({
    args: argv,
    options: {
      list: { type: 'boolean', default: false },
      fix: { type: 'boolean', default: false },
    },
  });
  if (values.list === values.fix)
    throw new PhonesCommandError(`give --list or --fix\n${PHONES_USAGE}`);
  return { kind: values.fix ? 'fix' : 'list' };
}

export type WrongPhone = {
  userId: string;
  email: string;
  stored: string;
  /** The E.164 form, or null when a digit is missing or extra and only the officer knows it. */
  repair: string | null;
  reason: string | null;
};

/** Rows whose phone is not already the E.164 form ZPhone stores (saved before it, or by hand). */
export async function findWrongPhones(db: Db): Promise<WrongPhone[]> {
  const stored = await db
    .select({ userId: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(isNotNull(users.phone))
    .orderBy(users.createdAt);
  return stored.flatMap(({ userId, email, phone }) => {
    const check = checkNigerianPhone(phone!);
    if (check.ok && check.e164 === phone) return [];
    return [
      check.ok
        ? { userId, email, stored: phone!, repair: check.e164, reason: null }
        : { userId, email, stored: phone!, repair: null, reason: check.message },
    ];
  });
}

/**
 * --list prints every wrong number; --fix also stores each repairable one as E.164 unless
 * another account already holds that number (told, left for an administrator).
 */
export async function runPhonesCommand(
  db: Db,
  command: PhonesCommand,
  print: (line: string) => void,
): Promise<{ wrong: number; fixed: number }> {
  const wrong = await findWrongPhones(db);
  let fixed = 0;
  for (const row of wrong) {
    let outcome = row.repair ? `→ ${row.repair}` : `cannot be repaired: ${row.reason}`;
    if (command.kind === 'fix' && row.repair) {
      const [holder] = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.phone, row.repair), ne(users.id, row.userId)));
      if (holder) outcome = `not repaired: ${row.repair} belongs to ${holder.email}`;
      else {
        await db
          .update(users)
          .set({ phone: row.repair, updatedAt: new Date() })
          .where(and(eq(users.id, row.userId), eq(users.phone, row.stored)));
        outcome = `repaired → ${row.repair}`;
        fixed += 1;
      }
    }
    print(`${row.email}\t${row.stored}\t${outcome}`);
  }
  const unrepaired = wrong.length - fixed;
  print(
    wrong.length === 0
      ? 'Every stored phone number is E.164.'
      : command.kind === 'fix'
        ? `${fixed} repaired; ${unrepaired} left: My Profile refuses them until the officer corrects them.`
        : `${wrong.length} wrong (${wrong.filter((r) => r.repair).length} repairable): run with --fix.`,
  );
  return { wrong: wrong.length, fixed };
}
