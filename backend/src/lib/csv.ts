import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Context } from 'koa';
import { log } from '../log.ts';

/**
 * A cell a spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage return)
 * gets a leading apostrophe, so Excel and LibreOffice show it as text (OWASP's CSV injection advice).
 */
export function formulaSafe(value: unknown): unknown {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Answers a CSV download streamed from `batches` (rows of cells, a batch at a time): UTF-8 with a
 * byte-order mark (Excel then reads Tamil and other non-ASCII text right), every text cell made
 * formula-safe, an attachment named `filename`. Rows leave as they are read; a client that goes away
 * stops the reading (the batches' generator is closed, so a database cursor is given back).
 */
export async function sendCsv(
  ctx: Context,
  filename: string,
  header: string[],
  batches: AsyncIterable<unknown[][]>,
): Promise<void> {
  // The first batch is read before answering: a database that cannot answer is still a 503 with its
  // message, not a 200 file cut short.
  const reader = batches[Symbol.asyncIterator]();
  const first = await reader.next();
  async function* rows() {
    try {
      yield header;
      if (first.done) return;
      for (const row of first.value) yield row.map(formulaSafe);
      for (let next = await reader.next(); !next.done; next = await reader.next())
        for (const row of next.value) yield row.map(formulaSafe);
    } finally {
      // Stopped early (the client went away): the batches' generator closes its cursor.
      await reader.return?.();
    }
  }
  const csv = stringify({ bom: true, cast: { boolean: (b) => (b ? 'yes' : 'no') } });
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.body = csv;
  pipeline(Readable.from(rows()), csv).catch((err: Error) => {
    // Headers are gone by now: the download ends short, which the browser reports as failed.
    if (!['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE'].includes((err as NodeJS.ErrnoException).code ?? ''))
      log.error({ err }, 'CSV export failed');
  });
}
