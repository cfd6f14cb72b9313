import * as XLSX from '@e965/xlsx';

/** BIFF records that hold a cell's content; each starts with its row (blank cells do not count). */
const CELL_RECORDS = new Set([
  0x0203, // NUMBER
  0x0204, // LABEL
  0x00fd, // LABELSST
  0x027e, // RK
  0x00bd, // MULRK
  0x0006, // FORMULA
  0x0205, // BOOLERR
  0x00d6, // RSTRING
]);
const BOF = 0x0809;
const EOF_RECORD = 0x000a;
const WORKSHEET = 0x0010;

/**
 * Before SheetJS walks an .xls (BIFF8 in a compound file): finds the first worksheet's records
 * and refuses when a cell lies past `maxRows`, reading only record headers and row numbers.
 * 'unknown' leaves the decision to the reader (older BIFF, no Workbook stream).
 */
export function scanXlsRows(
  bytes: Uint8Array,
  maxRows: number,
): 'ok' | 'too-many-rows' | 'unknown' {
  let stream: Buffer;
  try {
    const file = XLSX.CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      type: 'buffer',
    });
    const found = XLSX.CFB.find(file, 'Workbook') ?? XLSX.CFB.find(file, 'Book');
    if (!found?.content) return 'unknown';
    const content = found.content as Uint8Array;
    stream = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  } catch {
    return 'unknown';
  }
  let at = 0;
  let inSheet = false;
  while (at + 4 <= stream.length) {
    const type = stream.readUInt16LE(at);
    const length = stream.readUInt16LE(at + 2);
    const body = at + 4;
    if (body + length > stream.length) break;
    if (type === BOF && length >= 4) inSheet = stream.readUInt16LE(body + 2) === WORKSHEET;
    else if (inSheet && type === EOF_RECORD) return 'ok';
    else if (inSheet && CELL_RECORDS.has(type) && length >= 2) {
      if (stream.readUInt16LE(body) >= maxRows) return 'too-many-rows';
    }
    at = body + length;
  }
  return 'ok';
}
