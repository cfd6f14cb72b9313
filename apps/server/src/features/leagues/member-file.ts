import * as XLSX from '@e965/xlsx';
import { LEAGUE_LIMITS, ZInviteEmail, leagueMessages, type TFieldIssue } from '@dpts/contract';
import { AppError, badRequest } from '../../lib/app-error.ts';

export type MemberFile = { emails: string[]; duplicates: number };

type Kind = 'csv' | 'xls' | 'xlsx';

/** The file's kind from its bytes (zip for .xlsx, OLE2 for .xls, text for .csv), named alike. */
function kindOf(name: string, bytes: Buffer): Kind | null {
  const ext = /\.(csv|xls|xlsx)$/i.exec(name)?.[1]?.toLowerCase() as Kind | undefined;
  if (!ext) return null;
  const isZip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const isOle = bytes.subarray(0, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex'));
  if (ext === 'xlsx') return isZip ? 'xlsx' : null;
  if (ext === 'xls') return isOle ? 'xls' : null;
  // CSV: text without NUL bytes.
  return !isZip && !isOle && !bytes.subarray(0, 4096).includes(0) ? 'csv' : null;
}

const EMAIL_HEADER = /^e-?mail(\s*address)?$/i;

/**
 * Reads member emails from a .csv, .xls or .xlsx file: the column headed "email" (any case), or
 * the first column when its first cell is already an address. Anything wrong refuses the whole
 * file with what is wrong; nothing is imported then.
 */
export function readMemberFile(name: string, bytes: Buffer): MemberFile {
  const kind = kindOf(name, bytes);
  if (!kind) throw badRequest(leagueMessages.importWrongType, 'file');
  let table: unknown[][];
  try {
    const book =
      kind === 'csv'
        ? XLSX.read(bytes.toString('utf8').replace(/^\uFEFF/, ''), { type: 'string', raw: true })
        : XLSX.read(bytes, { type: 'buffer', dense: true, cellHTML: false, cellFormula: false });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    table = sheet
      ? XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: false, raw: false })
      : [];
  } catch {
    throw badRequest(leagueMessages.importWrongType, 'file');
  }
  const cell = (row: unknown[] | undefined, i: number) => {
    const value = row?.[i];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  const header = table[0] ?? [];
  let column = header.findIndex((_, i) => EMAIL_HEADER.test(cell(header, i)));
  let first = 1;
  if (column < 0) {
    if (!ZInviteEmail.safeParse(cell(header, 0).toLowerCase()).success)
      throw badRequest(leagueMessages.importNoEmailColumn, 'file');
    column = 0;
    first = 0;
  }
  const body = table.slice(first);
  if (body.length > LEAGUE_LIMITS.importRowsMax)
    throw badRequest(leagueMessages.importTooManyRows, 'file');

  const issues: TFieldIssue[] = [];
  const emails: string[] = [];
  body.forEach((row, i) => {
    const value = cell(row, column).toLowerCase();
    if (!value) return;
    if (ZInviteEmail.safeParse(value).success) emails.push(value);
    else
      issues.push({
        field: `file.row${i + first + 1}`,
        message: `Row ${i + first + 1}: "${value.slice(0, 80)}" is not an email address`,
      });
  });
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
