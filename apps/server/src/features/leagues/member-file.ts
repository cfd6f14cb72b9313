import { LEAGUE_LIMITS, ZInviteEmail, leagueMessages, type TFieldIssue } from '@dpts/contract';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { readTable } from '../../lib/untrusted-files/read-table.ts';

export type MemberFile = { emails: string[]; duplicates: number };

const EMAIL_HEADER = /^e-?mail(\s*address)?$/i;

/**
 * Reads member emails from a .csv, .xls or .xlsx file: the column headed "email" (any case), or
 * the first column when its first cell is already an address. The file is read within the
 * budgets of decision 048, off the request's thread. Anything wrong refuses the whole file with
 * what is wrong; nothing is imported then.
 */
export async function readMemberFile(name: string, bytes: Buffer): Promise<MemberFile> {
  // A header row and the rows allowed under it.
  const table = await readTable(bytes, name, { maxRows: LEAGUE_LIMITS.importRowsMax + 1 });
  if (!table.ok) {
    const message =
      table.refusal === 'wrong-type'
        ? leagueMessages.importWrongType
        : table.refusal === 'too-many-rows'
          ? leagueMessages.importTooManyRows
          : table.message;
    if (table.refusal === 'busy') throw new AppError('UNAVAILABLE', message);
    throw badRequest(message, 'file', 'FILE_REFUSED');
  }
  const rows = table.rows;
  const cell = (row: string[] | undefined, i: number) => (row?.[i] ?? '').trim();
  const headerAt = rows.findIndex((row) => row.length > 0);
  const header = rows[headerAt] ?? [];
  let column = header.findIndex((_, i) => EMAIL_HEADER.test(cell(header, i)));
  let first = headerAt + 1;
  if (column < 0) {
    if (!ZInviteEmail.safeParse(cell(header, 0).toLowerCase()).success)
      throw badRequest(leagueMessages.importNoEmailColumn, 'file');
    column = 0;
    first = headerAt;
  }
  if (rows.slice(first).filter((row) => row.length > 0).length > LEAGUE_LIMITS.importRowsMax)
    throw badRequest(leagueMessages.importTooManyRows, 'file', 'FILE_REFUSED');

  const issues: TFieldIssue[] = [];
  const emails: string[] = [];
  // Row numbers as the file shows them: rows are read with their blank ones.
  for (let i = first; i < rows.length; i++) {
    const value = cell(rows[i], column).toLowerCase();
    if (!value) continue;
    if (ZInviteEmail.safeParse(value).success) emails.push(value);
    else
      issues.push({
        field: `file.row${i + 1}`,
        message: `Row ${i + 1}: "${value.slice(0, 80)}" is not an email address`,
      });
  }
  if (issues.length > 0)
    throw new AppError(
      'BAD_REQUEST',
      issues.length === 1
        ? issues[0]!.message
        : `${issues[0]!.message} (and ${issues.length - 1} more)`,
      issues.slice(0, 50),
    );
  if (emails.length === 0) throw badRequest(leagueMessages.importEmpty, 'file');
  const unique = [...new Set(emails)];
  return { emails: unique, duplicates: emails.length - unique.length };
}
