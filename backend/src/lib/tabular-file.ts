import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { format } from 'date-fns';
import { badRequest, payloadTooLarge } from '../errors.ts';

/**
 * The files admins upload from a bank (statements, bulk-transfer results): CSV or XLSX, read into rows
 * of trimmed strings, with the columns found by their headers. Banks put a few lines of account details
 * above the header, so the header is looked for, not assumed to be the first row.
 */

export const TABLE_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 50_000 };

export const tableMessages = {
  tooLarge: 'The file is over 5 MB. Export a shorter period and upload it again.',
  tooManyRows: 'The file has more than 50,000 rows. Export a shorter period and upload it again.',
  notATable: 'The file is not a CSV or XLSX file. Export the statement as CSV or Excel (.xlsx) and upload it again.',
  oldExcel: 'This is an old Excel (.xls) file. Open it and save it as .xlsx or CSV, then upload it again.',
  empty: 'The file has no rows.',
  missingColumns: (names: string[]) => `No ${names.join(' or ')} column was found. Check that the file has a header row with it.`,
} as const;

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);

/** Reads a CSV or XLSX file into rows (first sheet of a workbook), refusing anything else with a message. */
export async function readTable(data: Buffer, maxBytes = TABLE_LIMITS.maxBytes): Promise<string[][]> {
  if (data.length > maxBytes) throw payloadTooLarge(tableMessages.tooLarge);
  let rows: string[][];
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) rows = await readWorkbook(data);
  else if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0])) throw badRequest(tableMessages.oldExcel);
  else rows = readCsv(data);
  rows = rows.filter((row) => row.some((cell) => cell !== ''));
  if (rows.length === 0) throw badRequest(tableMessages.empty);
  return rows;
}

function readCsv(data: Buffer): string[][] {
  // Text has no NUL bytes and is UTF-8 (exports with a BOM too); a picture or a PDF is neither.
  const text = data.toString('utf8');
  if (data.includes(0) || text.includes('\uFFFD')) throw badRequest(tableMessages.notATable);
  try {
    return parse(text, { bom: true, delimiter: [',', ';', '\t'], relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch {
    throw badRequest(tableMessages.notATable);
  }
}

async function readWorkbook(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest(tableMessages.notATable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(tableMessages.empty);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(Array.from(values, cellText));
  });
  return rows;
}

/** A cell as text: dates as YYYY-MM-DD, formulas by their result, rich text and links by their words. */
function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value == null) return '';
  if (value instanceof Date) return format(new Date(value.getTime() + value.getTimezoneOffset() * 60_000), 'yyyy-MM-dd');
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text).trim();
  return '';
}

/** A column of a table: the header spellings it goes by (compared lower-cased, letters and digits only). */
export interface ColumnSpec {
  names: readonly string[];
  /** Words used in the message when the column is missing. */
  label: string;
  optional?: boolean;
}

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Finds the header row among the first 40 rows: the first row naming every required column. Returns
 * the index of each column (-1 for a missing optional one) and the data rows after the header (at most
 * `maxRows`, else refused).
 * Names are tried in order, so a more exact spelling ('credit') wins over a looser one ('amount').
 */
export function locateColumns<K extends string>(rows: string[][], spec: Record<K, ColumnSpec>, maxRows = TABLE_LIMITS.maxRows) {
  const keys = Object.keys(spec) as K[];
  let best: { index: number; found: K[] } | undefined;
  for (let index = 0; index < Math.min(rows.length, 40); index++) {
    const headers = rows[index]!.map(normalise);
    const columns = {} as Record<K, number>;
    const used = new Set<number>();
    for (const key of keys) {
      columns[key] = -1;
      for (const name of spec[key].names) {
        const at = headers.findIndex((h, i) => !used.has(i) && h === normalise(name));
        if (at >= 0) {
          columns[key] = at;
          used.add(at);
          break;
        }
      }
    }
    const found = keys.filter((key) => columns[key] >= 0);
    if (keys.every((key) => spec[key].optional || columns[key] >= 0)) {
      const body = rows.slice(index + 1);
      if (body.length > maxRows) throw badRequest(tableMessages.tooManyRows);
      return { columns, header: index, body };
    }
    if (!best || found.length > best.found.length) best = { index, found };
  }
  const missing = keys.filter((key) => !spec[key].optional && !best?.found.includes(key)).map((key) => spec[key].label);
  throw badRequest(tableMessages.missingColumns(missing));
}

/**
 * An amount as banks write it ('1,234.50', '₹ 499', '499.00 Cr', '(499)') in rupees; undefined when
 * the cell holds no number (an empty credit cell of a debit row).
 */
export function parseAmount(text: string): number | undefined {
  const cleaned = text.replace(/[₹,\s]|INR|Rs\.?|Cr\.?|Dr\.?/gi, '');
  if (!/^\(?-?\d+(\.\d{1,2})?\)?$/.test(cleaned)) return undefined;
  const value = Number(cleaned.replace(/[()]/g, ''));
  return Number.isFinite(value) ? value : undefined;
}
