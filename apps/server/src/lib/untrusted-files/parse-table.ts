import * as XLSX from '@e965/xlsx';
import type { TFileRefusal } from '@dpts/contract/files';
import type { TableBudgets } from './budgets.ts';
import { readCsv } from './csv.ts';
import { scanXlsRows } from './xls.ts';
import { checkZip } from './zip.ts';

export type TableKind = 'csv' | 'xls' | 'xlsx';

export type TableRequest = {
  bytes: Uint8Array;
  filename: string;
  /** rows read at most, a header included; content in a later row refuses the file */
  maxRows: number;
  kinds: readonly TableKind[];
  budgets: TableBudgets;
};

/** Rows as the file numbers them (a blank row is []), cells as the text a person sees. */
export type ParsedTable =
  { ok: true; kind: TableKind; rows: string[][] } | { ok: false; refusal: TFileRefusal };

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from('d0cf11e0a1b11ae1', 'hex');

/** The file's kind from its bytes (zip for .xlsx, OLE2 for .xls, text for .csv), named alike. */
export function kindOf(name: string, bytes: Uint8Array): TableKind | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ext = /\.(csv|xls|xlsx)$/i.exec(name)?.[1]?.toLowerCase() as TableKind | undefined;
  if (!ext) return null;
  const isZip = buf.subarray(0, 4).equals(ZIP);
  const isOle = buf.subarray(0, 8).equals(OLE);
  if (ext === 'xlsx') return isZip ? 'xlsx' : null;
  if (ext === 'xls') return isOle ? 'xls' : null;
  // CSV: text without NUL bytes.
  return !isZip && !isOle && !buf.subarray(0, 4096).includes(0) ? 'csv' : null;
}

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';

/**
 * Reads a table file within its budgets: checks that need no parsing first (the zip's directory,
 * the .xls sheet's row numbers), then SheetJS with `sheetRows` and the first sheet only, or the
 * CSV reader that stops at the cap. Synchronous: it runs in a worker (read-table.ts).
 */
export function parseTable(request: TableRequest): ParsedTable {
  const { bytes, maxRows, budgets } = request;
  const kind = kindOf(request.filename, bytes);
  if (!kind || !request.kinds.includes(kind)) return { ok: false, refusal: 'wrong-type' };

  if (kind === 'csv') {
    const decoded = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
    const read = readCsv(decoded, maxRows, budgets.columnsMax);
    return read.ok ? { ok: true, kind, rows: read.rows } : read;
  }
  if (kind === 'xlsx') {
    const verdict = checkZip(bytes, budgets);
    if (verdict !== 'ok') return { ok: false, refusal: verdict };
  } else if (scanXlsRows(bytes, maxRows) === 'too-many-rows')
    return { ok: false, refusal: 'too-many-rows' };

  let sheet: XLSX.WorkSheet | undefined;
  try {
    const book = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      sheets: 0,
      // One row past the cap, to know whether the file goes on.
      sheetRows: maxRows + 1,
      cellHTML: false,
      cellFormula: false,
      cellStyles: false,
      bookVBA: false,
    });
    sheet = book.Sheets[book.SheetNames[0] ?? ''];
  } catch {
    return { ok: false, refusal: 'unreadable' };
  }
  if (!sheet?.['!ref']) return { ok: true, kind, rows: [] };
  const range = XLSX.utils.decode_range(sheet['!ref']);
  // Rows as the sheet numbers them; a list's columns are the first few, the rest is not read.
  range.s.r = 0;
  range.s.c = 0;
  range.e.c = Math.min(range.e.c, budgets.columnsMax - 1);
  const rows = XLSX.utils
    .sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: true, raw: false, range })
    .map((row) => (row.some((v) => text(v).trim() !== '') ? Array.from(row, text) : []));
  while (rows.length > 0 && rows.at(-1)!.length === 0) rows.pop();
  if (rows.length > maxRows) return { ok: false, refusal: 'too-many-rows' };
  return { ok: true, kind, rows };
}
