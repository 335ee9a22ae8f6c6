import { Worker } from 'node:worker_threads';
import { badRequest, payloadTooLarge } from '../errors.ts';
import { log } from '../log.ts';
import type { TableOutcome, TableRefusal } from './table-reader.ts';

/**
 * The files admins upload from a bank (statements, bulk-transfer results): CSV or XLSX, read into rows
 * of trimmed strings, with the columns found by their headers. Banks put a few lines of account details
 * above the header, so the header is looked for, not assumed to be the first row.
 */

export const TABLE_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 50_000 };

/**
 * The reading thread's budget. A 50,000-row XLSX statement takes about 4 s and
 * 200 MB to read; a workbook that needs more than this (a ZIP whose directory lies about its sizes,
 * cells addressed millions of columns apart) ends the thread, never the API.
 */
export const READER_LIMITS = { heapMb: 1024, timeoutMs: 30_000 };

export const tableMessages = {
  tooLarge: 'The file is over 5 MB. Export a shorter period and upload it again.',
  tooManyRows: 'The file has more than 50,000 rows. Export a shorter period and upload it again.',
  notATable: 'The file is not a CSV or XLSX file. Export the statement as CSV or Excel (.xlsx) and upload it again.',
  oldExcel: 'This is an old Excel (.xls) file. Open it and save it as .xlsx or CSV, then upload it again.',
  empty: 'The file has no rows.',
  unpackedTooLarge: 'The workbook is over 60 MB once unpacked. Export a shorter period and upload it again.',
  packedTooTightly:
    'The workbook unpacks to more than 100 times its size, which no bank export does. Export the statement again and upload that file.',
  tooHeavy:
    'The workbook needs too much memory or time to read. Export a shorter period, or as CSV, and upload it again.',
  missingColumns: (names: string[]) =>
    `No ${names.join(' or ')} column was found. Check that the file has a header row with it.`,
} as const;

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);

/**
 * Reads a CSV or XLSX file into rows (first sheet of a workbook), refusing anything else with a message.
 * The parsing runs in a worker thread with its own heap limit and a deadline, so the API keeps
 * answering while a long statement is read and a file built to exhaust memory costs only the thread.
 */
export async function readTable(data: Buffer, maxBytes = TABLE_LIMITS.maxBytes): Promise<string[][]> {
  if (data.length > maxBytes) throw payloadTooLarge(tableMessages.tooLarge);
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0])) throw badRequest(tableMessages.oldExcel);
  const outcome = await readInThread(data);
  if ('refused' in outcome) throw refusal(outcome.refused);
  const rows = outcome.rows.filter((row) => row.some((cell) => cell !== ''));
  if (rows.length === 0) throw badRequest(tableMessages.empty);
  return rows;
}

function refusal(reason: TableRefusal | 'tooHeavy') {
  switch (reason) {
    case 'unpackedTooLarge':
    case 'packedTooTightly':
    case 'tooHeavy':
      return payloadTooLarge(tableMessages[reason]);
    default:
      return badRequest(tableMessages[reason]);
  }
}

type ThreadOutcome = TableOutcome | { refused: 'tooHeavy' };

/** One warm reading thread kept between files (starting one costs about a second); a thread that failed is never reused. */
let idle: Worker | undefined;

function readInThread(data: Buffer): Promise<ThreadOutcome> {
  const thread =
    idle ??
    new Worker(new URL('./table-reader-thread.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: READER_LIMITS.heapMb },
    });
  idle = undefined;
  thread.ref();
  return new Promise<ThreadOutcome>((resolve, reject) => {
    const done = (outcome: ThreadOutcome | Error, reusable = false) => {
      clearTimeout(deadline);
      thread.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (reusable && !idle) {
        thread.unref();
        idle = thread;
      } else void thread.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onMessage = (json: string) => done(JSON.parse(json) as TableOutcome, true);
    const onError = (err: Error & { code?: string }) => {
      if (err.code !== 'ERR_WORKER_OUT_OF_MEMORY') return done(err);
      log.warn({ heapMb: READER_LIMITS.heapMb }, 'table reading ran out of its memory');
      done({ refused: 'tooHeavy' });
    };
    const onExit = () => done(new Error('the table reading thread exited without an answer'));
    const deadline = setTimeout(() => {
      log.warn({ timeoutMs: READER_LIMITS.timeoutMs }, 'table reading stopped at its deadline');
      done({ refused: 'tooHeavy' });
    }, READER_LIMITS.timeoutMs);
    thread.on('message', onMessage).on('error', onError).on('exit', onExit);
    thread.postMessage(new Uint8Array(data));
  });
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
export function locateColumns<K extends string>(
  rows: string[][],
  spec: Record<K, ColumnSpec>,
  maxRows = TABLE_LIMITS.maxRows,
) {
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
