import { afterAll, describe, expect, it } from 'vitest';
import { fileMessages } from '@dpts/contract';
import { csvBomb, xlsBomb, xlsxBomb, xlsxList } from '../../test/file-bombs.ts';
import { TABLE_BUDGETS } from './budgets.ts';
import { readCsv } from './csv.ts';
import { closeTableReaders, readTable, tableReaderStats } from './read-table.ts';
import { checkZip } from './zip.ts';

afterAll(() => closeTableReaders());

describe('readCsv', () => {
  it('reads quoted cells, doubled quotes, CRLF and the delimiter of the first line', () => {
    expect(readCsv('Name;Email\r\n"Obi; Ada";"a""b@c.ng"\r\n\r\nx;y', 10, 10)).toEqual({
      ok: true,
      rows: [['Name', 'Email'], ['Obi; Ada', 'a"b@c.ng'], [], ['x', 'y']],
    });
  });

  it('stops at the row cap when more content follows, and ignores blank lines past it', () => {
    expect(readCsv('a\nb\nc\n', 2, 10)).toEqual({ ok: false, refusal: 'too-many-rows' });
    expect(readCsv('a\nb\n\n\n,\n', 2, 10)).toEqual({ ok: true, rows: [['a'], ['b']] });
    expect(readCsv(`${','.repeat(300)}\n`, 2, 256)).toEqual({
      ok: false,
      refusal: 'too-many-columns',
    });
  });
});

describe('checkZip', () => {
  it('passes a real list and refuses a bomb by its directory, or by what it really inflates to', () => {
    expect(checkZip(xlsxList(2_000), TABLE_BUDGETS)).toBe('ok');
    expect(checkZip(xlsxBomb({ rows: 400_000 }), TABLE_BUDGETS)).toBe('inflates-too-much');
    // The directory claims each entry is no larger packed than unpacked.
    expect(checkZip(xlsxBomb({ rows: 400_000, lie: true }), TABLE_BUDGETS)).toBe(
      'inflates-too-much',
    );
    expect(checkZip(Buffer.from('PK\u0003\u0004 not really a zip'), TABLE_BUDGETS)).toBe(
      'unreadable',
    );
  });
});

describe('readTable', () => {
  it('reads .xlsx, .xls and .csv lists in a worker, rows numbered as in the file', async () => {
    const xlsx = await readTable(xlsxList(5_000), 'list.xlsx', { maxRows: 5_001 });
    expect(xlsx.ok && xlsx.rows.length).toBe(5_001);
    expect(xlsx.ok && xlsx.rows[1]).toEqual(['officer0.0@example.com']);
    const xls = await readTable(xlsBomb(3), 'list.xls', { maxRows: 10 });
    expect(xls).toEqual({ ok: true, kind: 'xls', rows: [['Email'], ['1'], ['2']] });
    const csv = await readTable(Buffer.from('\uFEFFEmail\n\nada@example.com\n'), 'l.csv', {
      maxRows: 10,
    });
    expect(csv).toEqual({ ok: true, kind: 'csv', rows: [['Email'], [], ['ada@example.com']] });
  });

  it('refuses the bombs of issue #26 by their budgets', async () => {
    const cases = [
      ['members.xlsx', xlsxBomb(), 'inflates-too-much'],
      ['members.xlsx', xlsxBomb({ lie: true }), 'inflates-too-much'],
      ['members.csv', csvBomb(), 'too-many-rows'],
      ['members.xls', xlsBomb(), 'too-many-rows'],
      ['members.xlsx', Buffer.from('Email\na@b.co\n'), 'wrong-type'],
      ['members.txt', Buffer.from('Email\na@b.co\n'), 'wrong-type'],
    ] as const;
    const answers = await Promise.all(
      cases.map(([name, bytes]) => readTable(bytes, name, { maxRows: 5_001 })),
    );
    expect(answers.map((a) => !a.ok && a.refusal)).toEqual(cases.map((c) => c[2]));
    expect(answers[0]).toMatchObject({ message: fileMessages.inflatesTooMuch });
    expect(answers[2]).toMatchObject({ message: fileMessages.tooManyRows(5_001) });
  });

  it('terminates a read past its time limit, and the next read gets a fresh worker', async () => {
    const slow = await readTable(xlsxList(20_000), 'big.xlsx', { maxRows: 50_000, timeoutMs: 1 });
    expect(slow).toEqual({ ok: false, refusal: 'too-slow', message: fileMessages.tooSlow });
    const next = await readTable(Buffer.from('Email\nada@example.com\n'), 'l.csv', {
      maxRows: 10,
    });
    expect(next.ok).toBe(true);
    expect(tableReaderStats()).toMatchObject({ busy: 0, queued: 0 });
  });
});
