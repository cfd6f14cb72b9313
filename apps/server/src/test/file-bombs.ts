import zlib from 'node:zlib';
import * as XLSX from '@e965/xlsx';

/**
 * Hostile uploads built in memory (issue #26): small files that would cost a naive reader
 * seconds and gigabytes. Generated, never committed.
 */

type Entry = { name: string; data: Buffer; deflated: Buffer; crc: number };

const entry = (name: string, data: Buffer): Entry => ({
  name,
  data,
  deflated: zlib.deflateRawSync(data),
  crc: zlib.crc32(data),
});

/**
 * A zip of the entries; `lie` writes every entry's inflated size as its compressed size, as a
 * bomb would to pass a reader that trusts the directory.
 */
function zip(entries: Entry[], inflatedSizes: number[], lie = false): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  entries.forEach((e, i) => {
    const name = Buffer.from(e.name);
    const size = lie ? e.deflated.length : inflatedSizes[i]!;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, e.deflated);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(e.crc, 16);
    dir.writeUInt32LE(e.deflated.length, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += local.length + name.length + e.deflated.length;
  });
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const packed = new Map<string, { entry: Entry; size: number }>();

/** A deflated entry of `times` copies of `unit` between a head and a tail (kept: it takes seconds). */
function repeatedEntry(name: string, head: string, unit: string, times: number, tail: string) {
  const key = `${name}:${unit}:${times}`;
  const known = packed.get(key);
  if (known) return known;
  const data = Buffer.from(head + unit.repeat(times) + tail);
  const deflated = zlib.deflateRawSync(data, { level: 9 });
  const made = {
    entry: { name, data: Buffer.alloc(0), deflated, crc: zlib.crc32(data) },
    size: data.length,
  };
  packed.set(key, made);
  return made;
}

const xlsxParts = () => ({
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Members" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
});

/**
 * An .xlsx whose one sheet inflates to about `megabytes` MB of XML: `rows` rows of one email
 * each (issue #26's was 473 KB, 150 MB and 3 million rows). `lie` hides the inflated size.
 */
export function xlsxBomb({ rows = 3_000_000, lie = false } = {}): Buffer {
  const unit = '<row><c t="inlineStr"><is><t>o@example.com</t></is></c></row>';
  const sheet = repeatedEntry(
    'xl/worksheets/sheet1.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row><c t="inlineStr"><is><t>Email</t></is></c></row>',
    unit,
    rows,
    '</sheetData></worksheet>',
  );
  const small = Object.entries(xlsxParts()).map(([name, text]) => entry(name, Buffer.from(text)));
  return zip([...small, sheet.entry], [...small.map((e) => e.data.length), sheet.size], lie);
}

/** A plain .xlsx of `rows` distinct addresses under an "Email" header, as a real list compresses. */
export function xlsxList(rows: number): Buffer {
  const cells = Array.from(
    { length: rows },
    (_, i) =>
      `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>officer${i}.${(i * 7919) % 104729}@example.com</t></is></c></row>`,
  ).join('');
  const sheet = Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Email</t></is></c></row>${cells}</sheetData></worksheet>`,
  );
  const parts = [
    ...Object.entries(xlsxParts()).map(([name, text]) => entry(name, Buffer.from(text))),
    entry('xl/worksheets/sheet1.xml', sheet),
  ];
  return zip(
    parts,
    parts.map((e) => e.data.length),
  );
}

/** A CSV of `lines` short lines, under the 5 MB upload limit (a million lines are 5,000,001 bytes). */
export function csvBomb(lines = 1_000_000): Buffer {
  return Buffer.from(`email\n${'o@ng\n'.repeat(lines - 1)}`);
}

const record = (type: number, body: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16LE(type, 0);
  head.writeUInt16LE(body.length, 2);
  return Buffer.concat([head, body]);
};
const bof = (kind: number) => {
  const body = Buffer.alloc(16);
  body.writeUInt16LE(0x0600, 0); // BIFF8
  body.writeUInt16LE(kind, 2);
  return record(0x0809, body);
};

/**
 * An .xls (BIFF8 in a compound file) whose one sheet holds `rows` rows, the format's most
 * (65,536) by default: a header cell, then one number a row. Written record by record, since
 * SheetJS's own writer takes a gigabyte for it.
 */
export function xlsBomb(rows = 65_536): Buffer {
  const cells: Buffer[] = [];
  const header = Buffer.alloc(6 + 3 + 5);
  header.writeUInt16LE(5, 6); // LABEL: row 0, column 0, "Email" (8-bit)
  header.write('Email', 9, 'latin1');
  cells.push(record(0x0204, header));
  for (let r = 1; r < rows; r++) {
    const number = Buffer.alloc(14);
    number.writeUInt16LE(r, 0);
    number.writeDoubleLE(r, 6);
    cells.push(record(0x0203, number));
  }
  const dimensions = Buffer.alloc(14);
  dimensions.writeUInt32LE(rows, 4);
  dimensions.writeUInt16LE(1, 10);
  const sheet = Buffer.concat([
    bof(0x0010),
    record(0x0200, dimensions),
    ...cells,
    record(0x000a, Buffer.alloc(0)),
  ]);
  const name = Buffer.from('Members', 'latin1');
  const boundSheet = (offset: number) => {
    const body = Buffer.alloc(8 + name.length);
    body.writeUInt32LE(offset, 0);
    body.writeUInt8(name.length, 6);
    name.copy(body, 8);
    return record(0x0085, body);
  };
  const globalsLength = bof(0x0005).length + boundSheet(0).length + 4;
  const globals = Buffer.concat([
    bof(0x0005),
    boundSheet(globalsLength),
    record(0x000a, Buffer.alloc(0)),
  ]);
  const file = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(file, 'Workbook', Buffer.concat([globals, sheet]));
  return XLSX.CFB.write(file, { type: 'buffer' }) as Buffer;
}

/**
 * A PNG whose header declares `width` × `height` pixels (50,000 × 50,000 = 2.5 gigapixels by
 * default) over a few bytes of data: a reader that decodes before it counts takes gigabytes.
 */
export function pngPixelBomb(width = 50_000, height = 50_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length, 0);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body), 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An SVG of a few bytes that asks to be rasterised at 100,000 × 100,000. */
export const svgPixelBomb = (): Buffer =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="100%" height="100%"/></svg>',
  );
