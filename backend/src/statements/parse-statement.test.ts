import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement.ts';
import { utrOf } from './utr.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

describe('parseStatement', () => {
  it.each([
    ['sbi.csv', 'SBI', '632512345601', 'TN-7K3Q9P'],
    ['hdfc.csv', 'HDFC', '632512345602', null],
    ['icici.csv', 'ICICI', '632512345603', null],
    ['axis.csv', 'Axis', '632512345604', null],
    ['plain.csv', 'plain', '632512345605', null],
  ])('reads the one UPI credit of %s (%s) and leaves the debit out', async (file, layout, utr, reference) => {
    const statement = await parseStatement(fixture(file));
    expect(statement.layout).toBe(layout);
    expect(statement.credits).toEqual([
      expect.objectContaining({ utr, amountRupees: 499, date: '2026-11-21', reference }),
    ]);
  });

  it('reads an XLSX statement', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Statement');
    sheet.addRow(['Statement of Account No - 912010012345678']);
    sheet.addRow(['Tran Date', 'CHQNO', 'PARTICULARS', 'DR', 'CR', 'BAL', 'SOL']);
    sheet.addRow([
      new Date(Date.UTC(2026, 10, 21)),
      '',
      'UPI/P2A/632512345606/ARUN K/Axis Bank/TN-7K3Q9P',
      '',
      499,
      6499,
      1234,
    ]);
    const statement = await parseStatement(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(statement.credits).toEqual([
      expect.objectContaining({ utr: '632512345606', amountRupees: 499, date: '2026-11-21', reference: 'TN-7K3Q9P' }),
    ]);
  });

  it('refuses a file that repeats a UTR, naming it and its rows', async () => {
    const file = Buffer.from(
      'date,utr,amount,narration\n2026-11-21,632512345605,499,a\n2026-11-21,632512345605,499,b\n',
    );
    await expect(parseStatement(file)).rejects.toThrow(
      'The UTR 632512345605 appears more than once in this file (rows 2, 3).',
    );
  });

  it('finds the UTR in each bank narration and strips HDFC zero padding', () => {
    expect(utrOf('0000632512345602', '')).toBe('632512345602');
    expect(utrOf('', 'BY TRANSFER-UPI/CR/632512345601/PRIYA/SBIN/p@oksbi/x--')).toBe('632512345601');
    expect(utrOf('', 'UPI-RAVI-ravi@okhdfcbank-HDFC0001234-632512345602-note')).toBe('632512345602');
    expect(utrOf('-', 'UPI/632512345603/note/m@okicici/ICICI')).toBe('632512345603');
    expect(utrOf('', 'UPI/P2A/632512345604/ARUN/Axis')).toBe('632512345604');
    expect(utrOf('', 'NEFT-HDFC000123-SALARY')).toBeUndefined();
  });
});
