import { REWARD_LIMITS, rewardMessages } from '@dpts/contract';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { readTable } from '../../lib/untrusted-files/read-table.ts';

const CODE_HEADER = /^(voucher\s*)?codes?$/i;
const CODE = /^[^\s\p{Cc}][^\p{Cc}]*$/u;

/**
 * Voucher codes from a .csv, .xls or .xlsx file: the column headed "code" (any case), or the
 * first column. Read off the request's thread within the budgets of decision 048.
 */
export async function readCodeFile(
  name: string,
  bytes: Buffer,
): Promise<{ codes: string[]; duplicates: number }> {
  if (bytes.length > REWARD_LIMITS.codeFileMaxBytes)
    throw badRequest(rewardMessages.codesTooLarge, 'file');
  // A header row and the codes allowed under it.
  const read = await readTable(bytes, name, { maxRows: REWARD_LIMITS.codesPerImport + 1 });
  if (!read.ok) {
    if (read.refusal === 'busy') throw new AppError('UNAVAILABLE', read.message);
    throw badRequest(
      read.refusal === 'too-many-rows' ? rewardMessages.codesTooMany : read.message,
      'file',
      'FILE_REFUSED',
    );
  }
  const table = read.rows.filter((row) => row.some((cell) => cell.trim() !== ''));
  const cell = (row: string[] | undefined, i: number) => (row?.[i] ?? '').trim();
  const header = table[0] ?? [];
  let column = header.findIndex((_, i) => CODE_HEADER.test(cell(header, i)));
  const first = column < 0 ? 0 : 1;
  if (column < 0) column = 0;
  const body = table.slice(first);
  if (body.length > REWARD_LIMITS.codesPerImport)
    throw badRequest(rewardMessages.codesTooMany, 'file');
  const codes: string[] = [];
  for (const [i, row] of body.entries()) {
    const value = cell(row, column);
    if (!value) continue;
    if (value.length > REWARD_LIMITS.codeMax || !CODE.test(value))
      throw badRequest(`Row ${i + first + 1}: "${value.slice(0, 40)}" is not a valid code`, 'file');
    codes.push(value);
  }
  if (codes.length === 0) throw badRequest(rewardMessages.codesEmpty, 'file');
  const unique = [...new Set(codes)];
  return { codes: unique, duplicates: codes.length - unique.length };
}
