export type CsvRead =
  { ok: true; rows: string[][] } | { ok: false; refusal: 'too-many-rows' | 'too-many-columns' };

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter of the first line (outside quotes): the most frequent of , ; and tab. */
function delimiterOf(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (let i = 0; i < text.length && i < 64 * 1024; i++) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const d of DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}

/**
 * Reads CSV text record by record (RFC 4180 quotes, CRLF or LF) and stops at `maxRows`: content
 * in any later record refuses the file without reading further. One pass, no regular
 * expressions, so a hostile file costs at most its length once.
 */
export function readCsv(text: string, maxRows: number, maxColumns: number): CsvRead {
  const delimiter = delimiterOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let hasContent = false;
  let i = 0;
  const endRow = (): CsvRead | null => {
    row.push(cell);
    cell = '';
    const blank = !hasContent;
    if (rows.length >= maxRows) {
      // Past the cap only blank records may follow; they are not kept.
      if (!blank) return { ok: false, refusal: 'too-many-rows' };
    } else rows.push(blank ? [] : row);
    row = [];
    hasContent = false;
    return null;
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '') {
      quoted = true;
      hasContent = true;
    } else if (ch === delimiter) {
      row.push(cell);
      cell = '';
      if (row.length >= maxColumns) return { ok: false, refusal: 'too-many-columns' };
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      const refused = endRow();
      if (refused) return refused;
    } else {
      cell += ch;
      if (ch !== ' ' && ch !== '\t') hasContent = true;
    }
    i += 1;
  }
  if (cell !== '' || row.length > 0) {
    const refused = endRow();
    if (refused) return refused;
  }
  while (rows.length > 0 && rows.at(-1)!.length === 0) rows.pop();
  return { ok: true, rows };
}
