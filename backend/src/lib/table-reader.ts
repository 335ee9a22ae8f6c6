import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';

/**
 * The parsing half of tabular-file.ts, run in a worker thread (table-reader-thread.ts): exceljs holds
 * a whole workbook in memory and takes seconds on a long statement, so it must neither block the API's
 * event loop nor be able to run the API out of memory. Returns rows or the reason for a refusal; the
 * caller turns the reason into a 4xx. Kept free of the API's modules, and the workbook libraries are
 * loaded only for a workbook: a thread that reads a CSV starts in a fraction of a second.
 */

/** What a workbook may unpack to, before exceljs sees it. A 50,000-row statement is about 21 MB unpacked. */
export const UNPACKED_LIMITS = { maxBytes: 60 * 1024 * 1024, maxRatio: 100 };

export type TableRefusal = 'notATable' | 'unpackedTooLarge' | 'packedTooTightly' | 'empty';
export type TableOutcome = { rows: string[][] } | { refused: TableRefusal };

export async function readRows(data: Buffer): Promise<TableOutcome> {
  if (data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04) return readWorkbook(data);
  return readCsv(data);
}

function readCsv(data: Buffer): TableOutcome {
  // Text has no NUL bytes and is UTF-8 (exports with a BOM too); a picture or a PDF is neither.
  const text = data.toString('utf8');
  if (data.includes(0) || text.includes('\uFFFD')) return { refused: 'notATable' };
  try {
    return { rows: parse(text, { bom: true, delimiter: [',', ';', '\t'], relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true }) as string[][] };
  } catch {
    return { refused: 'notATable' };
  }
}

/**
 * The sizes the ZIP's central directory declares, read without inflating anything (fflate calls the
 * filter per entry before decompressing it, and nothing is kept). A directory can lie, which is why the
 * thread also has a memory limit; this check gives the honest bomb its message at once.
 */
async function unpackedSizeRefusal(data: Buffer): Promise<TableRefusal | undefined> {
  const { unzipSync } = await import('fflate');
  let total = 0;
  let tooTight = false;
  try {
    unzipSync(data, {
      filter: (entry) => {
        total += entry.originalSize;
        // Tiny entries (an empty sheet's XML) can have any ratio; a real sheet is 5-20 times its packed size.
        if (entry.originalSize > 1024 * 1024 && entry.originalSize > UNPACKED_LIMITS.maxRatio * Math.max(entry.size, 1)) tooTight = true;
        return false;
      },
    });
  } catch {
    return 'notATable';
  }
  if (total > UNPACKED_LIMITS.maxBytes) return 'unpackedTooLarge';
  if (tooTight) return 'packedTooTightly';
  return undefined;
}

async function readWorkbook(data: Buffer): Promise<TableOutcome> {
  const refusal = await unpackedSizeRefusal(data);
  if (refusal) return { refused: refusal };
  const [{ default: Excel }, { format }] = await Promise.all([import('exceljs'), import('date-fns/format')]);
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    return { refused: 'notATable' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { refused: 'empty' };
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(Array.from(values, (value) => cellText(value, format)));
  });
  return { rows };
}

/** A cell as text: dates as YYYY-MM-DD, formulas by their result, rich text and links by their words. */
function cellText(value: ExcelJS.CellValue | undefined, format: (date: Date, pattern: string) => string): string {
  if (value == null) return '';
  if (value instanceof Date) return format(new Date(value.getTime() + value.getTimezoneOffset() * 60_000), 'yyyy-MM-dd');
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue, format);
  if ('text' in value) return String(value.text).trim();
  return '';
}
