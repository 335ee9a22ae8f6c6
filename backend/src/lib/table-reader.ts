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
    return {
      rows: parse(text, {
        bom: true,
        delimiter: [',', ';', '\t'],
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        trim: true,
      }) as string[][],
    };
  } catch {
    return { refused: 'notATable' };
  }
}

/**
 * The sizes the ZIP's central directory declares, read without inflating anything (fflate calls the
 * filter per entry before decompressing it, and nothing is kept): the honest bomb gets its message at
 * once. A directory can lie about its sizes, so this alone decides nothing: inflatedEntries counts.
 */
async function declaredSizeRefusal(data: Buffer): Promise<TableRefusal | undefined> {
  const { unzipSync } = await import('fflate');
  let total = 0;
  let tooTight = false;
  try {
    unzipSync(data, {
      filter: (entry) => {
        total += entry.originalSize;
        // Tiny entries (an empty sheet's XML) can have any ratio; a real sheet is 5-20 times its packed size.
        if (entry.originalSize > 1024 * 1024 && entry.originalSize > UNPACKED_LIMITS.maxRatio * Math.max(entry.size, 1))
          tooTight = true;
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

/**
 * How much of the packed file is handed to the inflater at a time. DEFLATE unpacks at most about 1,032
 * times, so one step can make at most about 16 MB before the running total below is looked at again.
 */
const INFLATE_STEP = 16 * 1024;

/**
 * Every entry of the workbook inflated, counting the bytes that really come out, not the ones the ZIP
 * declares: a sheet that says 1,200 bytes and unpacks to 700 MB is stopped once the total passes
 * UNPACKED_LIMITS (60 MB, or 100 times the file). Memory outside the thread's heap (ArrayBuffers, which
 * its heap limit does not cover) therefore stays within that total. The entries are read in the order
 * they lie in the file (fflate's streaming Unzip), and exceljs is given exactly these entries, so no
 * entry the central directory names and this count did not see is inflated by anyone.
 */
async function inflatedEntries(data: Buffer): Promise<Record<string, Uint8Array> | TableRefusal> {
  const { Unzip, UnzipInflate } = await import('fflate');
  const ratioLimit = Math.max(1024 * 1024, UNPACKED_LIMITS.maxRatio * data.length);
  const entries: Record<string, Uint8Array> = {};
  let total = 0;
  let refusal: TableRefusal | undefined;
  const unzip = new Unzip((file) => {
    const chunks: Uint8Array[] = [];
    file.ondata = (err, chunk, final) => {
      if (refusal) return;
      if (err) {
        refusal = 'notATable';
        return;
      }
      total += chunk.length;
      if (total > UNPACKED_LIMITS.maxBytes) refusal = 'unpackedTooLarge';
      else if (total > ratioLimit) refusal = 'packedTooTightly';
      if (refusal) {
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
      if (final) entries[file.name] = Buffer.concat(chunks);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < data.length && !refusal; at += INFLATE_STEP)
      unzip.push(data.subarray(at, at + INFLATE_STEP), at + INFLATE_STEP >= data.length);
  } catch {
    return 'notATable';
  }
  return refusal ?? entries;
}

async function readWorkbook(data: Buffer): Promise<TableOutcome> {
  const refusal = await declaredSizeRefusal(data);
  if (refusal) return { refused: refusal };
  const entries = await inflatedEntries(data);
  if (typeof entries === 'string') return { refused: entries };
  const [{ default: Excel }, { format }, { zipSync }] = await Promise.all([
    import('exceljs'),
    import('date-fns/format'),
    import('fflate'),
  ]);
  const workbook = new Excel.Workbook();
  try {
    // The counted entries, stored without compression: exceljs (JSZip) only copies them.
    await workbook.xlsx.load(zipSync(entries, { level: 0 }) as unknown as ArrayBuffer);
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
  if (value instanceof Date)
    return format(new Date(value.getTime() + value.getTimezoneOffset() * 60_000), 'yyyy-MM-dd');
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue, format);
  if ('text' in value) return String(value.text).trim();
  return '';
}
