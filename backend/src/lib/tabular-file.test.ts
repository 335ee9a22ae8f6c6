import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { locateColumns, parseAmount, READER_LIMITS, readTable, TABLE_LIMITS, tableMessages } from './tabular-file.ts';

const spec = {
  date: { names: ['txn date', 'date'], label: 'date' },
  narration: { names: ['description', 'narration'], label: 'narration' },
  credit: { names: ['credit', 'deposit amt.', 'amount'], label: 'credit' },
  reference: { names: ['ref no./cheque no.', 'utr'], label: 'reference', optional: true },
};

const refusal = async (promise: Promise<unknown>) => {
  const err = (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as { status?: number; message?: string } | undefined;
  return { status: err?.status, message: err?.message };
};

describe('readTable and locateColumns', () => {
  it('finds the header below the account details of a CSV statement', async () => {
    const csv =
      '\uFEFFAccount Name :,RAVI TECH\nAccount Number :,0001\n\nTxn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance\n23 Nov 2026,23 Nov 2026,BY TRANSFER-UPI/CR/412345678901/RAVI,412345678901,,"1,499.00","10,000.00"\n';
    const rows = await readTable(Buffer.from(csv));
    const { columns, body } = locateColumns(rows, spec);
    expect(columns).toEqual({ date: 0, narration: 2, credit: 5, reference: 3 });
    expect(body[0]![columns.credit]).toBe('1,499.00');
  });

  it('reads semicolon- and tab-separated files', async () => {
    for (const sep of [';', '\t']) {
      const rows = await readTable(
        Buffer.from(['date', 'narration', 'amount'].join(sep) + '\n' + ['23/11/2026', 'UPI', '499'].join(sep)),
      );
      expect(locateColumns(rows, spec).columns).toMatchObject({ date: 0, narration: 1, credit: 2, reference: -1 });
    }
  });

  it('reads the first sheet of an XLSX workbook, dates as days', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Statement');
    sheet.addRow(['Statement of account']);
    sheet.addRow(['Date', 'Narration', 'Deposit Amt.']);
    sheet.addRow([new Date(Date.UTC(2026, 10, 23)), { richText: [{ text: 'UPI-RAVI' }] }, 499]);
    const rows = await readTable(Buffer.from(await workbook.xlsx.writeBuffer()));
    const { body } = locateColumns(rows, spec);
    expect(body).toEqual([['2026-11-23', 'UPI-RAVI', '499']]);
  });

  it('refuses a picture, an old .xls, a broken workbook and an empty file, naming the problem', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200', 'hex');
    expect(await refusal(readTable(png))).toEqual({ status: 400, message: tableMessages.notATable });
    expect(await refusal(readTable(Buffer.from('d0cf11e0a1b11ae1000000', 'hex')))).toEqual({
      status: 400,
      message: tableMessages.oldExcel,
    });
    expect(await refusal(readTable(Buffer.from('504b030414000000', 'hex')))).toEqual({
      status: 400,
      message: tableMessages.notATable,
    });
    expect(await refusal(readTable(Buffer.from('\n,,\n')))).toEqual({ status: 400, message: tableMessages.empty });
  });

  it('refuses a file over 5 MB and one over 50,000 rows', async () => {
    expect(await refusal(readTable(Buffer.alloc(5 * 1024 * 1024 + 1, 'a')))).toEqual({
      status: 413,
      message: tableMessages.tooLarge,
    });
    const rows = [
      ['date', 'narration', 'amount'],
      ...Array.from({ length: 50_001 }, () => ['23/11/2026', 'UPI', '499']),
    ];
    expect(() => locateColumns(rows, spec)).toThrow(tableMessages.tooManyRows);
    expect(locateColumns(rows.slice(0, 50_001), spec).body).toHaveLength(50_000);
  });

  it('names the columns it could not find', async () => {
    const rows = await readTable(Buffer.from('Date,Remarks,Amount\n23/11/2026,UPI,499\n'));
    expect(() => locateColumns(rows, spec)).toThrow(tableMessages.missingColumns(['narration']));
  });
});

/** Runs `work` while a 10 ms timer ticks: the longest the event loop was held between two ticks. */
async function longestStall<T>(work: () => Promise<T>) {
  let last = Date.now();
  let longest = 0;
  const ticker = setInterval(() => {
    longest = Math.max(longest, Date.now() - last);
    last = Date.now();
  }, 10);
  try {
    const result: { value?: T; error?: { status?: number; message?: string } } = await work().then(
      (value) => ({ value }),
      (error: unknown) => ({ error: error as { status?: number; message?: string } }),
    );
    return { ...result, longest: Math.max(longest, Date.now() - last) };
  } finally {
    clearInterval(ticker);
  }
}

describe('readTable keeps the event loop free', () => {
  it('reads a CSV of exactly the limits (5 MB, 50,000 rows) without holding the event loop for more than a moment', async () => {
    const header = 'date,utr,amount,narration\n';
    const body =
      header +
      Array.from(
        { length: TABLE_LIMITS.maxRows },
        (_, i) =>
          `23/11/2026,${String(400000000000 + i)},499.00,UPI/CR/${String(400000000000 + i)}/PRIYA RAMAN/okaxis/`,
      ).join('\n');
    // The last narration is padded so the file is exactly 5 MB.
    const data = Buffer.from(body + 'x'.repeat(TABLE_LIMITS.maxBytes - Buffer.byteLength(body) - 1) + '\n');
    expect(data.length).toBe(TABLE_LIMITS.maxBytes);
    await readTable(Buffer.from('a,b\n1,2\n')); // the reading thread is started
    const { value: rows, longest } = await longestStall(() => readTable(data));
    expect(rows).toHaveLength(TABLE_LIMITS.maxRows + 1);
    expect(locateColumns(rows!, spec).body).toHaveLength(TABLE_LIMITS.maxRows);
    // Parsing it on the event loop held it for about 2 s.
    expect(longest).toBeLessThan(400);
    expect(await refusal(readTable(Buffer.concat([data, Buffer.from('x')])))).toEqual({
      status: 413,
      message: tableMessages.tooLarge,
    });
  }, 60_000);

  it('stops a small workbook built to take memory and time (cells 16,000 columns apart) at the deadline with 413, and reads the next file', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Statement');
    for (let row = 1; row <= 4_000; row++) sheet.getCell(`XFD${row}`).value = 499;
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(data.length).toBeLessThan(200 * 1024);
    const timeout = READER_LIMITS.timeoutMs;
    READER_LIMITS.timeoutMs = 2000;
    try {
      const started = Date.now();
      const { error, longest } = await longestStall(() => readTable(data));
      expect(error).toMatchObject({ status: 413, message: tableMessages.tooHeavy });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(longest).toBeLessThan(400);
    } finally {
      READER_LIMITS.timeoutMs = timeout;
    }
    expect(await readTable(Buffer.from('date,narration,amount\n23/11/2026,UPI,499\n'))).toHaveLength(2);
  }, 60_000);
});

describe('parseAmount', () => {
  it('reads amounts as banks write them', () => {
    expect(parseAmount('1,499.00')).toBe(1499);
    expect(parseAmount('₹ 499')).toBe(499);
    expect(parseAmount('499.00 Cr')).toBe(499);
    expect(parseAmount('INR 1,00,000.50')).toBe(100000.5);
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('-')).toBeUndefined();
    expect(parseAmount('12abc')).toBeUndefined();
  });
});
